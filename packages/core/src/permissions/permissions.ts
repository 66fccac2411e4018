/**
 * Role and access-level rules (admin-config-export.md section 6, workspace-and-projects.md
 * section 6) as small predicates shared by the server (authorisation) and the web app (what to show).
 */

export type Role = 'super-admin' | 'admin' | 'user';
export type AccessLevel = 'admin' | 'write' | 'view';

const LEVEL_RANK: Record<AccessLevel, number> = { view: 1, write: 2, admin: 3 };

function hasLevel(role: Role, accessLevel: AccessLevel | null | undefined, needed: AccessLevel): boolean {
  if (role === 'super-admin') return true;
  if (!accessLevel) return false;
  const rank = LEVEL_RANK[accessLevel];
  return rank !== undefined && rank >= LEVEL_RANK[needed];
}

/** Viewing a project needs any access level; a super-admin sees everything. */
export function canViewProject(role: Role, accessLevel: AccessLevel | null | undefined): boolean {
  return hasLevel(role, accessLevel, 'view');
}

/** Writing (annotations, zones, formations, metadata, snippets, imports, restore) needs write or admin. */
export function canWriteProject(role: Role, accessLevel: AccessLevel | null | undefined): boolean {
  return hasLevel(role, accessLevel, 'write');
}

/** Rename, archive, unarchive and the permissions editor need admin on the project. */
export function canAdminProject(role: Role, accessLevel: AccessLevel | null | undefined): boolean {
  return hasLevel(role, accessLevel, 'admin');
}

/** A super-admin: every company, every project. */
export function isSuperAdmin(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === 'super-admin';
}

/** An admin or a super-admin. */
export function isAdmin(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === 'admin' || actor.role === 'super-admin';
}

/** The right a project call needs: view, write or admin (the rules above by name). */
export function hasProjectRight(role: Role, accessLevel: AccessLevel | null | undefined, need: AccessLevel): boolean {
  return hasLevel(role, accessLevel, need);
}

/**
 * What a project's `access_level` as the API gives it allows: 'super-admin' (a super-admin's, every right), or
 * the caller's own level on the project. The web shows a control only when this says the server would allow it.
 */
export function projectAccessAllows(access: AccessLevel | 'super-admin' | null | undefined, need: AccessLevel): boolean {
  if (access === 'super-admin') return true;
  return hasLevel('user', access, need);
}

/** Who may see a user: themselves, a super-admin, or an admin of the same company. */
export function canSeeUser(actor: Actor, target: { id: number; company_id: number | null }): boolean {
  if (actor.id === target.id || isSuperAdmin(actor)) return true;
  return actor.role === 'admin' && actor.company_id !== null && actor.company_id === target.company_id;
}

/** Who may manage (edit from Manage users, remove access, re-invite) a user of `companyId`. */
export function canManageCompanyUsers(actor: Actor, companyId: number | null): boolean {
  if (isSuperAdmin(actor)) return true;
  return actor.role === 'admin' && actor.company_id !== null && actor.company_id === companyId;
}

/**
 * Removing one user's access row to one project (Manage users): the caller must manage the user (an admin
 * of the user's company) and answer for the project too: it belongs to the caller's company, or the caller
 * is an admin on it. A super-admin may always.
 */
export function canRemoveProjectAccess(
  actor: Actor,
  row: { userCompanyId: number | null; projectCompanyId: number | null; actorLevel: AccessLevel | null | undefined },
): boolean {
  if (isSuperAdmin(actor)) return true;
  if (!canManageCompanyUsers(actor, row.userCompanyId)) return false;
  return (row.projectCompanyId !== null && row.projectCompanyId === actor.company_id) || canAdminProject(actor.role, row.actorLevel);
}

/** Adding projects and the Manage Users page: admin and super-admin. */
export function canManageUsers(role: Role): boolean {
  return role === 'super-admin' || role === 'admin';
}

/** The companies page, and activating or deactivating users: super-admin only. */
export function canManageCompanies(role: Role): boolean {
  return role === 'super-admin';
}

export interface Actor {
  id: number;
  role: Role;
  company_id: number | null;
}

export type ConfigActor = Pick<Actor, 'role' | 'company_id'>;

export interface ConfigRef {
  id: number | null;
  name: string;
  company_id?: number | null;
}

/** A default configuration (id 0, or a name containing 'default config' in any case) cannot be saved over or deleted. */
export function isDefaultConfig(config: { id: number | null; name: string }): boolean {
  return config.id === 0 || config.name.toLowerCase().includes('default config');
}

/**
 * Saving changes to a configuration: a super-admin or a member of its company; anyone may save a
 * new (unsaved, id null) configuration. Defaults are never saved over.
 */
export function canEditConfig(user: ConfigActor, config: ConfigRef): boolean {
  if (isDefaultConfig(config)) return false;
  if (config.id === null) return true;
  if (user.role === 'super-admin') return true;
  return config.company_id != null && config.company_id === user.company_id;
}

/**
 * Save As New: a super-admin, a member of the configuration's company, or anyone when it has no
 * company. Not allowed on a configuration that was never saved.
 */
export function canSaveAsNew(user: ConfigActor, config: ConfigRef): boolean {
  if (config.id === null) return false;
  if (user.role === 'super-admin') return true;
  if (config.company_id == null) return true;
  return config.company_id === user.company_id;
}

/**
 * Deleting: admin or super-admin, never a default configuration. An admin deletes only what they
 * could edit, their own company's configurations; one shared by every company (no company) only a
 * super-admin deletes, as only a super-admin edits it.
 */
export function canDeleteConfig(user: ConfigActor, config: ConfigRef): boolean {
  if (isDefaultConfig(config) || config.id === null) return false;
  if (user.role === 'super-admin') return true;
  return user.role === 'admin' && canEditConfig(user, config);
}

/** The edit button of the users page: never for oneself; an admin cannot edit super-admins. */
export function canEditUser(actor: Pick<Actor, 'id' | 'role'>, target: { id: number; role: Role }): boolean {
  if (!canManageUsers(actor.role)) return false;
  if (actor.id === target.id) return false;
  if (actor.role === 'admin' && target.role === 'super-admin') return false;
  return true;
}

/** Email, company and role, and activation, are changed by super-admins only. */
export function canChangeIdentityFields(actor: Pick<Actor, 'role'>): boolean {
  return actor.role === 'super-admin';
}
