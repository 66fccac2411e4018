import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrations } from './migrations/index';

/**
 * Backups: one gzip file holding a consistent snapshot of every table of the app's schema (the
 * uploaded files included: they live in `uploads`). Taken in one REPEATABLE READ transaction, so
 * it is consistent while the server keeps running; each table travels as PostgreSQL's binary COPY.
 *
 * File layout (inside the gzip): a JSON header line, then frames `[u32 table index][u32 length][bytes]`,
 * a frame of length 0 ending each table.
 */
export const BACKUP_FORMAT = 'mudstack-backup';
const BACKUP_VERSION = 1;

interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** Migrations applied when the backup was taken, in order. */
  migrations: string[];
  /** Tables in an order that satisfies their foreign keys, with their columns. */
  tables: { name: string; columns: string[] }[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of `schema` ordered so that every table comes after the tables it references. */
async function tablesInOrder(client: pg.PoolClient | pg.Client, schema: string) {
  const { rows: tables } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = $1 and c.relkind = 'r' and c.relname not like 'kysely_migration%' order by 1`,
    [schema],
  );
  const { rows: refs } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint k
     join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where k.contype = 'f' and n.nspname = $1 and c.oid <> p.oid`,
    [schema],
  );
  const ordered: string[] = [];
  const pending = new Set(tables.map((t) => t.name));
  while (pending.size) {
    const ready = [...pending].filter((name) => !refs.some((r) => r.child === name && pending.has(r.parent)));
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...pending].join(', ')}`);
    for (const name of ready) {
      ordered.push(name);
      pending.delete(name);
    }
  }
  const result: BackupHeader['tables'] = [];
  for (const name of ordered) {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_schema = $1 and table_name = $2 order by ordinal_position`,
      [schema, name],
    );
    result.push({ name, columns: rows.map((r) => r.column_name) });
  }
  return result;
}

function frame(index: number, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(index, 0);
  head.writeUInt32BE(data.length, 4);
  return Buffer.concat([head, data]);
}

/**
 * Writes a backup of `schema` to `file` (written beside it, then renamed: a crash never leaves a
 * half-written file under the final name). Returns the table row counts.
 */
export async function writeBackup(databaseUrl: string, schema: string, file: string): Promise<Record<string, number>> {
  return (await writeBackupWithKeys(databaseUrl, schema, file)).counts;
}

/**
 * `writeBackup`, and the keys of the uploaded files kept in a file store (FILE_STORE=files or s3), read in the same
 * snapshot: the backup holds those keys (in `uploads`), not the files, which must be backed up with the store.
 */
