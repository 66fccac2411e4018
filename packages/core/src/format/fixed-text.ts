/**
 * How the tables of the page and of the reports write a value a reader compares by eye (peak and mean total gas,
 * Haworth's ratios): a fixed number of decimals with thousands separators, and a dash for none. The shows table,
 * the correlation page's comparison and the correlation report all write through here, so the same value reads
 * the same on screen and on paper.
 */

// One formatter per number of decimals, made once.
const formats = new Map<number, Intl.NumberFormat>();

/** `v` at exactly `decimals` decimals with thousands separators ("38,329", "12.5"); '–' for none. */
export function fixedText(v: number | null | undefined, decimals: number): string {
  if (v == null || !Number.isFinite(v)) return '–';
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(decimals, format);
  }
  return format.format(v);
}

/** `fixedText` with the value's unit after it ("38,329 ppm"); the bare number without a unit, '–' without a value. */
export function fixedWithUnit(v: number | null | undefined, decimals: number, unit: string | null | undefined): string {
  const text = fixedText(v, decimals);
  return unit && text !== '–' ? `${text} ${unit}` : text;
}
