import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Curve blobs may be stored compressed: 'identity' (the Float64 bytes) or 'deflate-raw' (those bytes
// as a raw RFC 1951 deflate stream). length and sha256 stay those of the uncompressed bytes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('curve_blobs')
    .addColumn('content_encoding', 'text', (c) =>
      c
        .notNull()
        .defaultTo('identity')
        .check(sql`content_encoding in ('identity', 'deflate-raw')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('curve_blobs').dropColumn('content_encoding').execute();
}
