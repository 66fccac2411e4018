import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A curve's rows before its tail may be stored in several parts: its head (data_revision_curves.blob_id, part 0),
// then the parts of this table in order (part 1, 2, ...), each a blob of its own (docs/data-format.md). A live well's
// next revision after a seal shares the parts of the revision before it instead of storing every row again. Each
// part refers to its blob by a foreign key, as a head and a tail do, so that a blob collected as unused
// (deleteUnusedBlobs) while another transaction takes it for a part fails on the key instead of leaving the part
// without its rows. Going down fails, with nothing changed, while any curve has such parts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_revision_curve_parts')
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull().check(sql`part > 0`))
    .addColumn('blob_id', 'integer', (c) => c.notNull().references('curve_blobs.id'))
    .addPrimaryKeyConstraint('data_revision_curve_parts_pk', ['project_id', 'revision', 'name', 'part'])
    .addForeignKeyConstraint(
      'data_revision_curve_parts_curve',
      ['project_id', 'revision', 'name'],
      'data_revision_curves',
      ['project_id', 'revision', 'name'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  // Unused blobs are found by what refers to them (deleteUnusedBlobs): a part as well as a head or a tail.
  await db.schema.createIndex('data_revision_curve_parts_blob').on('data_revision_curve_parts').column('blob_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM data_revision_curve_parts`.execute(db);
  if (Number(rows[0].n) > 0) throw new Error('Curves are stored in parts: going down would lose their rows.');
  await db.schema.dropTable('data_revision_curve_parts').execute();
}
