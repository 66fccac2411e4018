import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';

const t = useTestApp();

describe('system routes', () => {
  it('answers health once the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: { status: 'ok', database: { status: 'ok', ms: expect.any(Number) } } });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/auth/login');
  });

  it('answers unknown API paths with 404 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.stringContaining('/api/nope') });
  });

  it('hides the internals of a 5xx', async () => {
    for (const url of ['/api/__test/crash', '/api/__test/app-error']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('internal detail');
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('requires a signed-in user for about and page views', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/about' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/page-views', payload: { path: '/x' } })).statusCode).toBe(401);
  });
});
