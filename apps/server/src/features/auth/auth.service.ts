import { derivedSecret, randomToken, sha256Hex, signToken } from '../../lib/crypto';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { assertStrongPassword } from './password-strength.pool';
import { AppError, unauthorized } from '../../errors';
import type { AppDeps } from '../../deps';
import { findUserByEmail, findUserById } from '../../kernel/current-user';
import * as repo from './auth.repository';
import { ACCESS_TOKEN_TTL_MS, LOGIN_THROTTLE, MESSAGES, REFRESH_REUSE_GRACE_MS, REFRESH_SESSION_TTL_MS, RESET_TOKEN_TTL_MS } from './auth.constants';
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
  const account = email.toLowerCase();
  const keys = {
    pair: `pair:${account}|${ip}`,
    address: `address:${ip}`,
    account: `account:${account}`,
    /** Wrong passwords sent from this address, to any account. */
    failures: `failures:${ip}`,
  };
  // Counted before the password is checked, in one atomic step each: parallel guesses can't slip
  // past the limit between a count and a check. The account's own limit slows guesses spread over many
  // addresses, but never refuses an address that has not been failing: whoever spreads wrong passwords
  // cannot keep the real user out (OWASP: a lockout must not become a denial of service).
  for (const rule of ['pair', 'address', 'account'] as const) {
    if (await repo.takeLoginAttempt(db, keys[rule], LOGIN_THROTTLE[rule])) continue;
    if (rule === 'account' && (await repo.countLoginFailures(db, keys.failures, LOGIN_THROTTLE.account.windowSeconds)) === 0) continue;
    throw new AppError('RATE_LIMITED', MESSAGES.rateLimited);
  }
  const user = await findUserByEmail(db, email);
  // An unknown email is checked against a dummy hash: the same work, so timing tells nothing.
  const ok = await verifyPassword(user?.password_hash ?? null, password);
  if (!user || !ok) {
    await repo.recordLoginFailure(db, keys.failures, LOGIN_THROTTLE.account.windowSeconds);
    throw unauthorized(MESSAGES.badCredentials);
  }
  if (!user.is_active) throw unauthorized(MESSAGES.inactive);
  // Only this address's count for the account is forgotten: guesses spread elsewhere stay counted.
  await repo.clearLoginAttempts(db, [keys.pair]);

  const sessionId = randomToken(18);
  const next = nextRefreshSecret(deps, sessionId);
  await repo.insertSession(db, {
    id: sessionId,
    user_id: user.id,
    secret_hash: next.secretHash,
    secret_seed: next.seed,
    csrf_token: next.csrfToken,
    expires_at: new Date(Date.now() + REFRESH_SESSION_TTL_MS),
  });
  const tokens: IssuedTokens = {
    ...issueAccessToken(deps, user.id, sessionId),
    refreshToken: `${sessionId}.${next.secret}`,
    csrfRefresh: next.csrfToken,
  };
  return { user, tokens };
}

/**
 * A refresh secret for the session: derived from the signing key and a fresh random seed, so that only its
 * hash and seed are stored and the server can hand the current secret again to a refresh that raced the one
 * that issued it (`refresh`).
 */
function nextRefreshSecret(deps: AppDeps, sessionId: string) {
  const seed = randomToken(18);
  const secret = refreshSecretOf(deps, sessionId, seed);
  return { seed, secret, secretHash: sha256Hex(secret), csrfToken: randomToken(18) };
}

const refreshSecretOf = (deps: AppDeps, sessionId: string, seed: string) => derivedSecret(deps.signingKey, `refresh.${sessionId}.${seed}`);

/**
 * Rotates the refresh token. Presenting a token that was already rotated means it leaked (or was replayed),
 * so the whole session is revoked, except for the token a rotation replaced a moment ago: a refresh that raced
 * the one that rotated it (two tabs, or parallel calls at expiry), or whose answer a navigation dropped. That
 * one gets the current secret again, unrotated, so every answer of a burst sets the same cookies whichever the
 * browser keeps last.
 */
