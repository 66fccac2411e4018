import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Uploaded files and curve columns are large bytea values written once and read whole: storing them
// out of line without TOAST compression makes uploads several times faster (pglz over a 60 MB LAS
// file dominated upload time on PGlite; Float64 curves barely compress anyway).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table uploads alter column content set storage external`.execute(db);
  await sql`alter table curve_blobs alter column data set storage external`.execute(db);
  // Listing a user's projects and a project's access rows.
  await sql`create index if not exists project_access_user on project_access (user_id)`.execute(db);
  await sql`create index if not exists revisions_project on revisions (project_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists revisions_project`.execute(db);
  await sql`drop index if exists project_access_user`.execute(db);
  await sql`alter table curve_blobs alter column data set storage extended`.execute(db);
  await sql`alter table uploads alter column content set storage extended`.execute(db);
}
