import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { decodeBinaryColumns } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

export interface SeriesDataRequest {
  projectId: number;
  series: string[];
  filterExpression?: string;
  /** Data revision (route `dr`); current when absent. */
  revision?: number;
  /** Background subtraction window in rows; none when absent. */
  backgroundSubtract?: number;
}

/** Decoded columns: `x` is depth (ft, ascending); a series the project lacks is all NaN. */
export interface SeriesData {
  x: Float64Array;
  columns: Map<string, Float64Array>;
  rows: number;
  dataRevision: number;
}

export const seriesDataQueryKey = (r: SeriesDataRequest) =>
  ['projects', r.projectId, 'data', r.series.join(','), r.filterExpression ?? '', r.revision ?? 'current', r.backgroundSubtract ?? 0] as const;

/** `GET /api/projects/{id}/data/{series}?format=bin`: the binary column format, not CSV. */
export async function getSeriesData(r: SeriesDataRequest, signal?: AbortSignal): Promise<SeriesData> {
  const { blob } = await apiClient.download(`/api/projects/${r.projectId}/data/${r.series.map(encodeURIComponent).join(',')}`, {
    query: {
      format: 'bin',
      filterExpression: r.filterExpression,
      revision: r.revision,
      backgroundSubtract: r.backgroundSubtract || undefined,
    },
    silent: true,
    signal,
  });
  const { header, columns } = decodeBinaryColumns(await blob.arrayBuffer());
  const x = columns.get('depth') ?? new Float64Array(0);
  return { x, columns, rows: header.rowCount, dataRevision: header.dataRevision };
}

export const seriesDataQueryOptions = (r: SeriesDataRequest) =>
  queryOptions({
    queryKey: seriesDataQueryKey(r),
    queryFn: ({ signal }) => getSeriesData(r, signal),
    enabled: r.series.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSeriesData = (r: SeriesDataRequest, options: { keepPrevious?: boolean } = {}) =>
  useQuery({ ...seriesDataQueryOptions(r), placeholderData: options.keepPrevious ? keepPreviousData : undefined });
