/**
 * A LAS file as the WITS Level 0 frames a mud-logging unit would send (the rig simulator, `wits replay`): per row,
 * a record 1 frame (date, time, bit and hole depth, returns depth, values at the bit, total gas) and a record 12
 * frame (date, time, sample depth, the chromatograph's gases). A depth log is sent as drilled at its depths with
 * the returns from the same depth; a time log (ETIM with bit and hole depth curves) as recorded, its clock kept.
 * Values are written as the shortest text that reads back to the same number, so a replay is exact.
 */
import { toDisplayDepth, type DepthUnitName } from '../format/depth-unit';
import { normaliseMnemonic } from '../gas/aliases';
import { depthUnit, penetrationRateFactor, toFeet } from '../las/units';
import type { LasFile, NumericCurve } from '../las/types';
import type { WitsItem } from './wits';
import { drillingDepthCurves, msPerUnit } from './time-log';
import { effectiveMapping } from './wits-items';

/** File mnemonics read as a mapping entry's own (after normaliseMnemonic). */
const SAME_AS: Readonly<Record<string, string>> = {
  TG: 'TGAS',
  TOTAL_GAS: 'TGAS',
  GAS: 'TGAS',
  METHANE: 'C1',
  ETHANE: 'C2',
  PROPANE: 'C3',
  TORQUE: 'TORQ',
};

export interface ReplayOptions {
  /** The first row's time, ms since 1970 (a time log adds its own elapsed time to it). */
  start: number;
  /** Extra file curves on other items (`H2S` on `0141`): the project's item table must name them too. */
  extraItems?: Readonly<Record<string, string>>;
  /**
   * The unit depths are sent in (default feet): a unit set to metric units sends metres, and its rate of
   * penetration in m/h. The file's depths are converted from their own unit.
   */
  depthUnit?: DepthUnitName;
}

export interface ReplayPlan {
  rows: number;
  /** Whether the file was indexed by time (its clock kept) or by depth. */
  indexedBy: 'depth' | 'time';
  /** The frames of row `i`, in the order they are sent. `now` (ms) stamps a depth log's rows as they go. */
  framesOf(i: number, now: number): WitsItem[][];
  /** Which curve goes on which item, and what is not sent. */
  notes: string[];
}

function witsDate(ms: number): { date: string; time: string } {
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: two(d.getUTCFullYear() % 100) + two(d.getUTCMonth() + 1) + two(d.getUTCDate()),
    time: two(d.getUTCHours()) + two(d.getUTCMinutes()) + two(d.getUTCSeconds()),
  };
}

const item = (id: string, value: string): WitsItem => ({ record: Number(id.slice(0, 2)), item: Number(id.slice(2)), value });

/** A depth curve's values as sent: feet from the curve's unit (the reader gives an index in feet), then the unit sent. */
function depthsSent(curve: NumericCurve, unit: DepthUnitName): (i: number) => number {
  const own = depthUnit(curve.header.unit);
  if (unit === 'm' && own?.canonical === 'M') return (i) => curve.values[i];
  const feet = own ? (i: number) => toFeet(curve.values[i], own) : (i: number) => curve.values[i];
  // Metres to 0.0001 m: a depth read from metres into feet (0.0001 ft) comes back to the metres it was.
  return unit === 'm' ? (i) => Math.round(toDisplayDepth(feet(i), 'm') * 10_000) / 10_000 : feet;
}

/** The replay of a LAS file; throws when it has no numeric index. */
export function planReplay(las: LasFile, options: ReplayOptions): ReplayPlan {
  const curves = las.curves.filter((c): c is NumericCurve => c.kind === 'number');
  const index = curves[0];
  if (!index || las.curves[0] !== index) throw new Error('The file has no numeric index to replay.');
  const byTime = !las.depthIndexed;
  const found = drillingDepthCurves(curves);
  const hole = byTime ? found.hole : index;
  if (!hole) throw new Error('A time-indexed file needs a hole depth curve (TOTAL_DEPTH, HOLE_DEPTH, DMEA...) to replay.');
  const bit = byTime ? (found.bit ?? hole) : index;
  const returns = byTime ? (found.returns ?? hole) : index;
  const perUnit = byTime ? (msPerUnit(index.header.unit) ?? 1000) : 0;
  const unit = options.depthUnit ?? 'ft';
  const mapping = effectiveMapping(null, unit);
  const notes: string[] = unit === 'm' ? ["Depths are sent in metres: set the project's Live feed to depths in metres."] : [];
  const sent: Array<{ curve: NumericCurve; id: string; scale: number }> = [];
  const skip = new Set<NumericCurve>([index, hole, bit, returns]);
  for (const curve of curves) {
    if (skip.has(curve)) continue;
    const label = curve.header.originalMnemonic || curve.header.mnemonic;
    const m = normaliseMnemonic(label);
    const extra = options.extraItems?.[label] ?? options.extraItems?.[m];
    const mapped = mapping.find((e) => e.mnemonic && (e.mnemonic === m || e.mnemonic === SAME_AS[m]));
    const rate = mapped?.unit ? penetrationRateFactor(curve.header.unit, mapped.unit) : null;
    if (extra) {
      sent.push({ curve, id: extra, scale: 1 });
      notes.push(`${label} on item ${extra} (the project's item table must name it)`);
    } else if (mapped && (mapped.unit ?? '').toLowerCase() === curve.header.unit.trim().toLowerCase()) {
      sent.push({ curve, id: mapped.item, scale: 1 });
      notes.push(`${label} on item ${mapped.item} (${mapped.name})`);
    } else if (mapped && rate !== null) {
      sent.push({ curve, id: mapped.item, scale: rate });
      notes.push(`${label} on item ${mapped.item} (${mapped.name}), from ${curve.header.unit} to ${mapped.unit}`);
    } else if (mapped && mapped.unit === '%' && curve.header.unit.trim().toLowerCase() === 'ppm') {
      // 10,000 ppm to 1 %: the item's unit; the server reads it back to ppm (not always to the last digit).
      sent.push({ curve, id: mapped.item, scale: 1e-4 });
      notes.push(`${label} on item ${mapped.item} (${mapped.name}), from ppm to %`);
    } else if (mapped) {
      notes.push(
        `${label} not sent: in ${curve.header.unit || 'no unit'}, and item ${mapped.item} (${mapped.name}) is in ${mapped.unit}; use --item ${label}=RRII`,
      );
    } else {
      notes.push(`${label} not sent: no WITS item for it; use --item ${label}=RRII`);
    }
  }
  const text = (v: number) => (Number.isFinite(v) ? String(v) : '');
  const [bitAt, holeAt, returnsAt] = [bit, hole, returns].map((c) => depthsSent(c, unit));
  return {
    rows: las.rowCount,
    indexedBy: byTime ? 'time' : 'depth',
    notes,
    framesOf(i, now) {
      const clock = witsDate(byTime ? options.start + (index.values[i] - index.values[0]) * perUnit : now);
      const record = (r: string) => [item(`${r}05`, clock.date), item(`${r}06`, clock.time)];
      const one = [...record('01'), item('0108', text(bitAt(i))), item('0110', text(holeAt(i))), item('0139', text(returnsAt(i)))];
      const twelve = [...record('12'), item('1208', text(returnsAt(i)))];
      for (const { curve, id, scale } of sent) {
        const value = text(scale === 1 ? curve.values[i] : curve.values[i] * scale);
        if (value === '') continue;
        (id.startsWith('12') ? twelve : one).push(item(id, value));
      }
      return [one, twelve];
    },
  };
}
