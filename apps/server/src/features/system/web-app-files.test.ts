import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'mudstack-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><script type="module" src="/assets/app-Ab12Cd.js"></script>');
  writeFileSync(path.join(webDist, 'assets', 'app-Ab12Cd.js'), 'console.log(1)');
  // The build writes the Brotli and gzip forms of its text files beside them (apps/web/vite.config.ts).
  writeFileSync(path.join(webDist, 'assets', 'app-Ab12Cd.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(webDist, 'assets', 'app-Ab12Cd.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

describe('the web app files', () => {
  it('are kept a year by the browser, unasked, when built under /assets/: their names change with their content', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1)');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('are sent in the compressed form the browser takes, as the build wrote it', async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
    const gzip = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-Ab12Cd.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('asks the server again for the page itself and the files outside /assets/, which keep their names across releases', async () => {
    for (const url of ['/', '/projects/12', '/index.html', '/favicon.svg']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await t.app.inject({ method: 'GET', url: '/projects/12' })).body).toContain('/assets/app-Ab12Cd.js');
  });

  it('answers 304 to a browser that holds the page already', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/projects/12' });
    const again = await t.app.inject({ method: 'GET', url: '/projects/12', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('are sent from memory, read as the server starts: not read from disk again for each request', async () => {
    const kept = path.join(webDist, 'assets', 'kept-Zz99.js');
    writeFileSync(kept, 'console.log("kept")');
    writeFileSync(`${kept}.br`, brotliCompressSync('console.log("kept")'));
    const app = await buildTestApp({ WEB_DIST: webDist });
    try {
      rmSync(kept);
      rmSync(`${kept}.br`);
      const plain = await app.app.inject({ method: 'GET', url: '/assets/kept-Zz99.js' });
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toBe('console.log("kept")');
      const brotli = await app.app.inject({ method: 'GET', url: '/assets/kept-Zz99.js', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("kept")');
      const head = await app.app.inject({ method: 'HEAD', url: '/assets/kept-Zz99.js' });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/javascript/);
    } finally {
      await app.close();
    }
  });

  it('sends a file the build added after the server started (a rebuild under a running server), and refuses other paths', async () => {
    writeFileSync(path.join(webDist, 'assets', 'later-Yy88.css'), 'body{}');
    const later = await t.app.inject({ method: 'GET', url: '/assets/later-Yy88.css' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['content-type']).toMatch(/text\/css/);
    expect(later.body).toBe('body{}');
    for (const url of ['/assets/app-Ab12Cd.js.br', '/assets/..%2Findex.html', '/assets/.hidden', '/assets/sub/app-Ab12Cd.js']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('answers 404 for a missing file under /assets/ rather than the page: a stale page asking for an old file learns so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-Old999.js' });
    expect(response.statusCode).toBe(404);
  });
});
