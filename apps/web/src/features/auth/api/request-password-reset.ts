import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/reset-password: always answers 200 with a message (no account probing). */
export const requestPasswordReset = (body: { email: string }) => apiClient.post<{ message: string }>('/api/auth/reset-password', body);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
