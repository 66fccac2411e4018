import { describe, expect, it } from 'vitest';
import {
  type AccessLevel,
  canAdminProject,
  canChangeIdentityFields,
  canDeleteConfig,
  canRemoveProjectAccess,
  projectAccessAllows,
  canEditConfig,
  canEditUser,
  canManageCompanies,
  canManageUsers,
  canSaveAsNew,
  canViewProject,
  canWriteProject,
  canManageCompanyUsers,
  canSeeUser,
  hasProjectRight,
  isAdmin,
  isDefaultConfig,
  isSuperAdmin,
  type Role,
} from './permissions';

const ROLES: Role[] = ['super-admin', 'admin', 'user'];
const LEVELS: (AccessLevel | null)[] = ['admin', 'write', 'view', null];

describe('project access', () => {
  // [level, view, write, admin] for a non-super-admin.
  const table: [AccessLevel | null, boolean, boolean, boolean][] = [
    ['admin', true, true, true],
    ['write', true, true, false],
    ['view', true, false, false],
    [null, false, false, false],
  ];
  for (const role of ['admin', 'user'] as Role[]) {
    it.each(table)(`${role} with %s access: view %s, write %s, admin %s`, (level, view, write, admin) => {
      expect(canViewProject(role, level)).toBe(view);
      expect(canWriteProject(role, level)).toBe(write);
      expect(canAdminProject(role, level)).toBe(admin);
    });
  }
  it('gives a super-admin everything, with or without an access row', () => {
    for (const level of LEVELS) {
      expect(canViewProject('super-admin', level)).toBe(true);
      expect(canWriteProject('super-admin', level)).toBe(true);
      expect(canAdminProject('super-admin', level)).toBe(true);
    }
  });
  it('treats an unknown access level as none', () => {
    expect(canViewProject('user', 'owner' as AccessLevel)).toBe(false);
    expect(canViewProject('user', undefined)).toBe(false);
  });
});

describe('pages', () => {
  it.each([
    ['super-admin', true, true],
    ['admin', true, false],
    ['user', false, false],
  ] as const)('%s: users page %s, companies page %s', (role, users, companies) => {
    expect(canManageUsers(role)).toBe(users);
    expect(canManageCompanies(role)).toBe(companies);
    expect(canChangeIdentityFields({ role })).toBe(companies);
  });
});

describe('isDefaultConfig', () => {
  it.each([
    [{ id: 0, name: 'anything' }, true],
    [{ id: 5, name: 'Default Config' }, true],
    [{ id: 5, name: 'my DEFAULT CONFIG copy' }, true],
    [{ id: 5, name: 'default configuration' }, true],
    [{ id: 5, name: 'default  config' }, false],
    [{ id: 5, name: 'defaults' }, false],
    [{ id: null, name: 'new config' }, false],
  ])('%j -> %s', (config, expected) => {
    expect(isDefaultConfig(config)).toBe(expected);
  });
});

describe('configurations', () => {
  const superAdmin = { role: 'super-admin' as Role, company_id: 1 };
  const admin = { role: 'admin' as Role, company_id: 1 };
  const user = { role: 'user' as Role, company_id: 1 };
  const outsider = { role: 'user' as Role, company_id: 2 };
  const outsiderAdmin = { role: 'admin' as Role, company_id: 2 };
  const homeless = { role: 'user' as Role, company_id: null };

  const ours = { id: 7, name: 'Gas ratios', company_id: 1 };
  const unowned = { id: 8, name: 'Shared', company_id: null };
  const fresh = { id: null, name: 'new config', company_id: 1 };
  const defaults = { id: 0, name: 'Default config', company_id: null };
  const namedDefault = { id: 9, name: 'Team default config', company_id: 1 };

  it('edits: a super-admin or a member of the company; anyone saves a new one; never a default', () => {
    expect(canEditConfig(superAdmin, ours)).toBe(true);
    expect(canEditConfig(user, ours)).toBe(true);
    expect(canEditConfig(outsider, ours)).toBe(false);
    expect(canEditConfig(homeless, ours)).toBe(false);
    expect(canEditConfig(user, unowned)).toBe(false);
    expect(canEditConfig(superAdmin, unowned)).toBe(true);
    expect(canEditConfig(outsider, fresh)).toBe(true);
    expect(canEditConfig(superAdmin, defaults)).toBe(false);
    expect(canEditConfig(superAdmin, namedDefault)).toBe(false);
    expect(canEditConfig(user, namedDefault)).toBe(false);
  });

  it('saves as new: a super-admin, a member, or anyone when it has no company; never from an unsaved one', () => {
    expect(canSaveAsNew(superAdmin, ours)).toBe(true);
    expect(canSaveAsNew(user, ours)).toBe(true);
    expect(canSaveAsNew(outsider, ours)).toBe(false);
    expect(canSaveAsNew(outsider, unowned)).toBe(true);
    expect(canSaveAsNew(homeless, defaults)).toBe(true);
    expect(canSaveAsNew(homeless, ours)).toBe(false);
    expect(canSaveAsNew(superAdmin, fresh)).toBe(false);
  });

  it('deletes: admin (own company only) or super-admin, never a default; a shared one only a super-admin', () => {
    expect(canDeleteConfig(superAdmin, ours)).toBe(true);
    expect(canDeleteConfig(admin, ours)).toBe(true);
    expect(canDeleteConfig(admin, unowned)).toBe(false);
    expect(canDeleteConfig(superAdmin, unowned)).toBe(true);
    expect(canDeleteConfig(outsiderAdmin, ours)).toBe(false);
    expect(canDeleteConfig(user, ours)).toBe(false);
    expect(canDeleteConfig(superAdmin, defaults)).toBe(false);
    expect(canDeleteConfig(superAdmin, namedDefault)).toBe(false);
    expect(canDeleteConfig(superAdmin, fresh)).toBe(false);
  });
});

