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

/** Feet from a value in a depth unit; metres use the exact international foot (0.3048 m). */
export function toFeet(value: number, unit: { canonical: string; feetPerUnit: number }): number {
  if (unit.canonical === 'M') return value / 0.3048;
  if (unit.canonical === '.1IN') return value / 120;
  return value;
}
