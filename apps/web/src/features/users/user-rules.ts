import { canChangeIdentityFields, canEditUser } from '@mudstack/core';
import type { Role, User } from '@mudstack/contracts';

export const CANNOT_EDIT_TEXT = 'cannot edit this user';

/** Why the edit button of a row is disabled for `me`, or null when it is enabled. */
export function editBlockedReason(me: Pick<User, 'id' | 'role'>, target: Pick<User, 'id' | 'role'>): string | null {
  if (me.id === target.id) return 'Edit your own details on My account';
  if (!canEditUser(me, target)) return CANNOT_EDIT_TEXT;
  return null;
}

/** The role choices with the spec's descriptions; super-admin is offered only to super-admins. */
export function roleOptions(me: Pick<User, 'role'>) {
  const all: Array<{ value: Role; label: string; description: string }> = [
    { value: 'super-admin', label: 'Super admin', description: 'Sees and manages everything, in every company' },
    { value: 'admin', label: 'Admin', description: 'Can archive and add/remove users to project' },
    { value: 'user', label: 'User', description: 'Works on the projects they are given access to' },
  ];
  return canChangeIdentityFields(me) ? all : all.filter((r) => r.value !== 'super-admin');
}

/** "First Last"; empty while the user has no name yet (an invitation not accepted). */
export const fullName = (u: Pick<User, 'first_name' | 'last_name'>) => `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim();
