import { describe, expect, it } from 'vitest';
import { generateMudGasLas } from '@mudstack/core';
import { buildUser } from '../../test/factories';
import { useSignedInApp } from '../../test/fixtures';
import { buildTestApp, signIn } from '../../test/helper';
import { createProjectVia, multipart, smallLas } from '../../test/projects';
import { HEAVY_WORK_NICENESS, threadsOfThisProcess } from '../../kernel/thread-priority';
import { filesReadOffThread, readThreadsEnded } from './las-parse.pool';
import { parseLasUpload } from './las-upload';
import { readDataset } from '../project-data';
import { createHash } from 'node:crypto';

const bytesOf = (v: Float64Array) => Buffer.from(v.buffer, v.byteOffset, v.byteLength);
const columnSha256 = (v: Float64Array) => createHash('sha256').update(bytesOf(v)).digest('hex');

// Every LAS file is read on a worker thread, with the same answer and the same refusals, within a time limit.
const { t, agent: admin } = useSignedInApp();

const large = smallLas({ rows: 8000, step: 0.5 });

describe('LAS files on a worker thread', () => {
  it('creates the project from a file read off the event loop, every row and curve there', async () => {
    const before = filesReadOffThread();
    const response = await createProjectVia(admin, { las: large });
    expect(response.statusCode, response.body).toBe(200);
    expect(filesReadOffThread()).toBe(before + 1);
    // The worker ran below the event loop (kernel/thread-priority.ts); the pool's idle threads live on a minute.
    expect(threadsOfThisProcess().some((thread) => thread.name !== 'libuv-worker' && thread.niceness === HEAVY_WORK_NICENESS)).toBe(true);
    const id = response.json<{ result: { id: number } }>().result.id;
    const project = await admin.request({ method: 'GET', url: `/api/projects/${id}` });
    const detail = project.json<{
      result: { row_count: number; curves: { name: string }[]; latest_metadata: { start_depth: number; stop_depth: number } };
    }>().result;
    expect(detail.row_count).toBe(8000);
    expect(detail.curves.map((c) => c.name)).toContain('c1');
    expect(detail.latest_metadata.start_depth).toBe(5000);
    expect(detail.latest_metadata.stop_depth).toBe(5000 + 7999 * 0.5);
    const csv = await admin.request({ method: 'GET', url: `/api/projects/${id}/data/c1?filterExpression=${encodeURIComponent('depth <= 5001')}` });
    expect(csv.body.trim().split('\n')).toHaveLength(4);
    // The worker hashed and compressed the columns: every stored one is the file's, bit for bit.
    const stored = (await readDataset(t.db, id, 1))!;
    const inPlace = parseLasUpload(Buffer.from(large)).dataset;
    expect(columnSha256(stored.depth)).toBe(columnSha256(inPlace.depth));
    expect(stored.curves.map((c) => c.name)).toEqual(inPlace.curves.map((c) => c.name));
    for (const [i, curve] of stored.curves.entries()) {
      expect(columnSha256(curve.values), curve.name).toBe(columnSha256(inPlace.curves[i].values));
    }
  });

  it('refuses a large bad file with the reader message naming the line, and stores nothing', async () => {
    const lines = large.split('\n');
    const at = lines.findIndex((line) => line.startsWith('~A')) + 4000;
    lines[at] = `${lines[at]}\0`; // a NUL byte: refused, naming line, section and column
    const before = filesReadOffThread();
    const response = await createProjectVia(admin, { las: lines.join('\n'), name: 'Broken' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.las_file[0]).toMatch(new RegExp(`^Line ${at + 1}\\b`));
    expect(filesReadOffThread()).toBe(before + 1);
    const list = await admin.request({ method: 'GET', url: '/api/projects' });
    expect(list.body).not.toContain('Broken');
  });

  it('reads a large import off the event loop too', async () => {
    const created = await createProjectVia(admin, { las: smallLas() });
    const id = created.json<{ result: { id: number } }>().result.id;
    const before = filesReadOffThread();
    const body = multipart({ 'type-of-import': 'full-replace', depth_change: 'max' }, { las_file: { filename: 'big.las', content: large } });
    const response = await admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(filesReadOffThread()).toBe(before + 1);
  });

  it('reads a small file on a worker thread too: whatever a reader fault, the event loop never runs it', async () => {
    const before = filesReadOffThread();
    const response = await createProjectVia(admin, { las: smallLas({ rows: 20 }), name: 'Small' });
    expect(response.statusCode, response.body).toBe(200);
    expect(filesReadOffThread()).toBe(before + 1);
    // An 11-byte file the reader once never finished (read-las.test.ts): refused there too, naming its line.
    const tiny = await createProjectVia(admin, { las: '\n\0V\0E\0\0V\0E\0', name: 'Tiny' });
    expect(tiny.statusCode).toBe(422);
    expect(filesReadOffThread()).toBe(before + 2);
  });

  it('stops a read past UPLOAD_READ_LIMIT_SECONDS with a 422 that says so, stores nothing, and the pool goes on', async () => {
    const limited = await buildTestApp({ UPLOAD_READ_LIMIT_SECONDS: '0.001' });
    const message = 'The file could not be read within 0.001 s and was stopped. Check that it is a LAS file, or try again later.';
    try {
      const agent = await signIn(limited.app, (await buildUser(limited.db, { role: 'admin' })).email);
      // Read whole once it has arrived (under a megabyte), and read as it arrives (from a megabyte up).
      const streamed = generateMudGasLas({ rows: 40_000, step: 0.5, startDepth: 5000, landingDepth: 20_000, seed: 5 });
      expect(streamed.length).toBeGreaterThan(2 * 1024 * 1024);
      for (const las of [large, streamed]) {
        const ended = readThreadsEnded();
        const response = await createProjectVia(agent, { las, name: 'Stopped' });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toEqual({ message, errors: { las_file: [message] } });
        // The read's thread was ended with it (the tasks sharing a thread cannot be stopped one by one).
        expect(readThreadsEnded()).toBe(ended + 1);
      }
      const list = await agent.request({ method: 'GET', url: '/api/projects' });
      expect(list.body).not.toContain('Stopped');
    } finally {
      await limited.close();
    }
    // The same pool reads the same file within the default limit.
    expect((await createProjectVia(admin, { las: large, name: 'Read' })).statusCode).toBe(200);
  });
});
