import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** PostgreSQL server URL: the embedded cluster's (db/embedded-postgres.ts) or DATABASE_URL. */
  databaseUrl: string;
  /** Work inside this schema (created when missing). */
  schema?: string;
  /** Pool size (default 10). */
  max?: number;
}

export interface DbHandle {
  db: Db;
  close(): Promise<void>;
}

/** How each database made here was connected: its LISTEN connection (kernel/events.ts) is made the same way. */
const connections = new WeakMap<Db, DbOptions>();

/** A new client on the same server and schema as `db`, outside its pool (for LISTEN, which holds its connection). */
export function dedicatedClient(db: Db): pg.Client {
  const options = connections.get(db);
  if (!options) throw new Error('dedicatedClient: this database was not made by createDb');
  return new pg.Client({ connectionString: options.databaseUrl, options: options.schema ? `-c search_path=${options.schema}` : undefined });
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  const schema = options.schema;
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.max ?? 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // A connection that the server drops while idle (restart, network) must not crash the process.
  pool.on('error', () => undefined);
  if (schema) await pool.query(`create schema if not exists ${schema}`);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  connections.set(db, options);
  return { db, close: () => db.destroy() };
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
