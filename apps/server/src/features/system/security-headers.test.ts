import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'mudstack-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');

describe('security headers', () => {
  for (const url of ['/', '/projects/12', '/assets/app.js', '/api/health', '/api/registered/account', '/api/nope']) {
    it(`are on ${url}`, async () => {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = csp(response.headers);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Plain http (APP_URL unset): no HSTS, which would break a localhost install.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });
  }

  it('add HSTS when the app is served over https', async () => {
    const secure = await buildTestApp({ APP_URL: 'https://mud.example.com' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await secure.close();
    }
  });
});

describe('API rate limit', () => {
  it('answers 429 with a message past the per-address limit, and never limits the health check', async () => {
    const limited = await buildTestApp({ API_RATE_LIMIT_PER_MINUTE: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/registered/account', remoteAddress: '192.0.2.50' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const blocked = await limited.app.inject({ method: 'GET', url: '/api/registered/account', remoteAddress: '192.0.2.50' });
      expect(blocked.json().message).toMatch(/Too many requests/);
      // Another address has its own count; the health check is never limited.
      expect((await limited.app.inject({ method: 'GET', url: '/api/registered/account', remoteAddress: '192.0.2.51' })).statusCode).toBe(401);
      for (let i = 0; i < 8; i++)
        expect((await limited.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '192.0.2.50' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
