import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual, verifyToken } from '../../lib/crypto';
import { unauthorized } from '../../errors';
import { apiRoute } from '../../kernel/api-route';
import type { UserWithCompany } from '../../kernel/current-user';
import { findActiveSessionUser } from './auth.repository';
import { COOKIE, CSRF_HEADER, MESSAGES } from './auth.constants';

export interface AccessTokenPayload {
  sub: number;
  sid: string;
  csrf: string;
  exp: number;
}

/** How a route is protected; the default is a signed-in user with CSRF on state-changing calls. */
export type RouteAuth = 'user' | 'public' | 'refresh';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; set on every route whose auth is 'user'. */
    user: UserWithCompany | null;
    sessionId: string | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function csrfHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[CSRF_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** The user a request is made by, throwing 401 if the access cookie is missing, expired or revoked. */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = request.cookies[COOKIE.access];
  if (!token) throw unauthorized(MESSAGES.notSignedIn);
  const payload = verifyToken<AccessTokenPayload>(token, app.deps.signingKey);
  if (!payload || typeof payload.exp !== 'number' || payload.exp < Date.now()) {
    throw unauthorized(MESSAGES.sessionExpired);
  }
  if (!SAFE_METHODS.has(request.method)) {
    const header = csrfHeader(request);
    const cookie = request.cookies[COOKIE.csrfAccess];
    if (!header || !cookie || !safeEqual(header, cookie) || !safeEqual(header, payload.csrf)) {
      throw unauthorized(MESSAGES.csrf);
    }
  }
  const user = await findActiveSessionUser(app.deps.db, payload.sid, payload.sub);
  if (!user) throw unauthorized(MESSAGES.sessionExpired);
  request.user = user;
  request.sessionId = payload.sid;
}

/** Secure by default: every /api route needs a signed-in user unless its config says otherwise. */
export function registerAuthHook(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const route = apiRoute(request);
    if (!route || request.is404) return;
    // The OpenAPI document and its viewer are public.
    if (route === '/api/docs' || route.startsWith('/api/docs/')) return;
    const mode = request.routeOptions.config?.auth ?? 'user';
    if (mode === 'public') return;
    if (mode === 'refresh') {
      const header = csrfHeader(request);
      const cookie = request.cookies[COOKIE.csrfRefresh];
      if (!header || !cookie || !safeEqual(header, cookie)) throw unauthorized(MESSAGES.csrf);
      return;
    }
    await authenticate(app, request);
  });
}
