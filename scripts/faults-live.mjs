// The live feed's part of `npm run test:faults`: a LAS file replayed through the bridge to the compiled server while
// the server's process group is killed with SIGKILL 10 times and the bridge 5 times. At the end the project's rows
// must equal the fed file's exactly (the same file uploaded as a project of its own is the reference): no gap, no
// row twice. Prints the figures; throws on any failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cameUp, freePort, killGroup, startServerProcess } from './server-process.mjs';
import { root } from './web-build.mjs';

const SERVER_KILLS = 10;
const BRIDGE_KILLS = 5;
const ROWS = Number(process.env.FAULT_LIVE_ROWS ?? 3000);
const RATE = Number(process.env.FAULT_LIVE_RATE ?? 100);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A depth log of `rows` rows at 0.5 ft with gases whose isomers are summed the same way on both paths. */
function depthLog(rows) {
  const lines = [
    '~Version',
    ' VERS. 2.0 :',
    ' WRAP. NO :',
    '~Well',
    ' STRT.FT 5000 :',
    ` STOP.FT ${5000 + (rows - 1) * 0.5} :`,
    ' STEP.FT 0.5 :',
    ' NULL. -999.25 :',
  ];
  lines.push(
    ' WELL. Live fault well :',
    '~Curve',
    ' DEPT.FT :',
    ' C1.PPM :',
    ' C2.PPM :',
    ' C3.PPM :',
    ' IC4.PPM :',
    ' NC4.PPM :',
    ' TG.PPM :',
    '~A',
  );
  for (let i = 0; i < rows; i++) {
    const base = 800 + ((i * 37) % 900) + i / 7;
    lines.push(
      [
        (5000 + i * 0.5).toFixed(1),
        base.toFixed(3),
        (base / 9).toFixed(4),
        (base / 21).toFixed(4),
        (base / 70).toFixed(5),
        (base / 55).toFixed(5),
        (base * 1.7).toFixed(2),
      ].join(' '),
    );
  }
  return lines.join('\n') + '\n';
}

function cli(args) {
  const child = spawn(process.execPath, [path.join(root, 'packages/core/dist/cli.js'), 'wits', ...args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return { child, output: () => output };
}

async function request(base, cookies, method, url, body) {
  const headers = { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  if (method !== 'GET') headers['x-csrf-token'] = cookies.get('csrf_access_token') ?? '';
  if (body && !(body instanceof FormData)) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(body);
  }
  const response = await fetch(`${base}${url}`, { method, headers, body });
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(';');
    cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  return response;
}

/** Runs the live feed's fault test against a fresh server; `env` starts it (admin, rate limits). */
export async function liveFeedFaults({ admin, env }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mudstack-faults-live-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const start = async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const server = startServerProcess({ dataDir, port, env });
      if (await cameUp(base, server)) return server;
      await killGroup(server);
    }
    throw new Error('the server does not start any more');
  };
  let server = await start();
  const cookies = new Map();
  const signIn = async () => {
    const r = await request(base, cookies, 'POST', '/api/auth/login', admin);
    if (!r.ok) throw new Error(`sign-in failed: ${r.status}`);
  };
  await signIn();
  const las = depthLog(ROWS);
  const upload = async (name, text) => {
    const form = new FormData();
    form.set('name', name);
    form.set('las_file', new Blob([text]), `${name}.las`);
    const r = await request(base, cookies, 'POST', '/api/projects', form);
    if (!r.ok) throw new Error(`upload failed: ${r.status} ${await r.text()}`);
    return (await r.json()).result.id;
  };
  // The project starts with the file's first 50 rows; the feed sends the whole file (its first rows add nothing).
  const head = las.split('\n');
  const headerEnd = head.indexOf('~A') + 1;
  const id = await upload('Live fault well', [...head.slice(0, headerEnd), ...head.slice(headerEnd, headerEnd + 50)].join('\n') + '\n');
  const reference = await upload('Live fault reference', las);
  // TG is in ppm, and WITS 0140 is in %: it goes on a spare item the project's table names.
  await request(base, cookies, 'PUT', `/api/projects/${id}/live-feed`, {
    lag_minutes: 0,
    mapping: [{ item: '0141', name: 'Spare 1', role: 'lagged', mnemonic: 'TG', unit: 'ppm' }],
  });
  const token = (await (await request(base, cookies, 'POST', `/api/projects/${id}/live/tokens`, { name: 'Fault rig' })).json()).result.token;

  const work = mkdtempSync(path.join(tmpdir(), 'mudstack-faults-bridge-'));
  const file = path.join(work, 'fed.las');
  writeFileSync(file, las);
  const bridgePort = await freePort();
  const bridgeArgs = [
    'bridge',
    '--listen',
    `127.0.0.1:${bridgePort}`,
    '--url',
    base,
    '--project',
    String(id),
    '--token',
    token,
    '--buffer',
    path.join(work, 'buffer'),
  ];
  let bridge = cli(bridgeArgs);
  const replay = cli(['replay', file, '--to', `127.0.0.1:${bridgePort}`, '--rate', String(RATE), '--item', 'TG=0141']);
  const replayDone = new Promise((resolve) => replay.child.once('exit', resolve));

  // Fifteen kills spread over the replay: ten of the server, five of the bridge, in a shuffled order.
  const kills = [...Array(SERVER_KILLS).fill('server'), ...Array(BRIDGE_KILLS).fill('bridge')];
  for (let i = kills.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [kills[i], kills[j]] = [kills[j], kills[i]];
  }
  const spacing = Math.max(300, ((ROWS / RATE) * 1000) / (kills.length + 2));
  let serverKills = 0;
  let bridgeKills = 0;
  for (const what of kills) {
    await sleep(spacing * (0.5 + Math.random()));
    if (what === 'server') {
      await killGroup(server);
      serverKills++;
      server = await start();
    } else {
      await killGroup(bridge);
      bridgeKills++;
      bridge = cli(bridgeArgs);
    }
  }
  await replayDone;
  await signIn();
  const csv = async (project) =>
    (await (await request(base, cookies, 'GET', `/api/projects/${project}/data/c1,c2,c3,c4,total_gas?format=csv`)).text()).trim();
  const expected = await csv(reference);
  const deadline = Date.now() + 120_000;
  let got = '';
  while (Date.now() < deadline) {
    got = await csv(id);
    if (got === expected) break;
    await sleep(500);
  }
  const feed = (await (await request(base, cookies, 'GET', `/api/projects/${id}/live-feed`)).json()).result;
  await killGroup(bridge);
  await killGroup(server);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
  const gotRows = got.split('\n').length - 1;
  const depths = got
    .split('\n')
    .slice(1)
    .map((l) => l.split(',')[0]);
  console.log(`  live feed: ${ROWS} rows replayed at ${RATE} rows/s through the bridge; ${serverKills} server kills, ${bridgeKills} bridge kills`);
  console.log(
    `  live feed: ${gotRows} rows in the project (${new Set(depths).size} distinct depths), ${feed.frames} frames stored once each, ${feed.bad_frames} bad`,
  );
  if (got !== expected) {
    const want = expected.split('\n');
    const have = got.split('\n');
    const first = want.findIndex((line, i) => have[i] !== line);
    throw new Error(
      `live feed: the project's rows differ from the fed file's (${have.length - 1} rows, want ${want.length - 1}); first difference at row ${first}: got "${have[first]}", want "${want[first]}"\nreplay:\n${replay.output().slice(-1500)}\nbridge:\n${bridge.output().slice(-1500)}`,
    );
  }
}
