import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createDb, type Db } from '../db/create-db';
import { createDatabaseIfMissing, startEmbeddedPostgres } from '../db/embedded-postgres';
import { migrateToLatest } from '../db/migrate';
import { MemoryMailer } from '../lib/mailer';

const shared = globalThis as unknown as { __mudstackWorkerDb?: Promise<string> };

/**
 * The run's server: the PostgreSQL server of DATABASE_URL (npm run test:pg), the embedded cluster from
 * test/global-setup.ts, or outside Vitest (benchmarks) a cluster of our own.
 */
async function runServerUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  let provided: string | undefined;
  try {
    provided = (inject as unknown as (key: string) => string | undefined)('embeddedPostgresUrl');
  } catch {
    provided = undefined; // not inside a Vitest worker
  }
  if (provided) return provided;
  if (process.env.VITEST) throw new Error('No embedded PostgreSQL for the tests: vitest.config.ts must name test/global-setup.ts');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-bench-pg-'));
  // Benchmarks measure what a server would do: the cluster flushes to disk as in production (tests turn it off).
  const cluster = await startEmbeddedPostgres({ directory: path.join(dir, 'cluster'), database: 'postgres' });
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return cluster.url;
}

/**
 * The database of this test worker on the run's server, created on first use (`<database>_worker_<n>`); test
 * files work in their own schema inside it. A database per worker, not one for all: schemas of one database
 * share its catalogue, and a migration failed once while another worker dropped its schema.
 */
export function workerDatabaseUrl(): Promise<string> {
  shared.__mudstackWorkerDb ??= (async () => {
    const base = await runServerUrl();
    const name = `${decodeURIComponent(new URL(base).pathname.slice(1)) || 'postgres'}_worker_${process.env.VITEST_POOL_ID ?? '1'}`;
    await createDatabaseIfMissing(base, name);
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return shared.__mudstackWorkerDb;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mailer: MemoryMailer;
  config: AppConfig;
  /** The database server and the schema this app works in (for tests of backups). */
  databaseUrl: string;
  schema: string;
  close(): Promise<void>;
}

/**
 * A fully built app on a fresh, migrated schema in the worker's database: on the run's embedded PostgreSQL by
 * default, or on the PostgreSQL server named by DATABASE_URL (CI runs the server tests against both).
 */
export async function buildTestApp(env: Record<string, string> = {}, options: { databaseUrl?: string } = {}): Promise<TestApp> {
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-test-'));
  const databaseUrl = options.databaseUrl ?? (await workerDatabaseUrl());
  const handle = await createDb({ databaseUrl, schema, max: 4 });
  await migrateToLatest(handle.db);
  // Tests sign in far more often than people: the per-address limits of the auth calls are raised
  // unless a test sets its own.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
    WEB_DIST: path.join(dataDir, 'no-web'),
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    API_RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const mailer = new MemoryMailer();
  const app = await buildApp({ config, db: handle.db, mailer, logger: false });
  await app.ready();
  return {
    app,
    db: handle.db,
    mailer,
    config,
    databaseUrl,
    schema,
    async close() {
      await app.close();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(handle.db);
      await handle.close();
    },
  };
}

/**
 * A second instance of the app on the same database schema and DATA_DIR as `t` (its own pool, its own
 * in-process caches), as a second server behind a load balancer would be.
 */
export async function buildSecondInstance(t: TestApp): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const handle = await createDb({ databaseUrl: t.databaseUrl, schema: t.schema, max: 4 });
  const app = await buildApp({ config: t.config, db: handle.db, mailer: new MemoryMailer(), logger: false });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/** Cookies kept between injected requests, as a browser would. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(response: LightMyRequestResponse) {
    for (const c of response.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  get(name: string) {
    return this.cookies.get(name);
  }
}

/**
 * A signed-in client: sends its cookies and the CSRF header (the refresh one for /api/auth/refresh),
 * like the web app's api client does.
 */
export class Agent {
  readonly jar = new CookieJar();
  constructor(readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    const method = (options.method ?? 'GET').toUpperCase();
    if (options.csrf !== false && !['GET', 'HEAD', 'OPTIONS'].includes(method)) {
      const isRefresh = String(options.url).startsWith('/api/auth/refresh');
      const token = this.jar.get(isRefresh ? 'csrf_refresh_token' : 'csrf_access_token');
      if (token) headers['x-csrf-token'] = token;
    }
    const response = await this.app.inject({ ...options, headers });
    this.jar.store(response);
    return response;
  }
  get(url: string) {
    return this.request({ method: 'GET', url });
  }
  post(url: string, payload?: unknown) {
    return this.request({ method: 'POST', url, payload: payload as InjectOptions['payload'] });
  }
  put(url: string, payload?: unknown) {
    return this.request({ method: 'PUT', url, payload: payload as InjectOptions['payload'] });
  }
  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }
}

/** Signs in through the real login route and returns the agent holding the cookies. */
export async function signIn(app: FastifyInstance, email: string, password = DEFAULT_PASSWORD): Promise<Agent> {
  const agent = new Agent(app);
  const response = await agent.post('/api/auth/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
  return agent;
}

export const DEFAULT_PASSWORD = 'correct-horse-battery';

/** Has the database gather a table's statistics now, as autovacuum would after a bulk insert (benches). */
export async function analyzeTable(db: Db, table: 'revisions'): Promise<void> {
  await sql`analyze ${sql.table(table)}`.execute(db);
}
