import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/reset-password {email}: emails a reset link (the answer's message is shown). */
export const requestPasswordReset = (email: string) => apiClient.post<{ message: string }>('/api/auth/reset-password', { email });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
