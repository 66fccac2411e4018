import { randomUUID } from 'node:crypto';
import { BUILTIN_CONFIG_ID, type ComparedWell, type CorrelationPdfQuery, type GraphConfig } from '@mudstack/contracts';
import { correlationGraphs, depthUnitName, derivedInputs, displayDecimals, flattenOffsets, formationKey, type CorrelationWell } from '@mudstack/core';
import type { AppDeps } from '../../deps';
import { AppError, invalid } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { compareWells, tvdAxisOf, viewableWell, wellAsShown } from '../correlation';
import { getGraphConfig } from '../graph-configs';
import { listCurveInfos, readDataset } from '../project-data';
import { toNumberOrNull } from '../projects';
import * as repo from './exports.repository';
import { renderCorrelationOffThread } from './exports.pool';
import type { CorrelationReportInput, CorrelationReportWell } from './pdf/report-types';
import { columnsOf, trackGraph, type Column } from './report-input';

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
  const graphs = correlationGraphs(config.graphs, config.id === BUILTIN_CONFIG_ID);
  const inTvd = query.depth === 'tvd';
  const shown = new Map(
    await Promise.all(
      viewable.map(async (s) => {
        const curves = inTvd ? await listCurveInfos(deps.db, s.project.id, s.project.data_revision) : [];
        const tvd = inTvd ? await tvdAxisOf(deps, s.project.id, s.project.data_revision, curves) : null;
        return [s.project.id, wellAsShown(s.doc, tvd)] as const;
      }),
    ),
  );
  const wells: CorrelationWell[] = viewable.map((s) => ({ id: s.project.id, formations: shown.get(s.project.id)!.formations }));
  const flatten = query.flatten || null;
  const flat = flattenOffsets(wells, flatten);
  const window =
    query.from !== undefined && query.to !== undefined
      ? ([Math.min(query.from, query.to), Math.max(query.from, query.to)] as [number, number])
      : wholeWindow([...shown.entries()], flat.offsets);
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
      const well = shown.get(id)!;
      const md = dataset?.depth ?? new Float64Array(0);
      const stored = columnsOf(Object.fromEntries((dataset?.curves ?? []).map((c) => [c.name, c.values])), md.length);
      // On a TVD axis, the rows where TVD rises, drawn at their TVD.
      const rows = well.tvd?.axis.rows;
      const depth = well.tvd ? well.tvd.axis.tvd : md;
      const column: Column = rows ? (name) => Float64Array.from(rows, (r) => stored(name)[r]) : stored;
      const curveInfos = new Map(infos.map((c) => [c.name, c]));
      const range: [number, number] = [window[0] + offset, window[1] + offset];
      return {
        name: project.name,
        well: typeof doc.well === 'string' ? doc.well : '',
        offset,
        flattened: !flat.missing.includes(id),
        inTvd: well.tvd !== null,
        formations: well.formations,
        hairlines: well.hairlines,
        graphs: graphs.map((g) => trackGraph(g, depth, column, curveInfos, range)),
      };
    }),
  );
  const compared = await compareWells(deps, user, {
    projects: query.projects,
    from: window[0],
    to: window[1],
    flatten: flatten ?? undefined,
    depth: query.depth,
  });
  const unit = depthUnitName(viewable.every((s) => s.doc.depth_unit === 'm') ? 'm' : 'ft');
  const input: CorrelationReportInput = {
    exportedBy: { first_name: user.first_name, last_name: user.last_name },
    exportedAt: now,
    configName: config.name,
    inTvd,
    flatten: flatten && wells.some((w) => w.formations.some((f) => formationKey(f.message) === formationKey(flatten))) ? flatten : null,
    window,
    depthUnit: unit,
    depthDecimals: displayDecimals(toNumberOrNull(viewable[0].doc.step), unit),
    wells: drawn,
    unavailable: query.projects.filter((_, i) => seen[i] === null),
    comparison: comparisonRows(compared.wells),
  };
  const content = await renderCorrelationOffThread(input, deps.config.EXPORT_TIME_LIMIT_SECONDS);
  const id = randomUUID();
  await repo.insertPdfExport(deps.db, { id, project_id: viewable[0].project.id, user_id: user.id, filename: 'Correlation.pdf', content });
  return { uri: `/api/exports/pdf/${id}` };
}

/** The comparison's rows as the PDF's table writes them (the wells the caller may view). */
function comparisonRows(wells: ComparedWell[]): CorrelationReportInput['comparison'] {
  return wells
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
    }));
}

/** Every well whole, in the view's depth. */
function wholeWindow(wells: [number, { start: number | null; stop: number | null }][], offsets: Map<number, number>): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const [id, { start, stop }] of wells) {
    if (start === null || stop === null) continue;
    const off = offsets.get(id) ?? 0;
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
