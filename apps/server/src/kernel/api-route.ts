import type { FastifyRequest } from 'fastify';

/**
 * Whether a request is for the API, decided on the route the router matched (its pattern, `/api/...`),
 * never on the raw URL's text: the router decodes `%61pi` to `api`, so a check of `request.url` would let
 * another spelling of the same route skip authentication, CSRF or the rate limit. A request no route
 * matched counts as the API's when its decoded path is under /api, so its 404s are rate-limited too.
 */
export function apiRoute(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (route !== undefined && !request.is404) return isApiPath(route) ? route : null;
  const path = decodedPath(request.url);
  return isApiPath(path) ? path : null;
}

function isApiPath(path: string): boolean {
  const p = path.toLowerCase().replace(/\/{2,}/g, '/');
  return p === '/api' || p.startsWith('/api/');
}

function decodedPath(url: string): string {
  const path = url.split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
