import { gunzipSync } from 'node:zlib';
import { decodeBinaryColumns } from '@mudstack/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, smallLas } from '../../test/projects';

// The workspace's data goes out as Float32 where drawing needs no more, gzip-compressed,
// cached by revision; exports and format=bin stay exact Float64.
const { t, agent: admin } = useSignedInApp();
let id: number;

beforeAll(async () => {
  id = await createProjectId(admin, { las: smallLas({ rows: 2000 }) });
});

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

  it('sends an answer it holds compressed without reading a column, tagged and typed as before', async () => {
    const url = `/api/projects/${id}/data/${series}?format=bin32&filterExpression=${encodeURIComponent('depth > 5100')}`;
    const first = await get(url, { 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    // The stored curves (depth too) vanish from under the revision: reading them now fails, so only an answer
    // held here, sent without reading them, can still be right.
    await sql`UPDATE data_revision_curves SET name = name || '_gone' WHERE project_id = ${id}`.execute(t.db);
    try {
      const again = await get(url, { 'accept-encoding': 'gzip' });
      expect(again.statusCode).toBe(200);
      expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
      for (const h of ['etag', 'content-type', 'content-encoding', 'x-data-revision', 'cache-control'])
        expect(again.headers[h], h).toBe(first.headers[h]);
      // Not held plain: that one reads the columns, and fails.
      const plain = await get(url);
      expect(Buffer.compare(plain.rawPayload, gunzipSync(first.rawPayload))).not.toBe(0);
    } finally {
      await sql`UPDATE data_revision_curves SET name = left(name, -5) WHERE project_id = ${id}`.execute(t.db);
    }
  });

  it('answers many requests for the same data at once (built once, kernel/compressed-answer.ts) as it answers one alone', async () => {
    const url = `/api/projects/${id}/data/${series}?format=bin32&filterExpression=${encodeURIComponent('depth > 5200')}`;
    const csvUrl = `/api/projects/${id}/data/${series}?units=true&filterExpression=${encodeURIComponent('depth > 5200')}`;
    const at = await Promise.all([
      ...Array.from({ length: 6 }, () => get(url, { 'accept-encoding': 'gzip' })),
      ...Array.from({ length: 2 }, () => get(url)),
      ...Array.from({ length: 3 }, () => get(csvUrl, { 'accept-encoding': 'gzip' })),
    ]);
    const alone = decodeBinaryColumns(
      (await get(`/api/projects/${id}/data/${series}?format=bin32&filterExpression=${encodeURIComponent('depth >= 5200.01')}`)).rawPayload,
    );
    expect(alone.header.rowCount).toBeGreaterThan(100);
    for (const answer of at) expect(answer.statusCode, answer.body).toBe(200);
    for (const answer of at.slice(0, 8)) {
      const body = answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.rawPayload) : answer.rawPayload;
      const read = decodeBinaryColumns(body);
      expect(read.header.rowCount).toBe(alone.header.rowCount);
      for (const name of ['depth', ...series.split(',')])
        expect(Array.from(read.columns.get(name)!), name).toEqual(Array.from(alone.columns.get(name)!));
    }
    const csv = at.slice(8).map((answer) => gunzipSync(answer.rawPayload).toString());
    expect(new Set(csv).size).toBe(1);
    expect(csv[0].split('\n')[0]).toMatch(/^depth \(ft\),/);
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

  it("answers an overview for drawing: two rows per run with the envelope of the full rows, the data's own ends, its own tag", async () => {
    const full = decodeBinaryColumns((await get(`/api/projects/${id}/data/${series}?format=bin`)).rawPayload);
    const answer = await get(`/api/projects/${id}/data/${series}?format=bin&overview=100`);
    expect(answer.statusCode).toBe(200);
    const overview = decodeBinaryColumns(answer.rawPayload);
    expect(overview.header.rowCount).toBe(200);
    const depth = overview.columns.get('depth')!;
    const fullDepth = full.columns.get('depth')!;
    expect([depth[0], depth[199]]).toEqual([fullDepth[0], fullDepth[fullDepth.length - 1]]);
    for (const name of series.split(',')) {
      const values = Array.from(full.columns.get(name)!).filter((v) => !Number.isNaN(v));
      const envelope = Array.from(overview.columns.get(name)!).filter((v) => !Number.isNaN(v));
      expect(Math.max(...envelope), name).toBe(Math.max(...values));
      expect(Math.min(...envelope), name).toBe(Math.min(...values));
    }
    expect(answer.headers.etag).not.toBe((await get(`/api/projects/${id}/data/${series}?format=bin`)).headers.etag);
    // Data of no more than two rows per run comes whole.
    expect(decodeBinaryColumns((await get(`/api/projects/${id}/data/${series}?format=bin&overview=1000`)).rawPayload).header.rowCount).toBe(2000);
  });

  it('refuses an overview as CSV, and an overview size out of range, naming the field', async () => {
    const csv = await get(`/api/projects/${id}/data/${series}?overview=100`);
    expect(csv.statusCode).toBe(422);
    expect(csv.json().errors.overview[0]).toMatch(/binary formats only/);
    const small = await get(`/api/projects/${id}/data/${series}?format=bin32&overview=3`);
    expect(small.statusCode).toBe(422);
    expect(Object.keys(small.json().errors)).toEqual(['overview']);
  });
});
