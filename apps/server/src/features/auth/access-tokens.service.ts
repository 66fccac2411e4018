import type { AccessToken, CreateAccessTokenBody, CreatedAccessToken } from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { randomToken, sha256Hex } from '../../lib/crypto';
import * as repo from './access-tokens.repository';

/** Every token starts so, so that a leaked one is recognised by secret scanners and by people. */
export const ACCESS_TOKEN_PREFIX = 'mst_';
export const ACCESS_TOKEN_NOT_FOUND = 'Token not found.';

const iso = (d: unknown): string | null => (d === null || d === undefined ? null : new Date(d as string | Date).toISOString());

function listed(row: Awaited<ReturnType<typeof repo.listAccessTokens>>[number]): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    created_at: iso(row.created_at)!,
    expires_at: iso(row.expires_at)!,
    last_used_at: iso(row.last_used_at),
  };
}

/** `GET /api/account/tokens`: the signed-in user's own tokens. */
export async function listTokens(deps: AppDeps, user: UserWithCompany): Promise<AccessToken[]> {
  return (await repo.listAccessTokens(deps.db, user.id)).map(listed);
}

/** `POST /api/account/tokens`: a new token for the signed-in user, answered this once; only its hash is kept. */
export async function createToken(deps: AppDeps, user: UserWithCompany, body: CreateAccessTokenBody, now = new Date()): Promise<CreatedAccessToken> {
  const token = `${ACCESS_TOKEN_PREFIX}${randomToken(32)}`;
  const row = await repo.insertAccessToken(deps.db, {
    user_id: user.id,
    name: body.name,
    scope: body.scope,
    token_hash: sha256Hex(token),
    expires_at: new Date(now.getTime() + body.expires_in_days * 24 * 60 * 60 * 1000),
  });
  return { ...listed(row), token };
}

/** `DELETE /api/account/tokens/{id}`: revokes one of the signed-in user's tokens (404 for anyone else's). */
export async function revokeToken(deps: AppDeps, user: UserWithCompany, id: number): Promise<void> {
  if (!(await repo.revokeAccessToken(deps.db, user.id, id))) throw notFound(ACCESS_TOKEN_NOT_FOUND);
}
