import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export interface ConfirmInvitationInput {
  token: string;
  first_name: string;
  last_name: string;
  password: string;
}

/** POST /api/auth/confirm-invitation/{token}: activates the invited account, once. */
export const confirmInvitation = ({ token, ...body }: ConfirmInvitationInput) =>
  apiClient.post<{ message: string }>(`/api/auth/confirm-invitation/${encodeURIComponent(token)}`, body);

export function useConfirmInvitation() {
  return useMutation({ mutationFn: confirmInvitation });
}
