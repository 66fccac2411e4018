import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/session';
import { graphConfigKeys } from '../../../lib/api/graph-configs';

/** DELETE /api/graph-configs/{id}. */
export const deleteGraphConfig = (id: number) => apiClient.delete<{ id: number; message: string }>(`/api/graph-configs/${id}`);

export function useDeleteGraphConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGraphConfig,
    onSuccess: (_result, id) => {
      // Not awaited, and not the deleted one's own query: the editor still shows it until it
      // navigates away, and refetching it would flash "not found".
      void queryClient.invalidateQueries({
        queryKey: graphConfigKeys.all,
        predicate: (query) => !(query.queryKey[1] === 'detail' && query.queryKey[2] === id),
      });
      // The server resets the default configuration of users who had chosen this one.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
