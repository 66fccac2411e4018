import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** POST /api/auth/reinvite-user: a fresh activation link; the earlier one stops working. */
export const reinviteUser = (email: string) => apiClient.post<{ message: string }>('/api/auth/reinvite-user', { email });

export function useReinviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reinviteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
