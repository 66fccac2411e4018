import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ConfigOption {
  id: number;
  name: string;
}

/**
 * GET /api/graph-configs, reduced to what the default-configuration select needs. Silent: while
 * the endpoint is missing or fails, the select still offers the built-in default.
 */
export const listConfigOptions = async (): Promise<ConfigOption[]> => {
  const configs = await apiClient.get<Array<{ id: number; name: string }>>('/api/graph-configs', { silent: true });
  return Array.isArray(configs) ? configs.map(({ id, name }) => ({ id, name })) : [];
};

export function useConfigOptions() {
  return useQuery({ queryKey: ['graph-configs', 'options'], queryFn: listConfigOptions, retry: false });
}
