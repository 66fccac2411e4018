// Live from the rig: (1) frame to row drawn: a row sent to the bridge until the workspace in Chromium has fetched
// and drawn it, p50/p95; (2) 50 wells fed at once at 5 rows/s each (BENCH_LIVE_MINUTES, default 10) while 200 open
// workspaces follow them (their event streams, each refetching its well's data on every change, at most once a
// second), with /api/health p99 throughout, and apart for the first 10 s (every feed and stream starting at once) and
// the drilling after them; (3) the 66 MB well (100,000 rows) replayed at 2,000 rows/s through the
// bridge; (4) a rig feeding a deep well (the 100,000-row bench well uploaded, then 5 rows a second): a batch's
// time against the same feed on a 1,000-row well in the same run; (5) a day of drilling on a 20,000-row well, a
// revision sealed every 15 minutes of it: what each sealed revision adds to the database, against the well's own
// columns. All against the compiled server in a process of its own on its embedded PostgreSQL.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { formatWitsFrame, type WitsItem } from '../packages/core/src/live/wits';
import { signInAs } from '../e2e/support/auth';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { createDb } from '../apps/server/src/db/create-db';
import { databaseUrlOf, freePort, startServer, type TestServer } from '../e2e/support/server';
import { startBridge, startWits, stopWits } from '../e2e/support/wits';
import { figure, healthDuring, treeUsage, type ProgramUsage } from './report';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pct = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];

interface Session {
  cookie: string;
  csrf: string;
}

async function signIn(server: TestServer): Promise<Session> {
  const login = await fetch(`${server.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status}`);
  const jar = new Map(login.headers.getSetCookie().map((c) => c.split(';')[0].split('=') as [string, string]));
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), csrf: decodeURIComponent(jar.get('csrf_access_token') ?? '') };
}

async function call(server: TestServer, s: Session, method: string, url: string, body?: unknown) {
  const init: RequestInit = { method, headers: { cookie: s.cookie, 'x-csrf-token': s.csrf } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await fetch(`${server.baseUrl}${url}`, init);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { result: any };
}

async function project(server: TestServer, s: Session, name: string, las: string): Promise<{ id: number; token: string }> {
  const form = new FormData();
  form.set('name', name);
  form.set('las_file', new Blob([las]), `${name}.las`);
  const id = (await call(server, s, 'POST', '/api/projects', form)).result.id as number;
  // A large file is read after the answer: the feed starts from its rows.
  while (((await call(server, s, 'GET', `/api/projects/${id}`)).result.row_count as number) === 0) await sleep(200);
  const token = (await call(server, s, 'POST', `/api/projects/${id}/live/tokens`, { name: 'Bench rig' })).result.token as string;
  return { id, token };
}

/** The frames of one depth row (records 1 and 12), as the replay sends them. */
function rowFrames(depth: number, c1: number, now: number): string {
  const d = new Date(now);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = two(d.getUTCFullYear() % 100) + two(d.getUTCMonth() + 1) + two(d.getUTCDate());
  const time = two(d.getUTCHours()) + two(d.getUTCMinutes()) + two(d.getUTCSeconds());
  const item = (id: string, value: string): WitsItem => ({ record: Number(id.slice(0, 2)), item: Number(id.slice(2)), value });
  const one = [
    item('0105', date),
    item('0106', time),
    item('0108', String(depth)),
    item('0110', String(depth)),
    item('0139', String(depth)),
    item('0113', '85'),
  ];
  const twelve = [
    item('1205', date),
    item('1206', time),
    item('1208', String(depth)),
    item('1212', String(c1)),
    item('1213', String(c1 / 9)),
    item('1214', String(c1 / 20)),
  ];
  return formatWitsFrame(one) + formatWitsFrame(twelve);
}

/** A row's frames as the bridge posts them: each its own sequence number (`next`), received at `at`. */
function postedFrames(text: string, next: () => number, at: number) {
  return text
    .split('!!\r\n')
    .filter(Boolean)
    .map((frame) => ({ seq: next(), received_at: at, text: frame + '!!\r\n' }));
}

/** Posts a batch of frames as the bridge does, with the well's ingest token: whether it was taken, and how fast. */
async function postBatch(server: TestServer, well: { id: number; token: string }, frames: ReturnType<typeof postedFrames>) {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/projects/${well.id}/live`, {
    method: 'POST',
    headers: { authorization: `Bearer ${well.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ frames }),
  });
  await response.arrayBuffer();
  return { ok: response.ok, status: response.status, ms: performance.now() - started };
}

