import { randomUUID } from 'node:crypto';
import type { ExportPdfBody, ExportPdfQuery, GraphConfig } from '@mudstack/contracts';
import {
  backgroundSubtract,
  derivedInputs,
  findSeries,
  graphUnitLabel,
  seriesLabel,
  HAWORTH_ZONES,
  haworthZoneDef,
  haworthZoneTable,
  PIXLER_RATIOS,
  pixlerLines,
  seriesColumn,
  ternaryPoints,
} from '@mudstack/core';
import type { AppDeps } from '../../deps';
import { AppError, invalid, notFound } from '../../errors';
import { getGraphConfig } from '../graph-configs';
import { listCurveInfos, readDataset } from '../project-data';
import { asDoc, toNumberOrNull } from '../projects';
import { requireProject } from '../../kernel/project-access';
import { findMetadataRevision, listSnippets } from '../projects';
import type { UserWithCompany } from '../../kernel/current-user';
import * as repo from './exports.repository';
import { renderPdfOffThread } from './exports.pool';
import type { ReportGraph, ReportInput, ReportSection, ReportSeries, ReportSnippet } from './pdf/report-types';
import { hasLateral, rangeNote, snippetsForGraph, type SectionName } from './snippet-placement';

/**
 * Annotations and zones are numbered each on their own, 1..n by depth (zones print as Z1..Zn): the
 * tables and the markers on the graphs read the same numbers.
 */
export function numberByDepth(items: ReadonlyArray<{ xval: number; text: string }>): Array<{ index: number; xval: number; text: string }> {
  return [...items].sort((a, b) => a.xval - b.xval).map((h, i) => ({ index: i + 1, xval: h.xval, text: h.text }));
}

/** Stored PDFs are fetched right after creation; older ones are dropped on the next export. */
const KEEP_EXPORTS_MS = 24 * 60 * 60 * 1000;

export const EXPORT_NOT_FOUND = 'Export not found.';

