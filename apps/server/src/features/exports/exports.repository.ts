import { sql } from 'kysely';
import type { Conn } from '../../kernel/db';

export async function insertPdfExport(db: Conn, values: { id: string; project_id: number; user_id: number; filename: string; content: Buffer }) {
  await db.insertInto('pdf_exports').values(values).execute();
}

/** One stored PDF, only when it belongs to `userId`. */
export async function findPdfExport(db: Conn, id: string, userId: number) {
  return db
    .selectFrom('pdf_exports')
    .select(['id', 'filename', 'content', 'project_id'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Drops PDFs older than `before` (they are fetched once, right after creation). */
export async function deletePdfExportsBefore(db: Conn, before: Date) {
  await db
    .deleteFrom('pdf_exports')
    .where(sql<boolean>`created_at < ${before}`)
    .execute();
}
