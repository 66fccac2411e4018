// Projects: upload-to-ready of the 100,000-row 60-curve file and /api/health while one uploads, against the
// compiled server in a process of its own (embedded PostgreSQL, as `npm start` runs it); then the reader alone
// and the data endpoint for 10 series over 100,000 rows with background subtraction, as CSV and binary.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { readLas } from '../packages/core/src/las/read-las';
import { parseLasUpload } from '../apps/server/src/features/projects/las-upload';
import { buildUser } from '../apps/server/src/test/factories';
import { analyzeTable, buildTestApp, signIn } from '../apps/server/src/test/helper';
import { columnCache } from '../apps/server/src/features/project-data/column-cache';
import { addHistoryLines } from '../apps/server/src/test/projects';
import { readDataset } from '../apps/server/src/features/project-data/curves.repository';
import { startServer } from '../e2e/support/server';
import { figure, treeUsage, healthDuring, median, timeIt, type ProgramUsage } from './report';

/**
 * The earlier client (BENCH_SENDER=node), kept to compare with: Node's fetch in another process. It sends the file and prints the time to the answer and the new id.
 * The file goes as a browser sends a chosen file, read from disk as it is sent (`fs.openAsBlob`), not first copied
 * whole into memory twice: that cost the client 0.3-0.5 s of CPU a 63 MB upload here, in the upload's time.
 */
const SENDER = `const fs = require('node:fs');
  const form = new FormData(); form.set('name', process.env.NAME);
  const started = performance.now();
  const cpu = process.cpuUsage();
  fs.openAsBlob(process.env.FILE).then((file) => { form.set('las_file', file, 'bench.las'); return fetch(process.env.URL, { method: 'POST', body: form, headers: { cookie: process.env.COOKIE, 'x-csrf-token': process.env.CSRF } }); })
    .then(async (r) => { const body = await r.text(); if (r.status !== 200) { console.error(r.status, body); process.exit(1); }
      const used = process.cpuUsage(cpu);
      console.log(JSON.stringify({ ms: performance.now() - started, id: JSON.parse(body).result.id, timing: r.headers.get('server-timing'),
        cpuMs: (used.user + used.system) / 1000 })); });`;

async function send(address: string, session: { cookie: string; csrf: string }, name: string, file: string) {
  if (process.env.BENCH_SENDER === 'node') return sendWithNode(address, session, name, file);
  return sendWithCurl(address, session, name, file);
}

/**
 * The client is curl, as a script uploads (docs/scripts.md) and as a browser's network process sends a chosen file:
 * compiled code reading the file as it goes. It asks for no 100-continue (a browser does not). Its wall time is its
 * own (%{time_total}); its CPU time is what the shell's \`times\` gives for its children.
 */
