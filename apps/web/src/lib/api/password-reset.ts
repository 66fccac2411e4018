import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/**
 * POST /api/auth/reset-password {email}: emails a reset link; always answers 200 with a message (no account
 * probing). From the sign-in page's Forgot password and from My account.
 */
export const requestPasswordReset = (email: string) => apiClient.post<{ message: string }>('/api/auth/reset-password', { email });

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
