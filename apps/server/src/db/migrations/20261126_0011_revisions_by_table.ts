import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// A project's history read by table and revision: "did anyone else write a revision after mine?" on
// every save and poll, and the newest revisions first, stay index lookups however long the history grows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists revisions_project_table_revision on revisions (project_id, revised_table, revision)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists revisions_project_table_revision`.execute(db);
}
