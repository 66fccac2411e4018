import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A curve's rows before its tail may be stored in several parts: its head (blob_id) then mid_blob_ids, in order,
// each a blob of its own (docs/data-format.md). A live well's next revision after a seal shares the parts of the
// revision before it instead of storing every row again. Going down fails, with nothing changed, while any curve has
// such parts: dropping the column would lose their rows.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('data_revision_curves')
    .addColumn('mid_blob_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'::integer[]`))
    .execute();
  // Unused blobs are found by what refers to them (deleteUnusedBlobs): a part as well as a head or a tail.
  await sql`CREATE INDEX data_revision_curves_mid_blobs ON data_revision_curves USING gin (mid_blob_ids)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM data_revision_curves WHERE cardinality(mid_blob_ids) > 0`.execute(db);
  if (Number(rows[0].n) > 0) throw new Error('Curves are stored in parts: going down would lose their rows.');
  await db.schema.dropIndex('data_revision_curves_mid_blobs').ifExists().execute();
  await db.schema.alterTable('data_revision_curves').dropColumn('mid_blob_ids').execute();
}
