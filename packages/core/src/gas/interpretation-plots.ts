/**
 * Geometry shared by the workspace's Pixler and ternary plots and the PDF's: which depths to draw, where
 * each falls, and Pixler's fields. Pure: the web draws it as SVG, the server with pdfkit.
 * docs/gas-ratios.md#pixler-plot-and-ternary-diagram.
 */
import { lowerBound } from '../signal/lower-bound';

/** The four Pixler ratios, in ladder order. */
export const PIXLER_RATIOS = [
  { series: 'pix1', label: 'C1/C2' },
  { series: 'pix2', label: 'C1/C3' },
  { series: 'pix3', label: 'C1/C4' },
  { series: 'pix4', label: 'C1/C5' },
] as const;

/**
 * Pixler's fields (1969) as commonly reproduced: below 2 non-productive (residual, too heavy); oil from 2 to
 * the oil line; gas from the oil line to the gas line; non-productive (too dry) above. C1/C2 15 and 65,
 * C1/C3 20 and 100, C1/C4 21 and 200; the C1/C5 boundaries are not given reliably by the sources at hand,
 * so the C1/C4 ones are carried over (drawn, and documented, as approximate).
 */
export const PIXLER_FIELDS = {
  lower: [2, 2, 2, 2],
  oilTop: [15, 20, 21, 21],
  gasTop: [65, 100, 200, 200],
} as const;

/** The y range of the ladder plot (log decades). */
export const PIXLER_RANGE = { min: 1, max: 10_000 } as const;

export interface PixlerLine {
  depth: number;
  /** One ratio per rung; NaN where it is null or not positive (no point drawn there). */
  ratios: [number, number, number, number];
}

/**
 * At most `max` rows of [from, to] with at least two drawable ratios, evenly spread over the rows that
 * qualify (a readable plot, whatever the interval).
 */
export function pixlerLines(
  depth: ArrayLike<number>,
  ratios: readonly ArrayLike<number>[],
  range: { min: number; max: number },
  max = 60,
): PixlerLine[] {
  const rows: number[] = [];
  for (let i = 0; i < depth.length; i++) {
    const d = depth[i];
    if (!(d >= range.min && d <= range.max)) continue;
    let drawable = 0;
    for (const r of ratios) if (r[i] > 0 && Number.isFinite(r[i])) drawable++;
    if (drawable >= 2) rows.push(i);
  }
  return thin(rows, max).map((i) => ({
    depth: depth[i],
    ratios: ratios.map((r) => (r[i] > 0 && Number.isFinite(r[i]) ? r[i] : NaN)) as PixlerLine['ratios'],
  }));
}

/** The depths either side of a marked show (an annotation or zone) that make its interval, in feet. */
export const SHOW_HALF_WINDOW_FT = 10;

/** A Pixler line for one marked show: the interval's average, or its peak total-gas row. */
export interface PixlerShowLine extends PixlerLine {
  /** The mark's own depth and text; `depth` is the row drawn (the peak's) or the mark's (the average). */
  mark: { depth: number; text: string };
}

/**
 * One Pixler line per marked show (annotation or zone) within [from, to]: its interval is the mark's depth
 * +/- `halfWindow` ft. `average` draws each ratio's mean over the interval's rows where it is positive; `peak` draws
 * the ratios of the interval's row of highest total gas. A mark with fewer than two drawable ratios draws nothing.
 */
export function pixlerShowLines(
  depth: ArrayLike<number>,
  ratios: readonly ArrayLike<number>[],
  totalGas: ArrayLike<number>,
  marks: readonly { depth: number; text: string }[],
  range: { min: number; max: number },
  mode: 'average' | 'peak',
  halfWindow = SHOW_HALF_WINDOW_FT,
): PixlerShowLine[] {
  const out: PixlerShowLine[] = [];
  for (const mark of [...marks].sort((a, b) => a.depth - b.depth)) {
    if (!(mark.depth >= range.min && mark.depth <= range.max)) continue;
    const from = lowerBound(depth, mark.depth - halfWindow);
    const to = lowerBound(depth, mark.depth + halfWindow + 1e-9);
    const line = mode === 'peak' ? peakRow(depth, ratios, totalGas, from, to) : averageRow(ratios, from, to, mark.depth);
    if (line && line.ratios.filter((v) => !Number.isNaN(v)).length >= 2) out.push({ ...line, mark });
  }
  return out;
}

