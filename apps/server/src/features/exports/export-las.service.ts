import { create as contentDisposition } from 'content-disposition';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { asDoc, toNumberOrNull } from '../projects';
import { requireProject } from '../../kernel/project-access';
import * as repo from '../projects';
import { readDataset } from '../project-data';
import { lasExportBytes } from './exports.pool';

/** `{name}_c.las` / `{name}_d.las`, as a Content-Disposition value safe for any name. */
export function lasDisposition(projectName: string, type: 'c_type' | 'd_type'): string {
  return contentDisposition(`${projectName}_${type === 'c_type' ? 'c' : 'd'}.las`);
}

/**
 * `GET /export-las?type&mdr&dr`: the engine's C-type (importable: depth and measured curves) or
 * D-type file (also derived series, formations, annotations and zones) of the chosen revisions; a large one
 * is written on a worker thread.
 */
export async function exportLas(
  deps: AppDeps,
  user: UserWithCompany,
  projectId: number,
  query: { type: 'c_type' | 'd_type'; mdr?: number; dr?: number },
) {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  const dr = query.dr ?? project.data_revision;
  const mdr = query.mdr ?? project.metadata_revision;
  const dataset = await readDataset(deps.db, projectId, dr);
  if (!dataset) throw notFound(`Data revision ${dr} not found.`);
  const metadataRow = await repo.findMetadataRevision(deps.db, projectId, mdr);
  if (!metadataRow) throw notFound(`Metadata revision ${mdr} not found.`);
  const doc = asDoc(metadataRow.metadata);
  const text = (key: string) => (typeof doc[key] === 'string' ? doc[key] : '');
  const well = {
    WELL: text('well'),
    COMP: text('company'),
    FLD: text('field'),
    LOC: text('location'),
    CTRY: text('country'),
    STAT: text('state'),
    CNTY: text('county'),
    API: text('api_number'),
    SRVC: text('service_company'),
    // The file's own dates as read (DATE, and DGEN where the generation date came from), then the export's.
    DATE: text('date_analysed'),
    DGEN: text('date_generated') || undefined,
    // GDAT is the geodetic datum (LAS 3.0), written back where the file gave one.
    GDAT: text('geodetic_datum') || undefined,
    EXPD: new Date().toISOString().slice(0, 10),
  };
  const params = { LAND: doc.depth_of_split ?? undefined, EKB: toNumberOrNull(doc.kb) ?? undefined };
  const body = await lasExportBytes(
    {
      type: query.type,
      well,
      params,
      depth: dataset.depth,
      names: dataset.curves.map((c) => c.name),
      measured: dataset.curves.map((c) => ({ mnemonic: c.name.toUpperCase(), unit: c.unit, description: c.description, values: c.values })),
      nullValue: toNumberOrNull(doc.null_value) ?? undefined,
      formations: query.type === 'd_type' ? doc.global_formations : [],
      hairlines: query.type === 'd_type' ? doc.global_hairlines : [],
    },
    deps.config.EXPORT_TIME_LIMIT_SECONDS,
  );
  return { body, disposition: lasDisposition(project.name, query.type) };
}
