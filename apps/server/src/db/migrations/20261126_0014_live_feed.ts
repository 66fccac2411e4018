import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// The live feed: ingest tokens (one project, the ingest call only, stored hashed), the feed's state per project
// (the highest sequence stored, the time-to-depth state, which revision is still growing), who is viewing a
// project, and a version of the current data revision that grows while the feed rewrites its unsealed revision.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_tokens')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('live_tokens_project').on('live_tokens').column('project_id').execute();
  await db.schema
    .createTable('live_feeds')
    .addColumn('project_id', 'integer', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('lag_minutes', 'float8', (c) => c.notNull().defaultTo(0))
    .addColumn('mapping', 'jsonb')
    .addColumn('acked_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('frames', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bad_frames', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('unknown_items', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_frame_at', 'timestamptz')
    .addColumn('last_data_time', 'timestamptz')
    .addColumn('last_depth', 'float8')
    .addColumn('state', 'jsonb')
    .addColumn('base_revision', 'integer')
    .addColumn('base_rows', 'integer')
    .addColumn('live_revision', 'integer')
    .addColumn('live_since', 'timestamptz')
    .addColumn('live_first_row', 'integer')
    .execute();
  await db.schema
    .createTable('project_viewers')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('project_viewers_project').on('project_viewers').columns(['project_id', 'seen_at']).execute();
  await db.schema
    .alterTable('projects')
    .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The blobs a rewritten live revision leaves are collected when nothing refers to them: found by this index.
  await db.schema.createIndex('data_revision_curves_blob').on('data_revision_curves').column('blob_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('data_revision_curves_blob').ifExists().execute();
  await db.schema.alterTable('projects').dropColumn('data_version').execute();
  await db.schema.dropTable('project_viewers').ifExists().execute();
  await db.schema.dropTable('live_feeds').ifExists().execute();
  await db.schema.dropTable('live_tokens').ifExists().execute();
}
