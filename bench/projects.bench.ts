// Projects: upload-to-ready of the 100,000-row 60-curve file on the embedded PostgreSQL, /api/health while it
// uploads, and the data endpoint for 10 series over 100,000 rows with background subtraction, as CSV and binary.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { readLas } from '../packages/core/src/las/read-las';
import { parseLasUpload } from '../apps/server/src/features/projects/las-upload';
import { buildUser } from '../apps/server/src/test/factories';
import { buildTestApp, signIn } from '../apps/server/src/test/helper';
import { columnCache } from '../apps/server/src/features/project-data/column-cache';
import { readDataset } from '../apps/server/src/features/project-data/curves.repository';
import { figure, timeIt } from './report';

export async function run() {
  const t = await buildTestApp();
  try {
    const user = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, user.email);
    // Real HTTP: inject's own handling of a multi-megabyte body (it decodes it to text)
    // costs more than the server's work and would not be what a browser sees.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = agent.jar.header();
    const get = async (path: string) => {
      const r = await fetch(`${address}${path}`, { headers: { cookie } });
      const body = await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${r.status} ${Buffer.from(body).toString()}`);
      return body;
    };
    // Uploads are sent by another process, as a browser would: a client in this one would spend the server's
    // event loop on its own 63 MB send. It prints the time from the request to the answer, and the new id.
    const dir = mkdtempSync(path.join(tmpdir(), 'mudstack-bench-'));
    const sender = `const fs = require('node:fs');
      const form = new FormData(); form.set('name', process.env.NAME);
      form.set('las_file', new Blob([fs.readFileSync(process.env.FILE)]), 'bench.las');
      const started = performance.now();
      fetch(process.env.URL, { method: 'POST', body: form, headers: { cookie: process.env.COOKIE, 'x-csrf-token': process.env.CSRF } })
        .then(async (r) => { const body = await r.text(); if (r.status !== 200) { console.error(r.status, body); process.exit(1); }
          console.log(JSON.stringify({ ms: performance.now() - started, id: JSON.parse(body).result.id })); });`;
    const upload1 = async (name: string, las: string) => {
      const file = path.join(dir, 'bench.las');
      writeFileSync(file, las);
      const child = spawn(process.execPath, ['-e', sender], {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, NAME: name, FILE: file, URL: `${address}/api/projects`, COOKIE: cookie, CSRF: agent.jar.get('csrf_access_token')! },
      });
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      if (code !== 0) throw new Error(`upload failed (${code})`);
      return JSON.parse(out) as { ms: number; id: number };
    };
    // A different seed each run: identical curves would be shared with the previous upload and cost nothing.
    let seed = 1;
    const files = new Map<number, string>();
    const fileFor = (s: number) => {
      if (!files.has(s)) files.set(s, generateMudGasLas({ rows: 100_000, curveSet: 'wide', seed: s }));
      return files.get(s)!;
    };
    const sample = fileFor(1);
    figure('bench file size', sample.length / 1024 / 1024, 'MB');
    figure('readLas alone (100,000 rows x 61 curves)', await timeIt(() => readLas(sample), 1), 'ms');
    const bytes = Buffer.from(sample);
    figure('of which the server parses and maps to columns (no database)', await timeIt(() => parseLasUpload(bytes), 1), 'ms');

    let projectId = 0;
    const uploads: number[] = [];
    for (let run = 0; run < 4; run++) {
      const sent = await upload1(`Bench ${seed}`, fileFor(seed++));
      files.delete(seed - 1);
      projectId = sent.id;
      if (run > 0) uploads.push(sent.ms); // the first warms the worker thread
    }
    uploads.sort((a, b) => a - b);
    figure(
      `upload-to-ready over HTTP, 100,000 rows x 60 curves (embedded PostgreSQL, fsync on), median of 3 (${uploads.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s)`,
      uploads[1] / 1000,
      's',
      { atMost: 1.5 },
    );

    // Is the server still answering while it takes a large file? /api/health every 10 ms during one upload.
    const next = fileFor(seed++); // made first: generating it would hold this process, not the server
    const healthTimes: number[] = [];
    let uploading = true;
    const poll = (async () => {
      while (uploading) {
        const started = performance.now();
        await (await fetch(`${address}/api/health`)).arrayBuffer();
        healthTimes.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    try {
      await upload1(`Bench ${seed}`, next);
    } finally {
      uploading = false;
      await poll;
      rmSync(dir, { recursive: true, force: true });
    }
    if (process.env.BENCH_DEBUG)
      console.log(
        healthTimes
          .map((t, i) => `${i}:${t.toFixed(0)}`)
          .filter((_, i) => healthTimes[i] > 20)
          .join(' '),
      );
    healthTimes.sort((a, b) => a - b);
    const pct = (q: number) => healthTimes[Math.min(healthTimes.length - 1, Math.floor(healthTimes.length * q))];
    figure(`/api/health during that upload, p50 (${healthTimes.length} calls)`, pct(0.5), 'ms');
    figure('/api/health during that upload, p99', pct(0.99), 'ms', { atMost: 100 });
    figure('/api/health during that upload, slowest', healthTimes[healthTimes.length - 1], 'ms');

    const cold = async <T>(fn: () => Promise<T>) => {
      columnCache.clear();
      return fn();
    };
    figure(
      'read back every curve of a revision from the database (bytea, cache cleared)',
      await timeIt(() => cold(() => readDataset(t.db, projectId, 1)), 3),
      'ms',
    );

    const series = 'c1,c2,c3,c4,c5,total_gas,co2,h2s,wh,pix1';
    const csvUrl = `/api/projects/${projectId}/data/${series}?backgroundSubtract=32`;
    const csvSize = (await get(csvUrl)).byteLength;
    const csv = await timeIt(() => get(csvUrl));
    figure(`data endpoint over HTTP, CSV, 10 series x 100,000 rows, background 32 (${(csvSize / 1e6).toFixed(1)} MB)`, csv, 'ms');
    const binUrl = `${csvUrl}&format=bin`;
    const binSize = (await get(binUrl)).byteLength;
    const bin = await timeIt(() => get(binUrl));
    figure(`data endpoint over HTTP, binary, same (${(binSize / 1e6).toFixed(1)} MB)`, bin, 'ms', { atMost: 100 });
    const binCold = await timeIt(() => cold(() => get(binUrl)), 3);
    figure('data endpoint binary, same, first read (column cache cleared)', binCold, 'ms');
    const plain = await timeIt(() => get(`/api/projects/${projectId}/data/${series}?format=bin`));
    figure('data endpoint binary, no background subtraction', plain, 'ms');
  } finally {
    await t.close();
  }
}
