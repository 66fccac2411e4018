import type { Role, UserUpdate } from '../../db/schema';
import { sql } from 'kysely';
import type { Conn } from '../../kernel/db';
import { selectUsersWithCompany, type UserWithCompany } from '../../kernel/current-user';

/** Users of one company (or everyone when companyId is undefined), by last then first name. */
export function listUsers(db: Conn, companyId?: number): Promise<UserWithCompany[]> {
  let query = selectUsersWithCompany(db);
  if (companyId !== undefined) query = query.where('users.company_id', '=', companyId);
  return query.orderBy('users.last_name').orderBy('users.first_name').orderBy('users.id').execute();
}

/** A user's project access rows: active projects first, archived last, then by name. */
export function listUserProjectAccess(db: Conn, userId: number) {
  return db
    .selectFrom('project_access')
    .innerJoin('projects', 'projects.id', 'project_access.project_id')
    .select([
      'project_access.id as id',
      'project_access.access_level as access_level',
      'projects.id as project_id',
      'projects.name as project_name',
      'projects.deleted_date as deleted_date',
      'projects.company_id as project_company_id',
    ])
    .where('project_access.user_id', '=', userId)
    .orderBy(sql`projects.deleted_date is not null`)
    .orderBy(sql`lower(projects.name)`)
    .orderBy('project_access.id')
    .execute();
}

export function findProjectAccess(db: Conn, accessId: number) {
  return db
    .selectFrom('project_access')
    .innerJoin('users', 'users.id', 'project_access.user_id')
    .innerJoin('projects', 'projects.id', 'project_access.project_id')
    .select([
      'project_access.id',
      'project_access.user_id',
      'project_access.project_id',
      'users.company_id',
      'projects.company_id as project_company_id',
    ])
    .where('project_access.id', '=', accessId)
    .executeTakeFirst();
}

export function deleteProjectAccess(db: Conn, accessId: number) {
  return db.deleteFrom('project_access').where('id', '=', accessId).execute();
}

/** Removes every project access row of the given users. */
export function deleteProjectAccessOfUsers(db: Conn, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.deleteFrom('project_access').where('user_id', 'in', userIds).execute();
}

export function updateUser(db: Conn, id: number, values: UserUpdate) {
  return db.updateTable('users').set(values).where('id', '=', id).execute();
}

export function insertInvitedUsers(db: Conn, rows: Array<{ email: string; role: Role; company_id: number }>) {
  const now = new Date();
  return db
    .insertInto('users')
    .values(rows.map((r) => ({ ...r, password_hash: null, email_confirmed: false, invited_datetime: now, is_active: true })))
    .returning('id')
    .execute();
}

export function findUsersByEmails(db: Conn, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email', 'company_id'])
    .where((eb) =>
      eb(
        eb.fn('lower', ['users.email']),
        'in',
        emails.map((e) => e.toLowerCase()),
      ),
    )
    .execute();
}

export function graphConfigExists(db: Conn, id: number) {
  return db.selectFrom('graph_configs').select(['id', 'company_id']).where('id', '=', id).executeTakeFirst();
}
