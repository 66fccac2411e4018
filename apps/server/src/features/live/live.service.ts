import type { CreatedLiveToken, LiveFeed, LiveIngestBody, LiveIngestResult, LiveToken, UpdateLiveFeedBody } from '@mudstack/contracts';
import { toDisplayDepth, type DepthUnitName } from '@mudstack/core/format/depth-unit';
import { lasToColumns } from '@mudstack/core/gas/aliases';
import { depthRowsAsLas } from '@mudstack/core/live/live-las';
import { DEFAULT_LIVE_STEP_FT } from '@mudstack/core/live/time-log';
import {
  addTimeRows,
  binnedRows,
  closeBins,
  gasRowDepth,
  lastBinDepth,
  newTimeToDepthState,
  raiseFloor,
  type DepthBin,
  type TimeRow,
  type TimeToDepthState,
} from '@mudstack/core/live/time-to-depth';
import { readWitsFrames } from '@mudstack/core/live/wits';
import { effectiveMapping, frameToRow, mappedCurves, type WitsMapping } from '@mudstack/core/live/wits-items';
import type { AppDeps } from '../../deps';
import { AppError, notFound, unauthorized } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import type { Conn } from '../../kernel/db';
import { notifyProject } from '../../kernel/events';
import { lockProjectFor, PROJECT_ARCHIVED, requireProject } from '../../kernel/project-access';
import { randomToken, sha256Hex } from '../../lib/crypto';
import {
  appendDataRevision,
  findMetadataDepthFields,
  historyDepths,
  markDataRevisionSealed,
  rewriteUnsealedDataRevision,
  toNumberOrNull,
  type HistoryDepths,
} from '../projects';
import { deleteUnusedBlobs, readDataset, readDatasetTail, type Dataset } from '../project-data';
import { appendLiveRows } from './live-dataset';
import * as repo from './live.repository';

/** Every ingest token starts so: a leaked one is recognised, and never mistaken for a personal access token. */
export const LIVE_TOKEN_PREFIX = 'msi_';
/** The live revision is sealed after this much drilling time (ms of the feed's own clock). */
export const SEAL_EVERY_MS = 15 * 60_000;
/** A feed silent this long is sealed (its open bins written for good). */
export const SEAL_WHEN_SILENT_MS = 5 * 60_000;
/** A token's last use is written at most once a minute. */
const TOKEN_TOUCH_MS = 60_000;

export const LIVE_MESSAGES = {
  tokenMissing: "An ingest token is required: send Authorization: Bearer <token>, made in the project's Live feed panel.",
  tokenInvalid: 'This ingest token is not valid for this project (revoked, or made for another project).',
  companyInactive: "This project's company is deactivated: the feed is refused.",
  tokenNotFound: 'Token not found.',
} as const;

const iso = (d: unknown): string | null => (d === null || d === undefined ? null : new Date(d as string | Date).toISOString());

// ------------------------------------------------------------------ ingest

type FeedRow = NonNullable<Awaited<ReturnType<typeof repo.findFeed>>>;

/**
 * `POST /api/projects/{id}/live`: stores the frames after the highest sequence stored, once each, and answers that
 * sequence. The ingest token is checked first, and again inside the transaction under the project's lock, with
 * the project not archived and its company active.
 */
export async function ingestFrames(
  deps: AppDeps,
  projectId: number,
  token: string | undefined,
  body: LiveIngestBody,
  now = new Date(),
): Promise<LiveIngestResult> {
  if (!token) throw unauthorized(LIVE_MESSAGES.tokenMissing);
  const tokenHash = sha256Hex(token);
  const tokenRow = await repo.findLiveToken(deps.db, projectId, tokenHash);
  if (!tokenRow) throw unauthorized(LIVE_MESSAGES.tokenInvalid);
  const frames = [...body.frames].sort((a, b) => a.seq - b.seq);
  let unusedBlobs: number[] = [];
  const result = await deps.db.transaction().execute(async (trx) => {
    const project = await lockFeedProject(trx, projectId, tokenHash);
    const feed = await repo.findOrMakeFeed(trx, projectId);
    const acked = Number(feed.acked_seq);
    const fresh = frames.filter((f, i) => f.seq > acked && (i === 0 || f.seq !== frames[i - 1].seq));
    if (fresh.length === 0) return { acked_seq: acked, stored: 0, bad_frames: 0, data_revision: project.data_revision };
    const read = readFrames(fresh, feedMapping(feed), feed.depth_unit);
    const grown = await growLiveRevision(deps, trx, project, feed, read.rows);
    unusedBlobs = grown.unusedBlobs;
    const ackedSeq = fresh[fresh.length - 1].seq;
    const updated = await repo.updateFeed(trx, projectId, {
      ...grown.feed,
      acked_seq: ackedSeq,
      frames: Number(feed.frames) + fresh.length,
      bad_frames: Number(feed.bad_frames) + read.bad,
      unknown_items: Number(feed.unknown_items) + read.unknown,
      last_frame_at: now,
    });
    await notifyProject(trx, { project_id: projectId, kind: 'feed', ...feedStatus(updated) });
    return { acked_seq: ackedSeq, stored: fresh.length, bad_frames: read.bad, data_revision: grown.dataRevision };
  });
  if (unusedBlobs.length > 0) await deleteUnusedBlobs(deps.db, unusedBlobs).catch(() => undefined);
  if (!tokenRow.last_used_at || now.getTime() - new Date(tokenRow.last_used_at).getTime() >= TOKEN_TOUCH_MS)
    await repo.touchLiveToken(deps.db, tokenRow.id, now);
  return result;
}