describe('projectAccessAllows', () => {
  it.each([
    ['super-admin', [true, true, true]],
    ['admin', [true, true, true]],
    ['write', [true, true, false]],
    ['view', [true, false, false]],
    [null, [false, false, false]],
  ] as const)('%s allows view, write, admin as %j', (access, expected) => {
    expect((['view', 'write', 'admin'] as const).map((need) => projectAccessAllows(access, need))).toEqual(expected);
  });
});

describe('canRemoveProjectAccess', () => {
  const admin = { id: 1, role: 'admin' as const, company_id: 10 };
  it('needs both the user (same company) and the project (same company, or admin on it)', () => {
    expect(canRemoveProjectAccess(admin, { userCompanyId: 10, projectCompanyId: 10, actorLevel: null })).toBe(true);
    expect(canRemoveProjectAccess(admin, { userCompanyId: 10, projectCompanyId: 30, actorLevel: 'admin' })).toBe(true);
    // The user is the admin's, but the project is a third company's that the admin does not administer.
    expect(canRemoveProjectAccess(admin, { userCompanyId: 10, projectCompanyId: 30, actorLevel: null })).toBe(false);
    expect(canRemoveProjectAccess(admin, { userCompanyId: 10, projectCompanyId: 30, actorLevel: 'write' })).toBe(false);
    expect(canRemoveProjectAccess(admin, { userCompanyId: 10, projectCompanyId: null, actorLevel: null })).toBe(false);
    // Another company's user, whatever the project.
    expect(canRemoveProjectAccess(admin, { userCompanyId: 20, projectCompanyId: 10, actorLevel: 'admin' })).toBe(false);
    expect(canRemoveProjectAccess({ ...admin, role: 'user' }, { userCompanyId: 10, projectCompanyId: 10, actorLevel: 'admin' })).toBe(false);
    expect(canRemoveProjectAccess({ ...admin, role: 'super-admin' }, { userCompanyId: 20, projectCompanyId: 30, actorLevel: null })).toBe(true);
  });
});

describe('canEditUser', () => {
  const people = ROLES.map((role, i) => ({ id: i + 1, role }));
  // actor role -> can edit [super-admin, admin, user] (another person)
  const table: Record<Role, boolean[]> = {
    'super-admin': [true, true, true],
    admin: [false, true, true],
    user: [false, false, false],
  };
  it.each(ROLES)('%s edits the roles the spec allows, never themselves', (role) => {
    const actor = { id: 100, role };
    expect(people.map((target) => canEditUser(actor, target))).toEqual(table[role]);
    expect(canEditUser(actor, { id: 100, role })).toBe(false);
  });
});

describe('roles and user management', () => {
  const superAdmin = { id: 1, role: 'super-admin' as Role, company_id: 1 };
  const admin = { id: 2, role: 'admin' as Role, company_id: 1 };
  const user = { id: 3, role: 'user' as Role, company_id: 1 };
  const homelessAdmin = { id: 4, role: 'admin' as Role, company_id: null };

  it('names super-admins and admins', () => {
    expect([superAdmin, admin, user].map(isSuperAdmin)).toEqual([true, false, false]);
    expect([superAdmin, admin, user].map(isAdmin)).toEqual([true, true, false]);
  });

  it.each([
    [superAdmin, { id: 9, company_id: 2 }, true, true],
    [admin, { id: 9, company_id: 1 }, true, true],
    [admin, { id: 9, company_id: 2 }, false, false],
    [user, { id: 9, company_id: 1 }, false, false],
    [user, { id: 3, company_id: 1 }, true, false],
    [homelessAdmin, { id: 9, company_id: null }, false, false],
  ])('%j sees %j: %s, manages them: %s', (actor, target, sees, manages) => {
    expect(canSeeUser(actor, target)).toBe(sees);
    expect(canManageCompanyUsers(actor, target.company_id)).toBe(manages);
  });

  it('ranks project rights: view < write < admin, super-admin above all', () => {
    for (const need of ['view', 'write', 'admin'] as AccessLevel[]) {
      expect(hasProjectRight('super-admin', null, need)).toBe(true);
      expect(hasProjectRight('user', null, need)).toBe(false);
      expect(hasProjectRight('user', 'admin', need)).toBe(true);
    }
    expect(hasProjectRight('user', 'write', 'admin')).toBe(false);
    expect(hasProjectRight('user', 'view', 'write')).toBe(false);
  });
});
