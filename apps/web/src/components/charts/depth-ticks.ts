/**
 * Depth labels lie at least this far apart: uPlot picks the smallest of core's round steps (DEPTH_STEPS) that keeps
 * them so on the axis's length, so tracks of one height share their ticks.
 */
export const DEPTH_LABEL_SPACE_PX = 48;

/** The interval of a list of ticks (one tick: a foot). */
export function stepOf(ticks: readonly number[]): number {
  return ticks.length > 1 ? Number((ticks[1] - ticks[0]).toPrecision(6)) : 1;
}

// One formatter per form of label: toLocaleString builds a new one per call, which costs more than drawing the
// labels of every graph on each frame of a pan. And the labels it made, by value: a pan or a zoom draws the same
// round ticks frame after frame, on every graph, and uPlot asks for them again each time it sizes its axes (some
// 3 us a label with the formatter, a map's look-up without).
/** Labels kept per formatter, at most: a whole well's ticks at any zoom are far fewer. */
const LABELS_KEPT = 4096;

class KeptFormat {
  private readonly labels = new Map<number, string>();
  constructor(private readonly format: Intl.NumberFormat) {}

  label(value: number): string {
    let label = this.labels.get(value);
    if (label === undefined) {
      label = this.format.format(value);
      if (this.labels.size >= LABELS_KEPT) this.labels.clear();
      this.labels.set(value, label);
    }
    return label;
  }
}

const grouped = new Map<number, KeptFormat>();
const compact = new KeptFormat(new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 3 }));

/** A depth label: thousands separators, as on a printed log (4,100), and the step's own decimals (100.3). */
export function formatDepth(depth: number, step: number): string {
  return formatGrouped(depth, Math.max(0, -Math.floor(Math.log10(step) + 1e-9)));
}

/** `value` with thousands separators (4,100) and exactly `decimals` decimals. */
export function formatGrouped(value: number, decimals: number): string {
  let format = grouped.get(decimals);
  if (!format) {
    format = new KeptFormat(new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }));
    grouped.set(decimals, format);
  }
  return format.label(value);
}

/** `value` in short form (1.5K, 10K, 2.5M), as a narrow track's labels read. */
export function formatCompact(value: number): string {
  return compact.label(value);
}
