import { useQuery } from '@tanstack/react-query';
import type { About } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/about: the latest commit, its date and author (nulls in a plain checkout). */
export const getAbout = () => apiClient.get<About>('/api/about', { silent: true });

export function useAbout() {
  return useQuery({ queryKey: ['about'], queryFn: getAbout, staleTime: Infinity, retry: false });
}
