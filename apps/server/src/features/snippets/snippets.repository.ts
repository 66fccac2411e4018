import type { Conn } from '../../kernel/db';

export async function insertSnippet(
  db: Conn,
  values: { project_id: number; name: string; config: unknown; renormalize: boolean; created_by_id: number },
) {
  return db
    .insertInto('snippets')
    .values({ ...values, config: JSON.stringify(values.config) })
    .returningAll()
    .executeTakeFirstOrThrow();
}
