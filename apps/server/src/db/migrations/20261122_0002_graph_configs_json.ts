import { sql, type Kysely } from 'kysely';

// jsonb reorders object keys (shorter keys first), so a graph's series map came back in another
// order than the user picked it (legend and tag order). json keeps the text as written.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table graph_configs alter column graphs drop default`.execute(db);
  await sql`alter table graph_configs alter column graphs type json using graphs::json`.execute(db);
  await sql`alter table graph_configs alter column graphs set default '[]'::json`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table graph_configs alter column graphs drop default`.execute(db);
  await sql`alter table graph_configs alter column graphs type jsonb using graphs::jsonb`.execute(db);
  await sql`alter table graph_configs alter column graphs set default '[]'::jsonb`.execute(db);
}
