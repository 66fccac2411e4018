import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// An uploaded file kept in the database goes in parts of at most 1 MB (upload_parts), not as one value of the
// upload's row: the driver copied a whole file's bytes into one statement on the server's thread (a 63 MB file's
// 20 MB held every other request for some 50 ms). `part_count` says how many; rows written before keep `content`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('upload_parts')
    .addColumn('upload_id', 'integer', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('part', 'integer', (c) => c.notNull().check(sql`part >= 0`))
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_parts_pkey', ['upload_id', 'part'])
    .execute();
  // Already compressed: stored as they are, not compressed again by PostgreSQL.
  await sql`ALTER TABLE upload_parts ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
  await sql`ALTER TABLE uploads ADD COLUMN part_count integer CHECK (part_count > 0)`.execute(db);
  await sql`ALTER TABLE uploads DROP CONSTRAINT uploads_content_somewhere`.execute(db);
  await sql`ALTER TABLE uploads ADD CONSTRAINT uploads_content_somewhere CHECK (num_nonnulls(content, storage_key, part_count) = 1)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE uploads DROP CONSTRAINT uploads_content_somewhere`.execute(db);
  await sql`UPDATE uploads u SET content = (SELECT string_agg(p.data, ''::bytea ORDER BY p.part) FROM upload_parts p WHERE p.upload_id = u.id)
            WHERE u.part_count IS NOT NULL`.execute(db);
  await sql`ALTER TABLE uploads DROP COLUMN part_count`.execute(db);
  await sql`ALTER TABLE uploads ADD CONSTRAINT uploads_content_somewhere CHECK ((content IS NULL) <> (storage_key IS NULL))`.execute(db);
  await db.schema.dropTable('upload_parts').execute();
}
