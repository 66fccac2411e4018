import { createProjectFields, PROJECT_DETAIL_REVISIONS } from '@mudstack/contracts';
import { isSuperAdmin } from '@mudstack/core';
import type {
  ProjectAccessBody,
  ProjectAccessList,
  ProjectDetail,
  ProjectListItem,
  Revision,
  RevisionsPage,
  RevisionsPageQuery,
  UpdateProjectBody,
} from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import { forbidden, invalid, notFound } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import type { Conn } from '../../kernel/db';
import { notifyProject } from '../../kernel/events';
import type { ServerTiming } from '../../kernel/server-timing';
import { findDataRevision, holdStoredColumns, listCurveInfos } from '../project-data';
import { checkLandingPoint } from './landing-point';
import { readUploadedLas, type ReadUpload } from './las-parse.pool';

type ParsedUpload = ReadUpload;
import { headerMetadata, lasFileError } from './las-upload';
import { historyDepths, toApiMetadata, toNumberOrNull, type MetadataDoc } from './metadata';
import { parseFields, type MultipartForm, type UploadedFile } from '../../lib/multipart';
import { assertNotArchived, lockProjectFor, requireProject } from '../../kernel/project-access';
import { decodeUpload, prepareUpload } from './uploads';
import * as repo from './projects.repository';
import { writeFirstRevisions } from './revision-writer';

// Generated<Timestamp> selects as the ColumnType itself, so dates arrive typed loosely.
const iso = (d: unknown) => new Date(d as string).toISOString();
const viewerOf = (user: UserWithCompany) => ({ id: user.id, superAdmin: isSuperAdmin(user) });

export function toListItem(row: repo.ProjectSummaryRow, superAdmin: boolean): ProjectListItem {
  return {
    id: row.id,
    name: row.name,
    company_id: row.company_id,
    deleted_date: row.deleted_date ? iso(row.deleted_date) : null,
    created_datetime: iso(row.created_datetime),
    created_by: row.creator_first_name !== null ? { first_name: row.creator_first_name, last_name: row.creator_last_name ?? '' } : null,
    latest_metadata: {
      well: row.well ?? '',
      company: row.company ?? '',
      depth_of_split: row.depth_of_split,
      start_depth: row.start_depth,
      stop_depth: row.stop_depth,
    },
    metadata_revision: row.metadata_revision,
    data_revision: row.data_revision,
    access_level: superAdmin ? 'super-admin' : (row.access_level ?? 'view'),
  };
}

export interface CreateProjectInput {
  name: string;
  depthOfSplit?: number;
  file?: UploadedFile;
  /** The file as read while it arrived (readLasAsItArrives), null if that read gave up. */
  read?: Promise<ReadUpload | null>;
}

/**
 * Reads the create form once the caller is known to be allowed (multipart: las_file, name, depth_of_split);
 * the form may bring the file already read as it arrived. `timing`: receive (the form), read (what was left
 * to read after its last byte), store (the transaction).
 */
export async function createProjectFromForm(
  deps: AppDeps,
  user: UserWithCompany,
  readForm: () => Promise<MultipartForm<ReadUpload>>,
  timing?: ServerTiming,
) {
  assertMayCreate(user);
  const { fields, file, read } = await readForm();
  timing?.mark('receive');
  read?.catch(() => undefined); // awaited in createProject; never an unhandled rejection if the form is refused first
  const parsed = parseFields(createProjectFields, fields);
  const depthOfSplit = parsed.depth_of_split === '' || parsed.depth_of_split === undefined ? undefined : parsed.depth_of_split;
  return createProject(deps, user, { name: parsed.name, depthOfSplit, file, read }, timing);
}

function assertMayCreate(user: UserWithCompany) {
  if (user.role !== 'admin' && user.role !== 'super-admin') throw forbidden('Only admins can add projects.');
}

/**
 * Writes what a new project holds besides its row: data revision 1 (with the kept file), metadata revision 1,
 * their revision rows and the creator's admin access, in the caller's transaction.
 */
