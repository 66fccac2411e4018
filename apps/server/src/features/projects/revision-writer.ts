import type { ProjectRow } from '../../db/schema';
import type { Conn } from '../../kernel/db';
import { notifyProject } from '../../kernel/events';
import {
  copyDataRevision,
  insertDataRevision,
  replaceDataRevisionCurves,
  replaceDataRevisionTail,
  type Dataset,
  type DatasetTail,
  type EncodedColumn,
} from '../project-data';
import type { MetadataDoc } from './metadata';
import * as repo from './projects.repository';

// The one writer of revisions: every data and metadata revision, its row in the history and the project's
// pointer to it are written here, by projects, imports and restores alike. History is never rewritten: each
// write appends a revision and makes it current; the one line ever taken out of the history view is an autosave's,
// when the next autosave of its run stands for it (its revision stays). Call inside a transaction that holds the project's lock
// (kernel/project-access.ts lockProjectFor). Each returns the project's revisions after the write, and tells every
// server's open streams of it when the transaction commits (kernel/events.ts).

/** Which revisions of a project are current. */
export type ProjectRevisions = Pick<ProjectRow, 'id' | 'data_revision' | 'metadata_revision'>;

/** Where a data revision's rows came from: the kept upload (or a writer of it), how, and the worker's column hashes. */
export interface DataSource {
  uploadId: number | null | ((trx: Conn) => Promise<number>);
  importType: string;
  hashes?: readonly string[];
  /** The columns compressed as stored (encodeColumn), when the worker did it. */
  blobs?: readonly EncodedColumn[];
  /** The live feed's growing revision: its rows written for good, stored apart from the rows after them. */
  headRows?: number;
  /** The revision whose first `headRows` rows these are: its stored parts are shared (insertDataRevision). */
  headFrom?: number;
}

/** Data revision 1 and metadata revision 1 of a new project, with their history rows. */
export async function writeFirstRevisions(
  trx: Conn,
  projectId: number,
  first: { dataset: Dataset; source: DataSource; metadata: MetadataDoc; dataSummary: string; metadataSummary: string; userId: number },
): Promise<ProjectRevisions> {
  const { dataset, source } = first;
  await insertDataRevision(trx, {
    projectId,
    revision: 1,
    uploadId: source.uploadId,
    importType: source.importType,
    dataset,
    hashes: source.hashes,
    blobs: source.blobs,
  });
  await repo.insertMetadataRevision(trx, { project_id: projectId, revision: 1, data_revision: 1, metadata: first.metadata });
  await history(trx, projectId, 1, 'project_data', first.dataSummary, first.userId);
  await history(trx, projectId, 1, 'project_metadata', first.metadataSummary, first.userId);
  const written = await repo.updateProject(trx, projectId, { data_revision: 1, metadata_revision: 1 });
  return announce(trx, { id: projectId, data_revision: 1, metadata_revision: 1 }, written);
}

/**
 * How an autosave's revision enters the history: as a line of its own, or taking the place of the line of the
 * run it joins (`joins`, from openAutosaveRun), whose summary then counts from the run's start.
 */
export interface AutosaveRun {
  joins: { id: number; runBase: number } | null;
}

/**
 * Appends a metadata revision (written with `dataRevision`, the current data by default) and makes it current.
 * `autosave`: written by a workspace autosave; joining a run, its line takes the place of the run's line in
 * the history (that line is folded; its revision stays, as a base clients may merge against).
 */
export async function appendMetadataRevision(
  trx: Conn,
  project: ProjectRevisions,
  doc: MetadataDoc,
  summary: string,
  userId: number | null,
  dataRevision = project.data_revision,
  autosave?: AutosaveRun,
): Promise<ProjectRevisions> {
  const revision = project.metadata_revision + 1;
  await repo.insertMetadataRevision(trx, { project_id: project.id, revision, data_revision: dataRevision, metadata: doc });
  await repo.insertRevision(trx, {
    project_id: project.id,
    revision,
    revised_table: 'project_metadata',
    summary,
    revised_by_id: userId,
    autosave: autosave !== undefined,
    run_base: autosave?.joins?.runBase ?? null,
  });
  if (autosave?.joins) await repo.foldRevision(trx, project.id, autosave.joins.id);
  const written = await repo.updateProject(trx, project.id, { metadata_revision: revision });
  return announce(trx, { ...project, metadata_revision: revision }, written);
}

