/**
 * The one writer of numbers into exported cells: the CSV data export, the LAS exports (data lines, header
 * values, ~Other records) and the PDF tables all write a number through here, so a value reads the same
 * everywhere. docs/decisions.md ("Data fidelity") gives the rules.
 *
 * - A measured value is written with the shortest text that reads back as the same number: the digits it
 *   was read with (trailing zeros and a leading `+` aside), never floating-point noise.
 * - A derived series (ratios, normalised gases, Haworth...) is rounded to `DERIVED_SIGNIFICANT_DIGITS`
 *   significant digits first: its 16th digit is arithmetic, not measurement.
 * - A depth typed or placed by a user (formation tops, markers) is rounded to 0.0001 ft.
 */
export const DERIVED_SIGNIFICANT_DIGITS = 6;
export const DEPTH_DECIMALS = 4;

/**
 * Shortest exact text; `-0` as `0`; '' for NaN or infinities (a null cell). Small values are written as plain
 * decimals (`0.000000283831919`, as logged, not JavaScript's `2.83831919e-7`); only 1e21 and beyond keep an
 * exponent.
 */
export function numberText(v: number): string {
  if (!Number.isFinite(v)) return '';
  if (Object.is(v, -0)) return '0';
  const text = String(v);
  const e = text.indexOf('e-');
  if (e < 0) return text;
  const sign = text[0] === '-' ? '-' : '';
  const mantissa = text.slice(sign.length, e).replace('.', '');
  return `${sign}0.${'0'.repeat(Number(text.slice(e + 2)) - 1)}${mantissa}`;
}

/** `v` rounded to `digits` significant digits (6 by default), as the number that text reads back as. */
export function roundSignificant(v: number, digits = DERIVED_SIGNIFICANT_DIGITS): number {
  if (!Number.isFinite(v) || v === 0) return v;
  return Number(v.toPrecision(digits));
}

/** A depth rounded to 0.0001 ft. */
export function roundDepth(v: number): number {
  if (!Number.isFinite(v)) return v;
  const p = 10 ** DEPTH_DECIMALS;
  return Math.round(v * p) / p;
}

/** The most decimals any finite value of `values` is written with (its shortest text), at most 15. */
export function decimalPlaces(values: Float64Array): number {
  let most = 0;
  for (const v of values) {
    if (!Number.isFinite(v) || Number.isInteger(v)) continue;
    const text = numberText(v);
    const d = text.length - text.indexOf('.') - 1;
    if (d > most) most = d >= 15 ? 15 : d;
  }
  return most;
}

/** `v` rounded to `d` decimals, as the number that text reads back as (a sum of readings of d decimals, exact). */
export function roundDecimals(v: number, d: number): number {
  if (!Number.isFinite(v)) return v;
  const p = 10 ** d;
  const r = Math.round(v * p) / p;
  return Number.isFinite(r) ? r : v;
}

/** A derived series with every value rounded to 6 significant digits (a new array). */
export function roundDerivedSeries(values: Float64Array, digits = DERIVED_SIGNIFICANT_DIGITS): Float64Array {
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = roundSignificant(values[i], digits);
  return out;
}

/** The cell text of a value of a column: measured as read, derived to 6 significant digits. */
export function cellText(v: number, kind: 'measured' | 'derived' | 'depth' = 'measured'): string {
  if (kind === 'derived') return numberText(roundSignificant(v));
  if (kind === 'depth') return numberText(roundDepth(v));
  return numberText(v);
}
