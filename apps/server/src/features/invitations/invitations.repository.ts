import type { Conn } from '../../kernel/db';

/** Makes every still-unused invitation link of a user unusable (a re-sent invite replaces them). */
export function expireInviteTokens(db: Conn, userId: number) {
  return db
    .updateTable('user_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', 'invite')
    .where('used_at', 'is', null)
    .execute();
}

/** The invited user behind a live (unused, unexpired) invitation token, if any. */
export function findLiveInvitation(db: Conn, tokenHash: string) {
  return db
    .selectFrom('user_tokens')
    .innerJoin('users', 'users.id', 'user_tokens.user_id')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .select(['users.id as user_id', 'users.email', 'companies.name as company'])
    .where('user_tokens.token_hash', '=', tokenHash)
    .where('user_tokens.purpose', '=', 'invite')
    .where('user_tokens.used_at', 'is', null)
    .where('user_tokens.expires_at', '>', new Date())
    .executeTakeFirst();
}
