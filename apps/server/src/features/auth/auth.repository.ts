import { sql } from 'kysely';
import type { Conn } from '../../kernel/db';

export function insertSession(
  db: Conn,
  row: { id: string; user_id: number; secret_hash: string; secret_seed: string; csrf_token: string; expires_at: Date },
) {
  return db.insertInto('sessions').values(row).execute();
}

export function findSession(db: Conn, id: string) {
  return db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Replaces the session's secret, only if it is still `oldHash` (or, within the grace, the replaced one). */
export function rotateSession(
  db: Conn,
  id: string,
  oldHash: string,
  next: { secretHash: string; seed: string; csrfToken: string },
  expectCurrent = oldHash,
) {
  // The old hash in the condition makes two concurrent rotations of the same token race safely.
  return db
    .updateTable('sessions')
    .set({ secret_hash: next.secretHash, secret_seed: next.seed, previous_secret_hash: oldHash, csrf_token: next.csrfToken, rotated_at: new Date() })
    .where('id', '=', id)
    .where('secret_hash', '=', expectCurrent)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

export function revokeSession(db: Conn, id: string, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

export function revokeUserSessions(db: Conn, userId: number, reason: string) {
  return db
    .updateTable('sessions')
    .set({ revoked_at: new Date(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The signed-in user behind a live session, or undefined when either is gone or inactive. */
export function findActiveSessionUser(db: Conn, sessionId: string, userId: number) {
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

/**
 * Counts one sign-in attempt under `key` and says whether it may go ahead, in one statement (the
 * row lock of the upsert serialises parallel attempts, across server instances too). Past `limit`
 * attempts in the window, an attempt is allowed only once `delay(attempts)` seconds have passed
 * since the last allowed one, where the delay doubles per attempt up to `maxDelaySeconds`; refused
 * attempts are not counted, so hammering does not lengthen the wait.
 */
export async function takeLoginAttempt(
  db: Conn,
  key: string,
  rule: { limit: number; windowSeconds: number; maxDelaySeconds: number },
): Promise<boolean> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`login_throttle.window_started_at < now() - ${window}`;
  const { rows } = await sql<{ attempts: number }>`
    insert into login_throttle (key, attempts) values (${key}, 1)
    on conflict (key) do update set
      attempts = case when ${expired} then 1 else login_throttle.attempts + 1 end,
      window_started_at = case when ${expired} then now() else login_throttle.window_started_at end,
      last_attempt_at = now()
    where ${expired}
      or login_throttle.attempts < ${rule.limit}
      or login_throttle.last_attempt_at <= now() - make_interval(secs => least(${rule.maxDelaySeconds}::float8, power(2, least(login_throttle.attempts - ${rule.limit}, 30))))
    returning attempts`.execute(db);
  return rows.length === 1;
}

/** Counts one wrong password under `key` (an address's failures), in a window of `windowSeconds`. */
export async function recordLoginFailure(db: Conn, key: string, windowSeconds: number): Promise<void> {
  const expired = sql`login_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds})`;
  await sql`
    insert into login_throttle (key, attempts) values (${key}, 1)
    on conflict (key) do update set
      attempts = case when ${expired} then 1 else login_throttle.attempts + 1 end,
      window_started_at = case when ${expired} then now() else login_throttle.window_started_at end,
      last_attempt_at = now()`.execute(db);
}

/** The failures counted under `key` in the current window of `windowSeconds` (0 when none or expired). */
export async function countLoginFailures(db: Conn, key: string, windowSeconds: number): Promise<number> {
  const row = await db
    .selectFrom('login_throttle')
    .select('attempts')
    .where('key', '=', key)
    .where(sql<boolean>`window_started_at >= now() - make_interval(secs => ${windowSeconds})`)
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

/** Forgets the attempts under these keys (after a successful sign-in). */
export function clearLoginAttempts(db: Conn, keys: string[]) {
  return db.deleteFrom('login_throttle').where('key', 'in', keys).execute();
}

/** Ends every unused token of this purpose of the user (a newer reset link, or a password set). */
export function expireUserTokens(db: Conn, userId: number, purpose: 'reset' | 'invite') {
  return db
    .updateTable('user_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export function insertUserToken(db: Conn, row: { token_hash: string; user_id: number; purpose: 'reset' | 'invite'; expires_at: Date }) {
  return db.insertInto('user_tokens').values(row).execute();
}

/** Marks a token used and returns it, only if it was unused, unexpired and of that purpose. */
export function consumeUserToken(db: Conn, tokenHash: string, purpose: 'reset' | 'invite') {
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

export function findUserToken(db: Conn, tokenHash: string) {
  return db.selectFrom('user_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function setPassword(db: Conn, userId: number, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}