export async function writeBackupWithKeys(
  databaseUrl: string,
  schema: string,
  file: string,
): Promise<{ counts: Record<string, number>; storedKeys: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const partial = `${file}.partial`;
  const counts: Record<string, number> = {};
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: applied } = await client.query<{ name: string }>(`select name from ${quoteIdent(schema)}.kysely_migration order by name`);
    const tables = await tablesInOrder(client, schema);
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      migrations: applied.map((r) => r.name),
      tables,
    };
    const gzip = createGzip({ level: 6 });
    const out = createWriteStream(partial, { mode: 0o600 });
    const done = pipeline(gzip, out);
    const write = async (chunk: Buffer) => {
      if (!gzip.write(chunk)) await once(gzip, 'drain');
    };
    await write(Buffer.from(`${JSON.stringify(header)}\n`));
    for (const [index, table] of tables.entries()) {
      const columns = table.columns.map(quoteIdent).join(', ');
      const stream = client.query(copyTo(`copy ${quoteIdent(schema)}.${quoteIdent(table.name)} (${columns}) to stdout (format binary)`));
      for await (const chunk of stream as AsyncIterable<Buffer>) await write(frame(index, chunk));
      await write(frame(index, Buffer.alloc(0)));
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quoteIdent(schema)}.${quoteIdent(table.name)}`);
      counts[table.name] = Number(rows[0].n);
    }
    gzip.end();
    await done;
    const { rows: stored } = await client.query<{ key: string }>(
      `select storage_key as key from ${quoteIdent(schema)}.uploads where storage_key is not null order by storage_key`,
    );
    await client.query('commit');
    renameSync(partial, file);
    return { counts, storedKeys: stored.map((r) => r.key) };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

/** Reads a backup file frame by frame. */
async function* readFrames(file: string): AsyncGenerator<{ header: BackupHeader } | { index: number; data: Buffer }> {
  let buffer: Buffer = Buffer.alloc(0);
  let header: BackupHeader | undefined;
  for await (const chunk of createReadStream(file).pipe(createGunzip()) as AsyncIterable<Buffer>) {
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    if (!header) {
      const newline = buffer.indexOf(10);
      if (newline < 0) {
        if (buffer.length > 10_000_000) throw new Error('not a Mudstack backup (no header)');
        continue;
      }
      const parsed = JSON.parse(buffer.subarray(0, newline).toString('utf8')) as BackupHeader;
      if (parsed.format !== BACKUP_FORMAT) throw new Error('not a Mudstack backup');
      if (parsed.version !== BACKUP_VERSION) throw new Error(`backup format version ${parsed.version} is not supported`);
      header = parsed;
      yield { header };
      buffer = buffer.subarray(newline + 1);
    }
    while (buffer.length >= 8) {
      const length = buffer.readUInt32BE(4);
      if (buffer.length < 8 + length) break;
      yield { index: buffer.readUInt32BE(0), data: buffer.subarray(8, 8 + length) };
      buffer = buffer.subarray(8 + length);
    }
  }
  if (!header || buffer.length) throw new Error('the backup file is truncated');
}

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Replaces the data of `schema` with a backup. The backup is loaded into a new schema first and
 * swapped in at the end in one transaction, so a failed restore leaves the database as it was.
 * Then migrates to the latest version (a backup of an older version comes back upgraded).
 */
export async function restoreBackup(databaseUrl: string, schema: string, file: string): Promise<Record<string, number>> {
  const staging = `${schema}_restore_${Date.now().toString(36)}`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: `-c search_path=${staging}` });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  const counts: Record<string, number> = {};
  try {
    const frames = readFrames(file);
    const first = await frames.next();
    if (first.done || !('header' in first.value)) throw new Error('not a Mudstack backup');
    const { header } = first.value;
    const unknown = header.migrations.filter((name) => !(name in migrations));
    if (unknown.length) throw new Error(`the backup comes from a newer Mudstack (migrations ${unknown.join(', ')} are unknown here)`);

    await pool.query(`create schema ${quoteIdent(staging)}`);
    const migrator = new Migrator({ db, provider: new StaticMigrationProvider(), migrationTableSchema: staging });
    const last = header.migrations[header.migrations.length - 1];
    if (last) {
      const { error } = await migrator.migrateTo(last);
      if (error) throw error instanceof Error ? error : new Error(String(error));
    }
    const client = await pool.connect();
    let current: { index: number; stream: NodeJS.WritableStream & { destroy(error?: Error): void }; done: Promise<void> } | undefined;
    let failed = false;
    try {
      await client.query('begin');
      const finish = async () => {
        if (!current) return;
        current.stream.end();
        await current.done;
        const table = header.tables[current.index];
        const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${quoteIdent(table.name)}`);
        counts[table.name] = Number(rows[0].n);
        current = undefined;
      };
      for await (const item of frames) {
        if ('header' in item) continue;
        if (item.data.length === 0) {
          await finish();
          continue;
        }
        if (!current) {
          const table = header.tables[item.index];
          if (!table) throw new Error('the backup file is damaged (unknown table)');
          const columns = table.columns.map(quoteIdent).join(', ');
          const stream = client.query(copyFrom(`copy ${quoteIdent(table.name)} (${columns}) from stdin (format binary)`));
          const done = new Promise<void>((resolve, reject) => {
            stream.on('finish', () => resolve());
            stream.on('error', reject);
          });
          current = { index: item.index, stream, done };
        }
        if (!current.stream.write(item.data)) await once(current.stream as unknown as NodeJS.EventEmitter, 'drain');
      }
      await finish();
      // Serial ids continue after the highest restored one.
      const { rows: sequences } = await client.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns where table_schema = $1 and column_default like 'nextval(%'`,
        [staging],
      );
      for (const s of sequences) {
        await client.query(
          `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${quoteIdent(s.column_name)}) from ${quoteIdent(s.table_name)}), 0) + 1, false)`,
          [`${quoteIdent(staging)}.${quoteIdent(s.table_name)}`, s.column_name],
        );
      }
      await client.query('commit');
    } catch (error) {
      failed = true;
      // A COPY still open holds the connection: abort it (CopyFail), and drop the connection rather
      // than wait for a rollback behind it.
      current?.stream.destroy(error instanceof Error ? error : new Error(String(error)));
      current?.done.catch(() => undefined);
      throw error;
    } finally {
      client.release(failed);
    }
    const { error } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));

    // The swap: the old schema is kept under another name until the new one is in place.
    const old = `${schema}_replaced_${Date.now().toString(36)}`;
    const swap = await pool.connect();
    try {
      await swap.query('begin');
      const { rowCount } = await swap.query('select 1 from pg_namespace where nspname = $1', [schema]);
      if (rowCount) await swap.query(`alter schema ${quoteIdent(schema)} rename to ${quoteIdent(old)}`);
      await swap.query(`alter schema ${quoteIdent(staging)} rename to ${quoteIdent(schema)}`);
      if (rowCount) await swap.query(`drop schema ${quoteIdent(old)} cascade`);
      await swap.query('commit');
    } catch (error) {
      await swap.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      swap.release();
    }
    return counts;
  } catch (error) {
    await pool.query(`drop schema if exists ${quoteIdent(staging)} cascade`).catch(() => undefined);
    throw error;
  } finally {
    await db.destroy();
  }
}