/** The project locked for the feed's write, with the token, the archive and the company checked again. */
async function lockFeedProject(trx: Conn, projectId: number, tokenHash: string) {
  const project = await repo.lockProjectRow(trx, projectId);
  if (!project || !(await repo.findLiveToken(trx, projectId, tokenHash, true))) throw unauthorized(LIVE_MESSAGES.tokenInvalid);
  if (project.deleted_date) throw new AppError('CONFLICT', PROJECT_ARCHIVED);
  if (project.company_active === false) throw new AppError('FORBIDDEN', LIVE_MESSAGES.companyInactive);
  return project;
}

/** The frames' time rows by the project's item table; frames that are not one whole WITS frame count as bad. */
function readFrames(
  frames: LiveIngestBody['frames'],
  mapping: WitsMapping[],
  depthUnit: DepthUnitName,
): { rows: TimeRow[]; bad: number; unknown: number } {
  const rows: TimeRow[] = [];
  let bad = 0;
  let unknown = 0;
  for (const frame of frames) {
    const { frames: whole, counts } = readWitsFrames(frame.text);
    if (whole.length === 0 || counts.damaged > 0) bad++;
    for (const f of whole) {
      const read = frameToRow(f, mapping, frame.received_at, depthUnit);
      unknown += read.unknown;
      if (read.row) rows.push(read.row);
    }
  }
  rows.sort((a, b) => a.time - b.time);
  return { rows, bad, unknown };
}

interface Grown {
  feed: repo.FeedUpdate;
  dataRevision: number;
  unusedBlobs: number[];
}

/**
 * Adds the rows to the feed's time-to-depth state and writes the depth rows: a new revision when none is growing,
 * else the growing one rewritten. The growing revision is sealed after SEAL_EVERY_MS of the feed's time.
 */
async function growLiveRevision(deps: AppDeps, trx: Conn, project: ProjectLock, feed: FeedRow, rows: TimeRow[]): Promise<Grown> {
  const base = await feedBase(trx, project, feed);
  const { state } = base;
  const changed = addTimeRows(state, rows, { lagMinutes: feed.lag_minutes });
  let liveRevision = base.liveRevision;
  let liveSince = feed.live_since ? new Date(feed.live_since) : null;
  let firstRow = liveRevision !== null ? (feed.live_first_row ?? base.baseRows) : base.baseRows;
  let dataRevision = project.data_revision;
  let unusedBlobs: number[] = [];
  let { baseRevision, baseRows } = base;
  if (changed && state.bins.length > 0) {
    // The rows no sample can reach any more are written for good into the growing revision, which becomes the base
    // of the next write: the state keeps only the open rows, however long the revision grows.
    const closed = closeBins(state);
    const live = liveRows(state, [...closed, ...state.bins], feedMapping(feed));
    const depths = await projectDepths(trx, project);
    if (liveRevision === null) {
      const dataset = appendLiveRows(await readDataset(trx, project.id, base.baseRevision), base.baseRows, live);
      const summary = liveSummary(rowsOf(dataset), firstRow, true, depths);
      // The rows of the revision it grows from are its head, shared with that revision as stored (no row of the well
      // is stored again); the feed's rows are its tail, which the next batches rewrite.
      const source = { uploadId: null, importType: 'live', headRows: base.baseRows, headFrom: base.baseRevision };
      const revisions = await appendDataRevision(trx, project, dataset, summary, null, source);
      liveRevision = dataRevision = revisions.data_revision;
      liveSince = rows.length > 0 ? new Date(rows[0].time) : null;
    } else {
      unusedBlobs = await rewriteGrowingRevision(trx, project, base, live, (stored) => liveSummary(stored, firstRow, true, depths));
    }
    baseRevision = liveRevision;
    baseRows += closed.length;
  }
  if (liveRevision !== null && liveSince && state.lastTime !== null && state.lastTime - liveSince.getTime() >= SEAL_EVERY_MS) {
    await markDataRevisionSealed(trx, project.id, liveRevision);
    liveRevision = null;
    liveSince = null;
    firstRow = baseRows;
  }
  return {
    dataRevision,
    unusedBlobs,
    feed: {
      state: JSON.stringify(state),
      base_revision: baseRevision,
      base_rows: baseRows,
      live_revision: liveRevision,
      live_since: liveSince,
      live_first_row: firstRow,
      last_data_time: state.lastTime !== null ? new Date(state.lastTime) : null,
      last_depth: lastBinDepth(state),
      gas_depth: gasRowDepth(state),
    },
  };
}

