// `npm run test:faults`: crash safety of the real server on its embedded PostgreSQL.
// Starts the compiled server (its own process group), keeps two writers busy with uploads, imports
// and metadata saves, kills the whole group with SIGKILL at a random moment, starts it again, and
// checks: every acknowledged write is there, nothing half-written is visible, and the server came
// back on the first try. At least 20 kills (FAULT_KILLS). Prints the three figures; exits 1 on any failure.
import { spawn } from 'node:child_process';
import { cameUp, freePort, killGroup, startServerProcess } from './server-process.mjs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './web-build.mjs';
import { liveFeedFaults } from './faults-live.mjs';

const KILLS = Math.max(20, Number(process.env.FAULT_KILLS ?? 20));
const SEED = Number(process.env.FAULT_SEED ?? Date.now() % 100000);
const ADMIN = { email: 'faults@mudstack.test', password: 'Fault-Test-Password-42' };

let state = SEED;
const random = () => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state / 2147483648;
};
const between = (low, high) => Math.floor(low + random() * (high - low));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mud-gas LAS file of `rows` rows from `start` ft, values depending on `seed`. */
function lasFile(rows, start, seed) {
  const lines = [
    '~Version',
    ' VERS. 2.0 : CWLS LAS 2.0',
    ' WRAP. NO :',
    '~Well',
    ` STRT.FT ${start} :`,
    ` STOP.FT ${start + (rows - 1) * 0.5} :`,
    ' STEP.FT 0.5 :',
    ' NULL. -999.25 :',
    ' WELL. Fault well :',
    '~Curve',
    ' DEPT.FT : depth',
    ' C1.PPM : methane',
    ' C2.PPM : ethane',
    ' C3.PPM : propane',
    ' IC4.PPM : isobutane',
    ' NC4.PPM : butane',
    ' TG.UNITS : total gas',
    '~A',
  ];
  for (let i = 0; i < rows; i++) {
    const d = start + i * 0.5;
    const base = 1000 + ((i * 37 + seed * 101) % 500);
    lines.push(
      `${d.toFixed(1)} ${base} ${(base / 9).toFixed(2)} ${(base / 21).toFixed(2)} ${(base / 70).toFixed(3)} ${(base / 55).toFixed(3)} ${(base / 3).toFixed(1)}`,
    );
  }
  return lines.join('\n') + '\n';
}

const serverEnv = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_DEMO: '0',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  API_RATE_LIMIT_PER_MINUTE: '100000',
};

function startServer(dataDir, port) {
  return startServerProcess({ dataDir, port, env: serverEnv });
}

class Client {
  constructor(base) {
    this.base = base;
    this.cookies = new Map();
  }
  async request(method, url, body, headers = {}) {
    const h = { ...headers, cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET' && this.cookies.has('csrf_access_token')) h['x-csrf-token'] = this.cookies.get('csrf_access_token');
    if (body && !(body instanceof FormData)) {
      h['content-type'] = 'application/json';
      body = JSON.stringify(body);
    }
    const response = await fetch(`${this.base}${url}`, { method, headers: h, body });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }
  async signIn() {
    const r = await this.request('POST', '/api/auth/login', ADMIN);
    if (!r.ok) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  }
}

const form = (fields, file, content) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, String(v));
  f.set('las_file', new Blob([content]), file);
  return f;
};

const dataRows = async (client, id, revision) => {
  const r = await client.request('GET', `/api/projects/${id}/data/c1${revision ? `?revision=${revision}` : ''}`);
  if (!r.ok) return { ok: false, status: r.status };
  const lines = (await r.text()).split('\n').filter((l) => l.trim());
  return { ok: true, rows: lines.length - 1 };
};