export async function refresh(deps: AppDeps, refreshToken: string | undefined, csrfCookie: string | undefined) {
  const { db } = deps;
  if (!refreshToken) throw unauthorized(MESSAGES.sessionExpired);
  const [sessionId, secret] = refreshToken.split('.');
  if (!sessionId || !secret) throw unauthorized(MESSAGES.sessionExpired);
  const presentedHash = sha256Hex(secret);
  let session = await liveSession(deps, sessionId);
  if (presentedHash === session.secret_hash) {
    if (csrfCookie !== session.csrf_token) throw unauthorized(MESSAGES.csrf);
    const user = await activeUserOf(deps, session);
    const next = nextRefreshSecret(deps, sessionId);
    const rotated = await repo.rotateSession(db, sessionId, session.secret_hash, next);
    if (Number(rotated.numUpdatedRows) === 1) {
      return {
        user,
        tokens: { ...issueAccessToken(deps, user.id, sessionId), refreshToken: `${sessionId}.${next.secret}`, csrfRefresh: next.csrfToken },
      };
    }
    // Another refresh with the same token rotated it first: answered below as the token it just replaced.
    session = await liveSession(deps, sessionId);
  }
  if (!justReplaced(session, presentedHash)) {
    await repo.revokeSession(db, sessionId, 'refresh token reuse');
    throw unauthorized(MESSAGES.sessionExpired);
  }
  const user = await activeUserOf(deps, session);
  if (session.secret_seed) {
    const current = refreshSecretOf(deps, sessionId, session.secret_seed);
    return {
      user,
      tokens: { ...issueAccessToken(deps, user.id, sessionId), refreshToken: `${sessionId}.${current}`, csrfRefresh: session.csrf_token },
    };
  }
  // A session from before seeds were kept: its current secret cannot be given again, so it rotates once more.
  const next = nextRefreshSecret(deps, sessionId);
  const rotated = await repo.rotateSession(db, sessionId, session.secret_hash, next);
  if (Number(rotated.numUpdatedRows) !== 1) throw unauthorized(MESSAGES.sessionExpired);
  return {
    user,
    tokens: { ...issueAccessToken(deps, user.id, sessionId), refreshToken: `${sessionId}.${next.secret}`, csrfRefresh: next.csrfToken },
  };
}

/** The session, unrevoked and unexpired, or 401. */
async function liveSession(deps: AppDeps, sessionId: string) {
  const session = await repo.findSession(deps.db, sessionId);
  if (!session || session.revoked_at || new Date(session.expires_at).getTime() < Date.now()) throw unauthorized(MESSAGES.sessionExpired);
  return session;
}

/** Whether `presentedHash` is the secret the session's last rotation replaced, less than the grace ago. */
function justReplaced(session: { previous_secret_hash: string | null; rotated_at: Date | string }, presentedHash: string): boolean {
  return presentedHash === session.previous_secret_hash && Date.now() - new Date(session.rotated_at).getTime() < REFRESH_REUSE_GRACE_MS;
}

/** The session's user while active; an inactive user's session is revoked (401). */
async function activeUserOf(deps: AppDeps, session: { id: string; user_id: number }) {
  const user = await findUserById(deps.db, session.user_id);
  if (!user || !user.is_active) {
    await repo.revokeSession(deps.db, session.id, 'user inactive');
    throw unauthorized(MESSAGES.sessionExpired);
  }
  return user;
}

export async function logout(deps: AppDeps, sessionId: string | null) {
  if (sessionId) await repo.revokeSession(deps.db, sessionId, 'logout');
}

/**
 * Always succeeds from the caller's view, so nobody can probe which emails have accounts: the
 * answer does not wait for the token or the email (sendResetLink runs after it), so a known and an
 * unknown email take the same time.
 */
export function requestPasswordReset(deps: AppDeps, email: string, appUrl: string, onError: (error: unknown) => void) {
  deps.background.run(() => sendResetLink(deps, email, appUrl), onError);
}

/** Issues a reset link (ending every earlier one) and mails it; nothing when the account is unknown or inactive. */
export async function sendResetLink(deps: AppDeps, email: string, appUrl: string) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || !user.is_active) return;
  const token = randomToken(32);
  await deps.db.transaction().execute(async (trx) => {
    await repo.expireUserTokens(trx, user.id, 'reset');
    await repo.insertUserToken(trx, {
      token_hash: sha256Hex(token),
      user_id: user.id,
      purpose: 'reset',
      expires_at: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
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

/**
 * Sets a new password with a single-use reset token, signs the user out everywhere and ends every
 * other link that could set their password.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string) {
  const tokenHash = sha256Hex(token);
  const pending = await repo.findUserToken(deps.db, tokenHash);
  const owner = pending && pending.purpose === 'reset' && !pending.used_at ? await findUserById(deps.db, pending.user_id) : undefined;
  if (!owner) throw new AppError('BAD_REQUEST', MESSAGES.badResetToken);
  await assertStrongPassword(password, [owner.email, owner.first_name, owner.last_name]);
  const passwordHash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    const used = await repo.consumeUserToken(trx, tokenHash, 'reset');
    if (!used) throw new AppError('BAD_REQUEST', MESSAGES.badResetToken);
    await repo.setPassword(trx, used.user_id, passwordHash);
    await repo.expireUserTokens(trx, used.user_id, 'reset');
    await repo.revokeUserSessions(trx, used.user_id, 'password reset');
  });
}
