import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// The unit a live feed's depths arrive in: feet, or metres from a unit set to metric units (converted to feet on
// ingest, as an uploaded metric file's depths are). Every feed so far was read in feet.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('live_feeds')
    .addColumn('depth_unit', 'text', (c) =>
      c
        .notNull()
        .defaultTo('ft')
        .check(sql`depth_unit in ('ft', 'm')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('live_feeds').dropColumn('depth_unit').execute();
}
