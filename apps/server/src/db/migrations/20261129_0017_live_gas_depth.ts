import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// The deepest depth a live feed has placed gas at (its lagged values): the bit drills below it, and the workspace's
// Live badge says how far the gas has come up, beside the last depth. Null until the feed's next batch.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('live_feeds').addColumn('gas_depth', 'float8').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('live_feeds').dropColumn('gas_depth').execute();
}
