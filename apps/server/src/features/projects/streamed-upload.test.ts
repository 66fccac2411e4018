import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { generateMudGasLas } from '@mudstack/core';
import { buildUser } from '../../test/factories';
import { useSignedInApp } from '../../test/fixtures';
import { buildTestApp, signIn } from '../../test/helper';
import { createProjectVia, multipart, smallLas } from '../../test/projects';
import { columnsEncodedOnThisThread, decodeColumn, readDataset } from '../project-data';
import { filesKeptOnThisThread } from '../../lib/received-file';
import { readsAsTheyArrived, readThreadsEnded } from './las-parse.pool';
import { parseLasUpload } from './las-upload';

// A file of a megabyte or more is read on a worker thread as it arrives: the answer is the whole file's, a
// client sending slowly holds no thread, and an upload that fails lets its read go.
const { t, agent: admin } = useSignedInApp({ env: { UPLOAD_IDLE_SECONDS: '1' } });

/** About 3 MB: 40,000 rows of the demo curves. */
const bigLas = (seed: number) => generateMudGasLas({ rows: 40_000, step: 0.5, startDepth: 5000, landingDepth: 20_000, seed });

/**
 * The form's body sent in 64 KB pieces; from `pauseAt` bytes on it waits until `resume` is called, sending
 * nothing, or, with `trickle`, one byte every 200 ms: a slow client, never idle long enough to be cut off
 * (UPLOAD_IDLE_SECONDS), however long the server takes meanwhile.
 */
function piecewise(payload: Buffer, pauseAt = Infinity, trickle = false) {
  let at = 0;
  let resumed = false;
  let pending = false;
  let trickling: ReturnType<typeof setInterval> | undefined;
  const pushNext = () => {
    const next = Math.min(payload.length, at + 64 * 1024);
    stream.push(payload.subarray(at, next));
    at = next;
    if (at >= payload.length) stream.push(null);
  };
  const stream = new Readable({
    read() {
      if (at >= pauseAt && !resumed) {
        pending = true;
        if (trickle) trickling ??= setInterval(() => stream.push(payload.subarray(at, ++at)), 200);
      } else pushNext();
    },
  });
  const resume = () => {
    resumed = true;
    clearInterval(trickling);
    if (pending) pushNext();
    pending = false;
  };
  return { stream, resume };
}

