import { randomUUID } from 'node:crypto';
import { BUILTIN_CONFIG_ID, type CorrelationPdfQuery, type GraphConfig } from '@mudstack/contracts';
import {
  BUILTIN_CORRELATION_GRAPHS,
  depthUnitName,
  derivedInputs,
  displayDecimals,
  flattenOffsets,
  formationKey,
  type CorrelationWell,
} from '@mudstack/core';
import type { AppDeps } from '../../deps';
import { AppError, invalid } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { compareWells, viewableWell } from '../correlation';
import { getGraphConfig } from '../graph-configs';
import { listCurveInfos, readDataset } from '../project-data';
import { toNumberOrNull } from '../projects';
import * as repo from './exports.repository';
import { renderCorrelationOffThread } from './exports.pool';
import type { CorrelationReportInput, CorrelationReportWell } from './pdf/report-types';
import { columnsOf, trackGraph } from './report-input';

/** The graphs a correlation draws (core's BUILTIN_CORRELATION_GRAPHS; a saved configuration's vertical graphs). */
function correlationGraphs(config: GraphConfig): GraphConfig['graphs'] {
  const graphs = config.graphs.filter((g) => g.appliesTo === 'both' || g.appliesTo === 'vertical').sort((a, b) => a.drawOrder - b.drawOrder);
  return config.id === BUILTIN_CONFIG_ID ? graphs.filter((g) => BUILTIN_CORRELATION_GRAPHS.includes(g.name)) : graphs;
}

/**
 * `POST /api/correlation/export-pdf`: each well checked on its own (one the caller may not view is named, never
 * drawn); the wells read, flattened as the view is, drawn depth down on its window with the comparison over it;
 * rendered off the event loop, stored for the caller, its uri answered.
 */
export async function createCorrelationPdfExport(
  deps: AppDeps,
  user: UserWithCompany,
  query: CorrelationPdfQuery,
  now = new Date(),
): Promise<{ uri: string }> {
  const seen = await Promise.all(query.projects.map((id) => viewableWell(deps, user, id)));
  const viewable = seen.filter((s) => s !== null);
  if (viewable.length === 0) throw invalid({ projects: ['None of these projects can be viewed.'] });
  const config = await configFor(deps, user, query.config);
  const graphs = correlationGraphs(config);
  const wells: CorrelationWell[] = viewable.map((s) => ({ id: s.project.id, formations: s.doc.global_formations }));
  const flatten = query.flatten || null;
  const flat = flattenOffsets(wells, flatten);
  const window =
    query.from !== undefined && query.to !== undefined
      ? ([Math.min(query.from, query.to), Math.max(query.from, query.to)] as [number, number])
      : wholeWindow(viewable, flat.offsets);
  const names = [
    ...new Set(
      graphs.flatMap((g) => [...Object.keys(g.series), ...(g.kind === 'haworth' ? ['haworth_zone'] : [])]).flatMap((n) => [n, ...derivedInputs(n)]),
    ),
  ];
  const byId = new Map(viewable.map((s) => [s.project.id, s]));
  const drawn: CorrelationReportWell[] = await Promise.all(
    flat.order.map(async (id) => {
      const { project, doc } = byId.get(id)!;
      const offset = flat.offsets.get(id) ?? 0;
      const [infos, dataset] = await Promise.all([
        listCurveInfos(deps.db, id, project.data_revision),
        readDataset(deps.db, id, project.data_revision, names),
      ]);
      const depth = dataset?.depth ?? new Float64Array(0);
      const column = columnsOf(Object.fromEntries((dataset?.curves ?? []).map((c) => [c.name, c.values])), depth.length);
      const curveInfos = new Map(infos.map((c) => [c.name, c]));
      const range: [number, number] = [window[0] + offset, window[1] + offset];
      return {
        name: project.name,
        well: typeof doc.well === 'string' ? doc.well : '',
        offset,
        flattened: !flat.missing.includes(id),
        formations: doc.global_formations,
        hairlines: doc.global_hairlines,
        graphs: graphs.map((g) => trackGraph(g, depth, column, curveInfos, range)),
      };
    }),
  );
  const compared = await compareWells(deps, user, { projects: query.projects, from: window[0], to: window[1], flatten: flatten ?? undefined });
  const unit = depthUnitName(viewable.every((s) => s.doc.depth_unit === 'm') ? 'm' : 'ft');
  const input: CorrelationReportInput = {
    exportedBy: { first_name: user.first_name, last_name: user.last_name },
    exportedAt: now,
    configName: config.name,
    flatten: flatten && wells.some((w) => w.formations.some((f) => formationKey(f.message) === formationKey(flatten))) ? flatten : null,
    window,
    depthUnit: unit,
    depthDecimals: displayDecimals(toNumberOrNull(viewable[0].doc.step), unit),
    wells: drawn,
    unavailable: query.projects.filter((_, i) => seen[i] === null),
    comparison: compared.wells
      .filter((w) => w.name !== null)
      .map((w) => ({
        name: w.name!,
        from: w.from,
        to: w.to,
        rows: w.rows,
        peakTotalGas: w.peak_total_gas,
        meanTotalGas: w.mean_total_gas,
        totalGasUnit: w.total_gas_unit,
        wh: w.mean_wh,
        bh: w.mean_bh,
        ch: w.mean_ch,
        zone: w.dominant_zone,
        zoneShare: w.dominant_share,
        reason: w.reason,
      })),
  };
  const content = await renderCorrelationOffThread(input, deps.config.EXPORT_TIME_LIMIT_SECONDS);
  const id = randomUUID();
  await repo.insertPdfExport(deps.db, { id, project_id: viewable[0].project.id, user_id: user.id, filename: 'Correlation.pdf', content });
  return { uri: `/api/exports/pdf/${id}` };
}

/** Every well whole, in the view's depth. */
function wholeWindow(wells: { project: { id: number }; doc: Record<string, unknown> }[], offsets: Map<number, number>): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const w of wells) {
    const start = toNumberOrNull(w.doc.start_depth);
    const stop = toNumberOrNull(w.doc.stop_depth);
    if (start === null || stop === null) continue;
    const off = offsets.get(w.project.id) ?? 0;
    lo = Math.min(lo, Math.min(start, stop) - off);
    hi = Math.max(hi, Math.max(start, stop) - off);
  }
  return Number.isFinite(lo) && hi > lo ? [lo, hi] : [0, 1];
}

/** The configuration drawn: the one asked for (422 naming it when the user cannot see it), else their default, else the built-in one. */
async function configFor(deps: AppDeps, user: UserWithCompany, id: number | undefined): Promise<GraphConfig> {
  try {
    return await getGraphConfig(deps.db, user, id ?? user.default_config_id ?? BUILTIN_CONFIG_ID);
  } catch (error) {
    if (!(error instanceof AppError && error.status === 404)) throw error;
    if (id !== undefined) throw invalid({ config: [`Graph configuration ${id} was not found.`] });
    return getGraphConfig(deps.db, user, BUILTIN_CONFIG_ID);
  }
}