async function fillNewProject(
  trx: Conn,
  user: UserWithCompany,
  projectId: number,
  input: { file: UploadedFile; uploadId: number | ((trx: Conn) => Promise<number>); parsed: ParsedUpload; metadata: MetadataDoc },
): Promise<void> {
  const { dataset } = input.parsed;
  await writeFirstRevisions(trx, projectId, {
    dataset,
    source: { uploadId: input.uploadId, importType: 'create', hashes: input.parsed.hashes, blobs: input.parsed.blobs },
    metadata: input.metadata,
    dataSummary: `Created from ${input.file.filename} (${dataset.depth.length} rows, ${dataset.curves.length} curves)`,
    metadataSummary: `Metadata read from ${input.file.filename}; landing point ${landingText(input.metadata)}`,
    userId: user.id,
  });
  await repo.insertAccessRow(trx, { project_id: projectId, user_id: user.id, access_level: 'admin' });
}

/** Metadata revision 1 of a new project: the file's headers, with the landing point of the form when given. */
function newProjectMetadata(parsed: ParsedUpload, depthOfSplit: number | undefined): MetadataDoc {
  const metadata = headerMetadata(parsed);
  const start = metadata.start_depth as number;
  const stop = metadata.stop_depth as number;
  if (depthOfSplit !== undefined) {
    checkLandingPoint(depthOfSplit, start, stop);
    metadata.depth_of_split = depthOfSplit;
  } else if (metadata.depth_of_split === null || metadata.depth_of_split < start || metadata.depth_of_split > stop + 1) {
    metadata.depth_of_split = stop;
  }
  return metadata;
}

/**
 * `POST /api/projects`: admins and super-admins; a bad file stores nothing. One transaction, which writes the
 * project's row and, while a worker thread reads the file, the kept file, then what was read;
 * a refused file rolls it all back.
 */
export async function createProject(
  deps: AppDeps,
  user: UserWithCompany,
  input: CreateProjectInput,
  timing?: ServerTiming,
): Promise<{ id: number; warnings: string[] }> {
  assertMayCreate(user);
  const file = input.file;
  if (!file || file.data.byteLength === 0) throw invalid({ las_file: ['Please enter a c-type .las file'] }, 'Please enter a c-type .las file');
  if (!/\.las$/i.test(file.filename)) throw lasFileError('Please enter a c-type .las file');
  const parsing = readUploadedLas(input.read, file.data, deps.config.UPLOAD_READ_LIMIT_SECONDS);
  parsing.catch(() => undefined); // awaited in the transaction; never an unhandled rejection if a write fails first
  const writeUpload = prepareUpload(file, null, user.id, deps.files);
  const created = await deps.db.transaction().execute(async (trx) => {
    const project = await repo.insertProject(trx, { name: input.name, company_id: user.company_id, created_by_id: user.id });
    // Whichever is ready first goes to the database first: the compressed file or the columns the worker read.
    const fileFirst = await Promise.race([file.kept.then(() => true), parsing.then(() => false)]);
    const uploadId = fileFirst ? await writeUpload(trx, project.id) : (t: Conn) => writeUpload(t, project.id);
    const parsed = await parsing;
    timing?.mark('read');
    const metadata = newProjectMetadata(parsed, input.depthOfSplit);
    await fillNewProject(trx, user, project.id, { file, uploadId, parsed, metadata });
    return { id: project.id, warnings: parsed.warnings.slice(0, 50), parsed };
  });
  timing?.mark('store');
  // The workspace is opened next: its first read finds the new columns in memory (300-500 ms of reading them back
  // for the 63 MB bench file, `npm run bench -- projects`).
  const { dataset, hashes } = created.parsed;
  holdStoredColumns([dataset.depth, ...dataset.curves.map((c) => c.values)], hashes);
  return { id: created.id, warnings: created.warnings };
}

export async function listProjects(deps: AppDeps, user: UserWithCompany, archived: 'true' | 'false' | 'all'): Promise<ProjectListItem[]> {
  const rows = await repo.listProjectSummaries(deps.db, viewerOf(user), archived);
  return rows.map((row) => toListItem(row, isSuperAdmin(user)));
}

