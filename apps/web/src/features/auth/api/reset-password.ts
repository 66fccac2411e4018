import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** POST /api/auth/reset-password/{token}: sets a new password with the emailed single-use token. */
export const resetPassword = ({ token, password }: { token: string; password: string }) =>
  apiClient.post<{ message: string }>(`/api/auth/reset-password/${encodeURIComponent(token)}`, { password });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
