import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A project's history newest first, a page at a time (the project detail's newest 200, then
// GET /api/projects/{id}/revisions?before=): an index walk however many revisions a project has.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists revisions_project_id on revisions (project_id, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists revisions_project_id`.execute(db);
}
