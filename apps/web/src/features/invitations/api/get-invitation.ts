import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/invitations/{token}: who the link invites; a used, expired or unknown link fails. */
export const getInvitation = (token: string) =>
  apiClient.get<Invitation>(`/api/auth/invitations/${encodeURIComponent(token)}`, { silent: true });

export function useInvitation(token: string) {
  return useQuery({ queryKey: ['invitation', token], queryFn: () => getInvitation(token), retry: false, staleTime: Infinity });
}
