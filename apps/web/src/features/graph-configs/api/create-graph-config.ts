import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GraphConfig, GraphConfigCreateInput } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { graphConfigKeys } from '../../../lib/api/graph-configs';

/** POST /api/graph-configs: a new configuration, or with `source_id` a Save As New copy. */
export const createGraphConfig = (body: GraphConfigCreateInput) => apiClient.post<GraphConfig>('/api/graph-configs', body);

export function useCreateGraphConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGraphConfig,
    onSuccess: async (config) => {
      queryClient.setQueryData(graphConfigKeys.detail(config.id), config);
      await queryClient.invalidateQueries({ queryKey: graphConfigKeys.all, refetchType: 'none' });
    },
  });
}
