import { sql } from 'kysely';
import type { DbOrTrx } from '../users/users.repository';

export function insertSession(
  db: DbOrTrx,
  row: { id: string; user_id: number; secret_hash: string; csrf_token: string; expires_at: Date },
) {
  return db.insertInto('sessions').values(row).execute();
}

export function findSession(db: DbOrTrx, id: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Replaces the session's secret, only if it is still `oldHash` (or, within the grace, the replaced one). */
export function rotateSession(db: DbOrTrx, id: string, oldHash: string, secretHash: string, csrfToken: string, expectCurrent = oldHash) {
  // The old hash in the condition makes two concurrent rotations of the same token race safely.
  return db
    .updateTable('sessions')
    .set({ secret_hash: secretHash, previous_secret_hash: oldHash, csrf_token: csrfToken, rotated_at: new Date() })
    .where('id', '=', id)
    .where('secret_hash', '=', expectCurrent)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export function revokeSession(db: DbOrTrx, id: string, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeUserSessions(db: DbOrTrx, userId: number, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The signed-in user behind a live session, or undefined when either is gone or inactive. */
export function findActiveSessionUser(db: DbOrTrx, sessionId: string, userId: number) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .selectAll('users')
    .select('companies.name as company')
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.is_active', '=', true)
    .executeTakeFirst();
}

export function recordLoginFailure(db: DbOrTrx, email: string, ip: string) {
  return db.insertInto('login_failures').values({ email: email.toLowerCase(), ip }).execute();
}

export async function countRecentFailures(db: DbOrTrx, email: string, ip: string, since: Date) {
  const row = await db
    .selectFrom('login_failures')
    .select([
      sql<number>`count(*) filter (where email = ${email.toLowerCase()})::int`.as('by_email'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('by_ip'),
    ])
    .where('failed_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email.toLowerCase()), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: row.by_email, byIp: row.by_ip };
}

export function clearLoginFailures(db: DbOrTrx, email: string) {
  return db.deleteFrom('login_failures').where('email', '=', email.toLowerCase()).execute();
}

export function insertUserToken(
  db: DbOrTrx,
  row: { token_hash: string; user_id: number; purpose: 'reset' | 'invite'; expires_at: Date },
) {
  return db.insertInto('user_tokens').values(row).execute();
}

/** Marks a token used and returns it, only if it was unused, unexpired and of that purpose. */
export function consumeUserToken(db: DbOrTrx, tokenHash: string, purpose: 'reset' | 'invite') {
  return db
    .updateTable('user_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
}

export function findUserToken(db: DbOrTrx, tokenHash: string) {
  return db.selectFrom('user_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function setPassword(db: DbOrTrx, userId: number, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
