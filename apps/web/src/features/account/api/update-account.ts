import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOwnAccountBody, User } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { currentUserQueryKey, storeUser } from '../../../lib/session';

/** PUT /api/users/{id} in its own-account shape. */
export const updateAccount = ({ id, body }: { id: number; body: UpdateOwnAccountBody }) => apiClient.put<User>(`/api/users/${id}`, body);

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(currentUserQueryKey, user);
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}
