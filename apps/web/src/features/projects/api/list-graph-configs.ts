import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

interface ConfigSummary {
  id: number;
  name: string;
}

/** GET /api/graph-configs, for choosing the configuration a project opens with. */
export const listGraphConfigs = () => apiClient.get<ConfigSummary[]>('/api/graph-configs', { silent: true });

export function useGraphConfigChoices(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: ['graph-configs'] as const, queryFn: listGraphConfigs }), enabled });
}
