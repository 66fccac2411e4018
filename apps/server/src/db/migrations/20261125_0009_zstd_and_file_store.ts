import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Uploads and curve blobs may be zstd-compressed ('zstd'), and an upload's bytes may live in a file
// store (lib/file-store.ts) instead of the row: then `content` is null and `storage_key` names them there.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE uploads DROP CONSTRAINT uploads_content_encoding_check`.execute(db);
  await sql`ALTER TABLE uploads ADD CONSTRAINT uploads_content_encoding_check CHECK (content_encoding IN ('identity', 'gzip', 'zstd'))`.execute(db);
  await sql`ALTER TABLE curve_blobs DROP CONSTRAINT curve_blobs_content_encoding_check`.execute(db);
  await sql`ALTER TABLE curve_blobs ADD CONSTRAINT curve_blobs_content_encoding_check CHECK (content_encoding IN ('identity', 'deflate-raw', 'zstd'))`.execute(
    db,
  );
  await sql`ALTER TABLE uploads ALTER COLUMN content DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE uploads ADD COLUMN storage_key text`.execute(db);
  await sql`ALTER TABLE uploads ADD CONSTRAINT uploads_content_somewhere CHECK ((content IS NULL) <> (storage_key IS NULL))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE uploads DROP CONSTRAINT uploads_content_somewhere`.execute(db);
  await sql`ALTER TABLE uploads DROP COLUMN storage_key`.execute(db);
  await sql`ALTER TABLE uploads ALTER COLUMN content SET NOT NULL`.execute(db);
  await sql`ALTER TABLE curve_blobs DROP CONSTRAINT curve_blobs_content_encoding_check`.execute(db);
  await sql`ALTER TABLE curve_blobs ADD CONSTRAINT curve_blobs_content_encoding_check CHECK (content_encoding IN ('identity', 'deflate-raw'))`.execute(
    db,
  );
  await sql`ALTER TABLE uploads DROP CONSTRAINT uploads_content_encoding_check`.execute(db);
  await sql`ALTER TABLE uploads ADD CONSTRAINT uploads_content_encoding_check CHECK (content_encoding IN ('identity', 'gzip'))`.execute(db);
}
