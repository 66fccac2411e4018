import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GraphConfig, GraphConfigSaveInput } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { graphConfigKeys } from '../../../lib/api/graph-configs';

/** PUT /api/graph-configs/{id}: saves over a configuration. */
export const updateGraphConfig = ({ id, body }: { id: number; body: GraphConfigSaveInput }) =>
  apiClient.put<GraphConfig>(`/api/graph-configs/${id}`, body);

export function useUpdateGraphConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGraphConfig,
    onSuccess: async (config) => {
      queryClient.setQueryData(graphConfigKeys.detail(config.id), config);
      await queryClient.invalidateQueries({ queryKey: graphConfigKeys.all, refetchType: 'none' });
    },
  });
}
