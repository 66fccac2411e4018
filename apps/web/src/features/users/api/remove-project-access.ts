import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** DELETE /api/users/access/{accessId}: takes a user off one project. */
export const removeProjectAccess = (accessId: number) => apiClient.delete<{ message: string }>(`/api/users/access/${accessId}`);

export function useRemoveProjectAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProjectAccess,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
