import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// How many lines a project's history shows (its revisions that are not folded), kept on the project by the
// transaction that writes or folds a line, so the project detail's total is one row's field rather than a count
// over years of history. Filled here from the history as it stands (a restored older backup is counted too).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('projects')
    .addColumn('history_lines', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update projects p set history_lines = (select count(*) from revisions r where r.project_id = p.id and not r.folded)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('history_lines').execute();
}
