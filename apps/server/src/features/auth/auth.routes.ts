import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicUrl } from '../../config';
import {
  accountResponse,
  errorResponses,
  loginBody,
  loginResponse,
  messageResult,
  refreshQuery,
  refreshResponse,
  resetPasswordBody,
  resetPasswordRequestBody,
  tokenParam,
} from '@mudstack/contracts';
import { toApiUser } from '../../kernel/current-user';
import { currentUser } from '../../kernel/current-user';
import * as auth from './auth.service';
import { ACCESS_TOKEN_TTL_MS, COOKIE, MESSAGES, REFRESH_COOKIE_PATH, REFRESH_SESSION_TTL_MS } from './auth.constants';

/**
 * The address links in emails point to: APP_URL (or http://localhost:PORT), never anything the
 * request says, so nobody can make the server mail a link to a host of theirs.
 */
export function appUrl(app: FastifyInstance) {
  return publicUrl(app.deps.config);
}

function setAuthCookies(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, tokens: auth.IssuedTokens) {
  // Secure when this request came over https (X-Forwarded-Proto counts only from a trusted proxy)
  // or when the app's public address is https.
  const secure = request.protocol === 'https' || publicUrl(app.deps.config).startsWith('https://');
  const base = { sameSite: 'lax' as const, secure, path: '/' };
  reply.setCookie(COOKIE.access, tokens.accessToken, { ...base, httpOnly: true, maxAge: ACCESS_TOKEN_TTL_MS / 1000 });
  reply.setCookie(COOKIE.csrfAccess, tokens.csrfAccess, { ...base, httpOnly: false, maxAge: ACCESS_TOKEN_TTL_MS / 1000 });
  if (tokens.refreshToken && tokens.csrfRefresh) {
    const maxAge = REFRESH_SESSION_TTL_MS / 1000;
    reply.setCookie(COOKIE.refresh, tokens.refreshToken, { ...base, path: REFRESH_COOKIE_PATH, httpOnly: true, maxAge });
    reply.setCookie(COOKIE.csrfRefresh, tokens.csrfRefresh, { ...base, httpOnly: false, maxAge });
  }
}

function clearAuthCookies(reply: FastifyReply) {
  reply.clearCookie(COOKIE.access, { path: '/' });
  reply.clearCookie(COOKIE.csrfAccess, { path: '/' });
  reply.clearCookie(COOKIE.refresh, { path: REFRESH_COOKIE_PATH });
  reply.clearCookie(COOKIE.csrfRefresh, { path: '/' });
}

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const strict = { rateLimit: { max: app.deps.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  r.post(
    '/api/auth/login',
    {
      config: { auth: 'public', ...strict },
      schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { user, tokens } = await auth.login(app.deps, request.body.email, request.body.password, request.ip);
      setAuthCookies(app, request, reply, tokens);
      return { result: toApiUser(user) };
    },
  );

  r.post(
    '/api/auth/refresh',
    {
      config: { auth: 'refresh' },
      schema: { tags: ['auth'], querystring: refreshQuery, response: { 200: refreshResponse, ...errorResponses } },
    },
    async (request, reply) => {
      try {
        const { user, tokens } = await auth.refresh(app.deps, request.cookies[COOKIE.refresh], request.cookies[COOKIE.csrfRefresh]);
        setAuthCookies(app, request, reply, tokens);
        return { result: { user: request.query.withUserInfo === 'true' ? toApiUser(user) : null } };
      } catch (error) {
        clearAuthCookies(reply);
        throw error;
      }
    },
  );

  r.post(
    '/api/auth/logout',
    {
      schema: { tags: ['auth'], response: { 200: messageResult, ...errorResponses } },
    },
    async (request, reply) => {
      await auth.logout(app.deps, request.sessionId);
      clearAuthCookies(reply);
      return { result: { message: 'Signed out.' } };
    },
  );

  r.post(
    '/api/auth/reset-password',
    {
      config: { auth: 'public', ...strict },
      schema: { tags: ['auth'], body: resetPasswordRequestBody, response: { 200: messageResult, ...errorResponses } },
    },
    async (request) => {
      auth.requestPasswordReset(app.deps, request.body.email, appUrl(app), (err) => request.log.error({ err }, 'password reset email failed'));
      return { result: { message: MESSAGES.resetSent } };
    },
  );

  r.post(
    '/api/auth/reset-password/:token',
    {
      config: { auth: 'public', ...strict },
      schema: { tags: ['auth'], params: tokenParam, body: resetPasswordBody, response: { 200: messageResult, ...errorResponses } },
    },
    async (request) => {
      await auth.resetPassword(app.deps, request.params.token, request.body.password);
      return { result: { message: MESSAGES.passwordSet } };
    },
  );

  r.get(
    '/api/registered/account',
    {
      schema: { tags: ['auth'], response: { 200: accountResponse, ...errorResponses } },
    },
    async (request) => ({ result: toApiUser(currentUser(request)) }),
  );
}
