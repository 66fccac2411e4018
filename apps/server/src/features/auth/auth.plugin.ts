import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { safeEqual, sha256Hex, verifyToken } from '../../lib/crypto';
import { forbidden, unauthorized } from '../../errors';
import { apiRoute } from '../../kernel/api-route';
import type { UserWithCompany } from '../../kernel/current-user';
import { findActiveSessionUser } from './auth.repository';
import { COOKIE, CSRF_HEADER, MESSAGES, TOKEN_MESSAGES } from './auth.constants';
import { findActiveTokenUser, TOKEN_TOUCH_MS, touchAccessToken } from './access-tokens.repository';

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

/**
 * The routes a personal access token is accepted on (the data, metadata, export, project-list and correlation
 * calls), each with the scope it needs: `write` changes a project; making a PDF export changes none, so a read-only
 * token may.
 */
const TOKEN_ROUTES: ReadonlyMap<string, 'read' | 'write'> = new Map([
  ['GET /api/projects', 'read'],
  ['GET /api/projects/:id', 'read'],
  ['GET /api/projects/:id/revisions', 'read'],
  ['GET /api/projects/:id/metadata', 'read'],
  ['POST /api/projects/:id/metadata', 'write'],
  ['GET /api/projects/:id/data/:series', 'read'],
  ['GET /api/projects/:id/export-las', 'read'],
  ['POST /api/projects/:id/export-pdf', 'read'],
  ['GET /api/exports/pdf/:id', 'read'],
  ['GET /api/correlation', 'read'],
  ['GET /api/correlation/compare', 'read'],
  ['POST /api/correlation/export-pdf', 'read'],
]);

/** `Authorization: Bearer <token>`: the token, or undefined when the request carries none. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

/**
 * A script's call with a personal access token: the token's owner, if they are active and the token lives, on the
 * routes tokens are for, with a read-only token refused on every write. No CSRF: a browser never sends this header
 * on its own.
 */
async function authenticateToken(app: FastifyInstance, request: FastifyRequest, route: string, token: string): Promise<void> {
  const user = await findActiveTokenUser(app.deps.db, sha256Hex(token));
  if (!user) throw unauthorized(TOKEN_MESSAGES.invalid);
  const need = TOKEN_ROUTES.get(`${request.method === 'HEAD' ? 'GET' : request.method} ${route}`);
  if (!need) throw forbidden(TOKEN_MESSAGES.notHere);
  if (need === 'write' && user.token_scope !== 'write') throw forbidden(TOKEN_MESSAGES.readOnly);
  const { token_id, token_scope: _scope, token_last_used: lastUsed, ...rest } = user;
  request.user = rest;
  // Its last use is written at most once a minute: a script's thousand calls are one read each, not a write each.
  const now = new Date();
  if (!lastUsed || now.getTime() - new Date(lastUsed).getTime() >= TOKEN_TOUCH_MS) await touchAccessToken(app.deps.db, token_id, now);
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
    const token = bearerToken(request);
    if (token !== undefined) await authenticateToken(app, request, route, token);
    else await authenticate(app, request);
  });
}
