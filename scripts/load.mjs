// `npm run load -- [--url http://localhost:3000] [--viewers 200] [--writers 20] [--minutes 1] [--project id]`
// A load test against a running server: viewers open the workspace of a project (project,
// metadata, configuration and the Vertical section's data) and poll it every 5 s as the web app does (with
// the ETag it was given); writers autosave a hairline of their own every 2 s. Prints requests/s, p50, p95
// and p99 of reads and writes, 304s and errors. Signs in with ADMIN_EMAIL / ADMIN_PASSWORD.
//
// Every virtual user sends its own X-Forwarded-For address: start the server with TRUST_PROXY=true so the
// per-address API limit (API_RATE_LIMIT_PER_MINUTE) counts each as a client, as behind a load balancer.
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { parseArgs, TextDecoder } from 'node:util';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.LOAD_URL ?? 'http://localhost:3000' },
    viewers: { type: 'string', default: '200' },
    writers: { type: 'string', default: '20' },
    minutes: { type: 'string', default: '1' },
    project: { type: 'string' },
    email: { type: 'string', default: process.env.ADMIN_EMAIL ?? 'admin@example.com' },
    password: { type: 'string', default: process.env.ADMIN_PASSWORD },
    'poll-seconds': { type: 'string', default: '5' },
    'save-seconds': { type: 'string', default: '2' },
  },
});
const base = args.url.replace(/\/$/, '');
const viewers = Number(args.viewers);
const writers = Number(args.writers);
const durationMs = Number(args.minutes) * 60_000;
const pollMs = Number(args['poll-seconds']) * 1000;
const saveMs = Number(args['save-seconds']) * 1000;
if (!args.password) {
  console.error('Set ADMIN_PASSWORD (or --password) to the password of the account to sign in with.');
  process.exit(2);
}

// ---- one session, shared: cookies and the CSRF header -------------------------------------------------
const jar = new Map();
function store(response) {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair.indexOf('=');
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
}
const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

async function signIn() {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: args.email, password: args.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  store(response);
}

// ---- measurements --------------------------------------------------------------------------------------
const samples = { read: [], write: [] };
const statuses = new Map();
let notModified = 0;
let errors = 0;
const errorExamples = new Map();
let measuring = false;