async function summaryOf(db: Conn, user: UserWithCompany, projectId: number): Promise<ProjectListItem> {
  const row = await repo.findProjectSummary(db, viewerOf(user), projectId);
  if (!row) throw new Error(`project ${projectId} vanished`);
  return toListItem(row, isSuperAdmin(user));
}

export async function getProject(deps: AppDeps, user: UserWithCompany, projectId: number): Promise<ProjectDetail> {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  const db = deps.db;
  const [summary, revisions, metadataRow, snippets, curves, dataRevision] = await Promise.all([
    summaryOf(db, user, projectId),
    repo.listRevisions(db, projectId, { limit: PROJECT_DETAIL_REVISIONS }),
    repo.findMetadataRevision(db, projectId, project.metadata_revision),
    repo.listSnippets(db, projectId),
    listCurveInfos(db, projectId, project.data_revision),
    findDataRevision(db, projectId, project.data_revision),
  ]);
  if (!metadataRow) throw new Error(`project ${projectId} has no metadata revision ${project.metadata_revision}`);
  return {
    ...summary,
    latest_metadata: toApiMetadata(metadataRow, project.name),
    ...revisionsPage(revisions),
    // Lines the history shows (folded autosaves are not), kept by the writes that add or fold one.
    revisions_total: project.history_lines,
    snippets: snippets.map((s) => ({
      id: s.id,
      project_id: s.project_id,
      name: s.name,
      config: s.config as ProjectDetail['snippets'][number]['config'],
      renormalize: s.renormalize,
      created_by_id: s.created_by_id,
      created_datetime: iso(s.created_datetime),
    })),
    curves: curves.map(({ name, unit, original_mnemonic, description }) => ({ name, unit, original_mnemonic, description })),
    row_count: dataRevision?.row_count ?? 0,
  };
}

export const RESTORE_DENIED = 'You do not have permission to restore this project.';
export const ARCHIVE_DENIED = 'You do not have permission to archive this project.';
export const RENAME_DENIED = 'You do not have permission to rename this project.';

/** `PUT /api/projects/{id}`: rename, archive or unarchive; project admins only. */
export async function updateProject(deps: AppDeps, user: UserWithCompany, projectId: number, body: UpdateProjectBody): Promise<ProjectListItem> {
  const denied = 'name' in body ? RENAME_DENIED : body.deleted_date === null ? RESTORE_DENIED : ARCHIVE_DENIED;
  await requireProject(deps.db, user, projectId, 'admin', denied);
  await deps.db.transaction().execute(async (trx) => {
    const project = await lockProjectFor(trx, user, projectId, 'admin', denied);
    if ('name' in body) {
      assertNotArchived(project);
      await repo.updateProject(trx, projectId, { name: body.name });
    } else {
      // The server's clock dates an archive; the value sent only says "archive".
      await repo.updateProject(trx, projectId, { deleted_date: body.deleted_date === null ? null : new Date() });
    }
  });
  return summaryOf(deps.db, user, projectId);
}

// ---------------------------------------------------------------- access

/**
 * Who may be given access: active users of the project's company; a super-admin may add any
 * active user (docs/decisions.md).
 */
async function assignableUsers(db: Conn, user: UserWithCompany, projectCompanyId: number | null) {
  if (isSuperAdmin(user)) return repo.listActiveUsers(db, null);
  if (projectCompanyId === null) return [];
  return repo.listActiveUsers(db, projectCompanyId);
}

async function accessListOf(db: Conn, user: UserWithCompany, projectId: number, companyId: number | null): Promise<ProjectAccessList> {
  const access = await repo.listAccessRows(db, projectId);
  const candidates = await assignableUsers(db, user, companyId);
  const assigned = new Set(access.map((a) => a.id));
  return { access, assignable: candidates.filter((c) => !assigned.has(c.id)) };
}

