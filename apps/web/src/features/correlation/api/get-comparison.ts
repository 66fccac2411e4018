import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CorrelationCompare } from '@mudstack/contracts';
import { apiClient, buildUrl } from '../../../lib/api-client';

export interface ComparisonRequest {
  ids: readonly number[];
  /** The interval in the view's depth (ft; relative to the formation's top when flattened). */
  from: number;
  to: number;
  flatten: string | null;
  /** The interval is in true vertical depth. */
  tvd?: boolean;
}

const query = (r: ComparisonRequest) => ({
  projects: r.ids.join(','),
  from: r.from,
  to: r.to,
  flatten: r.flatten ?? undefined,
  depth: r.tvd ? 'tvd' : undefined,
});

/** `GET /api/correlation/compare`: the wells over one interval. */
export const getComparison = (r: ComparisonRequest) =>
  apiClient.get<CorrelationCompare>('/api/correlation/compare', { query: query(r), silent: true });

/** The same comparison as a CSV download (the browser sends the session cookie). */
export const comparisonCsvUrl = (r: ComparisonRequest) => buildUrl('/api/correlation/compare', { ...query(r), format: 'csv' });

export const comparisonQueryOptions = (r: ComparisonRequest) =>
  queryOptions({
    queryKey: ['correlation', 'compare', r.ids.join(','), r.from, r.to, r.flatten ?? '', r.tvd ? 'tvd' : 'md'] as const,
    queryFn: () => getComparison(r),
    retry: false,
  });

export const useComparison = (r: ComparisonRequest | null) =>
  useQuery({ ...comparisonQueryOptions(r ?? { ids: [], from: 0, to: 1, flatten: null }), enabled: r !== null, placeholderData: keepPreviousData });
