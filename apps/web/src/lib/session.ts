import { isAdmin as coreIsAdmin, isSuperAdmin as coreIsSuperAdmin } from '@mudstack/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role, User } from '@mudstack/contracts';
import { apiClient } from './api-client';
import { forgetRevisioned } from './revision-cache';
import { clearStoredUser, readStoredUser, storeUser } from './stored-user';

export { clearStoredUser, readStoredUser, storeUser };

export const currentUserQueryKey = ['currentUser'] as const;

/** GET /api/registered/account; seeded from the stored user, refetched when invalidated. */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: async () => {
      const user = await apiClient.get<User>('/api/registered/account', { silent: true });
      storeUser(user);
      return user;
    },
    initialData: () => readStoredUser() ?? undefined,
    staleTime: Infinity,
  });

/** The signed-in user (null only outside the main layout, which waits for it). */
export function useCurrentUser(): User | null {
  return useQuery(currentUserQueryOptions()).data ?? null;
}

// The role rules are packages/core's, the server's own: the web hides what the server would refuse.
export const isSuperAdmin = (user: Pick<User, 'role'> | null | undefined) => !!user && coreIsSuperAdmin(user);
export const isAdmin = (user: Pick<User, 'role'> | null | undefined) => !!user && coreIsAdmin(user);

export const ROLE_LABEL: Record<Role, string> = { 'super-admin': 'Super admin', admin: 'Admin', user: 'User' };

let onSignedOut: () => void = () => window.location.assign('/auth/login');

/** The app decides what signing out does to the cache and where it navigates. */
export function setSignedOutHandler(handler: () => void) {
  onSignedOut = handler;
}

/** Revokes the session on the server (unless it is already gone), forgets the user, goes to login. */
export async function signOut(options: { callServer?: boolean } = {}) {
  if (options.callServer !== false) {
    await apiClient.post('/api/auth/logout', undefined, { silent: true }).catch(() => undefined);
  }
  clearStoredUser();
  await forgetRevisioned();
  onSignedOut();
}
