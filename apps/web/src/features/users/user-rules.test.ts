import { describe, expect, it } from 'vitest';
import { CANNOT_EDIT_TEXT, editBlockedReason, roleOptions } from './user-rules';

describe('manage users rules', () => {
  it('disables edit for oneself, and for an admin on super-admins', () => {
    const admin = { id: 1, role: 'admin' as const };
    const sa = { id: 2, role: 'super-admin' as const };
    expect(editBlockedReason(admin, admin)).not.toBeNull();
    expect(editBlockedReason(sa, sa)).not.toBeNull();
    expect(editBlockedReason(admin, sa)).toBe(CANNOT_EDIT_TEXT);
    expect(editBlockedReason(admin, { id: 3, role: 'user' })).toBeNull();
    expect(editBlockedReason(admin, { id: 3, role: 'admin' })).toBeNull();
    expect(editBlockedReason(sa, { id: 4, role: 'super-admin' })).toBeNull();
  });

  it('offers super-admin only to super-admins, with the Admin description of the spec', () => {
    expect(roleOptions({ role: 'admin' }).map((r) => r.value)).toEqual(['admin', 'user']);
    expect(roleOptions({ role: 'super-admin' }).map((r) => r.value)).toEqual(['super-admin', 'admin', 'user']);
    expect(roleOptions({ role: 'admin' })[0].description).toBe('Can archive and add/remove users to project');
  });
});
