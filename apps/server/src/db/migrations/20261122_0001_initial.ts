import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('companies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('address2', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_datetime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('super-admin', 'admin', 'user')`),
    )
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('default_config_id', 'integer')
    .addColumn('email_confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('invited_datetime', 'timestamptz')
    .addColumn('created_datetime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  // A refresh session; the refresh token is `{id}.{secret}` and only the current secret's hash is kept.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('rotated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  // Single-use tokens sent by email (password reset, invitation); stored hashed.
  await db.schema
    .createTable('user_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('reset', 'invite')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email', 'failed_at']).execute();
  await db.schema.createIndex('login_failures_ip').on('login_failures').columns(['ip', 'failed_at']).execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Id 0 is the built-in default configuration served from code, so stored ids start at 1.
  await db.schema
    .createTable('graph_configs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('created_datetime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('graphs', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.references('companies.id'))
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_datetime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('deleted_date', 'timestamptz')
    .addColumn('data_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('metadata_revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('project_access')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_level', 'text', (c) => c.notNull().check(sql`access_level in ('admin', 'write', 'view')`))
    .addUniqueConstraint('project_access_unique', ['project_id', 'user_id'])
    .execute();

  // The history shown as revision cards: one row per data or metadata revision.
  await db.schema
    .createTable('revisions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('revised_table', 'text', (c) => c.notNull().check(sql`revised_table in ('project_data', 'project_metadata')`))
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('revised_datetime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revised_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addUniqueConstraint('revisions_unique', ['project_id', 'revised_table', 'revision'])
    .execute();

  // Every uploaded file, kept with its SHA-256 so every import can be traced.
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('uploaded_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('data_revisions')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull())
    .addColumn('upload_id', 'integer', (c) => c.references('uploads.id'))
    .addColumn('import_type', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('data_revisions_pk', ['project_id', 'revision'])
    .execute();

  // One Float64Array (little-endian) per curve; identical arrays are shared between revisions.
  await db.schema
    .createTable('curve_blobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('sha256', 'text', (c) => c.notNull().unique())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('data_revision_curves')
    .addColumn('project_id', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('original_mnemonic', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('blob_id', 'integer', (c) => c.notNull().references('curve_blobs.id'))
    .addPrimaryKeyConstraint('data_revision_curves_pk', ['project_id', 'revision', 'name'])
    .addForeignKeyConstraint('data_revision_curves_rev', ['project_id', 'revision'], 'data_revisions', ['project_id', 'revision'], (c) =>
      c.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('metadata_revisions')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('data_revision', 'integer', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('metadata_revisions_pk', ['project_id', 'revision'])
    .execute();

  await db.schema
    .createTable('snippets')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('config', 'jsonb', (c) => c.notNull())
    .addColumn('renormalize', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_datetime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Generated PDF reports, fetched once by the uri the export call answers.
  await db.schema
    .createTable('pdf_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'pdf_exports',
    'snippets',
    'metadata_revisions',
    'data_revision_curves',
    'curve_blobs',
    'data_revisions',
    'uploads',
    'revisions',
    'project_access',
    'projects',
    'graph_configs',
    'page_views',
    'login_failures',
    'user_tokens',
    'sessions',
    'users',
    'companies',
    'app_settings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