/**
 * Posts a well's next rows (uploaded with `rows` rows at 0.5 ft from 5,000 ft) as the bridge does: `count` rows
 * half a foot apart below the last posted, C1 at `c1`, row r stamped `at(r)`, in one batch. Answers its time (ms).
 */
function rowFeed(server: TestServer, well: { id: number; token: string }, rows: number) {
  let depth = 5000 + (rows - 1) * 0.5;
  let seq = 0;
  return async (count: number, c1: number, at: (r: number) => number) => {
    const frames = [];
    for (let r = 0; r < count; r++) {
      depth += 0.5;
      frames.push(...postedFrames(rowFrames(depth, c1, at(r)), () => ++seq, at(r)));
    }
    const { ok, status, ms } = await postBatch(server, well, frames);
    if (!ok) throw new Error(`ingest: ${status}`);
    return ms;
  };
}

async function waitForListen(port: number) {
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (ok) return;
    await sleep(100);
  }
  throw new Error('the bridge did not listen');
}

// BENCH_SERVER_NODE_OPTIONS: NODE_OPTIONS for the server's process (for example `--cpu-prof --cpu-prof-dir=DIR`).
export async function run() {
  const server = await startServer({
    env: {
      LOG_LEVEL: 'error',
      API_RATE_LIMIT_PER_MINUTE: '1000000',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
    },
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'mudstack-bench-live-'));
  try {
    const s = await signIn(server);
    // BENCH_LIVE_SECTIONS=4,5: only those sections (all by default).
    const only = process.env.BENCH_LIVE_SECTIONS?.split(',').map(Number);
    const sections = [
      () => frameToBrowser(server, s, dir),
      () => manyWells(server, s),
      () => replayBigWell(server, s, dir),
      () => deepWell(server, s),
      () => dayOfDrilling(server, s),
    ];
    for (const [i, section] of sections.entries()) if (!only || only.includes(i + 1)) await section();
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** (1) A row sent to the bridge until the workspace has fetched it and drawn two frames. */
async function frameToBrowser(server: TestServer, s: Session, dir: string) {
  const well = await project(server, s, 'Latency well', generateMudGasLas({ rows: 2000, startDepth: 5000, step: 0.5, landingDepth: 5200, seed: 3 }));
  const port = await freePort();
  const bridge = startBridge({ port, url: server.baseUrl, project: well.id, token: well.token, buffer: path.join(dir, 'latency') });
  const browser = await launchBrowser();
  try {
    await waitForListen(port);
    const page = await (await newContext(browser, server.baseUrl)).newPage();
    await signInAs(page, server.adminEmail, server.adminPassword);
    await page.goto(`/projects/${well.id}?tab=lateral`);
    await page.getByTestId('workspace-toolbar').waitFor();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const times: number[] = [];
    let depth = 5999.5;
    for (let i = 0; i < 25; i++) {
      depth += 0.5;
      const label = `${depth.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 })} ft`;
      const fetched = page.waitForResponse((r) => r.url().includes('/data/') && r.status() === 200, { timeout: 30_000 });
      const started = performance.now();
      socket.write(rowFrames(depth, 1000 + i * 10, Date.now()));
      await fetched;
      await page.getByTestId('live-last-data').filter({ hasText: label }).waitFor({ timeout: 30_000 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      if (i >= 5) times.push(performance.now() - started); // the first rows open the revision and warm the caches
      await sleep(300);
    }
    socket.destroy();
    times.sort((a, b) => a - b);
    figure(`frame at the bridge to the row fetched and drawn in Chromium, p50 (${times.length} rows)`, pct(times, 0.5), 'ms');
    figure('frame at the bridge to the row fetched and drawn in Chromium, p95', pct(times, 0.95), 'ms', { atMost: 2000 });
  } finally {
    await browser.close();
    stopWits(bridge);
  }
}

/** (2) 50 wells at 5 rows/s each, 200 workspaces following them, /api/health throughout. */
async function manyWells(server: TestServer, s: Session) {
  const minutes = Number(process.env.BENCH_LIVE_MINUTES ?? 10);
  const wells: Array<{ id: number; token: string; depth: number; seq: number }> = [];
  const las = generateMudGasLas({ rows: 200, startDepth: 5000, step: 0.5, landingDepth: 5050, seed: 5 });
  for (let i = 0; i < 50; i++) wells.push({ ...(await project(server, s, `Rig ${i + 1}`, las)), depth: 5099.5, seq: 0 });
  // 200 open workspaces: 4 event streams a well, each refetching the well's gas on a change, at most once a second.
  const controller = new AbortController();
  let refetches = 0;
  let events = 0;
  const watchers = wells.flatMap((well) =>
    [0, 1, 2, 3].map(async () => {
      const response = await fetch(`${server.baseUrl}/api/projects/${well.id}/events`, { headers: { cookie: s.cookie }, signal: controller.signal });
      let last = 0;
      let pending = false;
      try {
        const reader = response.body!.getReader();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          if (!Buffer.from(value).toString().includes('event: revision')) continue;
          events++;
          if (pending) continue;
          pending = true;
          const wait = Math.max(0, last + 1000 - Date.now());
          setTimeout(() => {
            last = Date.now();
            pending = false;
            fetch(`${server.baseUrl}/api/projects/${well.id}/data/c1,c2,c3?format=bin32`, { headers: { cookie: s.cookie } })
              .then((r) => r.arrayBuffer())
              .then(
                () => refetches++,
                () => undefined,
              );
          }, wait);
        }
      } catch {
        // closed at the end
      }
    }),
  );
  // Each health answer's time, when it was asked (ms after the feeds started) and its database ping's part.
  const health: { ms: number; at: number; databaseMs: number }[] = [];
  const ingest: { ms: number; at: number }[] = [];
  let errors = 0;
  const start = Date.now();
  const until = start + minutes * 60_000;
  // What the server and its database use while the wells drill (from the end of the first seconds to the end).
  let drillingFrom: { usage: Map<string, ProgramUsage>; at: number } | undefined;
  const drilling = setTimeout(() => (drillingFrom = { usage: treeUsage(server.pid), at: Date.now() }), STARTING_MS);
  const healthLoop = (async () => {
    while (Date.now() < until) {
      const at = Date.now() - start;
      const started = performance.now();
      const answer = (await (await fetch(`${server.baseUrl}/api/health`)).json()) as { result?: { database?: { ms?: number } } };
      health.push({ ms: performance.now() - started, at, databaseMs: answer.result?.database?.ms ?? Number.NaN });
      await sleep(100);
    }
  })();
  // Each well posts its 5 rows once a second, as a bridge does; the wells are spread over the second.
  const feeders = wells.map(async (well, i) => {
    await sleep((i * 1000) / wells.length);
    while (Date.now() < until) {
      const tick = Date.now();
      const frames = [];
      for (let r = 0; r < 5; r++) {
        well.depth += 0.5;
        frames.push(...postedFrames(rowFrames(well.depth, 900 + (well.depth % 97) * 10, tick), () => ++well.seq, tick));
      }
      const { ok, ms } = await postBatch(server, well, frames);
      if (!ok) errors++;
      ingest.push({ ms, at: tick - start });
      await sleep(Math.max(0, 1000 - (Date.now() - tick)));
    }
  });
  await Promise.all([...feeders, healthLoop]);
  clearTimeout(drilling);
  const drillingTo = { usage: treeUsage(server.pid), at: Date.now() };
  controller.abort();
  await Promise.allSettled(watchers);
  const rows = wells.reduce((sum, w) => sum + (w.depth - 5099.5) * 2, 0);
  console.log(
    `  50 wells x 5 rows/s for ${minutes} min: ${rows.toLocaleString()} rows ingested, ${errors} refused batches; 200 streams heard ${events.toLocaleString()} changes and refetched ${refetches.toLocaleString()} times`,
  );
  const times = (calls: { ms: number }[]) => calls.map((c) => c.ms).sort((a, b) => a - b);
  figure('ingest batch (5 rows) answered, p99', pct(times(ingest), 0.99), 'ms');
  figure('  after the first batches, while the 50 wells drill, p99', pct(times(ingest.filter((c) => c.at >= STARTING_MS)), 0.99), 'ms');
  const all = times(health);
  figure(`/api/health during it, p50 (${health.length} calls)`, pct(all, 0.5), 'ms');
  figure('/api/health during it, p99', pct(all, 0.99), 'ms', { atMost: 100 });
  // Which part of the time is which: the first seconds, when the 50 feeds open their live revisions and the 200
  // streams connect, all at once, on a server that has just started (its code not yet optimised), against the
  // drilling after them.
  const starting = health.filter((c) => c.at < STARTING_MS);
  const drillingCalls = times(health.filter((c) => c.at >= STARTING_MS));
  const slowest = [...starting].sort((a, b) => b.ms - a.ms)[0];
  figure(
    `  of which in the first ${STARTING_MS / 1000} s (the 50 feeds and 200 streams starting at once), slowest (${starting.length} calls; its database ping ${slowest?.databaseMs ?? Number.NaN} ms)`,
    slowest?.ms ?? Number.NaN,
    'ms',
  );
  figure(`  after them, while the 50 wells drill, p99 (${drillingCalls.length} calls)`, pct(drillingCalls, 0.99), 'ms', { atMost: 100 });
  if (drillingFrom) {
    const seconds = (drillingTo.at - drillingFrom.at) / 1000;
    const used = (program: string) => ((drillingTo.usage.get(program)?.cpuMs ?? 0) - (drillingFrom!.usage.get(program)?.cpuMs ?? 0)) / seconds;
    figure(
      `CPU a second while the 50 wells drill, the server (of ${availableParallelism() * 1000} ms on ${availableParallelism()} cores)`,
      used('node'),
      'ms',
    );
    figure('CPU a second while the 50 wells drill, its PostgreSQL', used('postgres'), 'ms');
  }
}

/** The first seconds of the 50 wells' feeds, reported apart from the drilling after them (manyWells). */
const STARTING_MS = 10_000;

/** (3) The 66 MB bench well replayed through the bridge at 2,000 rows/s. */
async function replayBigWell(server: TestServer, s: Session, dir: string) {
  const las = generateMudGasLas({ rows: 100_000, curveSet: 'wide' });
  const file = path.join(dir, 'wide.las');
  writeFileSync(file, las);
  const lines = las.split('\n');
  const data = lines.findIndex((line) => line.startsWith('~A')) + 1;
  const well = await project(server, s, 'Replayed well', [...lines.slice(0, data), ...lines.slice(data, data + 10)].join('\n') + '\n');
  const port = await freePort();
  const bridge = startBridge({ port, url: server.baseUrl, project: well.id, token: well.token, buffer: path.join(dir, 'big') });
  await waitForListen(port);
  const started = performance.now();
  const replay = startWits(['replay', file, '--to', `127.0.0.1:${port}`, '--rate', '2000']);
  let sent = 0;
  replay.on('exit', () => (sent = performance.now() - started));
  let rows = 0;
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    rows = (await call(server, s, 'GET', `/api/projects/${well.id}`)).result.row_count as number;
    if (rows >= 100_000) break;
    await sleep(1000);
  }
  const all = performance.now() - started;
  stopWits(bridge);
  stopWits(replay);
  console.log(`  66 MB well (100,000 rows x 60 curves) replayed at 2,000 rows/s: ${rows.toLocaleString()} of 100,000 rows in the project`);
  figure('rows ingested of the 100,000 replayed', rows, 'rows', { atLeast: 100_000 });
  figure('replay sent (the simulator at 2,000 rows/s: 50 s)', sent / 1000, 's');
  figure('every row ingested, from the first frame', all / 1000, 's');
}

/**
 * (4) A rig feeding a deep well: 5-row batches once a second for 30 s, to the 100,000-row bench well and to a
 * 1,000-row one, with /api/health throughout. A batch rewrites the growing revision's rows after those it was made
 * with, so its time is the batch's, not the well's (the whole well rewritten, it took 0.7 s a batch here).
 */
async function deepWell(server: TestServer, s: Session) {
  const feed = async (rows: number) => {
    const las = generateMudGasLas({ rows, curveSet: 'wide' });
    const well = await project(server, s, `Deep well ${rows}`, las);
    const post = rowFeed(server, well, rows);
    const times: number[] = [];
    const { times: health } = await healthDuring(server.baseUrl, async () => {
      for (let batch = 0; batch < 30; batch++) {
        const tick = Date.now();
        times.push(await post(5, 900 + batch * 10, (r) => tick + r * 200));
        await sleep(Math.max(0, 1000 - (Date.now() - tick)));
      }
    });
    times.sort((a, b) => a - b);
    return { p50: pct(times, 0.5), p99: pct(times, 0.99), health: pct(health, 0.99) };
  };
  const shallow = await feed(1_000);
  const deep = await feed(100_000);
  console.log('  a rig feeding a deep well: 5-row batches once a second for 30 s, to the 100,000-row bench well (60 curves)');
  figure('  a batch answered on the 1,000-row well, p50', shallow.p50, 'ms');
  figure('  a batch answered on the 100,000-row well, p50', deep.p50, 'ms');
  figure('  a batch answered on the 100,000-row well, p99', deep.p99, 'ms');
  figure('  ratio 100,000-row well / 1,000-row well, a batch at p50', deep.p50 / shallow.p50, 'x', { atMost: 2 });
  figure('  /api/health during the deep feed, p99', deep.health, 'ms', { atMost: 100 });
}

/**
 * (5) A day of drilling on a 20,000-row well (60 curves): 5-row batches, each row a minute of the feed's clock, so
 * that a revision is sealed every 15 rows, posted one after the other. What the database's columns grew by per
 * sealed revision, against the well's own columns: each revision shares the parts of the one before
 * (docs/data-format.md), where it once stored every row again.
 */
async function dayOfDrilling(server: TestServer, s: Session) {
  const rows = 20_000;
  const well = await project(server, s, 'A day of drilling', generateMudGasLas({ rows, curveSet: 'wide' }));
  const handle = await createDb({ databaseUrl: databaseUrlOf(server), max: 1 });
  const { db } = handle;
  try {
    // The compressed bytes of every column stored, or of the well's own (its upload's revision).
    const bytes = async (ofWell = false) => {
      let query = db.selectFrom('curve_blobs').select((eb) => eb.fn.sum<string>(eb.fn('octet_length', ['data'])).as('n'));
      if (ofWell) {
        const uploaded = db.selectFrom('data_revision_curves').select('blob_id').where('project_id', '=', well.id).where('revision', '=', 1);
        query = query.where('id', 'in', uploaded);
      }
      return Number((await query.executeTakeFirstOrThrow()).n ?? 0);
    };
    const wellBytes = await bytes(true);
    const before = await bytes();
    const revisionOf = async () => (await call(server, s, 'GET', `/api/projects/${well.id}`)).result.data_revision as number;
    const firstRevision = await revisionOf();
    const post = rowFeed(server, well, rows);
    // 24 hours of the feed's clock, ending now: a row a minute.
    const minutes = 24 * 60;
    const start = Date.now() - minutes * 60_000;
    const times: number[] = [];
    for (let batch = 0; batch < minutes / 5; batch++) {
      times.push(await post(5, 900 + (batch % 50) * 10, (r) => start + (batch * 5 + r + 1) * 60_000));
    }
    const sealed = (await revisionOf()) - firstRevision - 1;
    const grown = (await bytes()) - before;
    times.sort((a, b) => a - b);
    console.log(
      `  a day of drilling on a 20,000-row well (60 curves): ${minutes} rows a minute apart, ${times.length} batches, ${sealed} revisions sealed`,
    );
    figure("  the well's columns as uploaded", wellBytes / 1e6, 'MB');
    figure('  the database grew by, per sealed revision', grown / Math.max(1, sealed) / 1e3, 'KB');
    figure("  per sealed revision, against the well's columns", (100 * grown) / Math.max(1, sealed) / wellBytes, '%');
    figure('  a batch answered, p50', pct(times, 0.5), 'ms');
    figure('  a batch answered, p99', pct(times, 0.99), 'ms');
  } finally {
    await handle.close();
  }
}
