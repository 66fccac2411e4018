export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURE_LIMIT = 10;
/**
 * A refresh token replaced less than this long ago is still accepted once more (and rotated again):
 * a navigation can abort a refresh after the server rotated but before the browser kept the new
 * cookie. Older replaced tokens are treated as stolen and revoke the session.
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

export const MESSAGES = {
  badCredentials: 'Invalid email or password.',
  inactive: 'This account has been deactivated. Please contact your administrator.',
  rateLimited: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  csrf: 'Missing or invalid CSRF token.',
  notSignedIn: 'You are not signed in.',
  sessionExpired: 'Your session has expired; please log in again.',
  badResetToken: 'This password reset link is invalid or has expired.',
  resetSent: 'If that email belongs to an account, a password reset message is on its way.',
  passwordSet: 'Your password has been changed. You can now sign in.',
} as const;
