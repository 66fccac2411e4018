import { sql, type Kysely } from 'kysely';

// Sign-in attempts counted atomically, one row per key (account, address, or the pair), so parallel
// requests and several server instances share one count. Replaces login_failures.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.dropTable('login_failures').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}
