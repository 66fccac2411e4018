import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { findDataRevision, readDataset } from '../project-data';
import { appendCopyOfDataRevision, appendMetadataRevision, asDoc, depthRange, findMetadataRevision, stableJson, toNumberOrNull } from '../projects';
import { lockProjectFor, requireProject } from '../../kernel/project-access';

/**
 * `POST /restore?mdr&dr`: makes past revisions current by appending NEW revisions that copy them
 * (curve blobs are shared, nothing is copied byte for byte); history is never rewritten. The
 * metadata's depth range always follows the data that is current afterwards.
 */
export async function restoreRevisions(deps: AppDeps, user: UserWithCompany, projectId: number, query: { mdr?: number; dr?: number }) {
  await requireProject(deps.db, user, projectId, 'write');
  if (query.mdr === undefined && query.dr === undefined) {
    const message = 'Choose a data revision (dr) or a metadata revision (mdr) to restore.';
    throw invalid({ dr: [message] }, message);
  }
  return deps.db.transaction().execute(async (trx) => {
    let project = await lockProjectFor(trx, user, projectId, 'write');
    const parts: string[] = [];
    if (query.dr !== undefined) {
      if (!(await findDataRevision(trx, projectId, query.dr))) throw notFound(`Data revision ${query.dr} not found.`);
      if (query.dr !== project.data_revision) {
        project = { ...project, ...(await appendCopyOfDataRevision(trx, project, query.dr, `Restored data revision ${query.dr}`, user.id)) };
        parts.push(`data revision ${query.dr}`);
      }
    }
    const currentRow = await findMetadataRevision(trx, projectId, project.metadata_revision);
    let sourceRow = currentRow;
    if (query.mdr !== undefined) {
      sourceRow = await findMetadataRevision(trx, projectId, query.mdr);
      if (!sourceRow) throw notFound(`Metadata revision ${query.mdr} not found.`);
    }
    if (!currentRow || !sourceRow) throw new Error(`project ${projectId} has no metadata revision ${project.metadata_revision}`);
    const depth = (await readDataset(trx, projectId, project.data_revision, []))!.depth;
    const range = depthRange(depth);
    const doc = {
      ...asDoc(sourceRow.metadata),
      start_depth: range.start_depth,
      stop_depth: range.stop_depth,
      step: range.step ?? toNumberOrNull(sourceRow.metadata.step),
    };
    if (stableJson(doc) !== stableJson(asDoc(currentRow.metadata))) {
      const summary =
        query.mdr !== undefined && query.mdr !== currentRow.revision
          ? `Restored metadata revision ${query.mdr}`
          : `Depth range follows restored data revision ${query.dr}`;
      project = { ...project, ...(await appendMetadataRevision(trx, project, doc, summary, user.id)) };
      if (query.mdr !== undefined) parts.push(`metadata revision ${query.mdr}`);
    }
    return {
      data_revision: project.data_revision,
      metadata_revision: project.metadata_revision,
      summary: parts.length > 0 ? `Restored ${parts.join(' and ')}` : 'Nothing to restore: those revisions are current.',
    };
  });
}
