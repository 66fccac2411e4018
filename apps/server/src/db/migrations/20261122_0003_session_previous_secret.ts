import type { Kysely } from 'kysely';

// Frozen. Keeps the hash of the refresh secret a rotation replaced, so that a request aborted by a
// page navigation (the browser never stored the new cookie) is not mistaken for token theft.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('previous_secret_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('previous_secret_hash').execute();
}