async function main() {
  const build = spawn(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
  if ((await new Promise((resolve) => build.on('exit', resolve))) !== 0) process.exit(1);

  if (process.env.FAULT_ONLY === 'live') {
    await liveFeedFaults({ admin: ADMIN, env: serverEnv });
    console.log('1 passed, 0 failed');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mudstack-faults-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  /** Acknowledged writes: the server answered 200, so they must survive any crash. */
  const acked = { projects: new Map(), dataRevisions: [], metadata: [] };
  /** Projects written to (or tried) in the current round. */
  const touched = new Set();
  let writes = 0;
  let firstTryStarts = 0;
  let failedStarts = 0;
  const problems = [];
  console.log(`Fault test: ${KILLS} SIGKILLs of the whole server group during writes (seed ${SEED}, DATA_DIR ${dataDir})`);

  for (let round = 0; round <= KILLS; round++) {
    const server = startServer(dataDir, port);
    if (await cameUp(base, server)) firstTryStarts++;
    else {
      failedStarts++;
      problems.push(`round ${round}: the server did not come back on the first try:\n${server.output().slice(-2000)}`);
      await killGroup(server);
      const again = startServer(dataDir, port);
      if (!(await cameUp(base, again))) {
        console.error(`The server does not start any more:\n${again.output().slice(-3000)}`);
        await killGroup(again);
        process.exit(1);
      }
      Object.assign(server, again);
    }
    const client = new Client(base);
    await client.signIn();

    // Check what the last crash could have touched in depth (the writes of the round it ended, and
    // anything it left that was never acknowledged), everything else by presence; at the end, all.
    const last = round === KILLS;
    const list = await client.request('GET', '/api/projects');
    const listed = new Map((await list.json()).result.map((p) => [p.id, p]));
    for (const [id, p] of acked.projects) {
      if (!listed.has(id)) problems.push(`round ${round}: acknowledged project ${p.name} (${id}) is missing`);
    }
    for (const d of acked.dataRevisions) {
      if (!last && d.round !== round - 1) continue;
      const got = await dataRows(client, d.projectId, d.revision);
      if (!got.ok || got.rows !== d.rows)
        problems.push(`round ${round}: project ${d.projectId} data revision ${d.revision} should have ${d.rows} rows: ${JSON.stringify(got)}`);
    }
    for (const m of acked.metadata) {
      if (!last && m.round !== round - 1) continue;
      const r = await client.request('GET', `/api/projects/${m.projectId}/metadata?revision=${m.revision}`);
      const body = r.ok ? await r.json() : null;
      if (!body || body.result.field !== m.marker)
        problems.push(`round ${round}: project ${m.projectId} metadata revision ${m.revision} lost its save (${m.marker})`);
    }
    for (const [id, p] of listed) {
      if (!last && acked.projects.has(id) && !touched.has(id)) continue;
      const detail = await (await client.request('GET', `/api/projects/${id}`)).json();
      const got = await dataRows(client, id);
      if (!got.ok || got.rows !== detail.result.row_count)
        problems.push(`round ${round}: project ${p.name} (${id}) is half-written: row_count ${detail.result.row_count}, data ${JSON.stringify(got)}`);
      const meta = await client.request('GET', `/api/projects/${id}/metadata`);
      if (!meta.ok) problems.push(`round ${round}: project ${p.name} (${id}) has no readable metadata: ${meta.status}`);
    }
    touched.clear();
    if (last) {
      await killGroup(server);
      break;
    }

    // Two writers until the kill.
    let killed = false;
    const writer = async (w) => {
      for (let i = 0; !killed; i++) {
        const ids = [...acked.projects.keys()];
        const action = ids.length === 0 ? 0 : between(0, 3);
        try {
          if (action === 0) {
            const rows = between(2000, 40000);
            const name = `Fault ${round}-${w}-${i}`;
            const r = await client.request('POST', '/api/projects', form({ name }, `${name}.las`, lasFile(rows, 5000, round * 10 + i)));
            if (r.ok) {
              const { result } = await r.json();
              writes++;
              acked.projects.set(result.id, { name });
              acked.dataRevisions.push({ projectId: result.id, revision: 1, rows, round });
              touched.add(result.id);
            }
          } else if (action === 1) {
            const id = ids[between(0, ids.length)];
            const rows = between(1000, 30000);
            const r = await client.request(
              'POST',
              `/api/projects/${id}/import`,
              form({ 'type-of-import': 'full-replace', depth_change: 'keep' }, 'replace.las', lasFile(rows, 6000, round * 7 + i)),
            );
            if (r.ok) {
              const { result } = await r.json();
              writes++;
              acked.dataRevisions.push({ projectId: id, revision: result.data_revision, rows, round });
            }
          } else {
            const id = ids[between(0, ids.length)];
            const detail = await (await client.request('GET', `/api/projects/${id}`)).json();
            const marker = `fault-${round}-${w}-${i}`;
            touched.add(id);
            const r = await client.request('POST', `/api/projects/${id}/metadata?dr=${detail.result.data_revision}`, {
              revision: detail.result.metadata_revision,
              field: marker,
            });
            if (r.ok) {
              const body = await r.json();
              if (body.saved) {
                writes++;
                acked.metadata.push({ projectId: id, revision: body.result.revision, marker, round });
              }
            }
          }
        } catch {
          // the connection died with the server: not acknowledged
        }
      }
    };
    const writers = [writer(1), writer(2)];
    await sleep(between(200, 2500));
    killed = true;
    await killGroup(server);
    await Promise.all(writers);
  }

  rmSync(dataDir, { recursive: true, force: true });
  console.log(`  kills (SIGKILL of the process group during writes): ${KILLS}`);
  console.log(
    `  acknowledged writes checked after the crashes: ${writes} (${acked.projects.size} uploads, ${acked.dataRevisions.length - acked.projects.size} imports, ${acked.metadata.length} metadata saves); missing: ${problems.filter((p) => /missing|lost|should have/.test(p)).length}`,
  );
  console.log(`  half-written projects seen: ${problems.filter((p) => /half-written|no readable/.test(p)).length}`);
  console.log(`  starts that came back on the first try: ${firstTryStarts} of ${firstTryStarts + failedStarts}`);
  if (problems.length) {
    console.error(`\nFAILED:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Live feed: the server and the bridge killed during a replay');
  await liveFeedFaults({ admin: ADMIN, env: serverEnv });
  console.log('2 passed, 0 failed');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
