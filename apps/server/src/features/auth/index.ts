// The auth feature's public face: what other features and app.ts may use.
export { authRoutes, appUrl } from './auth.routes';
export { registerAuthHook } from './auth.plugin';
export { accessTokensRoutes } from './access-tokens.routes';
export { consumeUserToken, insertUserToken, revokeUserSessions } from './auth.repository';
export { assertStrongPassword } from './password-strength.pool';
