import type { FastifyRequest } from 'fastify';
import type { User } from '@mudstack/contracts';
import type { UserRow } from '../db/schema';
import { unauthorized } from '../errors';
import type { Conn } from './db';

/**
 * The current user with their company: what the auth hook puts on every signed-in request, what
 * every use case checks access against, and the API's view of it.
 */
export type UserWithCompany = UserRow & { company: string | null };

export function selectUsersWithCompany(db: Conn) {
  return db.selectFrom('users').leftJoin('companies', 'companies.id', 'users.company_id').selectAll('users').select('companies.name as company');
}

export async function findUserById(db: Conn, id: number): Promise<UserWithCompany | undefined> {
  return selectUsersWithCompany(db).where('users.id', '=', id).executeTakeFirst();
}

export async function findUserByEmail(db: Conn, email: string): Promise<UserWithCompany | undefined> {
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

/** The signed-in user of a 'user' route (the auth hook guarantees it). */
export function currentUser(request: FastifyRequest): UserWithCompany {
  if (!request.user) throw unauthorized('You are not signed in.');
  return request.user;
}