describe('uploads read as they arrive', () => {
  it('reads a large file on a worker as it arrives, storing what a whole read gives', async () => {
    const content = Buffer.from(bigLas(11));
    expect(content.length).toBeGreaterThan(2 * 1024 * 1024);
    const body = multipart({ name: 'Streamed well' }, { las_file: { filename: 'streamed.las', content } });
    const before = readsAsTheyArrived.finished;
    const { stream } = piecewise(body.payload);
    const response = await admin.request({ method: 'POST', url: '/api/projects', payload: stream, headers: body.headers });
    expect(response.statusCode).toBe(200);
    expect(readsAsTheyArrived.finished).toBe(before + 1);
    expect(response.headers['server-timing']).toMatch(/^receive;dur=[\d.]+, read;dur=[\d.]+, store;dur=[\d.]+$/);

    const stored = (await readDataset(t.db, response.json().result.id, 1))!;
    const { dataset } = parseLasUpload(content);
    expect(stored.depth).toEqual(dataset.depth);
    expect(stored.curves.map((c) => [c.name, c.unit, c.values])).toEqual(dataset.curves.map((c) => [c.name, c.unit, c.values]));
  });

  it("keeps a large file (its SHA-256 and zstd) and compresses its columns on the worker that reads it, never on the server's thread", async () => {
    const content = Buffer.from(bigLas(18));
    const body = multipart({ name: 'Kept well' }, { las_file: { filename: 'kept.las', content } });
    const keptHere = filesKeptOnThisThread.count;
    const encodedHere = columnsEncodedOnThisThread.count;
    const response = await admin.request({ method: 'POST', url: '/api/projects', payload: piecewise(body.payload).stream, headers: body.headers });
    expect(response.statusCode).toBe(200);
    expect(filesKeptOnThisThread.count).toBe(keptHere);
    expect(columnsEncodedOnThisThread.count).toBe(encodedHere);
    // The columns stored are the file's, read back from the blobs the worker compressed.
    const stored = (await readDataset(t.db, response.json().result.id, 1))!;
    const parsed = parseLasUpload(content).dataset;
    expect(stored.curves.map((c) => c.values)).toEqual(parsed.curves.map((c) => c.values));
    // and as the database holds them, each back bit for bit: the file's decimals as whole numbers, but for its H2S,
    // written to four significant figures from 0.00001 to 6 ppm (too many places for 32-bit whole numbers).
    const blobs = await t.db
      .selectFrom('data_revision_curves as c')
      .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
      .select(['c.position', 'b.data', 'b.length', 'b.content_encoding'])
      .where('c.project_id', '=', response.json().result.id)
      .orderBy('c.position')
      .execute();
    const columns = [parsed.depth, ...parsed.curves.map((c) => c.values)];
    expect(blobs.filter((b) => b.content_encoding === 'zstd-decimal')).toHaveLength(columns.length - 1);
    for (const [i, blob] of blobs.entries()) {
      const back = await decodeColumn(blob.data, blob.content_encoding, blob.length);
      expect(
        Buffer.compare(
          Buffer.from(back.buffer, back.byteOffset, back.byteLength),
          Buffer.from(columns[i].buffer, columns[i].byteOffset, columns[i].byteLength),
        ),
      ).toBe(0);
    }
    // The file kept is the file sent, byte for byte (its checksum is checked as it is read back).
    const original = await admin.get(`/api/projects/${response.json().result.id}/original`);
    expect(original.statusCode, original.body).toBe(200);
    expect(Buffer.compare(original.rawPayload, content)).toBe(0);
  });

  it('keeps a large file the worker refuses as LAS on that worker too, byte for byte', async () => {
    const first = multipart({ name: 'Diff well' }, { las_file: { filename: 'first.las', content: bigLas(19) } });
    const created = await admin.request({ method: 'POST', url: '/api/projects', payload: first.payload, headers: first.headers });
    const id = created.json().result.id;
    // A CSV diff of over a megabyte: shared with the LAS reader as it arrives, which keeps it, then refuses it as LAS.
    const rows = [
      'depth,c1,c2,c3',
      ...Array.from({ length: 40_000 }, (_, i) => `${(5000 + i * 0.5).toFixed(1)},${[1, 2, 3].map((c) => (i % 997) * c + 0.125).join(',')}`),
    ];
    const content = Buffer.from(rows.join('\n') + '\n');
    expect(content.length).toBeGreaterThan(1024 * 1024);
    const keptHere = filesKeptOnThisThread.count;
    const body = multipart({ 'type-of-import': 'diff-only', depth_change: 'keep' }, { las_file: { filename: 'diff.csv', content } });
    const response = await admin.request({
      method: 'POST',
      url: `/api/projects/${id}/import`,
      payload: piecewise(body.payload).stream,
      headers: body.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(filesKeptOnThisThread.count).toBe(keptHere);
    const original = await admin.get(`/api/projects/${id}/original`);
    expect(Buffer.compare(original.rawPayload, content)).toBe(0);
  });

  it('reads a large import as it arrives too', async () => {
    const first = multipart({ name: 'Imported well' }, { las_file: { filename: 'first.las', content: bigLas(16) } });
    const created = await admin.request({ method: 'POST', url: '/api/projects', payload: first.payload, headers: first.headers });
    const id = created.json().result.id;
    const content = Buffer.from(bigLas(17));
    const body = multipart({ 'type-of-import': 'full-replace', depth_change: 'keep' }, { las_file: { filename: 'replace.las', content } });
    const before = readsAsTheyArrived.finished;
    const encodedHere = columnsEncodedOnThisThread.count;
    const response = await admin.request({
      method: 'POST',
      url: `/api/projects/${id}/import`,
      payload: piecewise(body.payload).stream,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(readsAsTheyArrived.finished).toBe(before + 1);
    expect(columnsEncodedOnThisThread.count).toBe(encodedHere); // compressed by the worker that read it
    const stored = (await readDataset(t.db, id, 2))!;
    expect(stored.curves.map((c) => c.values)).toEqual(parseLasUpload(content).dataset.curves.map((c) => c.values));
  });

  it('refuses a bad large file as a whole read does, naming the line', async () => {
    const text = bigLas(12);
    const at = text.indexOf('\n', 2_000_000) + 3;
    const content = Buffer.from(text.slice(0, at) + '\0' + text.slice(at));
    const body = multipart({ name: 'Damaged well' }, { las_file: { filename: 'damaged.las', content } });
    const response = await admin.request({ method: 'POST', url: '/api/projects', payload: piecewise(body.payload).stream, headers: body.headers });
    expect(response.statusCode).toBe(422);
    const line = text.slice(0, at).split('\n').length;
    expect(response.json().errors.las_file[0]).toMatch(new RegExp(`^Line ${line} \\(section ~A.*\\): contains a NUL byte`));
  });

  it('holds no thread for a client that sends slowly: another file is read meanwhile, then both are stored', async () => {
    const slowBody = multipart({ name: 'Slow well' }, { las_file: { filename: 'slow.las', content: bigLas(13) } });
    // A byte every 200 ms: the other upload may take longer than the idle limit on a busy machine (it did in CI).
    const slow = piecewise(slowBody.payload, 1.5 * 1024 * 1024, true);
    const finished: string[] = [];
    const slowResponse = admin.request({ method: 'POST', url: '/api/projects', payload: slow.stream, headers: slowBody.headers }).then((r) => {
      finished.push('slow');
      return r;
    });
    // The slow upload's read has started on the worker and waits there for the rest.
    await vi.waitFor(() => expect(readsAsTheyArrived.started).toBeGreaterThan(readsAsTheyArrived.finished + readsAsTheyArrived.abandoned));
    const fastBody = multipart({ name: 'Fast well' }, { las_file: { filename: 'fast.las', content: bigLas(14) } });
    const fast = await admin.request({
      method: 'POST',
      url: '/api/projects',
      payload: piecewise(fastBody.payload).stream,
      headers: fastBody.headers,
    });
    finished.push('fast');
    expect(fast.statusCode).toBe(200);
    slow.resume();
    expect((await slowResponse).statusCode).toBe(200);
    expect(finished).toEqual(['fast', 'slow']);
  });

  it('lets the read go when the upload stops arriving', async () => {
    const body = multipart({ name: 'Stalled well' }, { las_file: { filename: 'stalled.las', content: bigLas(15) } });
    const abandoned = readsAsTheyArrived.abandoned;
    const stalled = piecewise(body.payload, 1.5 * 1024 * 1024); // never resumed
    const response = await admin.request({ method: 'POST', url: '/api/projects', payload: stalled.stream, headers: body.headers });
    expect(response.statusCode).toBe(408);
    await vi.waitFor(() => expect(readsAsTheyArrived.abandoned).toBe(abandoned + 1));
    expect((await admin.get('/api/projects')).body).not.toContain('Stalled well');
    stalled.stream.destroy();
  });

  it("reads a file whole again when its thread was ended for another file's read past its limit", async () => {
    // Another server on the same pool, whose reads all pass their limit.
    const limited = await buildTestApp({ UPLOAD_READ_LIMIT_SECONDS: '0.001' });
    try {
      const content = Buffer.from(bigLas(19));
      const body = multipart({ name: 'Waiting well' }, { las_file: { filename: 'waiting.las', content } });
      const waiting = piecewise(body.payload, 1.5 * 1024 * 1024);
      const response = admin.request({ method: 'POST', url: '/api/projects', payload: waiting.stream, headers: body.headers });
      // Its read has started on the worker and waits there for the rest of the file.
      await vi.waitFor(() => expect(readsAsTheyArrived.started).toBeGreaterThan(readsAsTheyArrived.finished + readsAsTheyArrived.abandoned));
      const abandoned = readsAsTheyArrived.abandoned;
      const ended = readThreadsEnded();
      const other = await signIn(limited.app, (await buildUser(limited.db, { role: 'admin' })).email);
      expect((await createProjectVia(other, { las: smallLas({ rows: 8000, step: 0.5 }), name: 'Stopped' })).statusCode).toBe(422);
      expect(readThreadsEnded()).toBe(ended + 1);
      // The waiting read went with the thread; the rest of its file comes, and the server reads it whole.
      await vi.waitFor(() => expect(readsAsTheyArrived.abandoned).toBe(abandoned + 1));
      waiting.resume();
      const answered = await response;
      expect(answered.statusCode, answered.body).toBe(200);
      const id = answered.json().result.id;
      const stored = (await readDataset(t.db, id, 1))!;
      expect(stored.curves.map((c) => c.values)).toEqual(parseLasUpload(content).dataset.curves.map((c) => c.values));
      const original = await admin.get(`/api/projects/${id}/original`);
      expect(Buffer.compare(original.rawPayload, content)).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
