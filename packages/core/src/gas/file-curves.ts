import { dominantUnit, findSeries } from './catalogue';

/**
 * Curves of a file that match no catalogue name (ROP, WOB, lithology percentages, temperatures...), kept
 * under their own lower-cased names. A graph may draw them beside catalogue series.
 */
export interface FileCurve {
  name: string;
  unit: string;
  description: string;
}

/** A name a graph may give a file curve: no spaces, commas or control characters, at most 64 characters. */
const CURVE_NAME = /^[^\s,\p{Cc}]{1,64}$/u;

/** The stored name of a file curve a graph names, or undefined when it cannot be one. */
export function fileCurveName(name: string): string | undefined {
  const lower = name.trim().toLowerCase();
  return CURVE_NAME.test(lower) ? lower : undefined;
}

/** What a legend calls a series: the catalogue's long name, else the curve's description or mnemonic, with its unit. */
export function seriesLabel(name: string, curves?: ReadonlyMap<string, FileCurve>): string {
  const def = findSeries(name);
  if (def) return def.long_name;
  const curve = curves?.get(name);
  const title = curve?.description.trim() || name.toUpperCase();
  return curve?.unit.trim() ? `${title} (${curve.unit.trim()})` : title;
}

/**
 * The y label of a graph without a configured one: the catalogue's dominant unit when it has catalogue series,
 * else the unit its file curves share (or "Value" when they have none or differ).
 */
export function graphUnitLabel(names: readonly string[], curves?: ReadonlyMap<string, FileCurve>): string {
  if (names.length === 0 || names.some((n) => findSeries(n))) return dominantUnit([...names]);
  const units = new Set(names.map((n) => curves?.get(n)?.unit.trim() ?? ''));
  const [unit] = units;
  return units.size === 1 && unit ? unit : 'Value';
}
