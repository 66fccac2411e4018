/**
 * A time-indexed LAS upload read as a depth log: a data set indexed by time (ETIM in seconds, TIME in
 * minutes...) that carries bit and hole depth curves goes through the same time-to-depth rules as a live feed
 * (docs/live.md), at the live step. Gas curves (those the aliases read as gas) are lagged values; the rest are
 * values at the bit.
 */
import { matchPart, matchSeries, normaliseMnemonic } from '../gas/aliases';
import { depthUnit } from '../las/units';
import type { Curve, HeaderItem, LasFile, NumericCurve } from '../las/types';
import { addTimeRows, binnedRows, newTimeToDepthState, type TimeRow } from './time-to-depth';

/** The depth step of a log made from time rows when nothing else sets it (feet). */
export const DEFAULT_LIVE_STEP_FT = 0.5;

const BIT_DEPTH = new Set(['BIT_DEPTH', 'BITDEPTH', 'BIT_DEPT', 'BDEP', 'BDEPTH', 'DBTM', 'DEPTH_BIT', 'BITD']);
const HOLE_DEPTH = new Set(['TOTAL_DEPTH', 'TOTALDEPTH', 'HOLE_DEPTH', 'HOLEDEPTH', 'HDEP', 'HDEPTH', 'DMEA', 'DEPTH_HOLE', 'TDEP', 'HOLED']);
const RETURNS_DEPTH = new Set(['LAG_DEPTH', 'LAGDEPTH', 'LAGD', 'DRTM', 'RETURNS_DEPTH', 'DEPTH_RETURNS']);

/** Milliseconds per unit of a time index (null: not a time unit this reader converts). */
export function msPerUnit(unit: string): number | null {
  const u = unit.trim().toUpperCase();
  if (['S', 'SEC', 'SECS', 'SECOND', 'SECONDS'].includes(u)) return 1000;
  if (u === 'MS') return 1;
  if (['MIN', 'MINS', 'MINUTE', 'MINUTES'].includes(u)) return 60_000;
  if (['H', 'HR', 'HRS', 'HOUR', 'HOURS'].includes(u)) return 3_600_000;
  return null;
}

interface TimeSet {
  title: string;
  curves: Curve[];
  rows: number;
}

function numeric(curves: readonly Curve[], names: Set<string>): NumericCurve | undefined {
  return curves.find((c): c is NumericCurve => c.kind === 'number' && names.has(normaliseMnemonic(c.header.originalMnemonic || c.header.mnemonic)));
}

/** A drilling log's depth curves, by their usual mnemonics: hole depth, bit depth, depth of the returns. */
export function drillingDepthCurves(curves: readonly Curve[]): { hole?: NumericCurve; bit?: NumericCurve; returns?: NumericCurve } {
  return { hole: numeric(curves, HOLE_DEPTH), bit: numeric(curves, BIT_DEPTH), returns: numeric(curves, RETURNS_DEPTH) };
}

/** A data set indexed by time with bit and hole depth curves, the main log first; undefined when none. */
function timeSet(las: LasFile): TimeSet | undefined {
  const sets: TimeSet[] = [
    ...(las.depthIndexed ? [] : [{ title: las.dataSection?.title ?? '~A', curves: las.curves, rows: las.rowCount }]),
    ...(las.dataSets ?? []).map((d) => ({ title: d.title, curves: d.curves, rows: d.rowCount })),
  ];
  return sets.find((s) => {
    const index = s.curves[0];
    return index?.kind === 'number' && msPerUnit(index.header.unit) !== null && numeric(s.curves, HOLE_DEPTH) && s.rows > 0;
  });
}

function feet(curve: NumericCurve): (v: number) => number {
  const unit = depthUnit(curve.header.unit);
  const factor = unit?.feetPerUnit ?? 1;
  return (v) => v * factor;
}

/**
 * The depth log of a time-indexed file, or undefined when the file has no time data set with a hole depth
 * curve. Its curves are `DEPT` (feet) and one per value curve, at `step` feet; warnings say how it was read.
 */
export function timeLogToDepthLog(las: LasFile, step = DEFAULT_LIVE_STEP_FT): LasFile | undefined {
  const set = timeSet(las);
  if (!set) return undefined;
  const [index, ...rest] = set.curves as [NumericCurve, ...Curve[]];
  const perUnit = msPerUnit(index.header.unit)!;
  const { hole: found, bit, returns } = drillingDepthCurves(rest);
  const hole = found!;
  const depthCurves = new Set<Curve>([hole, ...(bit ? [bit] : []), ...(returns ? [returns] : [])]);
  const values = rest.filter((c): c is NumericCurve => c.kind === 'number' && !depthCurves.has(c));
  const isGas = (c: NumericCurve) => {
    const label = c.header.originalMnemonic || c.header.mnemonic;
    return matchSeries(label, c.header.unit, c.header.description) !== undefined || matchPart(label, c.header.unit) !== undefined;
  };
  const holeFt = feet(hole);
  const bitFt = bit ? feet(bit) : undefined;
  const returnsFt = returns ? feet(returns) : undefined;
  const rows: TimeRow[] = [];
  for (let i = 0; i < set.rows; i++) {
    const row: TimeRow = { time: index.values[i] * perUnit, hole: holeFt(hole.values[i]), atBit: {}, lagged: {} };
    if (bit && bitFt) row.bit = bitFt(bit.values[i]);
    if (returns && returnsFt) row.returns = returnsFt(returns.values[i]);
    for (const c of values) (isGas(c) ? row.lagged : row.atBit)[c.header.mnemonic] = c.values[i];
    rows.push(row);
  }
  const state = newTimeToDepthState(step);
  addTimeRows(state, rows, { lagMinutes: 0 });
  const binned = binnedRows(state);
  const depthHeader: HeaderItem = { mnemonic: 'DEPT', originalMnemonic: 'DEPT', unit: 'ft', value: '', description: 'Depth (from time rows)' };
  const curves: Curve[] = [
    { kind: 'number', header: depthHeader, values: binned.depth },
    ...values.map((c) => ({
      kind: 'number' as const,
      header: c.header,
      values: binned.columns.get(c.header.mnemonic) ?? new Float64Array(binned.depth.length).fill(NaN),
    })),
  ];
  const message =
    `${set.title} is indexed by time (${index.header.originalMnemonic} in ${index.header.unit}): its ${set.rows} rows became ` +
    `${binned.depth.length} depth rows at ${step} ft, where ${hole.header.originalMnemonic} advanced with the bit on bottom (docs/live.md)`;
  return {
    ...las,
    curves,
    rowCount: binned.depth.length,
    indexUnit: 'ft',
    depthIndexed: true,
    warnings: [...las.warnings, { message }],
  };
}
