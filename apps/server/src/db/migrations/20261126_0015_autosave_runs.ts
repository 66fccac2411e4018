import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Autosaves by one user in a run with no quiet minute between them show as one line of history: each history row
// says whether an autosave wrote it, whether a later autosave of the run took its place in the history (`folded`;
// its metadata revision stays, as the base a client may still merge against), and for the line that stands for
// a run, the metadata revision the run started from (`run_base`, what its summary counts changes from). The
// history's pages and count read the lines that are not folded, by a partial index.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('revisions')
    .addColumn('autosave', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('folded', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('run_base', 'integer')
    .execute();
  await sql`create index if not exists revisions_shown on revisions (project_id, id) where not folded`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists revisions_shown`.execute(db);
  await db.schema.alterTable('revisions').dropColumn('autosave').dropColumn('folded').dropColumn('run_base').execute();
}
