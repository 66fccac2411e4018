import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

export const usersQueryKey = ['users'] as const;

/** GET /api/users: super-admins get everyone, admins their company. */
export const listUsers = () => apiClient.get<User[]>('/api/users');

export const usersQueryOptions = () => queryOptions({ queryKey: usersQueryKey, queryFn: listUsers });

export function useUsers(enabled = true) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
