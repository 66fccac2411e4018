import type { ProjectAccess } from '@mudstack/contracts';
import { forbidden, notFound } from '../../errors';
import type { ProjectRow } from '../../db/schema';
import type { UserWithCompany } from '../users/users.repository';
import type { Conn as DbOrTrx } from '../projects/db-types';
import { findAccessLevel, findProject } from './projects.repository';

export type ProjectRight = 'view' | 'write' | 'admin';

const RANK: Record<ProjectAccess, number> = { view: 1, write: 2, admin: 3, 'super-admin': 4 };
const NEEDED: Record<ProjectRight, number> = { view: 1, write: 2, admin: 3 };

export const PROJECT_NOT_FOUND = 'Project not found.';

/** The caller's access to a project; undefined when they may not even see it. */
export async function projectAccessFor(db: DbOrTrx, user: UserWithCompany, projectId: number): Promise<ProjectAccess | undefined> {
  if (user.role === 'super-admin') return 'super-admin';
  return findAccessLevel(db, projectId, user.id);
}

export function hasRight(access: ProjectAccess, need: ProjectRight): boolean {
  return RANK[access] >= NEEDED[need];
}

/**
 * Authorizes first: a project the caller cannot view answers 404 (ids don't leak); one they can
 * view but not act on answers 403 with `deniedMessage`.
 */
export async function requireProject(
  db: DbOrTrx,
  user: UserWithCompany,
  projectId: number,
  need: ProjectRight,
  deniedMessage?: string,
): Promise<{ project: ProjectRow; access: ProjectAccess }> {
  const project = await findProject(db, projectId);
  const access = project ? await projectAccessFor(db, user, projectId) : undefined;
  if (!project || !access) throw notFound(PROJECT_NOT_FOUND);
  if (!hasRight(access, need)) {
    throw forbidden(deniedMessage ?? (need === 'admin' ? 'You need admin access to this project.' : 'You need write access to this project.'));
  }
  return { project, access };
}
