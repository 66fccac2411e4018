import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { decodeBinaryColumns } from '@mudstack/contracts';
import { getRevisioned } from '../revision-cache';
import { chunkSeries } from '../series-chunks';
import { projectKeys } from './projects';

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

/** A series' values: Float32 as the drawing format sends them, Float64 where the app computes them. */
export type SeriesColumn = Float64Array | Float32Array;

/** Decoded columns: `x` is depth (ft, ascending, exact); a series the project lacks is all NaN. */
export interface SeriesData {
  x: Float64Array;
  columns: Map<string, SeriesColumn>;
  rows: number;
  dataRevision: number;
}

export const seriesDataQueryKey = (r: SeriesDataRequest) =>
  [
    ...projectKeys.detail(r.projectId),
    'data',
    r.series.join(','),
    r.filterExpression ?? '',
    r.revision ?? 'current',
    r.backgroundSubtract ?? 0,
    r.background ?? 'subtract',
    r.overview ?? 'rows',
  ] as const;

async function getChunk(r: SeriesDataRequest, names: string[], signal?: AbortSignal) {
  const body = await getRevisioned(`/api/projects/${r.projectId}/data/${names.map(encodeURIComponent).join(',')}`, {
    query: {
      format: 'bin32',
      filterExpression: r.filterExpression,
      revision: r.revision,
      backgroundSubtract: r.backgroundSubtract || undefined,
      background: r.backgroundSubtract ? r.background : undefined,
      overview: r.overview,
    },
    silent: true,
    signal,
    offThread: Boolean(r.large) && r.overview === undefined,
  });
  return decodeBinaryColumns(body, { float32: 'keep' });
}

/** `GET /api/projects/{id}/data/{series}?format=bin32`: the binary column format in its drawing form (series as Float32), not CSV. */
export async function getSeriesData(r: SeriesDataRequest, signal?: AbortSignal): Promise<SeriesData> {
  const parts = await Promise.all(chunkSeries(r.series).map((names) => getChunk(r, names, signal)));
  const [first] = parts;
  const columns = new Map<string, SeriesColumn>();
  for (const part of parts) {
    if (part.header.rowCount !== first.header.rowCount) throw new Error('The data changed while it was loading.');
    for (const [name, column] of part.columns) if (!columns.has(name)) columns.set(name, column);
  }
  const depth = columns.get('depth');
  const x = depth instanceof Float64Array ? depth : Float64Array.from(depth ?? []);
  return { x, columns, rows: first.header.rowCount, dataRevision: first.header.dataRevision };
}

export const seriesDataQueryOptions = (r: SeriesDataRequest) =>
  queryOptions({
    queryKey: seriesDataQueryKey(r),
    queryFn: ({ signal }) => getSeriesData(r, signal),
    enabled: r.series.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSeriesData = (r: SeriesDataRequest, options: { keepPrevious?: boolean; enabled?: boolean } = {}) =>
  useQuery({
    ...seriesDataQueryOptions(r),
    enabled: r.series.length > 0 && options.enabled !== false,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
