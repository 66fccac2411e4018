import { buildUrl, type QueryParams } from '../build-url';
import { chunkSeries } from '../series-chunks';

// The calls that answer a request for series data (`GET /api/projects/{id}/data/{series}?format=bin32`): their paths,
// queries and URLs. No import of zod or React: the page's early script (lib/early-calls.ts) sends a workspace's first
// data call by these rules, under the URL the app then asks for (lib/api/series-data.ts).

/**
 * Wells of this many rows or more are drawn first from an overview of OVERVIEW_RUNS runs: a
 * tenth of the bytes or less, the same picture at full width, until every row has arrived.
 */
export const OVERVIEW_MIN_ROWS = 40_000;
export const OVERVIEW_RUNS = 4096;

export interface SeriesDataRequest {
  projectId: number;
  series: string[];
  filterExpression?: string;
  /** Data revision (route `dr`); current when absent. */
  revision?: number;
  /** Background subtraction window in rows; none when absent. */
  backgroundSubtract?: number;
  /** With backgroundSubtract: `estimate` reads the estimated background itself instead of what stands above it. */
  background?: 'subtract' | 'estimate';
  /** A drawing overview of this many runs (two rows each) instead of every row; see `overview` in contracts. */
  overview?: number;
  /**
   * A large well (OVERVIEW_MIN_ROWS or more, drawn from its overview first): its every-row answer is read off the
   * page's thread (lib/off-thread-fetch.ts), so that the overview is drawn while it arrives. Not part of the key.
   */
  large?: boolean;
}

export interface SeriesDataCall {
  path: string;
  query: QueryParams;
  /** The path with its query, as the API client sends it. */
  url: string;
  /** Read off the page's thread: a large well's every row. */
  offThread: boolean;
}

/** The calls of a request: one per group of series short enough for one path (chunkSeries), in the binary drawing format. */
export function seriesDataCalls(r: SeriesDataRequest): SeriesDataCall[] {
  const query: QueryParams = {
    format: 'bin32',
    filterExpression: r.filterExpression,
    revision: r.revision,
    backgroundSubtract: r.backgroundSubtract || undefined,
    background: r.backgroundSubtract ? r.background : undefined,
    overview: r.overview,
  };
  const offThread = Boolean(r.large) && r.overview === undefined;
  return chunkSeries(r.series).map((names) => {
    const path = `/api/projects/${r.projectId}/data/${names.map(encodeURIComponent).join(',')}`;
    return { path, query, url: buildUrl(path, query), offThread };
  });
}
