import { sql } from 'kysely';
import type { AccessLevel } from '../../db/schema';
import { byteaParam } from '../../kernel/db';
import type { Conn } from '../../kernel/db';

export async function insertProject(trx: Conn, values: { name: string; company_id: number | null; created_by_id: number }) {
  return trx.insertInto('projects').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The project row locked for the rest of the transaction: revision numbers are taken under this lock. */
export async function updateProject(
  trx: Conn,
  id: number,
  values: Partial<{ name: string; deleted_date: Date | null; data_revision: number; metadata_revision: number }>,
) {
  return trx.updateTable('projects').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** Projects with their creator, latest metadata summary and the user's access row (super-admins: every project). */
export function selectProjectSummaries(db: Conn, viewer: { id: number; superAdmin: boolean }) {
  let query = db
    .selectFrom('projects as p')
    .leftJoin('users as u', 'u.id', 'p.created_by_id')
    .leftJoin('metadata_revisions as m', (join) => join.onRef('m.project_id', '=', 'p.id').onRef('m.revision', '=', 'p.metadata_revision'))
    .select([
      'p.id',
      'p.name',
      'p.company_id',
      'p.deleted_date',
      'p.created_datetime',
      'p.data_revision',
      'p.metadata_revision',
      'u.first_name as creator_first_name',
      'u.last_name as creator_last_name',
      sql<string | null>`m.metadata->>'well'`.as('well'),
      sql<string | null>`m.metadata->>'company'`.as('company'),
      sql<number | null>`(m.metadata->>'depth_of_split')::float8`.as('depth_of_split'),
      sql<number | null>`(m.metadata->>'start_depth')::float8`.as('start_depth'),
      sql<number | null>`(m.metadata->>'stop_depth')::float8`.as('stop_depth'),
    ])
    .leftJoin('project_access as a', (join) => join.onRef('a.project_id', '=', 'p.id').on('a.user_id', '=', viewer.id))
    .select('a.access_level');
  // Only super-admins see projects they hold no access row on.
  if (!viewer.superAdmin) query = query.where('a.access_level', 'is not', null);
  return query;
}

export type ProjectSummaryRow = Awaited<ReturnType<ReturnType<typeof selectProjectSummaries>['execute']>>[number];

export async function listProjectSummaries(db: Conn, viewer: { id: number; superAdmin: boolean }, archived: 'true' | 'false' | 'all') {
  let query = selectProjectSummaries(db, viewer);
  if (archived === 'true') query = query.where('p.deleted_date', 'is not', null);
  if (archived === 'false') query = query.where('p.deleted_date', 'is', null);
  return query.orderBy('p.created_datetime', 'desc').orderBy('p.id', 'desc').execute();
}

export async function findProjectSummary(db: Conn, viewer: { id: number; superAdmin: boolean }, projectId: number) {
  return selectProjectSummaries(db, viewer).where('p.id', '=', projectId).executeTakeFirst();
}

// ------------------------------------------------------------------ revisions

export async function insertRevision(
  trx: Conn,
  values: {
    project_id: number;
    revision: number;
    revised_table: 'project_data' | 'project_metadata';
    summary: string;
    revised_by_id: number | null;
    autosave?: boolean;
    run_base?: number | null;
  },
) {
  await trx.insertInto('revisions').values(values).execute();
  await countHistoryLines(trx, values.project_id, 1);
}

/**
 * Keeps the project's count of history lines (`projects.history_lines`, the detail's `revisions_total`): `by`
 * lines were added (or, negative, taken out), in the transaction that wrote them.
 */
export async function countHistoryLines(trx: Conn, projectId: number, by: number) {
  await trx
    .updateTable('projects')
    .set((eb) => ({ history_lines: eb('history_lines', '+', by) }))
    .where('id', '=', projectId)
    .execute();
}

/**
 * The run of autosaves an autosave by `userId` now joins: the project's newest history line, when it is an
 * autosave of that user's, of the current metadata revision, written less than `quietSeconds` ago (the
 * database's clock). Its id (to fold it), and the metadata revision the run started from.
 */
export async function openAutosaveRun(trx: Conn, projectId: number, userId: number, metadataRevision: number, quietSeconds: number) {
  const row = await trx
    .selectFrom('revisions')
    .select(['id', 'revision', 'revised_table', 'autosave', 'folded', 'revised_by_id', 'run_base'])
    .select(sql<boolean>`revised_datetime > now() - make_interval(secs => ${quietSeconds})`.as('recent'))
    .where('project_id', '=', projectId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const joins =
    row &&
    row.revised_table === 'project_metadata' &&
    row.revision === metadataRevision &&
    row.autosave &&
    !row.folded &&
    row.revised_by_id === userId &&
    row.recent;
  return joins ? { id: row.id, runBase: row.run_base ?? row.revision - 1 } : null;
}

/** Takes a history line out of the history: a later autosave of its run stands for it. */
export async function foldRevision(trx: Conn, projectId: number, id: number) {
  await trx.updateTable('revisions').set({ folded: true }).where('id', '=', id).where('project_id', '=', projectId).execute();
  await countHistoryLines(trx, projectId, -1);
}

/** The summary of a history line (the live feed's revision says how far it has grown). */
export async function updateRevisionSummary(
  trx: Conn,
  projectId: number,
  revision: number,
  table: 'project_data' | 'project_metadata',
  summary: string,
) {
  await trx
    .updateTable('revisions')
    .set({ summary })
    .where('project_id', '=', projectId)
    .where('revision', '=', revision)
    .where('revised_table', '=', table)
    .execute();
}

export async function findRevisionSummary(db: Conn, projectId: number, revision: number, table: 'project_data' | 'project_metadata') {
  const row = await db
    .selectFrom('revisions')
    .select('summary')
    .where('project_id', '=', projectId)
    .where('revision', '=', revision)
    .where('revised_table', '=', table)
    .executeTakeFirst();
  return row?.summary;
}

/** The project's data version one more; answers its versions as they now are. */
export async function bumpDataVersion(trx: Conn, projectId: number) {
  return trx
    .updateTable('projects')
    .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
    .where('id', '=', projectId)
    .returning(['data_revision', 'metadata_revision', 'data_version'])
    .executeTakeFirstOrThrow();
}

/**
 * A page of a project's history, newest first (revisions are written in time order, so by id): `limit` revisions
 * older than the one of id `before` (from the newest without it), and one more to say whether there are more.
 */
export async function listRevisions(db: Conn, projectId: number, page: { limit: number; before?: number }) {
  let query = db
    .selectFrom('revisions as r')
    .leftJoin('users as u', 'u.id', 'r.revised_by_id')
    .select(['r.id', 'r.revision', 'r.revised_table', 'r.summary', 'r.revised_datetime', 'u.first_name', 'u.last_name', 'r.revised_by_id'])
    .where('r.project_id', '=', projectId)
    .where('r.folded', '=', false);
  if (page.before !== undefined) query = query.where('r.id', '<', page.before);
  const rows = await query
    .orderBy('r.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return { rows: rows.slice(0, page.limit), more: rows.length > page.limit };
}

/**
 * Whether anyone but `userId` wrote a metadata revision after `metadataAfter` or a data revision after
 * `dataAfter` (an unknown author counts as someone else). Bounded by the history index on (project, revision).
 */
export async function revisedByOthersSince(db: Conn, projectId: number, userId: number, after: { metadata: number; data: number }) {
  const row = await db
    .selectFrom('revisions')
    .select('id')
    .where('project_id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb.and([eb('revised_table', '=', 'project_metadata'), eb('revision', '>', after.metadata)]),
        eb.and([eb('revised_table', '=', 'project_data'), eb('revision', '>', after.data)]),
      ]),
    )
    .where((eb) => eb.or([eb('revised_by_id', 'is', null), eb('revised_by_id', '!=', userId)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

// ------------------------------------------------------------------ metadata revisions

export async function insertMetadataRevision(
  trx: Conn,
  values: { project_id: number; revision: number; data_revision: number; metadata: Record<string, unknown> },
) {
  await trx
    .insertInto('metadata_revisions')
    .values({ ...values, metadata: JSON.stringify(values.metadata) })
    .execute();
}

export async function findMetadataRevision(db: Conn, projectId: number, revision: number) {
  return db.selectFrom('metadata_revisions').selectAll().where('project_id', '=', projectId).where('revision', '=', revision).executeTakeFirst();
}

/**
 * A metadata revision's depth unit and step, what a history line's depths need (historyDepths), read without the rest
 * of its document: a live batch reads them every few seconds, and a project's annotations and formations, in the same
 * document, grow without bound.
 */
export async function findMetadataDepthFields(db: Conn, projectId: number, revision: number) {
  return db
    .selectFrom('metadata_revisions')
    .select([sql<unknown>`metadata -> 'depth_unit'`.as('depth_unit'), sql<unknown>`metadata -> 'step'`.as('step')])
    .where('project_id', '=', projectId)
    .where('revision', '=', revision)
    .executeTakeFirst();
}

// ------------------------------------------------------------------ uploads

export async function insertUpload(
  trx: Conn,
  values: {
    project_id: number | null;
    filename: string;
    sha256: string;
    size_bytes: number;
    /** Set with the parts (insertUploadPart) written after the row; null with a storage key. */
    part_count: number | null;
    storage_key: string | null;
    content_encoding: 'identity' | 'gzip' | 'zstd';
    uploaded_by_id: number;
  },
) {
  return trx.insertInto('uploads').values(values).returning('id').executeTakeFirstOrThrow();
}

/** One part of an uploaded file kept in the database: a statement of its own. */
export async function insertUploadPart(trx: Conn, uploadId: number, part: number, data: Uint8Array): Promise<void> {
  await trx
    .insertInto('upload_parts')
    .values({ upload_id: uploadId, part, data: byteaParam(data) })
    .execute();
}

/** The parts of an uploaded file kept in the database, in order. */
export async function readUploadParts(db: Conn, uploadId: number): Promise<{ part: number; data: Buffer }[]> {
  return db.selectFrom('upload_parts').select(['part', 'data']).where('upload_id', '=', uploadId).orderBy('part').execute();
}

// ------------------------------------------------------------------ access rows

export async function listAccessRows(db: Conn, projectId: number) {
  return db
    .selectFrom('project_access as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.company_id', 'c.name as company', 'a.access_level'])
    .where('a.project_id', '=', projectId)
    .orderBy('u.last_name')
    .orderBy('u.first_name')
    .execute();
}

/** Active users, of one company or (null) of every company. */
export async function listActiveUsers(db: Conn, companyId: number | null) {
  let query = db
    .selectFrom('users as u')
    .leftJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.company_id', 'c.name as company'])
    .where('u.is_active', '=', true);
  if (companyId !== null) query = query.where('u.company_id', '=', companyId);
  return query.orderBy('u.last_name').orderBy('u.first_name').orderBy('u.id').execute();
}

export async function insertAccessRow(trx: Conn, values: { project_id: number; user_id: number; access_level: AccessLevel }) {
  await trx
    .insertInto('project_access')
    .values(values)
    .onConflict((oc) => oc.columns(['project_id', 'user_id']).doUpdateSet({ access_level: values.access_level }))
    .execute();
}

export async function replaceAccessRows(trx: Conn, projectId: number, rows: { user_id: number; access_level: AccessLevel }[]) {
  await trx.deleteFrom('project_access').where('project_id', '=', projectId).execute();
  if (rows.length > 0) {
    await trx
      .insertInto('project_access')
      .values(rows.map((r) => ({ project_id: projectId, ...r })))
      .execute();
  }
}

// ------------------------------------------------------------------ snippets

export async function listSnippets(db: Conn, projectId: number) {
  return db.selectFrom('snippets').selectAll().where('project_id', '=', projectId).orderBy('id').execute();
}

/** The stored upload a data revision was made from (null for revisions made without a file). */
export async function findRevisionUpload(db: Conn, projectId: number, dataRevision: number) {
  return db
    .selectFrom('data_revisions as d')
    .innerJoin('uploads as u', 'u.id', 'd.upload_id')
    .select(['u.id', 'u.filename', 'u.sha256', 'u.size_bytes', 'u.content', 'u.part_count', 'u.storage_key', 'u.content_encoding'])
    .where('d.project_id', '=', projectId)
    .where('d.revision', '=', dataRevision)
    .executeTakeFirst();
}

/** Which of `keys` an upload row keeps its file under. */
export async function referencedKeys(db: Conn, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select('storage_key')
    .where('storage_key', 'in', [...keys])
    .execute();
  return rows.map((r) => r.storage_key!);
}
