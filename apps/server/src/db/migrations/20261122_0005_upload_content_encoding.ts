import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Uploaded files are kept gzip-compressed (a LAS file shrinks to about a third): 'gzip' or 'identity'.
// sha256 and size_bytes stay those of the file as uploaded.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('uploads')
    .addColumn('content_encoding', 'text', (c) =>
      c
        .notNull()
        .defaultTo('identity')
        .check(sql`content_encoding in ('identity', 'gzip')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('uploads').dropColumn('content_encoding').execute();
}
