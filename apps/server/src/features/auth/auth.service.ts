import { randomToken, sha256Hex, signToken } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { AppError, unauthorized } from '../../errors';
import type { AppDeps } from '../../deps';
import { findUserByEmail, findUserById, type UserWithCompany } from '../users/users.repository';
import * as repo from './auth.repository';
import {
  ACCESS_TOKEN_TTL_MS,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MS,
  MESSAGES,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_SESSION_TTL_MS,
  RESET_TOKEN_TTL_MS,
} from './auth.constants';
import type { AccessTokenPayload } from './auth.plugin';

/** Everything the routes put into cookies after a sign-in or a refresh. */
export interface IssuedTokens {
  accessToken: string;
  csrfAccess: string;
  refreshToken?: string;
  csrfRefresh?: string;
}

function issueAccessToken(deps: AppDeps, userId: number, sessionId: string) {
  const csrf = randomToken(18);
  const payload: AccessTokenPayload = { sub: userId, sid: sessionId, csrf, exp: Date.now() + ACCESS_TOKEN_TTL_MS };
  return { accessToken: signToken(payload, deps.signingKey), csrfAccess: csrf };
}

export async function login(deps: AppDeps, email: string, password: string, ip: string) {
  const { db } = deps;
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const failures = await repo.countRecentFailures(db, email, ip, since);
  if (failures.byEmail >= LOGIN_FAILURE_LIMIT || failures.byIp >= LOGIN_FAILURE_LIMIT) {
    throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
  }
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) {
    await repo.recordLoginFailure(db, email, ip);
    throw unauthorized(MESSAGES.badCredentials);
  }
  if (!user.is_active) throw unauthorized(MESSAGES.inactive);
  await repo.clearLoginFailures(db, email);

  const sessionId = randomToken(18);
  const secret = randomToken(32);
  const csrfRefresh = randomToken(18);
  await repo.insertSession(db, {
    id: sessionId,
    user_id: user.id,
    secret_hash: sha256Hex(secret),
    csrf_token: csrfRefresh,
    expires_at: new Date(Date.now() + REFRESH_SESSION_TTL_MS),
  });
  const tokens: IssuedTokens = {
    ...issueAccessToken(deps, user.id, sessionId),
    refreshToken: `${sessionId}.${secret}`,
    csrfRefresh,
  };
  return { user, tokens };
}

/**
 * Rotates the refresh token. Presenting a token that was already rotated means it leaked
 * (or was replayed), so the whole session is revoked.
 */
export async function refresh(deps: AppDeps, refreshToken: string | undefined, csrfCookie: string | undefined) {
  const { db } = deps;
  if (!refreshToken) throw unauthorized(MESSAGES.sessionExpired);
  const [sessionId, secret] = refreshToken.split('.');
  if (!sessionId || !secret) throw unauthorized(MESSAGES.sessionExpired);
  const session = await repo.findSession(db, sessionId);
  if (!session || session.revoked_at || new Date(session.expires_at).getTime() < Date.now()) {
    throw unauthorized(MESSAGES.sessionExpired);
  }
  const presentedHash = sha256Hex(secret);
  const justReplaced =
    presentedHash === session.previous_secret_hash && Date.now() - new Date(session.rotated_at).getTime() < REFRESH_REUSE_GRACE_MS;
  if (presentedHash !== session.secret_hash && !justReplaced) {
    await repo.revokeSession(db, sessionId, 'refresh token reuse');
    throw unauthorized(MESSAGES.sessionExpired);
  }
  // The CSRF cookie rotates with the token, so within the grace either value is the caller's own.
  if (!justReplaced && csrfCookie !== session.csrf_token) throw unauthorized(MESSAGES.csrf);
  const user = await findUserById(db, session.user_id);
  if (!user || !user.is_active) {
    await repo.revokeSession(db, sessionId, 'user inactive');
    throw unauthorized(MESSAGES.sessionExpired);
  }
  const nextSecret = randomToken(32);
  const csrfRefresh = randomToken(18);
  const rotated = await repo.rotateSession(db, sessionId, session.secret_hash, sha256Hex(nextSecret), csrfRefresh);
  if (Number(rotated.numUpdatedRows) !== 1) {
    // Another request rotated this token first: treat as reuse.
    await repo.revokeSession(db, sessionId, 'refresh token reuse');
    throw unauthorized(MESSAGES.sessionExpired);
  }
  const tokens: IssuedTokens = {
    ...issueAccessToken(deps, user.id, sessionId),
    refreshToken: `${sessionId}.${nextSecret}`,
    csrfRefresh,
  };
  return { user, tokens };
}

export async function logout(deps: AppDeps, sessionId: string | null) {
  if (sessionId) await repo.revokeSession(deps.db, sessionId, 'logout');
}

/** Always succeeds from the caller's view, so nobody can probe which emails have accounts. */
export async function requestPasswordReset(deps: AppDeps, email: string, appUrl: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.is_active) return;
  const token = randomToken(32);
  await repo.insertUserToken(deps.db, {
    token_hash: sha256Hex(token),
    user_id: user.id,
    purpose: 'reset',
    expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${appUrl}/auth/password-reset/${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Mudstack password',
    link,
    text: [
      `Hello ${user.first_name || user.email},`,
      '',
      'Someone asked to reset the password of your Mudstack account.',
      `Open this link within an hour to choose a new one: ${link}`,
      '',
      'If it was not you, ignore this message; your password stays as it is.',
    ].join('\n'),
  });
}

/** Sets a new password with a single-use reset token, and signs the user out everywhere. */
export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const used = await repo.consumeUserToken(trx, sha256Hex(token), 'reset');
    if (!used) throw new AppError('BAD_REQUEST', MESSAGES.badResetToken);
    await repo.setPassword(trx, used.user_id, passwordHash);
    await repo.revokeUserSessions(trx, used.user_id, 'password reset');
  });
}

export type { UserWithCompany };
