import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUpdateUserBody, User } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** PUT /api/users/{id} in its admin-edit shape (the payload carries the id). */
export const updateUserAsAdmin = (body: AdminUpdateUserBody) => apiClient.put<User>(`/api/users/${body.id}`, body);

export function useUpdateUserAsAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserAsAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
