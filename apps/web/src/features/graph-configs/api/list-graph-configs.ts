import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GraphConfig } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { graphConfigKeys } from './keys';

/** GET /api/graph-configs: the built-in default (id 0) first, then the user's by id. */
export const listGraphConfigs = () => apiClient.get<GraphConfig[]>('/api/graph-configs');

export const graphConfigsQueryOptions = () => queryOptions({ queryKey: graphConfigKeys.list(), queryFn: listGraphConfigs });

export function useGraphConfigs() {
  return useQuery(graphConfigsQueryOptions());
}