/** The feed's item table in force: the default, in the feed's units, with the project's own entries. */
function feedMapping(feed: { mapping: unknown; depth_unit: DepthUnitName }): WitsMapping[] {
  return effectiveMapping(feed.mapping as WitsMapping[] | null, feed.depth_unit);
}

type ProjectLock = NonNullable<Awaited<ReturnType<typeof repo.lockProjectRow>>>;

/**
 * What the feed grows from: the sealed revision and how many of its rows stay, the state, and the revision still
 * growing. A new feed, or one whose project got another data revision since (an upload, an import, a restore),
 * starts from the project's current data: its rows stay, and the feed only writes below its last depth.
 */
async function feedBase(trx: Conn, project: ProjectLock, feed: FeedRow) {
  const growing = feed.live_revision ?? feed.base_revision;
  if (feed.state && growing === project.data_revision) {
    return {
      state: feed.state as TimeToDepthState,
      baseRevision: feed.base_revision!,
      baseRows: feed.base_rows ?? 0,
      liveRevision: feed.live_revision,
    };
  }
  const current = await readDataset(trx, project.id, project.data_revision, []);
  const rows = current?.depth.length ?? 0;
  const floor = rows > 0 ? current!.depth[rows - 1] : null;
  let state: TimeToDepthState;
  if (feed.state) {
    // Rebased: the time-to-depth state goes on (the lag, the drilled depths), above the new data's last row nothing.
    state = feed.state as TimeToDepthState;
    raiseFloor(state, floor);
  } else {
    state = newTimeToDepthState(await projectStep(trx, project), floor);
  }
  return { state, baseRevision: project.data_revision, baseRows: rows, liveRevision: null };
}

/** The project's depth step: its metadata's (the file's STEP), else DEFAULT_LIVE_STEP_FT. */
async function projectStep(trx: Conn, project: ProjectLock): Promise<number> {
  const row = await findMetadataDepthFields(trx, project.id, project.metadata_revision);
  const step = row ? toNumberOrNull(row.step) : null;
  return step !== null && step > 0 ? step : DEFAULT_LIVE_STEP_FT;
}

/** The feed's depth rows of these bins, as catalogue columns. */
function liveRows(state: TimeToDepthState, bins: DepthBin[], mapping: WitsMapping[]) {
  const binned = binnedRows(state, bins);
  const { columns } = lasToColumns(depthRowsAsLas(binned.depth, binned.columns, mappedCurves(mapping)));
  return { depth: binned.depth, columns };
}

/** The growing revision's tail holds at most this many rows; past it, the head takes every row written for good. */
const MAX_TAIL_ROWS = 20_000;

/**
 * Rewrites the growing revision (the project's current one) with the feed's rows after its first `base.baseRows`:
 * only its tail, the rows after those it was made with, so that a batch's work is the rows it changes, not the
 * well's (a 100,000-row well took 0.7 s a batch when every row was rewritten). The revision is made again, the
 * head then taking the rows written for good, when the tail cannot take them: past MAX_TAIL_ROWS (a feed whose
 * clock does not move, so the revision is not sealed), the head's rows shared as the revision stores them and
 * the tail's cut where they end; when the feed adds a curve, every row written again. Returns the blobs no
 * longer used.
 */
