import type { ComparedWell, CorrelationCompare, CorrelationCompareQuery, CorrelationEntry, CurveInfo, Formation } from '@mudstack/contracts';
import {
  compareInterval,
  csvCell,
  derivedInputs,
  flattenOffsets,
  formationsInTvd,
  haworthZoneDef,
  mdToTvd,
  seriesColumn,
  tvdRows,
  tvdToMd,
  type CorrelationWell,
  type TvdAxis,
} from '@mudstack/core';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { requireProject } from '../../kernel/project-access';
import type { UserWithCompany } from '../../kernel/current-user';
import type { ProjectRow } from '../../db/schema';
import { findDataRevision, listCurveInfos, readDataset } from '../project-data';
import { asDoc, findMetadataRevision, toNumberOrNull, type MetadataDoc } from '../projects';

// Wells side by side: which of the wells asked for the caller may view (each checked on its own, a project they
// may not view named as unavailable, never shown), and the wells compared over one interval.

/** The series a comparison reads, and the file curves they are made from. */
const COMPARED = ['total_gas', 'wh', 'bh', 'ch', 'haworth_zone', 'pix1', 'pix2', 'pix3', 'pix4'] as const;
const CURVES_READ = [...new Set(COMPARED.flatMap((name) => [name, ...derivedInputs(name)]))];

