import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GraphConfig } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { graphConfigKeys } from '../../../lib/api/graph-configs';

/** GET /api/graph-configs/{id}; id 0 is the built-in default configuration. */
export const getGraphConfig = (id: number) => apiClient.get<GraphConfig>(`/api/graph-configs/${id}`);

export const graphConfigQueryOptions = (id: number) => queryOptions({ queryKey: graphConfigKeys.detail(id), queryFn: () => getGraphConfig(id) });

/** One configuration; pass null to wait (a new, unsaved configuration has none). */
export function useGraphConfig(id: number | null) {
  return useQuery({ ...graphConfigQueryOptions(id ?? -1), enabled: id !== null });
}