async function rewriteGrowingRevision(
  trx: Conn,
  project: ProjectLock,
  base: { baseRevision: number; baseRows: number },
  live: ReturnType<typeof liveRows>,
  summaryOf: (rows: StoredRows) => string,
): Promise<number[]> {
  const stored = await readDatasetTail(trx, project.id, base.baseRevision);
  const keep = stored ? base.baseRows - stored.headRows : -1;
  if (stored && keep >= 0 && keep <= stored.tail.depth.length && keep + live.depth.length <= MAX_TAIL_ROWS) {
    const tail = appendLiveRows(stored.tail, keep, live);
    const sameCurves = tail.curves.length === stored.tail.curves.length && tail.curves.every((c, i) => c.name === stored.tail.curves[i].name);
    if (sameCurves) {
      const n = stored.headRows + tail.depth.length;
      const depthAt = (i: number) => (i < stored.headRows ? stored.headDepth[i] : tail.depth[i - stored.headRows]);
      const summary = summaryOf({ rows: n, depthAt });
      // The curves read with the tail: the write takes them for those it replaces when they are its revision's.
      return (await rewriteUnsealedDataRevision(trx, project, { headRows: stored.headRows, tail, stored: stored.stored }, summary)).unusedBlobs;
    }
  }
  const dataset = appendLiveRows(await readDataset(trx, project.id, base.baseRevision), base.baseRows, live);
  // Its rows written for good are its head, shared as it stores them; the feed's rows after them its tail.
  const rows = { dataset, headRows: base.baseRows };
  return (await rewriteUnsealedDataRevision(trx, project, rows, summaryOf(rowsOf(dataset)))).unusedBlobs;
}

/** A revision's rows as its history line reads them: how many, and the depth of each. */
interface StoredRows {
  rows: number;
  depthAt: (row: number) => number;
}

const rowsOf = (dataset: Dataset): StoredRows => ({ rows: dataset.depth.length, depthAt: (i) => dataset.depth[i] });

/** How the project's history lines give depths (its metadata's display unit and step). */
async function projectDepths(trx: Conn, project: ProjectLock): Promise<HistoryDepths> {
  return historyDepths(await findMetadataDepthFields(trx, project.id, project.metadata_revision));
}

/**
 * The history line of a live revision: the depths it added, in the project's display unit, and whether it is still
 * growing ("Live feed: 185 rows, 8,000.0-8,092.5 ft (growing)"; metres at the data's precision).
 */
function liveSummary({ rows: n, depthAt }: StoredRows, baseRows: number, growing: boolean, depths: HistoryDepths): string {
  const from = depthAt(Math.min(baseRows, n - 1));
  const minimumFractionDigits = depths.unit === 'm' ? depths.decimals : 1;
  const text = (ft: number) =>
    toDisplayDepth(ft, depths.unit).toLocaleString('en-US', { minimumFractionDigits, maximumFractionDigits: Math.max(2, minimumFractionDigits) });
  return `Live feed: ${n - baseRows} rows, ${text(from)}-${text(depthAt(n - 1))} ${depths.unit}${growing ? ' (growing)' : ''}`;
}

/** Seals the growing revision of a feed silent since `before` (its open rows written for good); false if none. */
export async function sealSilentFeed(deps: AppDeps, projectId: number, before: Date): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const project = await repo.lockProjectRow(trx, projectId);
    const feed = await repo.findFeed(trx, projectId);
    if (!project || !feed || feed.live_revision === null || !feed.last_frame_at || new Date(feed.last_frame_at) >= before) return false;
    const state = feed.state as TimeToDepthState;
    const closed = closeBins(state, true).length;
    if (feed.live_revision === project.data_revision) await markDataRevisionSealed(trx, projectId, feed.live_revision);
    const updated = await repo.updateFeed(trx, projectId, {
      state: JSON.stringify(state),
      base_revision: feed.live_revision,
      base_rows: (feed.base_rows ?? 0) + closed,
      live_revision: null,
      live_since: null,
      live_first_row: (feed.base_rows ?? 0) + closed,
    });
    await notifyProject(trx, { project_id: projectId, kind: 'feed', ...feedStatus(updated) });
    return true;
  });
}

/** Seals every feed silent for SEAL_WHEN_SILENT_MS (the server runs this every half minute). */
export async function sealSilentFeeds(deps: AppDeps, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - SEAL_WHEN_SILENT_MS);
  let sealed = 0;
  for (const { project_id } of await repo.silentLiveFeeds(deps.db, before)) if (await sealSilentFeed(deps, project_id, before)) sealed++;
  return sealed;
}

// ------------------------------------------------------------------ the Live feed panel

