import type { ProjectRow } from '../../db/schema';
import type { Conn } from '../../kernel/db';
import { insertDataRevision, type Dataset } from '../project-data';
import type { MetadataDoc } from './metadata';
import * as repo from './projects.repository';

/**
 * Appends a metadata revision (history is never rewritten) and makes it current. Call inside a
 * transaction holding the project lock (kernel/project-access.ts lockProjectFor); returns the new revision number.
 */
export async function appendMetadataRevision(
  trx: Conn,
  project: ProjectRow,
  doc: MetadataDoc,
  summary: string,
  userId: number | null,
  dataRevision = project.data_revision,
): Promise<number> {
  const revision = project.metadata_revision + 1;
  await repo.insertMetadataRevision(trx, { project_id: project.id, revision, data_revision: dataRevision, metadata: doc });
  await repo.insertRevision(trx, { project_id: project.id, revision, revised_table: 'project_metadata', summary, revised_by_id: userId });
  await repo.updateProject(trx, project.id, { metadata_revision: revision });
  project.metadata_revision = revision;
  return revision;
}

/** Appends a data revision from a dataset and makes it current (same rules as above). */
export async function appendDataRevision(
  trx: Conn,
  project: ProjectRow,
  dataset: Dataset,
  summary: string,
  userId: number | null,
  source: { uploadId: number | null | ((trx: Conn) => Promise<number>); importType: string; hashes?: readonly string[] },
): Promise<number> {
  const revision = project.data_revision + 1;
  const { uploadId, importType, hashes } = source;
  await insertDataRevision(trx, { projectId: project.id, revision, uploadId, importType, dataset, hashes });
  await repo.insertRevision(trx, { project_id: project.id, revision, revised_table: 'project_data', summary, revised_by_id: userId });
  await repo.updateProject(trx, project.id, { data_revision: revision });
  project.data_revision = revision;
  return revision;
}
