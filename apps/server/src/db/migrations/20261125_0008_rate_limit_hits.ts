import { sql, type Kysely } from 'kysely';

// Request counts of the rate limits, one row per limit and client, so several server instances
// share one count. UNLOGGED: a count lost in a crash only restarts a one-minute window, and a row costs no WAL.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE rate_limit_hits (
      key text PRIMARY KEY,
      hits integer NOT NULL,
      window_started_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
