import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A curve of a data revision may be stored in two parts: its head (blob_id, the rows written for good) and its
// tail (tail_blob_id, the rows after them), read one after the other. The live feed's growing revision keeps the
// head it was made with and rewrites only the tail as rows arrive (docs/data-format.md). Going down fails, with
// nothing changed, while any curve has a tail: dropping the column would lose its rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('data_revision_curves')
    .addColumn('tail_blob_id', 'integer', (c) => c.references('curve_blobs.id'))
    .execute();
  // Unused blobs are found by what refers to them (deleteUnusedBlobs): a tail as well as a head.
  await db.schema.createIndex('data_revision_curves_tail_blob').on('data_revision_curves').column('tail_blob_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM data_revision_curves WHERE tail_blob_id IS NOT NULL`.execute(db);
  if (Number(rows[0].n) > 0) throw new Error('Curves are stored with tails: going down would lose their rows.');
  await db.schema.dropIndex('data_revision_curves_tail_blob').ifExists().execute();
  await db.schema.alterTable('data_revision_curves').dropColumn('tail_blob_id').execute();
}
