import { queryOptions, useQuery } from '@tanstack/react-query';
import { refreshSession } from '../../../lib/api-client';

/** Session auto-refresh period (workspace-and-projects.md section 9). */
export const SESSION_REFRESH_MS = 890_000;

export const sessionQueryKey = ['session'] as const;

/**
 * POST /api/auth/refresh?withUserInfo=true as a query: runs on entering the main layout and
 * again every SESSION_REFRESH_MS; never retried (a rotated token must not be presented twice).
 */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async () => {
      const user = await refreshSession({ withUserInfo: true });
      if (!user) throw new Error('The refresh answered without the user.');
      return user;
    },
    retry: false,
    staleTime: SESSION_REFRESH_MS,
    refetchInterval: SESSION_REFRESH_MS,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}