/** `POST /api/projects/{id}/export-pdf`: renders the report, stores it, answers its uri. */
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

  let config: GraphConfig;
  try {
    config = await getGraphConfig(deps.db, user, query.config);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw invalid({ config: [`Graph configuration ${query.config} was not found.`] });
    throw error;
  }

  const stored = await listSnippets(deps.db, projectId);
  const byId = new Map(stored.map((s) => [s.id, s]));
  const missing = (query.snippets ?? []).filter((id) => !byId.has(id));
  if (missing.length > 0) throw invalid({ snippets: missing.map((id) => `Snippet ${id} is not in this project.`) });

  // Read only the curves the graphs and snippets draw (a derived series needs its inputs, unless measured).
  const wanted = new Set<string>();
  for (const g of config.graphs) {
    for (const name of Object.keys(g.series)) wanted.add(name);
    if (g.kind === 'haworth') wanted.add('haworth_zone');
  }
  for (const id of query.snippets ?? []) for (const name of (byId.get(id)!.config as { series?: unknown[] }).series ?? []) wanted.add(String(name));
  // The interpretation needs C1-C5 (zones, Pixler ratios) and nC4 where the file logged it (ternary).
  if (query.interpretation) for (const name of ['c1', 'c2', 'c3', 'c4', 'c5', 'nc4']) wanted.add(name);
  const names = new Set<string>();
  for (const name of wanted) {
    names.add(name);
    for (const input of derivedInputs(name)) names.add(input);
  }
  const dataset = await readDataset(deps.db, projectId, dr, [...names]);
  if (!dataset) throw invalid({ dr: [`Data revision ${dr} does not exist.`] });

  const doc = asDoc(metadataRow.metadata);
  const depth = dataset.depth;
  const start = toNumberOrNull(doc.start_depth) ?? depth[0] ?? 0;
  const stop = toNumberOrNull(doc.stop_depth) ?? depth[depth.length - 1] ?? 0;
  const landing = doc.depth_of_split;

  // Columns by catalogue name, measured or derived, computed once each.
  const raw: Record<string, Float64Array> = {};
  for (const c of dataset.curves) raw[c.name] = c.values;
  const cache = new Map<string, Float64Array>();
  const column = (name: string) => {
    let col = cache.get(name);
    if (!col) {
      col = seriesColumn(name, raw, depth.length) ?? new Float64Array(depth.length).fill(NaN);
      cache.set(name, col);
    }
    return col;
  };
  // Curves outside the catalogue are labelled by their description or mnemonic and unit.
  const curves = new Map((await listCurveInfos(deps.db, projectId, dr)).map((c) => [c.name, c]));
  const seriesOf = (name: string, color?: string): ReportSeries => {
    const def = findSeries(name);
    return { name, label: def ? `${def.long_name} (${name})` : seriesLabel(name, curves), color: color ?? def?.default_color ?? '#555555' };
  };

  const chosen = (query.snippets ?? []).map((id) => {
    const s = byId.get(id)!;
    const cfg = s.config as { dateWindow?: { x?: [number, number]; y?: [number, number] }; series?: string[]; backgroundSubtract?: number };
    return {
      name: s.name,
      series: Array.isArray(cfg.series) ? cfg.series.map(String) : [],
      xRange: cfg.dateWindow?.x ?? [start, stop],
      yRange: cfg.dateWindow?.y,
      background: typeof cfg.backgroundSubtract === 'number' && cfg.backgroundSubtract > 0 ? cfg.backgroundSubtract : 0,
    };
  });

  const graphs = [...config.graphs].sort((a, b) => a.drawOrder - b.drawOrder);
  const sections: ReportSection[] = [];
  const lateral = hasLateral(landing, stop);
  const plan: [SectionName, [number, number]][] = [['Vertical', [start, lateral ? landing! : stop]]];
  if (lateral) plan.push(['Lateral', [landing!, stop]]);
  for (const [title, full] of plan) {
    const range: [number, number] = query.xRange ? [Math.max(full[0], query.xRange[0]), Math.min(full[1], query.xRange[1])] : full;
    // A section wholly outside the applied range is left out.
    if (query.xRange && range[0] >= range[1]) continue;
    const applies = title === 'Vertical' ? ['vertical', 'both'] : ['lateral', 'both'];
    const sectionGraphs: ReportGraph[] = graphs
      .filter((g) => applies.includes(g.appliesTo))
      .map((g) => {
        const names = Object.keys(g.series);
        const snippets: ReportSnippet[] = snippetsForGraph(chosen, names, title, landing ?? Infinity).map((s) => ({
          name: s.name,
          xRange: s.xRange,
          yRange: s.yRange && s.yRange[1] > s.yRange[0] ? s.yRange : undefined,
          series: s.series.map((n) => seriesOf(n, g.series[n])),
          // As the graph showed it when the snippet was saved: background-subtracted when it was.
          columns: s.series.map((n) => (s.background > 0 ? backgroundSubtract(column(n), s.background) : column(n))),
        }));
        return {
          title: g.name,
          // As on screen: the configured label, else the dominant unit of the graph's series.
          yLabel: g.ylabel?.trim() || graphUnitLabel(names, curves),
          series: names.map((n) => seriesOf(n, g.series[n])),
          depth,
          columns: names.map(column),
          xRange: range,
          snippets,
          // A Haworth track is log over its zones; any graph configured log is log.
          ...(g.kind === 'haworth' || g.scale === 'log' ? { yScale: 'log' as const } : {}),
          ...(g.kind === 'haworth'
            ? {
                bands: haworthZoneTable(depth, column('haworth_zone')).map((z) => ({
                  xval_low: z.top,
                  xval_high: z.base,
                  message: '',
                  color: haworthZoneDef(z.code)?.color ?? '#00000000',
                })),
                legend: HAWORTH_ZONES.map((z) => ({ color: z.color, text: `${z.code} ${z.name}` })),
              }
            : {}),
        };
      });
    sections.push({ title, rangeNote: rangeNote(query.xRange), graphs: sectionGraphs });
  }

  const hairlines = doc.global_hairlines.filter((h) => Number.isFinite(h.xval));
  const input: ReportInput = {
    wellName: body.wellName?.trim() || String(doc.well ?? '').trim() || project.name,
    projectName: project.name,
    dataRevision: dr,
    metadataRevision: mdr,
    exportedBy: { first_name: user.first_name, last_name: user.last_name },
    exportedAt: now,
    metadata: doc,
    formations: doc.global_formations.map((f) => ({ xval_low: f.xval_low, xval_high: f.xval_high, message: f.message, color: f.color })),
    annotations: numberByDepth(hairlines.filter((h) => !h.isZone)),
    zones: numberByDepth(hairlines.filter((h) => h.isZone)),
    sections,
    hideFlags: query.hideFlags ?? false,
  };
  if (query.interpretation) {
    const butane = raw.nc4 ? 'nc4' : 'c4';
    input.interpretation = {
      zones: haworthZoneTable(depth, column('haworth_zone')),
      plots: chosen.map((s) => {
        const range = { min: Math.min(...s.xRange), max: Math.max(...s.xRange) };
        return {
          name: s.name,
          xRange: s.xRange,
          pixler: pixlerLines(
            depth,
            PIXLER_RATIOS.map((r) => column(r.series)),
            range,
          ),
          ternary: ternaryPoints(depth, column('c2'), column('c3'), column(butane), range),
          butane: butane === 'nc4' ? ('nC4' as const) : ('C4' as const),
        };
      }),
    };
  }
  const content = await renderPdfOffThread(input, deps.config.EXPORT_TIME_LIMIT_SECONDS);

  const id = randomUUID();
  await repo.deletePdfExportsBefore(deps.db, new Date(now.getTime() - KEEP_EXPORTS_MS));
  await repo.insertPdfExport(deps.db, { id, project_id: projectId, user_id: user.id, filename: `${project.name}.pdf`, content });
  return { uri: `/api/exports/pdf/${id}` };
}

/** `GET /api/exports/pdf/{id}`: the stored PDF, for the user who made it only. */
export async function getPdfExport(deps: AppDeps, user: UserWithCompany, id: string): Promise<{ filename: string; content: Buffer }> {
  const row = await repo.findPdfExport(deps.db, id, user.id);
  if (!row) throw notFound(EXPORT_NOT_FOUND);
  return { filename: row.filename, content: Buffer.from(row.content) };
}
