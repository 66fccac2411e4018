/**
 * Which WITS item becomes which Mudstack curve. Record and item numbers follow the WITS specification
 * (record 1 "General Time-Based", record 12 "Chromatograph Cycle-Based"); docs/live.md prints this table
 * with its sources. A project may override any entry, for units that send custom items.
 */
import { fromDisplayDepth, type DepthUnitName } from '../format/depth-unit';
import type { WitsFrame } from './wits';
import type { TimeRow } from './time-to-depth';

/** What an item is: the clock, a depth of the row, or a value placed at the bit or in the returns. */
export type WitsRole = 'date' | 'time' | 'bit_depth' | 'hole_depth' | 'returns_depth' | 'at_bit' | 'lagged';

export interface WitsMapping {
  /** `RRII`, four digits. */
  item: string;
  /** The WITS name of the item. */
  name: string;
  role: WitsRole;
  /** For a value: the curve mnemonic (read by the same aliases as a LAS file) and its unit. */
  mnemonic?: string;
  unit?: string;
}

const at = (item: string, name: string, mnemonic: string, unit: string): WitsMapping => ({ item, name, role: 'at_bit', mnemonic, unit });
const gas = (item: string, name: string, mnemonic: string, unit: string): WitsMapping => ({ item, name, role: 'lagged', mnemonic, unit });

export const DEFAULT_WITS_MAPPING: readonly WitsMapping[] = Object.freeze([
  // Record 1, General Time-Based
  { item: '0105', name: 'Date', role: 'date' },
  { item: '0106', name: 'Time', role: 'time' },
  { item: '0108', name: 'Depth Bit (meas)', role: 'bit_depth' },
  { item: '0110', name: 'Depth Hole (meas)', role: 'hole_depth' },
  at('0113', 'Rate of Penetration (avg)', 'ROP', 'ft/h'),
  at('0116', 'Weight-on-Bit (surf,avg)', 'WOB', 'klb'),
  at('0118', 'Rotary Torque (surf,avg)', 'TORQ', 'kft.lbf'),
  at('0120', 'Rotary Speed (surf,avg)', 'RPM', 'rpm'),
  at('0121', 'Standpipe Pressure (avg)', 'SPP', 'psi'),
  { item: '0139', name: 'Depth Returns (meas)', role: 'returns_depth' },
  gas('0140', 'Gas (avg)', 'TGAS', '%'),
  // Record 12, Chromatograph Cycle-Based
  { item: '1205', name: 'Date', role: 'date' },
  { item: '1206', name: 'Time', role: 'time' },
  { item: '1208', name: 'Depth Chromat Sample (meas)', role: 'returns_depth' },
  gas('1212', 'Methane (C1)', 'C1', 'ppm'),
  gas('1213', 'Ethane (C2)', 'C2', 'ppm'),
  gas('1214', 'Propane (C3)', 'C3', 'ppm'),
  gas('1215', 'Iso-Butane (IC4)', 'IC4', 'ppm'),
  gas('1216', 'Nor-Butane (NC4)', 'NC4', 'ppm'),
  gas('1217', 'Iso-Pentane (IC5)', 'IC5', 'ppm'),
  gas('1218', 'Nor-Pentane (NC5)', 'NC5', 'ppm'),
  gas('1219', 'Neo-Pentane (EC5)', 'NEOC5', 'ppm'),
  gas('1222', 'Carbon Dioxide', 'CO2', 'ppm'),
]);

/**
 * The default table with a project's entries over it (an entry replaces the default for its item). A unit set to
 * metric units (`depthUnit` 'm') sends its rate of penetration in m/h: the default ROP entry says so.
 */
export function effectiveMapping(overrides: readonly WitsMapping[] | null | undefined, depthUnit: DepthUnitName = 'ft'): WitsMapping[] {
  const defaults = DEFAULT_WITS_MAPPING.map((m) => (depthUnit === 'm' && m.unit === 'ft/h' ? { ...m, unit: 'm/h' } : m));
  const byItem = new Map(defaults.map((m) => [m.item, m]));
  for (const o of overrides ?? []) byItem.set(o.item, o);
  return [...byItem.values()].sort((a, b) => a.item.localeCompare(b.item));
}

/** WITS date `YYMMDD` and time `HHMMSS` (leading zeros may be dropped by a unit sending numbers) to UTC ms. */
export function witsTime(date: string | undefined, time: string | undefined): number | undefined {
  if (time === undefined) return undefined;
  const t = time.replace(/\.\d*$/, '').padStart(6, '0');
  if (!/^\d{6}$/.test(t)) return undefined;
  const d = (date ?? '000101').replace(/\.\d*$/, '').padStart(6, '0');
  if (!/^\d{6}$/.test(d)) return undefined;
  const ms = Date.UTC(
    2000 + Number(d.slice(0, 2)),
    Number(d.slice(2, 4)) - 1,
    Number(d.slice(4, 6)),
    Number(t.slice(0, 2)),
    Number(t.slice(2, 4)),
    Number(t.slice(4, 6)),
  );
  return Number.isFinite(ms) ? ms : undefined;
}

/** What a frame said, as a time row; `unknown` counts its items the mapping does not name. */
export interface FrameRow {
  row: TimeRow | null;
  unknown: number;
}

/**
 * One frame to a time row: its clock (the frame's date and time items, else `receivedAt`), depths and values.
 * A value that is not a number is left out. A frame with no depth and no value gives no row. Depths sent in
 * metres (`depthUnit` 'm') become feet as the LAS reader converts them (to 0.0001 ft): rows are kept in feet.
 */
export function frameToRow(frame: WitsFrame, mapping: readonly WitsMapping[], receivedAt: number, depthUnit: DepthUnitName = 'ft'): FrameRow {
  const byItem = new Map(mapping.map((m) => [m.item, m]));
  let date: string | undefined;
  let time: string | undefined;
  let unknown = 0;
  const row: TimeRow = { time: receivedAt, atBit: {}, lagged: {}, stream: String(frame.items[0]?.record ?? '') };
  let useful = false;
  for (const { record, item, value } of frame.items) {
    const id = String(record).padStart(2, '0') + String(item).padStart(2, '0');
    const m = byItem.get(id);
    if (!m) {
      unknown++;
      continue;
    }
    if (m.role === 'date') date = value;
    else if (m.role === 'time') time = value;
    else {
      const number = value === '' ? NaN : Number(value);
      if (!Number.isFinite(number)) continue;
      useful = true;
      if (m.role === 'bit_depth') row.bit = fromDisplayDepth(number, depthUnit);
      else if (m.role === 'hole_depth') row.hole = fromDisplayDepth(number, depthUnit);
      else if (m.role === 'returns_depth') row.returns = fromDisplayDepth(number, depthUnit);
      else if (m.role === 'at_bit') row.atBit[m.mnemonic!] = number;
      else row.lagged[m.mnemonic!] = number;
    }
  }
  row.time = witsTime(date, time) ?? receivedAt;
  return { row: useful ? row : null, unknown };
}

/** The curves a mapping makes: mnemonic and unit of each value item, in table order. */
export function mappedCurves(mapping: readonly WitsMapping[]): Array<{ mnemonic: string; unit: string; name: string }> {
  return mapping
    .filter((m) => m.mnemonic && (m.role === 'at_bit' || m.role === 'lagged'))
    .map((m) => ({ mnemonic: m.mnemonic!, unit: m.unit ?? '', name: m.name }));
}
