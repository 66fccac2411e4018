import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** PostgreSQL server URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database (`DATA_DIR/pgdata`); `memory://` for a throwaway one. */
  dataDir?: string;
  /** Work inside this schema (created when missing). */
  schema?: string;
  /** An already-open PGlite to reuse (tests share one per worker). */
  pglite?: PGlite;
}

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// PGlite's default bytea codec walks bytes one at a time; Buffer's hex codec is ~50x faster,
// which matters because curves are stored as one bytea per curve.
const byteaParsers = {
  [types.BYTEA]: (value: string) => Buffer.from(value.slice(2), 'hex'),
};
// A bytea parameter returned as bytes (not text) travels in the binary format: no hex or base64
// text to build and parse, about 2.4 times faster on PGlite than base64 text decoded by the database.
// PGlite's bind accepts any ArrayBuffer view as a binary value although its types say string.
const byteaSerializers = {
  [types.BYTEA]: (value: Uint8Array) => value as unknown as string,
};
// Keep 64-bit integers as strings on both engines, as node-postgres does.
const int8Parsers = { [types.INT8]: (value: string) => value };

export async function openPGlite(dataDir?: string): Promise<PGlite> {
  let location: string | undefined;
  if (dataDir && dataDir !== 'memory://') {
    location = path.resolve(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  return PGlite.create(location, {
    parsers: { ...byteaParsers, ...int8Parsers },
    serializers: byteaSerializers,
  });
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  const schema = options.schema;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: schema ? `-c search_path=${schema}` : undefined,
    });
    if (schema) await pool.query(`create schema if not exists ${schema}`);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const ownsPglite = !options.pglite;
  const pglite = options.pglite ?? (await openPGlite(options.dataDir));
  if (schema) {
    await pglite.exec(`create schema if not exists ${schema}; set search_path to ${schema}`);
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (ownsPglite) await pglite.close();
    },
  };
}

export async function pingDb(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
