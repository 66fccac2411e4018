import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteUserBody, User } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** POST /api/auth/invite-user: creates the invited users and emails each an activation link. */
export const inviteUsers = (body: InviteUserBody) => apiClient.post<User[]>('/api/auth/invite-user', body);

export function useInviteUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUsers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
