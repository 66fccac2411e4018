import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetail } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { usersQueryKey } from './list-users';

/** GET /api/users/{id}: the user with their project access rows (archived projects last). */
export const getUser = (id: number) => apiClient.get<UserDetail>(`/api/users/${id}`);

export const userQueryOptions = (id: number) => queryOptions({ queryKey: [...usersQueryKey, id] as const, queryFn: () => getUser(id), staleTime: 0 });

export function useUserDetail(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
