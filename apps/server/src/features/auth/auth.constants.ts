export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * Sign-in throttling (docs/decisions.md, "Throttling"): attempts are counted per account and address
 * pair, per address and per account, atomically in the database. Past a limit within the window, each
 * further attempt must wait a delay that doubles per attempt up to a cap. The account's cap is short
 * (60 s), so nobody elsewhere can keep a real user out for long; a pair or an address is slowed down
 * up to the whole window.
 */
export const LOGIN_THROTTLE = {
  pair: { limit: 10, windowSeconds: 15 * 60, maxDelaySeconds: 15 * 60 },
  address: { limit: 100, windowSeconds: 15 * 60, maxDelaySeconds: 15 * 60 },
  account: { limit: 20, windowSeconds: 15 * 60, maxDelaySeconds: 60 },
} as const;
/**
 * A refresh token replaced less than this long ago is still accepted, and answered with the current secret
 * (not rotated again): a refresh racing another with the same token (two tabs, parallel calls at expiry), or
 * one whose answer a navigation dropped before the browser kept the new cookie. Older replaced tokens are
 * treated as stolen and revoke the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export const COOKIE = {
  access: 'access_token_cookie',
  refresh: 'refresh_token_cookie',
  csrfAccess: 'csrf_access_token',
  csrfRefresh: 'csrf_refresh_token',
} as const;
export const CSRF_HEADER = 'x-csrf-token';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** What a script is told when its personal access token is refused. */
export const TOKEN_MESSAGES = {
  invalid: 'This access token is not valid: it may have expired or been revoked, or its user deactivated.',
  notHere: 'An access token can be used on the project list, data, metadata and export calls only.',
  readOnly: 'This access token is read-only.',
} as const;

export const MESSAGES = {
  badCredentials: 'Invalid email or password.',
  inactive: 'This account has been deactivated. Please contact your administrator.',
  rateLimited: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
  csrf: 'Missing or invalid CSRF token.',
  notSignedIn: 'You are not signed in.',
  sessionExpired: 'Your session has expired; please log in again.',
  badResetToken: 'This password reset link is invalid or has expired.',
  resetSent: 'If that email belongs to an account, a password reset message is on its way.',
  passwordSet: 'Your password has been changed. You can now sign in.',
} as const;
