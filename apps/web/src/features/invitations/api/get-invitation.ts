import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/auth/invitations/{token}: who the link invites; a used, expired or unknown link fails. */
export const getInvitation = (token: string) => apiClient.get<Invitation>(`/api/auth/invitations/${encodeURIComponent(token)}`, { silent: true });

export function useInvitation(token: string) {
  // The auth layout clears the query cache in its mount effect, which runs after this page's
  // first render; starting the query one render later keeps it from being cleared mid-flight.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    retry: false,
    staleTime: Infinity,
    enabled: mounted,
  });
}