async function call(kind, address, method, path, { body, etag } = {}) {
  const headers = { cookie: cookieHeader(), 'x-forwarded-for': address };
  if (method !== 'GET') headers['x-csrf-token'] = decodeURIComponent(jar.get('csrf_access_token') ?? '');
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (etag) headers['if-none-match'] = etag;
  const started = performance.now();
  let status = 0;
  let response;
  try {
    response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    status = response.status;
    const buffer = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (measuring) {
      samples[kind].push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 304) notModified++;
      if (status >= 400) {
        errors++;
        const key = `${method} ${path.replace(/\d+/g, ':n')} ${status}`;
        if (!errorExamples.has(key)) errorExamples.set(key, new TextDecoder().decode(buffer).slice(0, 160));
      }
    }
    return { status, etag: response.headers.get('etag'), buffer };
  } catch (error) {
    if (measuring) {
      errors++;
      const key = `${method} ${path.replace(/\d+/g, ':n')} network`;
      if (!errorExamples.has(key)) errorExamples.set(key, String(error));
    }
    return { status, etag: null, buffer: new ArrayBuffer(0) };
  }
}
const json = (r) => JSON.parse(new TextDecoder().decode(r.buffer));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const addressOf = (i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

// ---- the virtual users ---------------------------------------------------------------------------------
async function openWorkspace(address, projectId, held) {
  const project = await call('read', address, 'GET', `/api/projects/${projectId}`);
  const metadata = await call('read', address, 'GET', `/api/projects/${projectId}/metadata`);
  await call('read', address, 'GET', '/api/graph-configs/0');
  if (project.status !== 200 || metadata.status !== 200) return null;
  const meta = json(metadata).result;
  const split = meta.depth_of_split;
  const filter = split == null ? '' : `&filterExpression=${encodeURIComponent(`depth < ${split}`)}`;
  // The browser's cache sends the tag of the data it holds (a reload of the same revision is a 304).
  // As the web app asks: the drawing form (bin32), compressed (fetch sends Accept-Encoding: gzip).
  const url = `/api/projects/${projectId}/data/c1,c2,c3,c4,c5,total_gas,co2,h2s,wh,bh,ch?format=bin32${filter}`;
  const data = await call('read', address, 'GET', url, { etag: held?.dataEtag ?? undefined });
  return { mdr: json(project).result.metadata_revision, dr: json(project).result.data_revision, dataEtag: data.etag ?? held?.dataEtag };
}

async function viewer(i, projectId, until) {
  const address = addressOf(i + 1);
  await sleep(Math.random() * pollMs);
  let view = await openWorkspace(address, projectId);
  let etag = null;
  let polls = 0;
  while (performance.now() < until) {
    await sleep(pollMs);
    if (!view) {
      view = await openWorkspace(address, projectId);
      continue;
    }
    const poll = await call('read', address, 'GET', `/api/projects/${projectId}/metadata-update?mdr=${view.mdr}&dr=${view.dr}`, { etag });
    if (poll.status === 200) {
      etag = poll.etag;
      const answer = json(poll);
      if (answer.refresh) {
        view.mdr = answer.result.metadata_revision;
        view.dr = answer.result.data_revision;
      }
    }
    // Every minute or so a viewer opens the workspace again (another tab, a reload).
    if (++polls % 12 === 0) view = (await openWorkspace(address, projectId, view)) ?? view;
  }
}

async function writer(i, projectId, until) {
  const address = addressOf(100_000 + i);
  await sleep(Math.random() * saveMs);
  const project = json(await call('read', address, 'GET', `/api/projects/${projectId}`)).result;
  let revision = project.metadata_revision;
  const dr = project.data_revision;
  const start = project.latest_metadata.start_depth ?? 0;
  const stop = project.latest_metadata.stop_depth ?? start + 100;
  let n = 0;
  while (performance.now() < until) {
    const xval = Math.round(start + ((i * 37 + n * 11) % 1000) * ((stop - start) / 1000));
    const saved = await call('write', address, 'POST', `/api/projects/${projectId}/metadata?dr=${dr}`, {
      body: { revision, global_hairlines: [{ xval, text: `Load writer ${i} mark ${n}`, isZone: false }] },
    });
    if (saved.status === 200) revision = json(saved).result?.revision ?? json(saved).revision ?? revision;
    n++;
    await sleep(saveMs);
  }
}

// ---- run -----------------------------------------------------------------------------------------------
const percentile = (sorted, p) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
const fmt = (ms) => (Number.isNaN(ms) ? '-' : `${ms.toFixed(0)} ms`);

await signIn();
let projectId = args.project ? Number(args.project) : undefined;
if (!projectId) {
  const list = await (await fetch(`${base}/api/projects`, { headers: { cookie: cookieHeader() } })).json();
  const demo = list.result.find((p) => /demo/i.test(p.name)) ?? list.result[0];
  if (!demo) throw new Error('No project to load: create one or pass --project.');
  projectId = demo.id;
}
console.log(
  `load: ${viewers} viewers (poll every ${pollMs / 1000} s), ${writers} writers (save every ${saveMs / 1000} s), ${args.minutes} min, project ${projectId}, ${base}`,
);
// Keep the session: refresh it well before the access token's 15 minutes run out.
const refresher = setInterval(() => void signIn().catch(() => undefined), 10 * 60_000);

measuring = true;
const started = performance.now();
const until = started + durationMs;
await Promise.all([
  ...Array.from({ length: viewers }, (_, i) => viewer(i, projectId, until)),
  ...Array.from({ length: writers }, (_, i) => writer(i, projectId, until)),
]);
measuring = false;
clearInterval(refresher);
const seconds = (performance.now() - started) / 1000;

const total = samples.read.length + samples.write.length;
console.log(`requests: ${total} in ${seconds.toFixed(0)} s = ${(total / seconds).toFixed(1)} requests/s; 304: ${notModified}; errors: ${errors}`);
for (const kind of ['read', 'write']) {
  const sorted = [...samples[kind]].sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(5)}: n=${sorted.length} p50 ${fmt(percentile(sorted, 50))}  p95 ${fmt(percentile(sorted, 95))}  p99 ${fmt(percentile(sorted, 99))}  max ${fmt(sorted.at(-1) ?? NaN)}`,
  );
}
console.log(
  `statuses: ${[...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ')}`,
);
for (const [key, example] of errorExamples) console.log(`  ${key}: ${example}`);
if (statuses.get(429)) console.log('  (429s: start the server with TRUST_PROXY=true so each virtual user counts as its own client)');