/** Revisions as the API gives them, and where the next page starts. */
function revisionsPage(page: Awaited<ReturnType<typeof repo.listRevisions>>): { revisions: Revision[]; revisions_next: string | null } {
  return {
    revisions: page.rows.map((r) => ({
      revision: r.revision,
      revised_table: r.revised_table,
      summary: r.summary,
      revised_datetime: iso(r.revised_datetime),
      revised_by: r.first_name !== null ? { first_name: r.first_name, last_name: r.last_name ?? '' } : null,
    })),
    revisions_next: page.more && page.rows.length > 0 ? String(page.rows[page.rows.length - 1].id) : null,
  };
}

/** `GET /api/projects/{id}/revisions?before=&limit=`: the history past the project detail's newest, a page at a time. */
export async function getRevisionsPage(deps: AppDeps, user: UserWithCompany, projectId: number, query: RevisionsPageQuery): Promise<RevisionsPage> {
  await requireProject(deps.db, user, projectId, 'view');
  const page = revisionsPage(await repo.listRevisions(deps.db, projectId, { limit: query.limit ?? PROJECT_DETAIL_REVISIONS, before: query.before }));
  return { revisions: page.revisions, next: page.revisions_next };
}

export async function getProjectAccess(deps: AppDeps, user: UserWithCompany, projectId: number): Promise<ProjectAccessList> {
  const { project } = await requireProject(deps.db, user, projectId, 'admin');
  return accessListOf(deps.db, user, projectId, project.company_id);
}

/** `POST /api/projects/{id}/access`: the complete list of access rows (project admins). */
export async function setProjectAccess(deps: AppDeps, user: UserWithCompany, projectId: number, body: ProjectAccessBody): Promise<ProjectAccessList> {
  const { project } = await requireProject(deps.db, user, projectId, 'admin');
  const entries = body.access_levels;
  const seen = new Set<number>();
  for (const e of entries) {
    if (seen.has(e.user_id)) throw invalid({ access_levels: [`User ${e.user_id} is listed twice.`] });
    seen.add(e.user_id);
  }
  if (!entries.some((e) => e.access_level === 'admin')) {
    throw invalid({ access_levels: ['A project needs at least one admin.'] }, 'A project needs at least one admin.');
  }
  return deps.db.transaction().execute(async (trx) => {
    await lockProjectFor(trx, user, projectId, 'admin');
    const current = new Set((await repo.listAccessRows(trx, projectId)).map((a) => a.id));
    const allowed = new Set((await assignableUsers(trx, user, project.company_id)).map((u) => u.id));
    for (const e of entries) {
      // Users already on the project stay assignable (a super-admin may have added them from another company).
      if (!current.has(e.user_id) && !allowed.has(e.user_id)) {
        throw invalid({ access_levels: [`User ${e.user_id} cannot be given access to this project.`] });
      }
    }
    await repo.replaceAccessRows(
      trx,
      projectId,
      entries.map((e) => ({ user_id: e.user_id, access_level: e.access_level })),
    );
    // Open event streams check again whether their user may still view the project (and end if not).
    await notifyProject(trx, { project_id: projectId, kind: 'access' });
    return accessListOf(trx, user, projectId, project.company_id);
  });
}

/**
 * `GET /api/projects/{id}/original?dr=`: the file the data revision `dr` (default: the current one)
 * was made from, byte for byte, with its file name; anyone who may view the project.
 */
export async function getOriginalFile(deps: AppDeps, user: UserWithCompany, projectId: number, dr?: number) {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  const revision = dr ?? project.data_revision;
  const row = await repo.findRevisionUpload(deps.db, projectId, revision);
  if (!row) throw notFound(`Data revision ${revision} of this project has no uploaded file.`);
  return { filename: row.filename, content: await decodeUpload(deps.db, row, deps.files) };
}

/** The landing point as the first metadata revision's history line gives it, in the project's display unit. */
function landingText(doc: MetadataDoc): string {
  const split = toNumberOrNull(doc.depth_of_split);
  const depths = historyDepths(doc);
  return split === null ? 'none' : `${depths.text(split)} ${depths.unit}`;
}
