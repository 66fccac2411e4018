import { gunzipSync } from 'node:zlib';
import { decodeBinaryColumns } from '@mudstack/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildTestApp, signIn, type Agent, type TestApp } from '../../test/helper';
import { createProjectId, smallLas } from '../../test/projects';

// Issue 21 item 4: the workspace's data goes out as Float32 where drawing needs no more, gzip-compressed,
// cached by revision; exports and format=bin stay exact Float64.
let t: TestApp;
let admin: Agent;
let id: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
  id = await createProjectId(admin, { las: smallLas({ rows: 2000 }) });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => admin.request({ method: 'GET', url, headers });
const series = 'c1,c2,total_gas,wh,pix1';

describe('the data endpoint on the wire', () => {
  it('answers bin32 with depth exact and every series as the Float32 nearest its exact value, in about half the bytes', async () => {
    const exact = await get(`/api/projects/${id}/data/${series}?format=bin`);
    const drawing = await get(`/api/projects/${id}/data/${series}?format=bin32`);
    expect(exact.statusCode).toBe(200);
    expect(drawing.statusCode).toBe(200);
    const e = decodeBinaryColumns(exact.rawPayload);
    const d = decodeBinaryColumns(drawing.rawPayload);
    expect(d.header.types).toEqual(['f64', 'f32', 'f32', 'f32', 'f32', 'f32']);
    expect(e.header.types).toBeUndefined();
    expect(Array.from(d.columns.get('depth')!)).toEqual(Array.from(e.columns.get('depth')!));
    for (const name of series.split(',')) {
      const want = Array.from(e.columns.get(name)!, (v) => Math.fround(v));
      expect(Array.from(d.columns.get(name)!), name).toEqual(want);
    }
    expect(drawing.rawPayload.byteLength).toBeLessThan(exact.rawPayload.byteLength * 0.6);
    // Another format is another answer: its own tag.
    expect(drawing.headers.etag).not.toBe(exact.headers.etag);
  });

  it('compresses with gzip when the client accepts it, and the bytes decompress to the plain answer', async () => {
    const url = `/api/projects/${id}/data/${series}?format=bin32`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength);
    expect(Buffer.compare(gunzipSync(zipped.rawPayload), plain.rawPayload)).toBe(0);
    // Served again (from the cache by revision): the same bytes.
    const again = await get(url, { 'accept-encoding': 'gzip' });
    expect(Buffer.compare(again.rawPayload, zipped.rawPayload)).toBe(0);
    // A client that refuses gzip gets it plain; the CSV answer is compressed too.
    expect((await get(url, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    const csv = await get(`/api/projects/${id}/data/${series}`, { 'accept-encoding': 'gzip' });
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString()).toBe((await get(`/api/projects/${id}/data/${series}`)).body);
  });

  it('keeps a 304 for the revision held, whatever the encoding', async () => {
    const url = `/api/projects/${id}/data/${series}?format=bin32`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    const again = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.byteLength).toBe(0);
  });

  it('sends a small answer uncompressed', async () => {
    const small = await get(`/api/projects/${id}/data/c1?filterExpression=${encodeURIComponent('depth < 5001')}`, { 'accept-encoding': 'gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.byteLength).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
