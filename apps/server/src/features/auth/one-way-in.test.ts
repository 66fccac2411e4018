import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';

// No spelling of a path skips authentication, CSRF or the rate limit: the router decodes %61 and the like,
// so what is an API route is decided on the route it matched, never on the raw URL's text.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ API_RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => t.close());

/** Every documented route with its path parameters filled in. */
function documentedRoutes(): { method: string; path: string }[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

/** Other spellings of the same path: an encoded letter in each segment, doubled slashes, other cases. */
function spellings(path: string): string[] {
  const segments = path.split('/').slice(1);
  const encodeFirst = (s: string) => (s.length > 0 ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s);
  return [
    `/${encodeFirst(segments[0])}/${segments.slice(1).join('/')}`,
    `/${segments.map(encodeFirst).join('/')}`,
    `/${segments[0]}/${encodeFirst(segments[1] ?? '')}${segments.length > 2 ? `/${segments.slice(2).join('/')}` : ''}`,
    `/%2561pi/${segments.slice(1).join('/')}`,
    `//${segments.join('/')}`,
    `/${segments[0]}//${segments.slice(1).join('/')}`,
    `/${segments.join('/').toUpperCase()}`,
    `/Api/${segments.slice(1).join('/')}`,
  ];
}

describe('one way in', () => {
  it('answers every spelling of a protected route as the route itself answers without a session: never 2xx', async () => {
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(40);
    let protectedCount = 0;
    for (const { method, path } of routes) {
      const plain = await t.app.inject({ method: method as 'GET', url: path, payload: method === 'GET' ? undefined : {} });
      if (plain.statusCode !== 401) continue; // a public route
      protectedCount++;
      for (const url of spellings(path)) {
        const response = await t.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
        expect([401, 404], `${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`).toContain(response.statusCode);
      }
    }
    expect(protectedCount).toBeGreaterThan(30);
  });

  it('never issues cookies for a refresh spelled another way without the CSRF header', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    for (const url of ['/%61pi/auth/refresh', '/api/%61uth/refresh', '/api/auth/%72efresh']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { cookie: agent.jar.header() } });
      expect(response.statusCode, url).toBe(401);
      expect(response.cookies, url).toEqual([]);
    }
  });

  it('reads the API about page only when signed in, however the path is spelled', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/about' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/%61bout' })).statusCode).toBe(401);
  });

  it('counts every spelling of an API path in the one rate limit', async () => {
    const limited = await buildTestApp({ API_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (const url of ['/api/about', '/%61pi/about', '/api/%61bout', '/%61pi/%61bout', '/api/about'])
        codes.push((await limited.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.99' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
