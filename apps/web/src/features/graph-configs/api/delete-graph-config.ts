import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { graphConfigKeys } from './keys';

/** DELETE /api/graph-configs/{id}. */
export const deleteGraphConfig = (id: number) => apiClient.delete<{ id: number; message: string }>(`/api/graph-configs/${id}`);

export function useDeleteGraphConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGraphConfig,
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: graphConfigKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: graphConfigKeys.all });
    },
  });
}
