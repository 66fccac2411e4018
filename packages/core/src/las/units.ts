/** Depth units the reader recognises for the index, with their length in feet (a table kept as code). */
export const DEPTH_UNITS: Readonly<Record<string, { canonical: 'FT' | 'M' | '.1IN'; feetPerUnit: number }>> = {
  FT: { canonical: 'FT', feetPerUnit: 1 },
  F: { canonical: 'FT', feetPerUnit: 1 },
  FEET: { canonical: 'FT', feetPerUnit: 1 },
  FOOT: { canonical: 'FT', feetPerUnit: 1 },
  M: { canonical: 'M', feetPerUnit: 1 / 0.3048 },
  METER: { canonical: 'M', feetPerUnit: 1 / 0.3048 },
  METERS: { canonical: 'M', feetPerUnit: 1 / 0.3048 },
  METRE: { canonical: 'M', feetPerUnit: 1 / 0.3048 },
  METRES: { canonical: 'M', feetPerUnit: 1 / 0.3048 },
  М: { canonical: 'M', feetPerUnit: 1 / 0.3048 },
  МЕТР: { canonical: 'M', feetPerUnit: 1 / 0.3048 },
  МЕТЕР: { canonical: 'M', feetPerUnit: 1 / 0.3048 },
  '.1IN': { canonical: '.1IN', feetPerUnit: 1 / 120 },
  '0.1IN': { canonical: '.1IN', feetPerUnit: 1 / 120 },
};

/** The depth unit a unit text names (`ft`, `F`, `metres`, `метер`...), or null for any other unit. */
export function depthUnit(unit: string): { canonical: 'FT' | 'M' | '.1IN'; feetPerUnit: number } | null {
  return DEPTH_UNITS[unit.trim().toUpperCase()] ?? null;
}

/** Decimal places a depth converted to feet keeps: 0.0001 ft (0.03 mm), finer than any depth is logged. */
export const CONVERTED_DEPTH_DECIMALS = 4;
const CONVERTED_SCALE = 10 ** CONVERTED_DEPTH_DECIMALS;

/**
 * Feet from a value in a depth unit; metres use the exact international foot (0.3048 m). A converted value is
 * rounded to 0.0001 ft, so 1219.5 m reads 4000.9843 ft, not 4000.984251968504 (floating-point noise in every
 * export otherwise); feet are kept as read.
 */
export function toFeet(value: number, unit: { canonical: string; feetPerUnit: number }): number {
  if (unit.canonical === 'M') return Math.round((value / 0.3048) * CONVERTED_SCALE) / CONVERTED_SCALE;
  if (unit.canonical === '.1IN') return Math.round((value / 120) * CONVERTED_SCALE) / CONVERTED_SCALE;
  return value;
}

/** Feet per unit of a rate of penetration's length: ft/h and m/h (as logged: FT/HR, M/HR, m/hr...). */
const RATE_FEET: Readonly<Record<string, number>> = { 'FT/H': 1, 'FT/HR': 1, 'F/HR': 1, 'M/H': 1 / 0.3048, 'M/HR': 1 / 0.3048 };

/**
 * The factor that turns a rate of penetration in `from` into `to` (ft/h and m/h; 1 when they are the same unit),
 * or null when either is not one of them.
 */
export function penetrationRateFactor(from: string, to: string): number | null {
  const a = RATE_FEET[from.trim().toUpperCase()];
  const b = RATE_FEET[to.trim().toUpperCase()];
  return a === undefined || b === undefined ? null : a / b;
}
