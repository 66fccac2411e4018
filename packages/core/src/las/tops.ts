import type { Curve, LasFile } from './types';
import { depthUnit, toFeet } from './units';

/**
 * Formation tops of a LAS 3.0 file (`~Tops_Definition` with `~Tops_Data`, its `~Tops_Parameter` beside them): the
 * name, top and base of each formation, in feet. A base the file leaves out is the next top down (the last
 * formation's, the log's last depth).
 */
export interface LasTop {
  name: string;
  top: number;
  base: number;
}

/** Formation colours at 14% (alpha 0x24), so every curve over a formation stays readable; a new one takes the next, cycling. */
export const FORMATION_PALETTE: readonly string[] = Object.freeze([
  '#1f77b424',
  '#ff7f0e24',
  '#2ca02c24',
  '#d6272824',
  '#9467bd24',
  '#8c564b24',
  '#e377c224',
  '#17becf24',
]);

/** The mnemonics a tops set gives its columns (LAS 3.0 specification's example first). */
const TOP_NAMES = ['TOPT', 'TOP', 'TOPD', 'TOP_DEPTH', 'TOPDEPTH', 'DEPTH', 'DEPT', 'MD'];
const BASE_NAMES = ['TOPB', 'BASE', 'BOT', 'BOTTOM', 'TOP_BASE', 'BASE_DEPTH'];
const NAME_NAMES = ['TOPN', 'NAME', 'TOP_NAME', 'FORMATION', 'FORM', 'FM'];

function find(curves: Curve[], names: string[]): Curve | undefined {
  return curves.find((c) => names.includes(c.header.mnemonic.toUpperCase()));
}

/** A depth column of the set in feet: its own unit, else the unit the main log's index was written in. */
function feet(curve: Curve | undefined, fallbackUnit: string, rows: number): Float64Array | null {
  if (!curve) return null;
  const unit = depthUnit(curve.header.unit) ?? depthUnit(fallbackUnit) ?? { canonical: 'FT', feetPerUnit: 1 };
  const out = new Float64Array(rows);
  for (let i = 0; i < rows; i++) {
    const raw = curve.kind === 'number' ? curve.values[i] : Number(curve.values[i] ?? NaN);
    out[i] = Number.isFinite(raw) ? toFeet(raw, unit) : NaN;
  }
  return out;
}

/** Whether a data set holds formation tops (`~Tops_Data`): the sets `lasTops` reads. */
export function isTopsSet(set: { name: string }): boolean {
  return /^TOPS?$/i.test(set.name);
}

/**
 * The formation tops of the file's TOPS data sets, shallowest first; none for a file without one. `lastDepth`: the
 * log's last depth in feet, the base of the deepest formation without one (by default the file's index curve's,
 * which a caller holding only the file's headers does not have).
 */
export function lasTops(las: Pick<LasFile, 'dataSets' | 'indexUnit' | 'curves'>, lastDepth = lastIndexDepth(las)): LasTop[] {
  const tops: LasTop[] = [];
  for (const set of las.dataSets ?? []) {
    if (!isTopsSet(set)) continue;
    const top = feet(find(set.curves, TOP_NAMES) ?? set.curves.find((c) => c.kind === 'number'), las.indexUnit, set.rowCount);
    if (!top) continue;
    const base = feet(find(set.curves, BASE_NAMES), las.indexUnit, set.rowCount);
    const nameCurve = find(set.curves, NAME_NAMES) ?? set.curves.find((c) => c.kind === 'text');
    for (let i = 0; i < set.rowCount; i++) {
      if (!Number.isFinite(top[i])) continue;
      const name = nameCurve ? String(nameCurve.values[i] ?? '').trim() : '';
      tops.push({ name: name || `Top ${tops.length + 1}`, top: top[i], base: base && base[i] > top[i] ? base[i] : NaN });
    }
  }
  tops.sort((a, b) => a.top - b.top);
  return tops.map((t, i) => {
    if (Number.isFinite(t.base)) return t;
    const next = tops.slice(i + 1).find((n) => n.top > t.top)?.top;
    return { ...t, base: next ?? (Number.isFinite(lastDepth) && lastDepth > t.top ? lastDepth : t.top) };
  });
}

/** The deepest depth of the file's index curve (ft); NaN without one. */
function lastIndexDepth(las: Pick<LasFile, 'curves'>): number {
  const index = las.curves[0];
  return index?.kind === 'number' && index.values.length > 0 ? Math.max(index.values[0], index.values[index.values.length - 1]) : NaN;
}
