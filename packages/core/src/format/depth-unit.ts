/**
 * The unit depths are shown and typed in (docs/decisions.md, "Metric wells"): a project's display unit, `ft` or
 * `m`. Depths are stored and sent in feet everywhere (the API's contract); only what a user reads or types is in
 * the display unit. Metres come back to the file's own precision: 1670 m stored as 5479.0026 ft reads 1670.0 m.
 */
export type DepthUnitName = 'ft' | 'm';

const M_PER_FT = 0.3048;
/** Stored depths converted from metres keep 0.0001 ft (las/units.ts): a typed metre depth is rounded the same. */
const FT_SCALE = 10_000;

/** The display unit a metadata value names: `m` for metres, feet otherwise. */
export function depthUnitName(value: unknown): DepthUnitName {
  return typeof value === 'string' && /^(m|metres?|meters?)$/i.test(value.trim()) ? 'm' : 'ft';
}

/** A stored depth (ft) in the display unit. */
export function toDisplayDepth(ft: number, unit: DepthUnitName): number {
  return unit === 'm' ? ft * M_PER_FT : ft;
}

/** A depth typed or shown in the display unit, in feet as stored (metres to 0.0001 ft, as the reader converts). */
export function fromDisplayDepth(value: number, unit: DepthUnitName): number {
  if (unit === 'ft' || !Number.isFinite(value)) return value;
  return Math.round((value / M_PER_FT) * FT_SCALE) / FT_SCALE;
}

/**
 * Decimals a depth is shown with: those of the data's step in the display unit (a 0.5 ft step: 1; 0.1524 m: 4;
 * 0.1 m stored as 0.3281 ft: 1), at most 4; the step in metres is first rounded to 0.0001 m, below which a metre
 * step converted to feet and back is only noise.
 */
export function displayDecimals(stepFt: number | null | undefined, unit: DepthUnitName): number {
  if (stepFt == null || !Number.isFinite(stepFt) || stepFt === 0) return 0;
  const step = unit === 'm' ? Math.round(Math.abs(stepFt) * M_PER_FT * 10_000) / 10_000 : Math.abs(stepFt);
  const text = String(step);
  if (text.includes('e')) return 4;
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : Math.min(4, text.length - dot - 1);
}
