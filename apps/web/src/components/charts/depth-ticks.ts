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
// the labels of every graph on each frame of a pan.
const formatters = new Map<number, Intl.NumberFormat>();

/** A depth label: thousands separators, as on a printed log (4,100), and the step's own decimals (100.3). */
export function formatDepth(depth: number, step: number): string {
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  let format = formatters.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formatters.set(decimals, format);
  }
  return format.format(depth);
}
