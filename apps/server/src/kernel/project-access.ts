import type { ProjectAccess } from '@mudstack/contracts';
import { hasProjectRight, isSuperAdmin } from '@mudstack/core';
import { AppError, forbidden, notFound, unauthorized } from '../errors';
import type { AccessLevel, ProjectRow } from '../db/schema';
import type { UserWithCompany } from './current-user';
import type { Conn } from './db';

// The project access check every project use case starts with (`requireProject`), and again inside the
// transaction that commits a write (`lockProjectFor`): a project the caller cannot view is 404, one they can
// view but not act on is 403 (docs/decisions.md, "403 or 404").

export async function findAccessLevel(db: Conn, projectId: number, userId: number): Promise<AccessLevel | undefined> {
  const row = await db
    .selectFrom('project_access')
    .select('access_level')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.access_level;
}

export type ProjectRight = 'view' | 'write' | 'admin';

export const PROJECT_NOT_FOUND = 'Project not found.';
export const PROJECT_ARCHIVED = "This project is archived, so it can't be changed. Unarchive it (Projects, Archived) to edit it again.";

/** An archived project is read-only for everyone until it is unarchived (409). */
export function assertNotArchived(project: Pick<ProjectRow, 'deleted_date'>) {
  if (project.deleted_date) throw new AppError('CONFLICT', PROJECT_ARCHIVED);
}

/**
 * Authorizes first: a project the caller cannot view answers 404 (ids don't leak); one they can
 * view but not act on answers 403 with `deniedMessage`.
 */
export async function requireProject(
  db: Conn,
  user: UserWithCompany,
  projectId: number,
  need: ProjectRight,
  deniedMessage?: string,
): Promise<{ project: ProjectRow; access: ProjectAccess }> {
  const found = await findProjectWithAccess(db, projectId, user.id);
  // The rules are packages/core's: a super-admin needs no access row.
  const level = isSuperAdmin(user) ? undefined : found?.level;
  checkRight(found?.project, user.role, level, need, deniedMessage);
  return { project: found!.project, access: isSuperAdmin(user) ? 'super-admin' : level! };
}

/**
 * The project and the user's access level to it, in one statement (every project call starts with it); undefined
 * when there is no such project. Not for the check inside a write's transaction (`lockProjectFor`): there the level
 * is read after the row lock is taken, in a statement of its own, so that a change committed while the lock was
 * awaited is seen.
 */
async function findProjectWithAccess(db: Conn, projectId: number, userId: number) {
  const row = await db
    .selectFrom('projects')
    .selectAll('projects')
    .select((eb) =>
      eb
        .selectFrom('project_access')
        .select('project_access.access_level')
        .whereRef('project_access.project_id', '=', 'projects.id')
        .where('project_access.user_id', '=', userId)
        .as('caller_access_level'),
    )
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { caller_access_level: level, ...project } = row;
  return { project: project satisfies ProjectRow, level: level ?? undefined };
}

export const ACCOUNT_INACTIVE = 'Your account is no longer active.';

/**
 * The access check again, inside the transaction that commits a write, after taking the project's row lock
 * (FOR UPDATE): the caller's role and access level, their account and company still being active, and the
 * project not archived, all as they are now. What `requireProject` saw when the request started may have
 * changed while its body arrived or its file was read; the lock keeps it from changing until the commit
 * (a downgrade, an archive or a deactivation waits for the lock, or is seen here). Returns the locked row.
 */
export async function lockProjectFor(
  trx: Conn,
  user: UserWithCompany,
  projectId: number,
  need: ProjectRight,
  deniedMessage?: string,
): Promise<ProjectRow> {
  const project = await trx.selectFrom('projects').selectAll().where('id', '=', projectId).forUpdate().executeTakeFirst();
  const caller = await trx
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.role', 'users.is_active', 'companies.is_active as company_active'])
    .where('users.id', '=', user.id)
    .forShare('users')
    .executeTakeFirst();
  if (!caller || !caller.is_active || caller.company_active === false) throw unauthorized(ACCOUNT_INACTIVE);
  const level = project && !isSuperAdmin(caller) ? await findAccessLevel(trx, projectId, user.id) : undefined;
  checkRight(project, caller.role, level, need, deniedMessage);
  return project!;
}

function checkRight(
  project: ProjectRow | undefined,
  role: UserWithCompany['role'],
  level: AccessLevel | undefined,
  need: ProjectRight,
  deniedMessage?: string,
) {
  if (!project || !hasProjectRight(role, level, 'view')) throw notFound(PROJECT_NOT_FOUND);
  if (!hasProjectRight(role, level, need)) {
    throw forbidden(deniedMessage ?? (need === 'admin' ? 'You need admin access to this project.' : 'You need write access to this project.'));
  }
  // Writing changes the project's content: never while it is archived.
  if (need === 'write') assertNotArchived(project);
}
