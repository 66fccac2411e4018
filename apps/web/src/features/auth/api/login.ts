import { useMutation } from '@tanstack/react-query';
import type { LoginBody, User } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/login: sets the session cookies; the result is the user. */
export const login = (body: LoginBody) => apiClient.post<User>('/api/auth/login', body);

export function useLogin() {
  return useMutation({ mutationFn: login });
}
