import { randomUUID } from 'node:crypto';
import { snippetConfigSchema, type ExportPdfBody, type ExportPdfQuery, type GraphConfig } from '@mudstack/contracts';
import { derivedInputs } from '@mudstack/core';
import type { AppDeps } from '../../deps';
import { AppError, invalid, notFound } from '../../errors';
import { getGraphConfig } from '../graph-configs';
import { listCurveInfos, readDataset } from '../project-data';
import { asDoc, findMetadataRevision, listSnippets } from '../projects';
import { requireProject } from '../../kernel/project-access';
import type { UserWithCompany } from '../../kernel/current-user';
import * as repo from './exports.repository';
import { renderPdfOffThread } from './exports.pool';
import { buildReportInput, reportGraphs } from './report-input';

/** Stored PDFs are fetched right after creation; older ones are dropped on the next export. */
const KEEP_EXPORTS_MS = 24 * 60 * 60 * 1000;

export const EXPORT_NOT_FOUND = 'Export not found.';

/** `POST /api/projects/{id}/export-pdf`: check access; read the revisions, configuration and snippets; build the report; render, store, answer its uri. */
export async function createPdfExport(
  deps: AppDeps,
  user: UserWithCompany,
  projectId: number,
  query: ExportPdfQuery,
  body: ExportPdfBody,
  now = new Date(),
): Promise<{ uri: string }> {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  const mdr = query.mdr ?? project.metadata_revision;
  const metadataRow = await findMetadataRevision(deps.db, projectId, mdr);
  if (!metadataRow) throw invalid({ mdr: [`Metadata revision ${mdr} does not exist.`] });
  // A past metadata revision without dr shows the data it was written with.
  const dr = query.dr ?? (query.mdr ? metadataRow.data_revision : project.data_revision);
  const config = await reportConfig(deps, user, query.config);
  const snippets = await chosenSnippets(deps, projectId, query.snippets ?? []);
  const curveInfos = await listCurveInfos(deps.db, projectId, dr);
  const dataset = await readDataset(deps.db, projectId, dr, curvesToRead(reportGraphs(config, curveInfos).graphs, snippets, query.interpretation));
  if (!dataset) throw invalid({ dr: [`Data revision ${dr} does not exist.`] });
  const input = buildReportInput({
    project,
    exportedBy: { first_name: user.first_name, last_name: user.last_name },
    exportedAt: now,
    query,
    body,
    revisions: { data: dr, metadata: mdr },
    doc: asDoc(metadataRow.metadata),
    config,
    snippets,
    depth: dataset.depth,
    curves: Object.fromEntries(dataset.curves.map((c) => [c.name, c.values])),
    curveInfos: new Map(curveInfos.map((c) => [c.name, c])),
  });
  const content = await renderPdfOffThread(input, deps.config.EXPORT_TIME_LIMIT_SECONDS);
  const id = randomUUID();
  await repo.deletePdfExportsBefore(deps.db, new Date(now.getTime() - KEEP_EXPORTS_MS));
  await repo.insertPdfExport(deps.db, { id, project_id: projectId, user_id: user.id, filename: `${project.name}.pdf`, content });
  return { uri: `/api/exports/pdf/${id}` };
}

/** The graph configuration a report draws: 422 naming it when it is not one the user can see. */
async function reportConfig(deps: AppDeps, user: UserWithCompany, id: number): Promise<GraphConfig> {
  try {
    return await getGraphConfig(deps.db, user, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw invalid({ config: [`Graph configuration ${id} was not found.`] });
    throw error;
  }
}

/** The chosen snippets in the order asked, their saved views parsed by the contract: 422 naming one not in the project. */
async function chosenSnippets(deps: AppDeps, projectId: number, ids: number[]) {
  const byId = new Map((await listSnippets(deps.db, projectId)).map((s) => [s.id, s]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw invalid({ snippets: missing.map((id) => `Snippet ${id} is not in this project.`) });
  return ids.map((id) => {
    const stored = byId.get(id)!;
    const parsed = snippetConfigSchema.safeParse(stored.config);
    if (!parsed.success) throw invalid({ snippets: [`Snippet ${id} (${stored.name}) has no view that can be drawn.`] });
    return { name: stored.name, config: parsed.data };
  });
}

/** The shows table's columns, read under any configuration (their derived inputs follow). */
const SHOWS_SERIES = ['haworth_zone', 'total_gas', 'wh', 'bh', 'ch'];

/**
 * Only the curves the graphs and snippets draw, with the inputs of derived series; the shows table needs the
 * Haworth zone, total gas and the ratios; the interpretation C1-C5 and nC4.
 */
function curvesToRead(graphs: GraphConfig['graphs'], snippets: { config: { series: string[] } }[], interpretation: boolean | undefined): string[] {
  const wanted = new Set<string>(SHOWS_SERIES);
  for (const g of graphs) {
    for (const name of Object.keys(g.series)) wanted.add(name);
    if (g.kind === 'haworth') wanted.add('haworth_zone');
  }
  for (const s of snippets) for (const name of s.config.series) wanted.add(name);
  if (interpretation) for (const name of ['c1', 'c2', 'c3', 'c4', 'c5', 'nc4']) wanted.add(name);
  const names = new Set<string>();
  for (const name of wanted) {
    names.add(name);
    for (const input of derivedInputs(name)) names.add(input);
  }
  return [...names];
}

/** `GET /api/exports/pdf/{id}`: the stored PDF, for the user who made it only. */
export async function getPdfExport(deps: AppDeps, user: UserWithCompany, id: string): Promise<{ filename: string; content: Buffer }> {
  const row = await repo.findPdfExport(deps.db, id, user.id);
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  return { filename: row.filename, content: Buffer.from(row.content) };
}