async function sendWithCurl(address: string, session: { cookie: string; csrf: string }, name: string, file: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mudstack-send-'));
  try {
    const script = `curl -sS -o "$DIR/body" -D "$DIR/headers" -w '%{http_code} %{time_total}\\n' -H 'Expect:' -H "cookie: $COOKIE" -H "x-csrf-token: $CSRF" -F "name=$NAME" -F "las_file=@$FILE;filename=bench.las" "$URL" && times`;
    const child = spawn('sh', ['-c', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, DIR: dir, NAME: name, FILE: file, URL: `${address}/api/projects`, COOKIE: session.cookie, CSRF: session.csrf },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const [status, seconds] = out.split('\n')[0].split(' ');
    const body = readFileSync(path.join(dir, 'body'), 'utf8');
    if (code !== 0 || status !== '200') throw new Error(`upload failed (${status}): ${body}`);
    const [user, system] = [...out.split('\n')[2].matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60 + Number(m[2]));
    const timing = /^server-timing: (.*)$/im.exec(readFileSync(path.join(dir, 'headers'), 'utf8'))?.[1].trim() ?? null;
    return { ms: Number(seconds) * 1000, id: (JSON.parse(body) as { result: { id: number } }).result.id, timing, cpuMs: (user + system) * 1000 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function sendWithNode(address: string, session: { cookie: string; csrf: string }, name: string, file: string) {
  const child = spawn(process.execPath, ['-e', SENDER], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NAME: name, FILE: file, URL: `${address}/api/projects`, COOKIE: session.cookie, CSRF: session.csrf },
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`upload failed (${code})`);
  return JSON.parse(out) as { ms: number; id: number; timing: string | null; cpuMs: number };
}

/**
 * An upload with the CPU time it took (the client's, and the server's and its database's processes') and the
 * server's and its database's page faults (fresh memory first touched: each maps 4 KB, or 2 MB in a huge page).
 */
async function sendMeasured(server: { baseUrl: string; pid: number }, session: { cookie: string; csrf: string }, name: string, file: string) {
  const before = treeUsage(server.pid);
  const sent = await send(server.baseUrl, session, name, file);
  const after = treeUsage(server.pid);
  const used = (program: string, what: keyof ProgramUsage) => (after.get(program)?.[what] ?? 0) - (before.get(program)?.[what] ?? 0);
  return {
    ...sent,
    cpu: { server: used('node', 'cpuMs'), postgres: used('postgres', 'cpuMs'), client: sent.cpuMs },
    faults: used('node', 'minorFaults') + used('postgres', 'minorFaults'),
  };
}

export async function run() {
  // The bench files, written first and let go: this process then holds little (its own pauses would show in
  // the health times it measures). A different seed each: identical curves would be shared and cost nothing.
  const dir = mkdtempSync(path.join(tmpdir(), 'mudstack-bench-'));
  const files = [1, 2, 3, 4, 5, 6, 7].map((seed) => {
    const file = path.join(dir, `bench-${seed}.las`);
    writeFileSync(file, generateMudGasLas({ rows: 100_000, curveSet: 'wide', seed }));
    return file;
  });
  try {
    await uploads(files);
    await readerAndDataEndpoint(files[0]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function uploads(files: string[]) {
  // BENCH_SERVER_NODE_OPTIONS: NODE_OPTIONS for the server's process (for example `--cpu-prof --cpu-prof-dir=DIR`).
  const nodeOptions = process.env.BENCH_SERVER_NODE_OPTIONS;
  const server = await startServer({ env: { LOG_LEVEL: 'error', ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}) } });
  try {
    const login = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
    });
    if (!login.ok) throw new Error(`sign-in: ${login.status}`);
    const jar = new Map(login.headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
    const session = { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), csrf: decodeURIComponent(jar.get('csrf_access_token') ?? '') };

    const sends: Awaited<ReturnType<typeof sendMeasured>>[] = [];
    for (const [run, file] of files.slice(0, 4).entries()) {
      const sent = await sendMeasured(server, session, `Bench ${run}`, file);
      if (run > 0) sends.push(sent); // the first starts the worker threads
    }
    sends.sort((a, b) => a.ms - b.ms);
    figure(
      `upload-to-ready over HTTP, 63 MB, 100,000 rows x 60 curves (compiled server, embedded PostgreSQL), median of 3 (${sends.map((s) => (s.ms / 1000).toFixed(2)).join(', ')} s)`,
      sends[1].ms / 1000,
      's',
      { atMost: 1.0 },
    );
    // Where the median upload's time went, from its Server-Timing header: the body arriving (the file read on a
    // worker as it came), what was left to read after its last byte, and the transaction storing it.
    console.log(`  of which (server): ${(sends[1].timing ?? '').replace(/;dur=/g, ' ')} ms`);
    // The work an upload is, whatever the order it is done in: CPU time of the client sending it, the server
    // (worker threads included) and its database, and what that allows at best on this machine's cores.
    const { cpu } = sends[1];
    const total = cpu.server + cpu.postgres + cpu.client;
    figure(
      `CPU time of that upload (server ${cpu.server.toFixed(0)}, PostgreSQL ${cpu.postgres.toFixed(0)}, client ${cpu.client.toFixed(0)} ms)`,
      total,
      'ms',
    );
    figure(`so at best, all of it in parallel on ${availableParallelism()} cores`, total / availableParallelism() / 1000, 's');
    figure('page faults of the server and its database (each maps 4 KB, or 2 MB in a huge page)', sends[1].faults, '');
    // Is the server still answering while it takes a large file? /api/health every 10 ms during three uploads, one
    // after the other: one upload gives some 60 answers, whose p99 is its slowest.
    const health = await healthDuring(server.baseUrl, async () => {
      for (const [i, file] of files.slice(4, 7).entries()) await send(server.baseUrl, session, `Bench health ${i}`, file);
    });
    figure(`/api/health during three such uploads, p50 (${health.times.length} calls)`, health.pct(0.5), 'ms');
    figure('/api/health during three such uploads, p99', health.pct(0.99), 'ms', { atMost: 50 });
    figure("  of which that answer's database ping (select 1)", health.databaseAt(0.99), 'ms');
    figure('/api/health during three such uploads, slowest', health.times[health.times.length - 1], 'ms');
  } finally {
    await server.stop();
  }
}

/**
 * The times of GETs of `paths`, one after the other on one kept-alive connection (as a browser reuses one), by curl
 * in a process of its own taking gzip as a browser does: curl's own time to the last byte, inflated.
 */
async function curlTimes(address: string, paths: string[], cookie: string): Promise<number[]> {
  const child = spawn(
    'curl',
    [
      '-sS',
      '--compressed',
      '-H',
      `cookie: ${cookie}`,
      '-w',
      '%{http_code} %{time_total}\\n',
      ...paths.flatMap((p) => ['-o', '/dev/null', `${address}${p}`]),
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  // 'close', not 'exit': a process may exit before its output has all been read (twenty at once do).
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const lines = out
    .trim()
    .split('\n')
    .map((line) => line.split(' '));
  if (code !== 0 || lines.length !== paths.length || lines.some(([status]) => status !== '200')) throw new Error(`curl: ${code} ${out}`);
  return lines.map(([, seconds]) => Number(seconds) * 1000);
}

async function readerAndDataEndpoint(file: string) {
  const sample = readFileSync(file, 'latin1');
  figure('bench file size', sample.length / 1024 / 1024, 'MB');
  figure('readLas alone (100,000 rows x 61 curves)', await timeIt(() => readLas(sample), 1), 'ms');
  figure('of which the server parses and maps to columns (no database)', await timeIt(() => parseLasUpload(Buffer.from(sample)), 1), 'ms');

  const t = await buildTestApp();
  try {
    const user = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, user.email);
    // Real HTTP: inject's own handling of a multi-megabyte body costs more than the server's work.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = agent.jar.header();
    const { id: projectId } = await send(address, { cookie, csrf: agent.jar.get('csrf_access_token')! }, 'Bench', file);
    const get = async (path: string) => {
      const r = await fetch(`${address}${path}`, { headers: { cookie } });
      const body = await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`${r.status} ${Buffer.from(body).toString()}`);
      return body;
    };
    const cold = async <T>(fn: () => Promise<T>) => {
      columnCache.clear();
      return fn();
    };
    figure(
      'read back every curve of a revision from the database (bytea, cache cleared)',
      await timeIt(() => cold(() => readDataset(t.db, projectId, 1)), 3),
      'ms',
    );

    // What the upload's columns take in the database: compressed, the file's decimals as whole numbers where they
    // come back bit for bit (docs/data-format.md), against their Float64 bytes.
    const stored = await t.db
      .selectFrom('data_revision_curves as c')
      .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
      .where('c.project_id', '=', projectId)
      .select((eb) => [eb.fn.sum<string>(eb.fn('octet_length', ['b.data'])).as('bytes'), eb.fn.sum<string>('b.length').as('values')])
      .executeTakeFirstOrThrow();
    const encodings = await t.db
      .selectFrom('data_revision_curves as c')
      .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
      .where('c.project_id', '=', projectId)
      .select(['b.content_encoding', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('b.content_encoding')
      .execute();
    figure(
      `the upload's columns stored (${encodings.map((e) => `${e.n} ${e.content_encoding}`).join(', ')}), of ${((Number(stored.values) * 8) / 1e6).toFixed(1)} MB as Float64`,
      Number(stored.bytes) / 1e6,
      'MB',
    );

    const series = 'c1,c2,c3,c4,c5,total_gas,co2,h2s,wh,pix1';
    const csvUrl = `/api/projects/${projectId}/data/${series}?backgroundSubtract=32`;
    // As the workspace asks right after an upload: the new revision's first read.
    const [afterUpload] = await curlTimes(address, [`${csvUrl}&format=bin`], cookie);
    const csvSize = (await get(csvUrl)).byteLength;
    const csv = await timeIt(() => get(csvUrl));
    figure(`data endpoint over HTTP, CSV, 10 series x 100,000 rows, background 32 (${(csvSize / 1e6).toFixed(1)} MB)`, csv, 'ms');
    const binUrl = `${csvUrl}&format=bin`;
    const binSize = (await get(binUrl)).byteLength;
    // The client a browser or a script is: another process, taking gzip. An answer asked for again is sent as this
    // instance holds it, compressed (kernel/compressed-answer.ts).
    const [, ...again] = await curlTimes(
      address,
      Array.from({ length: 6 }, () => binUrl),
      cookie,
    );
    figure(
      `data endpoint over HTTP, binary, same (${(binSize / 1e6).toFixed(1)} MB), asked again, client in another process (curl, gzip)`,
      median(again),
      'ms',
      {
        atMost: 100,
      },
    );
    // The same from this process (Node's fetch): that client inflates the 8.8 MB and copies it on the server's own
    // thread, so its time is the server's and the client's work one after the other.
    const bin = await timeIt(() => get(binUrl));
    figure("  the same from the server's own process (Node's fetch, inflating on the server's thread)", bin, 'ms');
    // An answer never asked for before (another background window each time), with no column held: the columns
    // read from the database and decompressed, background subtracted, encoded and compressed.
    const firstReads: number[] = [];
    for (let window = 40; window < 43; window++) {
      columnCache.clear();
      firstReads.push(...(await curlTimes(address, [`/api/projects/${projectId}/data/${series}?backgroundSubtract=${window}&format=bin`], cookie)));
    }
    figure('data endpoint binary, first read (nothing held: columns from the database), curl, median of 3', median(firstReads), 'ms');
    figure('data endpoint binary, first read right after the upload, curl', afterUpload, 'ms');
    // Twenty clients asking for that answer at once (viewers opening a well together after a restart): it is
    // built once, the others wait for it (kernel/compressed-answer.ts). Each client a curl of its own.
    const together: number[] = [];
    const togetherCpu: number[] = [];
    for (let window = 43; window < 46; window++) {
      columnCache.clear();
      const cpu = process.cpuUsage();
      const started = performance.now();
      const path = `/api/projects/${projectId}/data/${series}?backgroundSubtract=${window}&format=bin`;
      await Promise.all(Array.from({ length: 20 }, () => curlTimes(address, [path], cookie)));
      together.push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      togetherCpu.push((used.user + used.system) / 1000);
    }
    figure('the same first read by 20 clients at once, all answered, median of 3', median(together), 'ms');
    figure("  the server's CPU time for those 20, median of 3", median(togetherCpu), 'ms');
    const [, ...plain] = await curlTimes(
      address,
      Array.from({ length: 6 }, () => `/api/projects/${projectId}/data/${series}?format=bin`),
      cookie,
    );
    figure('data endpoint binary, no background subtraction, asked again, curl', median(plain), 'ms');

    // Years of history: 100,000 settings revisions on the project, as daily autosaves leave. The detail answers
    // the newest 200 with the total; older ones come a page at a time.
    const now = Date.now();
    for (let from = 0; from < 100_000; from += 10_000)
      await addHistoryLines(t.db, projectId, user.id, { count: 10_000, firstRevision: 1000 + from, from: new Date(now + from * 1000) });
    // As autovacuum would after so many rows: the planner then walks the history's index newest first.
    await analyzeTable(t.db, 'revisions');
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < 100; i++) {
      const started = performance.now();
      size = (await get(`/api/projects/${projectId}`)).byteLength;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log('  a project with 100,000 revisions');
    figure('project detail, p50 of 100 calls', times[49], 'ms');
    figure('project detail, p99 of 100 calls', times[98], 'ms', { atMost: 50 });
    figure('project detail, size', size / 1024, 'KB', { atMost: 100 });
    figure('an older page of 200 revisions, deep in the history', await timeIt(() => get(`/api/projects/${projectId}/revisions?before=50000`)), 'ms');
  } finally {
    await t.close();
  }
}
