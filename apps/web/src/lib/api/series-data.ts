import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { decodeBinaryColumns } from '@mudstack/contracts';
import { getRevisioned } from '../revision-cache';
import { projectKeys } from './projects';
import { seriesDataCalls, type SeriesDataCall, type SeriesDataRequest } from './series-data-calls';

export { OVERVIEW_MIN_ROWS, OVERVIEW_RUNS, type SeriesDataRequest } from './series-data-calls';

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

async function getChunk(call: SeriesDataCall, signal?: AbortSignal) {
  const body = await getRevisioned(call.path, { query: call.query, silent: true, signal, offThread: call.offThread });
  return decodeBinaryColumns(body, { float32: 'keep' });
}

/** `GET /api/projects/{id}/data/{series}?format=bin32`: the binary column format in its drawing form (series as Float32), not CSV. */
export async function getSeriesData(r: SeriesDataRequest, signal?: AbortSignal): Promise<SeriesData> {
  const parts = await Promise.all(seriesDataCalls(r).map((call) => getChunk(call, signal)));
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