/** Appends a data revision holding `dataset` and makes it current. */
export async function appendDataRevision(
  trx: Conn,
  project: ProjectRevisions,
  dataset: Dataset,
  summary: string,
  userId: number | null,
  source: DataSource,
): Promise<ProjectRevisions> {
  const revision = project.data_revision + 1;
  await insertDataRevision(trx, {
    projectId: project.id,
    revision,
    uploadId: source.uploadId,
    importType: source.importType,
    dataset,
    hashes: source.hashes,
    blobs: source.blobs,
    headRows: source.headRows,
    headFrom: source.headFrom,
  });
  await history(trx, project.id, revision, 'project_data', summary, userId);
  const written = await repo.updateProject(trx, project.id, { data_revision: revision });
  return announce(trx, { ...project, data_revision: revision }, written);
}

/** Appends a data revision that is a copy of an earlier one (its curve blobs shared, nothing copied byte for byte). */
export async function appendCopyOfDataRevision(
  trx: Conn,
  project: ProjectRevisions,
  from: number,
  summary: string,
  userId: number | null,
): Promise<ProjectRevisions> {
  const revision = project.data_revision + 1;
  await copyDataRevision(trx, project.id, from, revision, 'restore');
  await history(trx, project.id, revision, 'project_data', summary, userId);
  const written = await repo.updateProject(trx, project.id, { data_revision: revision });
  return announce(trx, { ...project, data_revision: revision }, written);
}

/**
 * Rewrites the current data revision in place: only the live feed's revision that is not sealed yet, which grows
 * as rows arrive (the feed seals it, and never rewrites it after): every row (`dataset`, its first `headRows`
 * stored apart), or only the rows after its head (`tail`). Its history line is updated, and the project's data
 * version grows so that cached answers and ETags change. Returns the blobs it no longer uses.
 */
export async function rewriteUnsealedDataRevision(
  trx: Conn,
  project: ProjectRevisions,
  rows: { dataset: Dataset; headRows: number } | DatasetTail,
  summary: string,
): Promise<{ revisions: ProjectRevisions; unusedBlobs: number[] }> {
  const unusedBlobs =
    'dataset' in rows
      ? await replaceDataRevisionCurves(trx, project.id, project.data_revision, rows.dataset, rows.headRows)
      : await replaceDataRevisionTail(trx, project.id, project.data_revision, rows);
  await repo.updateRevisionSummary(trx, project.id, project.data_revision, 'project_data', summary);
  const versions = await repo.bumpDataVersion(trx, project.id);
  return { revisions: await announce(trx, project, versions), unusedBlobs };
}

/** The growing revision is sealed: its history line no longer says "(growing)". Its rows are never rewritten again. */
export async function markDataRevisionSealed(trx: Conn, projectId: number, revision: number): Promise<void> {
  const summary = await repo.findRevisionSummary(trx, projectId, revision, 'project_data');
  if (summary !== undefined) await repo.updateRevisionSummary(trx, projectId, revision, 'project_data', summary.replace(/ \(growing\)$/, ''));
}

/**
 * Tells the project's listeners its versions, as the write that changed them answered them (`written`: the project's
 * row returned by its update), not read again.
 */
async function announce(
  trx: Conn,
  project: ProjectRevisions,
  written: { data_revision: number; metadata_revision: number; data_version: number },
): Promise<ProjectRevisions> {
  await notifyProject(trx, {
    project_id: project.id,
    kind: 'revision',
    data_revision: written.data_revision,
    metadata_revision: written.metadata_revision,
    data_version: written.data_version,
  });
  return project;
}

function history(trx: Conn, projectId: number, revision: number, table: 'project_data' | 'project_metadata', summary: string, userId: number | null) {
  return repo.insertRevision(trx, { project_id: projectId, revision, revised_table: table, summary, revised_by_id: userId });
}
