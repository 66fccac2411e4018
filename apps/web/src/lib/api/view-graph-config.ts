import { queryOptions, useQuery } from '@tanstack/react-query';
import { BUILTIN_CONFIG_ID, type GraphConfig } from '@mudstack/contracts';
import { ApiError, apiClient } from '../api-client';
import { graphConfigKeys } from './graph-configs';

/**
 * `GET /api/graph-configs/{id}`. A configuration that is gone (deleted default, stale link) falls
 * back to the built-in one rather than failing the whole workspace.
 */
export async function getGraphConfig(configId: number): Promise<GraphConfig> {
  try {
    return await apiClient.get<GraphConfig>(`/api/graph-configs/${configId}`, { silent: true });
  } catch (error) {
    if (configId !== BUILTIN_CONFIG_ID && error instanceof ApiError && (error.status === 404 || error.status === 403)) {
      return apiClient.get<GraphConfig>(`/api/graph-configs/${BUILTIN_CONFIG_ID}`, { silent: true });
    }
    throw error;
  }
}

export const graphConfigQueryOptions = (configId: number) =>
  queryOptions({ queryKey: graphConfigKeys.forWorkspace(configId), queryFn: () => getGraphConfig(configId), retry: false });

export const useGraphConfig = (configId: number) => useQuery(graphConfigQueryOptions(configId));
