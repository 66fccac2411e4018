// `npm run test:scripts`: the examples of docs/scripts.md against the compiled server. Starts it (its own process
// group) on a fresh DATA_DIR with the demo project, makes a read-only personal access token through My account's
// call, and runs the curl and pandas examples as they are written; lasio cannot be installed here, so the LAS
// export its example reads is downloaded with the token and read with Mudstack's own reader. Exits 1 on any failure.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './web-build.mjs';
import { cameUp, freePort, killGroup, startServerProcess } from './server-process.mjs';

const ADMIN = { email: 'scripts@mudstack.test', password: 'Scripts-Check-Password-42' };
const fail = (message) => {
  throw new Error(message);
};

/** Cookies of a signed-in session, and its CSRF token, from a sign-in answer. */
function session(response) {
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  const csrf = cookies.find((c) => c.startsWith('csrf_access_token='))?.split('=')[1] ?? '';
  return { cookie: cookies.join('; '), csrf };
}

async function main() {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mudstack-scripts-'));
  const work = mkdtempSync(path.join(tmpdir(), 'mudstack-scripts-work-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServerProcess({ dataDir, port, env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn' } });
  try {
    if (!(await cameUp(base, server, 90_000))) fail(`the server did not come up:\n${server.output()}`);
    const signedIn = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!signedIn.ok) fail(`sign-in: ${signedIn.status}`);
    const { cookie, csrf } = session(signedIn);
    const projects = await (await fetch(`${base}/api/projects`, { headers: { cookie } })).json();
    const demo = projects.result.find((p) => /demo/i.test(p.name)) ?? fail('no demo project');
    const made = await fetch(`${base}/api/account/tokens`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'CI scripts', scope: 'read', expires_in_days: 1 }),
    });
    if (!made.ok) fail(`token: ${made.status} ${await made.text()}`);
    const token = (await made.json()).result.token;
    const env = { ...process.env, MUDSTACK_URL: base, MUDSTACK_TOKEN: token, PROJECT_ID: String(demo.id) };

    // curl, as docs/examples/download-csv.sh is written.
    const curl = execFileSync('bash', [path.join(root, 'docs/examples/download-csv.sh')], { cwd: work, env, encoding: 'utf8' });
    const csv = readFileSync(path.join(work, 'gas.csv'), 'utf8').split('\n');
    if (csv[0].trim() !== 'depth (ft),c1 (ppm),total_gas (ppm),wh (%)') fail(`curl example: header ${csv[0]}`);
    if (csv.length < 1000) fail(`curl example: only ${csv.length} lines`);
    console.log(`curl example: ${csv.length - 1} lines\n${curl.trim()}`);

    // pandas, as docs/examples/read_pandas.py is written.
    // Debian's own Python, where python3-pandas installs (a pyenv or venv python3 on the PATH may lack it).
    const python = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
    const pandas = execFileSync(python, [path.join(root, 'docs/examples/read_pandas.py')], { cwd: work, env, encoding: 'utf8' });
    if (!/\d+ rows from 5000\.0 to \d+/.test(pandas) || !/mean wetness \(Wh\): \d/.test(pandas)) fail(`pandas example printed:\n${pandas}`);
    console.log(`pandas example:\n${pandas.trim()}`);

    // lasio's example reads the C-type LAS export: the same download, read with Mudstack's own reader.
    const las = await fetch(`${base}/api/projects/${demo.id}/export-las?type=c_type`, { headers: { authorization: `Bearer ${token}` } });
    if (!las.ok) fail(`LAS export: ${las.status}`);
    const file = path.join(work, 'demo.las');
    writeFileSync(file, Buffer.from(await las.arrayBuffer()));
    const inspected = JSON.parse(
      execFileSync(process.execPath, [path.join(root, 'packages/core/dist/cli.js'), 'las', 'inspect', file], { encoding: 'utf8' }),
    );
    const mnemonics = inspected.curves.map((c) => c.mnemonic);
    if (!inspected.ok || mnemonics[0] !== 'DEPT' || !mnemonics.includes('C1') || inspected.n_rows < 1000) {
      fail(`LAS export read back as ${JSON.stringify({ ok: inspected.ok, mnemonics, rows: inspected.n_rows })}`);
    }
    console.log(
      `lasio example: the LAS export it reads, downloaded with the token, reads back with Mudstack's reader: ${inspected.n_rows} rows of ${mnemonics.join(', ')}`,
    );

    // A read-only token changes nothing.
    const write = await fetch(`${base}/api/projects/${demo.id}/metadata?dr=1`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ revision: 1, field: 'script' }),
    });
    if (write.status !== 403) fail(`a read-only token's write answered ${write.status}`);
    console.log('scripts check: passed');
  } finally {
    await killGroup(server);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`scripts check failed: ${error.message}`);
  process.exit(1);
});