function feedView(feed: FeedRow | undefined): LiveFeed {
  const mapping = (feed?.mapping as WitsMapping[] | null | undefined) ?? null;
  const depthUnit = feed?.depth_unit ?? 'ft';
  return {
    lag_minutes: feed?.lag_minutes ?? 0,
    depth_unit: depthUnit,
    mapping,
    effective_mapping: feedMapping({ mapping, depth_unit: depthUnit }),
    acked_seq: Number(feed?.acked_seq ?? 0),
    frames: Number(feed?.frames ?? 0),
    bad_frames: Number(feed?.bad_frames ?? 0),
    unknown_items: Number(feed?.unknown_items ?? 0),
    last_frame_at: iso(feed?.last_frame_at),
    last_data_time: iso(feed?.last_data_time),
    last_depth: feed?.last_depth ?? null,
    gas_depth: feed?.gas_depth ?? null,
    live_revision: feed?.live_revision ?? null,
  };
}

/** The feed's status for the events stream: the counts and last data, without the item table (a browser has it). */
function statusOf(view: LiveFeed) {
  const { mapping: _mapping, effective_mapping: _effective, ...status } = view;
  return status;
}

const feedStatus = (feed: FeedRow | undefined) => statusOf(feedView(feed));

/** `GET /api/projects/{id}/live-feed`: the feed's settings and counts, for anyone who may view the project. */
export async function getLiveFeed(deps: AppDeps, user: UserWithCompany, projectId: number): Promise<LiveFeed> {
  await requireProject(deps.db, user, projectId, 'view');
  return feedView(await repo.findFeed(deps.db, projectId));
}

const ADMIN_ONLY = 'You need admin access to this project to manage its live feed.';

/** `PUT /api/projects/{id}/live-feed`: the lag time, the unit of the feed's depths and the project's item table (project admins). */
export async function updateLiveFeed(deps: AppDeps, user: UserWithCompany, projectId: number, body: UpdateLiveFeedBody): Promise<LiveFeed> {
  await requireProject(deps.db, user, projectId, 'admin', ADMIN_ONLY);
  return deps.db.transaction().execute(async (trx) => {
    await lockProjectFor(trx, user, projectId, 'admin', ADMIN_ONLY);
    await repo.ensureFeed(trx, projectId);
    const updated = await repo.updateFeed(trx, projectId, {
      lag_minutes: body.lag_minutes,
      ...(body.depth_unit !== undefined ? { depth_unit: body.depth_unit } : {}),
      ...(body.mapping !== undefined ? { mapping: body.mapping === null ? null : JSON.stringify(body.mapping) } : {}),
    });
    const view = feedView(updated);
    await notifyProject(trx, { project_id: projectId, kind: 'feed', ...statusOf(view) });
    return view;
  });
}

// ------------------------------------------------------------------ ingest tokens

function listedToken(row: { id: number; name: string; created_at: unknown; last_used_at: unknown }): LiveToken {
  return { id: row.id, name: row.name, created_at: iso(row.created_at)!, last_used_at: iso(row.last_used_at) };
}

export async function listIngestTokens(deps: AppDeps, user: UserWithCompany, projectId: number): Promise<LiveToken[]> {
  await requireProject(deps.db, user, projectId, 'admin', ADMIN_ONLY);
  return (await repo.listLiveTokens(deps.db, projectId)).map(listedToken);
}

/** A new ingest token for one project, answered this once; only its hash is kept. */
export async function createIngestToken(deps: AppDeps, user: UserWithCompany, projectId: number, name: string): Promise<CreatedLiveToken> {
  await requireProject(deps.db, user, projectId, 'admin', ADMIN_ONLY);
  const token = `${LIVE_TOKEN_PREFIX}${randomToken(32)}`;
  const row = await deps.db.transaction().execute(async (trx) => {
    await lockProjectFor(trx, user, projectId, 'admin', ADMIN_ONLY);
    return repo.insertLiveToken(trx, { project_id: projectId, name, token_hash: sha256Hex(token), created_by_id: user.id });
  });
  return { ...listedToken(row), token };
}

export async function revokeIngestToken(deps: AppDeps, user: UserWithCompany, projectId: number, tokenId: number): Promise<void> {
  await requireProject(deps.db, user, projectId, 'admin', ADMIN_ONLY);
  const revoked = await deps.db.transaction().execute(async (trx) => {
    await lockProjectFor(trx, user, projectId, 'admin', ADMIN_ONLY);
    return repo.revokeLiveToken(trx, projectId, tokenId);
  });
  if (!revoked) throw notFound(LIVE_MESSAGES.tokenNotFound);
}
