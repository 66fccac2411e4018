import { importFields } from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import { invalid } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { holdStoredColumns, readDataset, type Dataset, type EncodedColumn } from '../project-data';
import {
  appendDataRevision,
  appendMetadataRevision,
  asDoc,
  checkLandingPoint,
  depthRange,
  findMetadataRevision,
  prepareUpload,
  readUploadedLas,
  type ReadUpload,
  toNumberOrNull,
} from '../projects';
import { parseFields, type MultipartForm, type UploadedFile } from '../../lib/multipart';
import { lockProjectFor, requireProject } from '../../kernel/project-access';
import { readDiffCsv } from './diff-csv.pool';
import { appendRows, applyDiff } from './merge-data';

export const NO_FILE = 'No file selected.';

/** The file's rows; a full replace also gets the hashes the LAS worker took of its columns, and their compressed form when it made it. */
async function readFile(
  type: string,
  file: UploadedFile,
  read: Promise<ReadUpload | null> | undefined,
  readLimitSeconds: number,
): Promise<{ dataset: Dataset; hashes?: string[]; blobs?: EncodedColumn[] }> {
  const isCsv = /\.csv$/i.test(file.filename);
  const isLas = /\.las$/i.test(file.filename);
  if (type === 'diff-only' ? !isCsv && !isLas : !isLas) {
    const message = type === 'diff-only' ? 'Choose a .las or .csv file.' : 'Choose a .las file.';
    throw invalid({ las_file: [message] }, message);
  }
  if (isCsv) return { dataset: await readDiffCsv(file.data) };
  const { dataset, hashes, blobs } = await readUploadedLas(read, file.data, readLimitSeconds);
  if (type === 'full-replace') return { dataset, hashes, blobs };
  if (type !== 'diff-only') return { dataset };
  // A LAS diff gives every cell: each row replaces the listed curves at its depth, so the file's NULL value
  // blanks a value (a CSV diff can leave a cell empty to keep it instead). docs/imports.md.
  return { dataset: { ...dataset, curves: dataset.curves.map((c) => ({ ...c, blank: Uint8Array.from(c.values, (v) => (v !== v ? 1 : 0)) })) } };
}

/**
 * `POST /import`: full-replace, append or diff-only, with the landing point kept, changed or set to
 * the new stop depth ('max'). One transaction: a new data revision, a metadata revision when the
 * depth range or landing point changes, the upload kept; a refused import changes nothing.
 */
export async function importData(deps: AppDeps, user: UserWithCompany, projectId: number, readForm: () => Promise<MultipartForm<ReadUpload>>) {
  await requireProject(deps.db, user, projectId, 'write');
  // Read the upload only once the caller is known to be allowed; a LAS file may come read as it arrived.
  const form = await readForm();
  const fields = parseFields(importFields, form.fields);
  const type = fields['type-of-import'];
  const file = form.file;
  if (!file || file.data.byteLength === 0) throw invalid({ las_file: [NO_FILE] }, NO_FILE);
  const newLanding = fields.depth_of_split === '' ? undefined : fields.depth_of_split;
  if (fields.depth_change === 'change' && newLanding === undefined) {
    throw invalid({ depth_of_split: ['Enter the new landing point.'] }, 'Enter the new landing point.');
  }
  // The kept file was hashed and compressed as it arrived (lib/received-file.ts); its row is written with the data.
  const writeUpload = prepareUpload(file, projectId, user.id, deps.files);
  const { dataset: incoming, hashes, blobs } = await readFile(type, file, form.read, deps.config.UPLOAD_READ_LIMIT_SECONDS);

  const imported = await deps.db.transaction().execute(async (trx) => {
    const project = await lockProjectFor(trx, user, projectId, 'write');
    let dataset: Dataset;
    let summary: string;
    if (type === 'full-replace') {
      dataset = incoming;
      // The card says the kind of import and the rows the revision holds.
      summary = `Full replace from ${file.filename} (${incoming.depth.length} rows, ${incoming.curves.length} curves)`;
    } else {
      const current = await readDataset(trx, projectId, project.data_revision);
      if (!current) throw new Error(`project ${projectId} has no data revision ${project.data_revision}`);
      if (type === 'append') {
        dataset = appendRows(current, incoming);
        summary = `Append: ${incoming.depth.length} rows from ${file.filename} (${dataset.depth.length} rows in all)`;
      } else {
        const diff = applyDiff(current, incoming);
        dataset = diff.dataset;
        summary = `Diff-only: changed ${diff.cells} values from ${file.filename} (${dataset.depth.length} rows)`;
      }
    }

    const metadataRow = await findMetadataRevision(trx, projectId, project.metadata_revision);
    if (!metadataRow) throw new Error(`project ${projectId} has no metadata revision ${project.metadata_revision}`);
    const before = asDoc(metadataRow.metadata);
    const range = depthRange(dataset.depth);
    // Only a full replace stores the file's columns as read (and hashed); the others store merged ones.
    let revisions = await appendDataRevision(trx, project, dataset, summary, user.id, {
      uploadId: writeUpload,
      importType: type,
      hashes: type === 'full-replace' ? hashes : undefined,
      blobs: type === 'full-replace' ? blobs : undefined,
    });

    // The landing point is checked against the new depth range; a refusal rolls back everything above.
    let landing = before.depth_of_split;
    if (fields.depth_change === 'change') {
      checkLandingPoint(newLanding!, range.start_depth, range.stop_depth);
      landing = newLanding!;
    } else if (fields.depth_change === 'max') {
      landing = range.stop_depth;
    }

    const after = {
      ...before,
      start_depth: range.start_depth,
      stop_depth: range.stop_depth,
      step: range.step ?? toNumberOrNull(before.step),
      depth_of_split: landing,
    };
    const labels = { start_depth: 'start depth', stop_depth: 'stop depth', step: 'step', depth_of_split: 'landing point' } as const;
    const changed = (Object.keys(labels) as (keyof typeof labels)[]).filter((k) => toNumberOrNull(before[k]) !== toNumberOrNull(after[k]));
    if (changed.length > 0) {
      const text = changed.map((k) => `${labels[k]} ${toNumberOrNull(before[k]) ?? 'none'} to ${toNumberOrNull(after[k]) ?? 'none'}`).join(', ');
      revisions = await appendMetadataRevision(trx, revisions, after, `Import (${type}) changed ${text}`, user.id);
    }
    return { data_revision: revisions.data_revision, metadata_revision: revisions.metadata_revision, summary };
  });
  // A full replace's columns, as read and hashed by the LAS worker, are what the workspace reads next (a project's
  // first upload does the same: projects.service.ts). Merged columns were hashed as they were stored, not kept.
  if (type === 'full-replace' && hashes) holdStoredColumns([incoming.depth, ...incoming.curves.map((c) => c.values)], hashes);
  return imported;
}