/** A well the caller may view, with its latest metadata; null when they may not (or it does not exist). */
export async function viewable(deps: AppDeps, user: UserWithCompany, id: number): Promise<{ project: ProjectRow; doc: MetadataDoc } | null> {
  try {
    const { project } = await requireProject(deps.db, user, id, 'view');
    const row = await findMetadataRevision(deps.db, id, project.metadata_revision);
    return row ? { project, doc: asDoc(row.metadata) } : null;
  } catch (error) {
    if (error instanceof AppError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}

/** A curve holding true vertical depth: named or logged as TVD. */
export const tvdCurveOf = (curves: readonly CurveInfo[]) =>
  curves.find((c) => /^tvd/i.test(c.name) || /^tvd/i.test(c.original_mnemonic))?.name ?? null;

/** A well's TVD axis (core `tvdRows`) from its TVD curve; null without one, or when TVD rises over fewer than two rows. */
export async function tvdAxisOf(
  deps: AppDeps,
  id: number,
  revision: number,
  curves: readonly CurveInfo[],
): Promise<{ md: Float64Array; axis: TvdAxis; curve: string } | null> {
  const curve = tvdCurveOf(curves);
  if (!curve) return null;
  const dataset = await readDataset(deps.db, id, revision, [curve]);
  const values = dataset?.curves.find((c) => c.name === curve)?.values;
  if (!dataset || !values) return null;
  const axis = tvdRows(dataset.depth, values);
  return axis.rows.length >= 2 ? { md: dataset.depth, axis, curve } : null;
}

/** A well on its TVD axis: its formations and marks read from MD to TVD, its first and last TVD. */
function onTvd(doc: MetadataDoc, tvd: { md: Float64Array; axis: TvdAxis }) {
  return {
    formations: formationsInTvd(tvd.md, tvd.axis, doc.global_formations),
    hairlines: doc.global_hairlines.flatMap((h) => {
      const at = mdToTvd(tvd.md, tvd.axis, h.xval);
      return at === null ? [] : [{ ...h, xval: at }];
    }),
    start: tvd.axis.tvd[0],
    stop: tvd.axis.tvd[tvd.axis.tvd.length - 1],
  };
}

/**
 * A well as a view draws it: on its TVD axis when it has one and the view is in TVD (`tvd` given), else in measured
 * depth. The page's wells (`tvd` of each), the comparison and the PDF read wells through this.
 */
export function wellAsShown(doc: MetadataDoc, tvd: { md: Float64Array; axis: TvdAxis } | null) {
  if (tvd) return { tvd, ...onTvd(doc, tvd) };
  return {
    tvd: null,
    formations: doc.global_formations,
    hairlines: doc.global_hairlines,
    start: toNumberOrNull(doc.start_depth),
    stop: toNumberOrNull(doc.stop_depth),
  };
}

/** `GET /api/correlation?projects=`: each well in the order asked, with what the page draws and flattens on. */
export async function listCorrelationWells(deps: AppDeps, user: UserWithCompany, ids: number[]): Promise<CorrelationEntry[]> {
  return Promise.all(
    ids.map(async (id): Promise<CorrelationEntry> => {
      const seen = await viewable(deps, user, id);
      if (!seen) return { id, available: false };
      const { project, doc } = seen;
      const [curves, data] = await Promise.all([
        listCurveInfos(deps.db, id, project.data_revision),
        findDataRevision(deps.db, id, project.data_revision),
      ]);
      const tvd = await tvdAxisOf(deps, id, project.data_revision, curves);
      return {
        id,
        available: true,
        name: project.name,
        well: typeof doc.well === 'string' ? doc.well : '',
        data_revision: project.data_revision,
        metadata_revision: project.metadata_revision,
        row_count: data?.row_count ?? 0,
        start_depth: toNumberOrNull(doc.start_depth),
        stop_depth: toNumberOrNull(doc.stop_depth),
        depth_of_split: doc.depth_of_split,
        depth_unit: doc.depth_unit === 'm' ? 'm' : 'ft',
        formations: doc.global_formations,
        hairlines: doc.global_hairlines,
        curves,
        has_tvd: tvd !== null,
        tvd: tvd && { curve: tvd.curve, ...onTvd(doc, tvd) },
      };
    }),
  );
}

const nothing = (id: number, reason: string, name: string | null = null, well: string | null = null): ComparedWell => ({
  id,
  name,
  well,
  from: null,
  to: null,
  rows: 0,
  peak_total_gas: null,
  peak_depth: null,
  mean_total_gas: null,
  total_gas_unit: null,
  mean_wh: null,
  mean_bh: null,
  mean_ch: null,
  dominant_zone: null,
  dominant_zone_name: null,
  dominant_share: null,
  pixler: [null, null, null, null],
  reason,
});

/**
 * `GET /api/correlation/compare`: each well over [from, to] of the view, in its own measured depth (the view's
 * depth plus its formation top when flattened). A well the caller may not view, or without the formation the
 * view is flattened on, is listed with the reason it has no numbers.
 */
export async function compareWells(deps: AppDeps, user: UserWithCompany, query: CorrelationCompareQuery): Promise<CorrelationCompare> {
  const seen = await Promise.all(query.projects.map((id) => viewable(deps, user, id)));
  const inTvd = query.depth === 'tvd';
  // In TVD, each well's TVD axis: formations flatten at their TVD, and the interval is read back as measured depth.
  const axes = await Promise.all(
    seen.map(async (s) =>
      s && inTvd
        ? tvdAxisOf(deps, s.project.id, s.project.data_revision, await listCurveInfos(deps.db, s.project.id, s.project.data_revision))
        : null,
    ),
  );
  const formationsOf = (i: number): Formation[] => wellAsShown(seen[i]!.doc, axes[i]).formations;
  const wells: CorrelationWell[] = seen.flatMap((s, i) => (s && (!inTvd || axes[i]) ? [{ id: s.project.id, formations: formationsOf(i) }] : []));
  const flatten = query.flatten || null;
  const { offsets, missing } = flattenOffsets(wells, flatten);
  const lo = Math.min(query.from, query.to);
  const hi = Math.max(query.from, query.to);
  const compared = await Promise.all(
    query.projects.map(async (id, i): Promise<ComparedWell> => {
      const s = seen[i];
      if (!s) return nothing(id, 'Unavailable: you cannot view this project, or it does not exist.');
      const well = typeof s.doc.well === 'string' ? s.doc.well : '';
      if (inTvd && !axes[i]) return nothing(id, 'No TVD curve: this well is shown in measured depth and not compared in TVD.', s.project.name, well);
      if (flatten && missing.includes(id)) return nothing(id, `Not flattened: this well has no ${flatten}.`, s.project.name, well);
      const offset = offsets.get(id) ?? 0;
      const span = mdSpan(axes[i], lo + offset, hi + offset);
      if (!span) return nothing(id, 'No rows of this well in the interval.', s.project.name, well);
      const [infos, dataset] = await Promise.all([
        listCurveInfos(deps.db, id, s.project.data_revision),
        readDataset(deps.db, id, s.project.data_revision, CURVES_READ),
      ]);
      if (!dataset) return nothing(id, 'This project has no data.', s.project.name, well);
      const n = dataset.depth.length;
      const columns = Object.fromEntries(dataset.curves.map((c) => [c.name, c.values]));
      const col = (name: string) => seriesColumn(name, columns, n);
      const c = compareInterval(
        {
          depth: dataset.depth,
          totalGas: col('total_gas'),
          wh: col('wh'),
          bh: col('bh'),
          ch: col('ch'),
          zone: col('haworth_zone'),
          pixler: ['pix1', 'pix2', 'pix3', 'pix4'].map((p) => col(p) ?? new Float64Array(n).fill(NaN)),
        },
        span[0],
        span[1],
      );
      return {
        id,
        name: s.project.name,
        well,
        from: span[0],
        to: span[1],
        rows: c.rows,
        peak_total_gas: c.peakTotalGas,
        peak_depth: c.peakDepth,
        mean_total_gas: c.meanTotalGas,
        total_gas_unit: infos.find((x) => x.name === 'total_gas')?.unit || null,
        mean_wh: c.meanWh,
        mean_bh: c.meanBh,
        mean_ch: c.meanCh,
        dominant_zone: c.dominantZone,
        dominant_zone_name: c.dominantZone === null ? null : (haworthZoneDef(c.dominantZone)?.name ?? null),
        dominant_share: c.dominantShare,
        pixler: c.pixler,
        reason: c.rows === 0 ? 'No rows of this well in the interval.' : null,
      };
    }),
  );
  return { flatten, wells: compared };
}

/**
 * The interval in a well's measured depth: as it is in MD; in TVD, its ends read back along the TVD axis (clipped to
 * it); null when the interval misses the axis.
 */
function mdSpan(tvd: { md: Float64Array; axis: TvdAxis } | null, lo: number, hi: number): [number, number] | null {
  if (!tvd) return [lo, hi];
  const first = tvd.axis.tvd[0];
  const last = tvd.axis.tvd[tvd.axis.tvd.length - 1];
  if (hi < first || lo > last) return null;
  const a = tvdToMd(tvd.md, tvd.axis, Math.max(lo, first));
  const b = tvdToMd(tvd.md, tvd.axis, Math.min(hi, last));
  return a === null || b === null ? null : [a, b];
}

/** The comparison as CSV: a row per well, its numbers as the panel shows them, unrounded. */
export function comparisonCsv(result: CorrelationCompare): string {
  const header = [
    'project_id',
    'project',
    'well',
    'from_md_ft',
    'to_md_ft',
    'rows',
    'peak_total_gas',
    'peak_depth_ft',
    'mean_total_gas',
    'total_gas_unit',
    'mean_wh_percent',
    'mean_bh',
    'mean_ch',
    'dominant_haworth_zone',
    'dominant_zone_share',
    'pixler_c1_c2',
    'pixler_c1_c3',
    'pixler_c1_c4',
    'pixler_c1_c5',
    'note',
  ];
  const rows = result.wells.map((w) => [
    w.id,
    w.name,
    w.well,
    w.from,
    w.to,
    w.rows,
    w.peak_total_gas,
    w.peak_depth,
    w.mean_total_gas,
    w.total_gas_unit,
    w.mean_wh,
    w.mean_bh,
    w.mean_ch,
    w.dominant_zone === null ? null : `${w.dominant_zone} ${w.dominant_zone_name ?? ''}`.trim(),
    w.dominant_share,
    ...w.pixler,
    w.reason,
  ]);
  return [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
