import type { User } from '@mudstack/contracts';
import type { Db } from '../../db/create-db';
import type { Database, Role, UserRow, UserUpdate } from '../../db/schema';
import { sql, type Kysely, type Transaction } from 'kysely';

export type DbOrTrx = Db | Transaction<Database> | Kysely<Database>;

export type UserWithCompany = UserRow & { company: string | null };

export function selectUsersWithCompany(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .selectAll('users')
    .select('companies.name as company');
}

export async function findUserById(db: DbOrTrx, id: number): Promise<UserWithCompany | undefined> {
  return selectUsersWithCompany(db).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: DbOrTrx, email: string): Promise<UserWithCompany | undefined> {
  return selectUsersWithCompany(db)
    .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/** The API's view of a user: never the password hash. */
export function toApiUser(row: UserWithCompany): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    company_id: row.company_id,
    company: row.company,
    is_active: row.is_active,
    default_config_id: row.default_config_id,
    email_confirmed: row.email_confirmed,
    invited_datetime: row.invited_datetime ? new Date(row.invited_datetime).toISOString() : null,
  };
}

/** Users of one company (or everyone when companyId is undefined), by last then first name. */
export function listUsers(db: DbOrTrx, companyId?: number): Promise<UserWithCompany[]> {
  let query = selectUsersWithCompany(db);
  if (companyId !== undefined) query = query.where('users.company_id', '=', companyId);
  return query.orderBy('users.last_name').orderBy('users.first_name').orderBy('users.id').execute();
}

/** A user's project access rows: active projects first, archived last, then by name. */
export function listUserProjectAccess(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('project_access')
    .innerJoin('projects', 'projects.id', 'project_access.project_id')
    .select([
      'project_access.id as id',
      'project_access.access_level as access_level',
      'projects.id as project_id',
      'projects.name as project_name',
      'projects.deleted_date as deleted_date',
    ])
    .where('project_access.user_id', '=', userId)
    .orderBy(sql`projects.deleted_date is not null`)
    .orderBy(sql`lower(projects.name)`)
    .orderBy('project_access.id')
    .execute();
}

export function findProjectAccess(db: DbOrTrx, accessId: number) {
  return db
    .selectFrom('project_access')
    .innerJoin('users', 'users.id', 'project_access.user_id')
    .select(['project_access.id', 'project_access.user_id', 'users.company_id'])
    .where('project_access.id', '=', accessId)
    .executeTakeFirst();
}

export function deleteProjectAccess(db: DbOrTrx, accessId: number) {
  return db.deleteFrom('project_access').where('id', '=', accessId).execute();
}

/** Removes every project access row of the given users. */
export function deleteProjectAccessOfUsers(db: DbOrTrx, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.deleteFrom('project_access').where('user_id', 'in', userIds).execute();
}

export function updateUser(db: DbOrTrx, id: number, values: UserUpdate) {
  return db.updateTable('users').set(values).where('id', '=', id).execute();
}

export function insertInvitedUsers(db: DbOrTrx, rows: Array<{ email: string; role: Role; company_id: number }>) {
  const now = new Date();
  return db
    .insertInto('users')
    .values(rows.map((r) => ({ ...r, password_hash: null, email_confirmed: false, invited_datetime: now, is_active: true })))
    .returning('id')
    .execute();
}

export function findUsersByEmails(db: DbOrTrx, emails: string[]) {
  if (emails.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) => eb(eb.fn('lower', ['users.email']), 'in', emails.map((e) => e.toLowerCase())))
    .execute();
}

export function graphConfigExists(db: DbOrTrx, id: number) {
  return db.selectFrom('graph_configs').select(['id', 'company_id']).where('id', '=', id).executeTakeFirst();
}