const drawable = (v: number) => v > 0 && Number.isFinite(v);

function averageRow(ratios: readonly ArrayLike<number>[], from: number, to: number, at: number): PixlerLine | null {
  if (to <= from) return null;
  const means = ratios.map((r) => {
    let sum = 0;
    let n = 0;
    for (let i = from; i < to; i++) {
      if (!drawable(r[i])) continue;
      sum += r[i];
      n++;
    }
    return n > 0 ? sum / n : NaN;
  });
  return { depth: at, ratios: means as PixlerLine['ratios'] };
}

function peakRow(
  depth: ArrayLike<number>,
  ratios: readonly ArrayLike<number>[],
  totalGas: ArrayLike<number>,
  from: number,
  to: number,
): PixlerLine | null {
  let best = -1;
  for (let i = from; i < to; i++) if (Number.isFinite(totalGas[i]) && (best < 0 || totalGas[i] > totalGas[best])) best = i;
  if (best < 0) return null;
  return { depth: depth[best], ratios: ratios.map((r) => (drawable(r[best]) ? r[best] : NaN)) as PixlerLine['ratios'] };
}

/** `max` items of `items`, evenly spread, first and last kept. */
export function thin<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  if (max <= 1) return items.slice(0, max);
  const out: T[] = [];
  for (let k = 0; k < max; k++) out.push(items[Math.round((k * (items.length - 1)) / (max - 1))]);
  return out;
}

/** Fraction (0 at the bottom, 1 at the top) of a value on the ladder's log axis, clamped. */
export function pixlerY(value: number): number {
  const lo = Math.log10(PIXLER_RANGE.min);
  const hi = Math.log10(PIXLER_RANGE.max);
  return Math.min(1, Math.max(0, (Math.log10(value) - lo) / (hi - lo)));
}

export interface TernaryPoint {
  depth: number;
  /** Fractions of C2, C3 and nC4 over their sum (they add up to 1). */
  c2: number;
  c3: number;
  nc4: number;
}

/** At most `max` rows of [from, to] where C2, C3 and nC4 are present and their sum is positive. */
export function ternaryPoints(
  depth: ArrayLike<number>,
  c2: ArrayLike<number>,
  c3: ArrayLike<number>,
  nc4: ArrayLike<number>,
  range: { min: number; max: number },
  max = 400,
): TernaryPoint[] {
  const rows: number[] = [];
  for (let i = 0; i < depth.length; i++) {
    const d = depth[i];
    if (!(d >= range.min && d <= range.max)) continue;
    const a = c2[i];
    const b = c3[i];
    const c = nc4[i];
    if (!(a >= 0 && b >= 0 && c >= 0) || a + b + c <= 0) continue;
    rows.push(i);
  }
  return thin(rows, max).map((i) => {
    const sum = c2[i] + c3[i] + nc4[i];
    return { depth: depth[i], c2: c2[i] / sum, c3: c3[i] / sum, nc4: nc4[i] / sum };
  });
}

/**
 * Position in a unit triangle with C2 at the top apex (0.5, 1), C3 bottom left (0, 0), nC4 bottom right (1, 0):
 * the point's barycentric coordinates are its three fractions.
 */
export function ternaryXY(p: { c2: number; c3: number; nc4: number }): { x: number; y: number } {
  return { x: p.c2 * 0.5 + p.nc4, y: p.c2 };
}

/** A colour along depth (shallow blue to deep red), for a point at `t` in [0, 1] of the interval. */
export function depthColor(t: number): string {
  const k = Math.min(1, Math.max(0, t));
  // Blue (shallow) to orange to red (deep), readable on white.
  const stops = [
    [33, 102, 172],
    [241, 163, 64],
    [178, 24, 43],
  ];
  const s = k < 0.5 ? 0 : 1;
  const f = k < 0.5 ? k / 0.5 : (k - 0.5) / 0.5;
  const c = stops[s].map((v, j) => Math.round(v + (stops[s + 1][j] - v) * f));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
