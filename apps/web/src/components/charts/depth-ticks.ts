/**
 * Depth labels lie at least this far apart: uPlot picks the smallest of core's round steps (DEPTH_STEPS) that keeps
 * them so on the axis's length, so tracks of one height share their ticks.
 */
export const DEPTH_LABEL_SPACE_PX = 48;

/** The interval of a list of ticks (one tick: a foot). */
export function stepOf(ticks: readonly number[]): number {
  return ticks.length > 1 ? Number((ticks[1] - ticks[0]).toPrecision(6)) : 1;
}

// One formatter per number of decimals: toLocaleString builds a new one per call, which costs more than drawing
// the labels of every graph on each frame of a pan. And the labels it made, by depth: a pan or a zoom draws the same
// round depths frame after frame, on every graph, and uPlot asks for them again each time it sizes its axes (some
// 3 us a label with the formatter, a map's look-up without).
const formatters = new Map<number, { format: Intl.NumberFormat; labels: Map<number, string> }>();
/** Labels kept per number of decimals, at most: a whole well's depth ticks at any zoom are far fewer. */
const LABELS_KEPT = 4096;

/** A depth label: thousands separators, as on a printed log (4,100), and the step's own decimals (100.3). */
export function formatDepth(depth: number, step: number): string {
  return formatGrouped(depth, Math.max(0, -Math.floor(Math.log10(step) + 1e-9)));
}

/** `value` with thousands separators (4,100) and exactly `decimals` decimals; formatters and labels kept (above). */
export function formatGrouped(value: number, decimals: number): string {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = { format: new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }), labels: new Map() };
    formatters.set(decimals, formatter);
  }
  let label = formatter.labels.get(value);
  if (label === undefined) {
    label = formatter.format.format(value);
    if (formatter.labels.size >= LABELS_KEPT) formatter.labels.clear();
    formatter.labels.set(value, label);
  }
  return label;
}
