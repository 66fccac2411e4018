import type { Kysely } from 'kysely';

// Frozen. The seed the current refresh secret is derived from (with the signing key), so that a refresh
// racing another with the same token can be answered with the secret the winner issued: every answer of a
// burst of parallel refreshes then sets the same cookie, whichever the browser keeps last.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('secret_seed', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('secret_seed').execute();
}
