import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A curve blob may hold its column as whole numbers ('zstd-decimal', docs/data-format.md). Going down fails, with
// nothing changed, while any blob is stored so: the constraint it restores does not hold for them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE curve_blobs DROP CONSTRAINT curve_blobs_content_encoding_check`.execute(db);
  await sql`ALTER TABLE curve_blobs ADD CONSTRAINT curve_blobs_content_encoding_check CHECK (content_encoding IN ('identity', 'deflate-raw', 'zstd', 'zstd-decimal'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE curve_blobs DROP CONSTRAINT curve_blobs_content_encoding_check`.execute(db);
  await sql`ALTER TABLE curve_blobs ADD CONSTRAINT curve_blobs_content_encoding_check CHECK (content_encoding IN ('identity', 'deflate-raw', 'zstd'))`.execute(
    db,
  );
}
