import { sql } from 'kysely';
import type { Conn } from '../../kernel/db';

// The live feed's tables: ingest tokens, the feed of each project, who is viewing a project. SQL only.

export function insertLiveToken(db: Conn, row: { project_id: number; name: string; token_hash: string; created_by_id: number }) {
  return db.insertInto('live_tokens').values(row).returning(['id', 'name', 'created_at', 'last_used_at']).executeTakeFirstOrThrow();
}

export function listLiveTokens(db: Conn, projectId: number) {
  return db
    .selectFrom('live_tokens')
    .select(['id', 'name', 'created_at', 'last_used_at'])
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

export async function revokeLiveToken(db: Conn, projectId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('live_tokens')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The live token of this hash for this project, not revoked; FOR SHARE inside a write so a revocation waits. */
export function findLiveToken(db: Conn, projectId: number, tokenHash: string, lock = false) {
  let query = db
    .selectFrom('live_tokens')
    .select(['id', 'last_used_at'])
    .where('token_hash', '=', tokenHash)
    .where('project_id', '=', projectId)
    .where('revoked_at', 'is', null);
  if (lock) query = query.forShare();
  return query.executeTakeFirst();
}

export async function touchLiveToken(db: Conn, id: number, now: Date) {
  await db.updateTable('live_tokens').set({ last_used_at: now }).where('id', '=', id).execute();
}

/** The project row locked, with whether its company is still active. */
export function lockProjectRow(trx: Conn, projectId: number) {
  return trx
    .selectFrom('projects')
    .leftJoin('companies', 'companies.id', 'projects.company_id')
    .select([
      'projects.id',
      'projects.deleted_date',
      'projects.data_revision',
      'projects.metadata_revision',
      'projects.data_version',
      'companies.is_active as company_active',
    ])
    .where('projects.id', '=', projectId)
    .forUpdate('projects')
    .executeTakeFirst();
}

export function findFeed(db: Conn, projectId: number) {
  return db.selectFrom('live_feeds').selectAll().where('project_id', '=', projectId).executeTakeFirst();
}

export async function ensureFeed(db: Conn, projectId: number) {
  await db
    .insertInto('live_feeds')
    .values({ project_id: projectId })
    .onConflict((oc) => oc.column('project_id').doNothing())
    .execute();
}

/** The project's feed, made (with its defaults) the first time: one statement a batch once it exists. */
export async function findOrMakeFeed(db: Conn, projectId: number) {
  const feed = await findFeed(db, projectId);
  if (feed) return feed;
  await ensureFeed(db, projectId);
  return (await findFeed(db, projectId))!;
}

export type FeedUpdate = Partial<{
  lag_minutes: number;
  depth_unit: 'ft' | 'm';
  mapping: string | null;
  acked_seq: number;
  frames: number;
  bad_frames: number;
  unknown_items: number;
  last_frame_at: Date;
  last_data_time: Date | null;
  last_depth: number | null;
  gas_depth: number | null;
  state: string | null;
  base_revision: number | null;
  base_rows: number | null;
  live_revision: number | null;
  live_since: Date | null;
  live_first_row: number | null;
}>;

/** Updates the project's feed; answers the feed as updated. */
export async function updateFeed(db: Conn, projectId: number, values: FeedUpdate) {
  return db.updateTable('live_feeds').set(values).where('project_id', '=', projectId).returningAll().executeTakeFirst();
}

/** Feeds with a revision still growing and no frame since `before`: the sealer closes them. */
export function silentLiveFeeds(db: Conn, before: Date) {
  return db.selectFrom('live_feeds').select('project_id').where('live_revision', 'is not', null).where('last_frame_at', '<', before).execute();
}

export async function addViewer(db: Conn, row: { id: string; project_id: number; user_id: number }) {
  await db.insertInto('project_viewers').values(row).execute();
}

export async function removeViewer(db: Conn, id: string) {
  await db.deleteFrom('project_viewers').where('id', '=', id).execute();
}

export async function touchViewers(db: Conn, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db
    .updateTable('project_viewers')
    .set({ seen_at: sql`now()` })
    .where('id', 'in', [...ids])
    .execute();
}

/** Forgets viewers whose server stopped without saying so. */
export async function dropStaleViewers(db: Conn, olderThan: Date) {
  await db.deleteFrom('project_viewers').where('seen_at', '<', olderThan).execute();
}

/** Who has the project open (seen since `since`), once each, by name. */
export function listViewers(db: Conn, projectId: number, since: Date) {
  return db
    .selectFrom('project_viewers as v')
    .innerJoin('users as u', 'u.id', 'v.user_id')
    .select(['u.id as user_id', 'u.first_name', 'u.last_name'])
    .distinct()
    .where('v.project_id', '=', projectId)
    .where('v.seen_at', '>=', since)
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .orderBy('u.id')
    .execute();
}

/** Whether the user is still active, in an active company (if any), with a way to view the project. */
export async function mayStillView(db: Conn, userId: number, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .leftJoin('companies', 'companies.id', 'users.company_id')
    .leftJoin('project_access as a', (join) => join.on('a.project_id', '=', projectId).onRef('a.user_id', '=', 'users.id'))
    .innerJoin('projects as p', (join) => join.on('p.id', '=', projectId))
    .select(['users.is_active', 'users.role', 'companies.is_active as company_active', 'a.access_level'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row || !row.is_active || row.company_active === false) return false;
  return row.role === 'super-admin' || row.access_level !== null;
}
