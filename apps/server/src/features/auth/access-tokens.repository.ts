import type { Conn } from '../../kernel/db';

// Personal access tokens: stored by the hash of the token; the token itself is shown once and never kept.

export function insertAccessToken(db: Conn, row: { user_id: number; name: string; token_hash: string; scope: 'read' | 'write'; expires_at: Date }) {
  return db
    .insertInto('access_tokens')
    .values(row)
    .returning(['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'])
    .executeTakeFirstOrThrow();
}

/** A user's tokens not revoked, newest first (expired ones too, so the owner sees they ended). */
export function listAccessTokens(db: Conn, userId: number) {
  return db
    .selectFrom('access_tokens')
    .select(['id', 'name', 'scope', 'created_at', 'expires_at', 'last_used_at'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes one of the user's tokens; false when it is not theirs or already revoked. */
export async function revokeAccessToken(db: Conn, userId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('access_tokens')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The active user behind a live token (not revoked, not expired), with the token's scope; undefined otherwise. */
export function findActiveTokenUser(db: Conn, tokenHash: string) {
  return db
    .selectFrom('access_tokens')
    .innerJoin('users', 'users.id', 'access_tokens.user_id')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .selectAll('users')
    .select([
      'companies.name as company',
      'access_tokens.id as token_id',
      'access_tokens.scope as token_scope',
      'access_tokens.last_used_at as token_last_used',
    ])
    .where('access_tokens.token_hash', '=', tokenHash)
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', new Date())
    .where('users.is_active', '=', true)
    .executeTakeFirst();
}

/** How often a token's last use is written at most. */
export const TOKEN_TOUCH_MS = 60_000;

/** Notes a token's use (at most once a minute, so a script's thousand calls are not a thousand writes). */
export function touchAccessToken(db: Conn, id: number, now: Date) {
  return db
    .updateTable('access_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(now.getTime() - TOKEN_TOUCH_MS))]))
    .execute();
}
