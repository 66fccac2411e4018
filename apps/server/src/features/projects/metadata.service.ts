import type { LandingPointBody, Metadata, MetadataSaveBody, MetadataSaveResponse, MetadataUpdateResponse } from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import type { Conn } from '../../kernel/db';
import { checkLandingPoint } from './landing-point';
import { applySaveBody, asDoc, describeChanges, historyDepths, mergeMetadata, stableJson, toApiMetadata, toNumberOrNull } from './metadata';
import { lockProjectFor, requireProject } from '../../kernel/project-access';
import * as repo from './projects.repository';
import { appendMetadataRevision } from './revision-writer';

export const LANDING_DENIED = 'You must have write permissions to change landing point.';

/**
 * Autosaves by one user with less than this between them are one run: one line in the history, summing up
 * what the run changed. Explicit saves, landing point changes, restores and imports are always lines of their own.
 */
export const AUTOSAVE_QUIET_SECONDS = 60;

async function metadataRow(db: Conn, projectId: number, revision: number) {
  const row = await repo.findMetadataRevision(db, projectId, revision);
  if (!row) throw notFound(`Metadata revision ${revision} not found.`);
  return row;
}

/** `GET /metadata[?revision]`: the current metadata revision, or a past one. */
export async function getMetadata(deps: AppDeps, user: UserWithCompany, projectId: number, revision?: number): Promise<Metadata> {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  return toApiMetadata(await metadataRow(deps.db, projectId, revision ?? project.metadata_revision), project.name);
}

/**
 * `POST /metadata {depth_of_split, revision}`: a landing-point change always applies to the latest
 * metadata (it is one explicit field), as a new revision when the value differs.
 */
export async function changeLandingPoint(deps: AppDeps, user: UserWithCompany, projectId: number, body: LandingPointBody): Promise<Metadata> {
  await requireProject(deps.db, user, projectId, 'write', LANDING_DENIED);
  return deps.db.transaction().execute(async (trx) => {
    const project = await lockProjectFor(trx, user, projectId, 'write', LANDING_DENIED);
    const latest = await metadataRow(trx, projectId, project.metadata_revision);
    const doc = asDoc(latest.metadata);
    const start = toNumberOrNull(doc.start_depth) ?? 0;
    const stop = toNumberOrNull(doc.stop_depth) ?? 0;
    checkLandingPoint(body.depth_of_split, start, stop);
    if (doc.depth_of_split === body.depth_of_split) return toApiMetadata(latest, project.name);
    // In the project's display unit, as its user reads and types depths.
    const depths = historyDepths(doc);
    const from = toNumberOrNull(doc.depth_of_split);
    const summary = `Landing point changed from ${from === null ? 'none' : depths.text(from)} to ${depths.text(body.depth_of_split)} ${depths.unit}`;
    const { metadata_revision: revision } = await appendMetadataRevision(
      trx,
      project,
      { ...doc, depth_of_split: body.depth_of_split },
      summary,
      user.id,
    );
    return toApiMetadata(await metadataRow(trx, projectId, revision), project.name);
  });
}

/**
 * `POST /metadata?dr=[&autosave=true]`: saves fields, hairlines and formations as a new revision when something
 * changed; an autosave soon after the same user's last one takes that one's line in the history
 * (AUTOSAVE_QUIET_SECONDS). A save based on an older revision is merged three-way with the latest (by field and by
 * hairline/formation id); both sides changing the same thing keeps the saved one and names it.
 */
export async function saveMetadata(
  deps: AppDeps,
  user: UserWithCompany,
  projectId: number,
  body: MetadataSaveBody,
  options: { autosave?: boolean } = {},
): Promise<MetadataSaveResponse> {
  await requireProject(deps.db, user, projectId, 'write');
  return deps.db.transaction().execute(async (trx) => {
    const project = await lockProjectFor(trx, user, projectId, 'write');
    const latestRow = await metadataRow(trx, projectId, project.metadata_revision);
    const baseRow = body.revision === latestRow.revision ? latestRow : await repo.findMetadataRevision(trx, projectId, body.revision);
    if (!baseRow) throw invalid({ revision: [`Metadata revision ${body.revision} does not exist.`] });
    const base = asDoc(baseRow.metadata);
    const latest = asDoc(latestRow.metadata);
    const mine = applySaveBody(base, body);
    const { doc, conflicts } = mergeMetadata(base, latest, mine.doc);
    const stale = baseRow.revision !== latestRow.revision;
    const others_changed =
      stale && (await repo.revisedByOthersSince(trx, projectId, user.id, { metadata: baseRow.revision, data: baseRow.data_revision }));
    if (stableJson(doc) === stableJson(latest)) {
      const refresh = stale || conflicts.length > 0 || stableJson(mine.doc) !== stableJson(latest);
      return { result: toApiMetadata(latestRow, project.name), refresh, others_changed, saved: false, conflicts };
    }
    // An autosave soon after the user's last one joins its run: one line of history, counting from the run's start.
    const run = options.autosave ? await repo.openAutosaveRun(trx, projectId, user.id, latestRow.revision, AUTOSAVE_QUIET_SECONDS) : null;
    const from = run ? asDoc((await metadataRow(trx, projectId, run.runBase)).metadata) : latest;
    const changes = describeChanges(from, doc);
    const summary = `${changes.length > 0 ? changes.join('; ') : 'Saved, no change'}${stale ? ` (merged with revision ${latestRow.revision})` : ''}`;
    const autosave = options.autosave ? { joins: run } : undefined;
    const { metadata_revision: revision } = await appendMetadataRevision(trx, project, doc, summary, user.id, project.data_revision, autosave);
    const saved = await metadataRow(trx, projectId, revision);
    return {
      result: toApiMetadata(saved, project.name),
      refresh: stale || mine.assigned || conflicts.length > 0,
      others_changed,
      saved: true,
      conflicts,
    };
  });
}

/** `GET /metadata-update?mdr&dr`: the 10-second poll. */
export async function metadataUpdate(
  deps: AppDeps,
  user: UserWithCompany,
  projectId: number,
  mdr: number,
  dr: number,
): Promise<MetadataUpdateResponse> {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  const refresh = project.metadata_revision !== mdr || project.data_revision !== dr;
  const metadata = refresh ? toApiMetadata(await metadataRow(deps.db, projectId, project.metadata_revision), project.name) : null;
  const others_changed = refresh && (await repo.revisedByOthersSince(deps.db, projectId, user.id, { metadata: mdr, data: dr }));
  return {
    refresh,
    others_changed,
    result: { metadata_revision: project.metadata_revision, data_revision: project.data_revision, metadata },
  };
}
