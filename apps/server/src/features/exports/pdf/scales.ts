/** Pure helpers of the PDF graphs: colours, ticks, scales and the min/max reduction. */

export interface Rgba {
  /** '#rrggbb' */
  hex: string;
  /** 0..1 */
  alpha: number;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  orange: '#ffa500',
  purple: '#800080',
  brown: '#a52a2a',
  gray: '#808080',
  grey: '#808080',
  magenta: '#ff00ff',
  cyan: '#00ffff',
  yellow: '#ffff00',
  navy: '#000080',
  teal: '#008080',
  olive: '#808000',
  maroon: '#800000',
  pink: '#ffc0cb',
  darkgreen: '#006400',
  darkblue: '#00008b',
  darkred: '#8b0000',
  gold: '#ffd700',
  lime: '#00ff00',
};

/** Reads `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb(r,g,b)`, `rgba(r,g,b,a)` or a few CSS names; anything else is grey. */
export function parseColor(input: string): Rgba {
  const text = input.trim().toLowerCase();
  const hex = /^#?([0-9a-f]{3,8})$/.exec(text);
  if (hex && [3, 4, 6, 8].includes(hex[1].length)) {
    let h = hex[1];
    if (h.length <= 4) h = [...h].map((c) => c + c).join('');
    const alpha = h.length === 8 ? parseInt(h.slice(6, 8), 16) / 255 : 1;
    return { hex: `#${h.slice(0, 6)}`, alpha };
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(text);
  if (rgb) {
    const part = (v: string) =>
      Math.max(0, Math.min(255, Math.round(Number(v))))
        .toString(16)
        .padStart(2, '0');
    return { hex: `#${part(rgb[1])}${part(rgb[2])}${part(rgb[3])}`, alpha: rgb[4] === undefined ? 1 : Math.max(0, Math.min(1, Number(rgb[4]))) };
  }
  if (NAMED[text]) return { hex: NAMED[text], alpha: 1 };
  return { hex: '#808080', alpha: 1 };
}

/** About `count` round linear ticks covering [min, max] (1, 2, 5 times a power of ten). */
export function linearTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (max <= min) return [min];
  const raw = (max - min) / Math.max(1, count);
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const ticks: number[] = [];
  const first = Math.ceil(min / step - 1e-9) * step;
  for (let v = first; v <= max + step * 1e-9; v += step) ticks.push(Number(v.toPrecision(12)));
  return ticks;
}

/**
 * 10 to the power `e` (an integer), as the number written so: Math.pow(10, -4) is 0.00009999999999999999 in V8,
 * which a label then reads as "1e-4"; 1 / 10 ** 4 is the double nearest 0.0001.
 */
export function decade(e: number): number {
  return e >= 0 ? 10 ** e : 1 / 10 ** -e;
}

/** Powers of ten within [min, max] (both > 0); thinned so no more than `maxTicks` remain. */
export function logTicks(min: number, max: number, maxTicks = 6): number[] {
  if (!(min > 0) || !(max > 0) || max < min) return [];
  const lo = Math.ceil(Math.log10(min) - 1e-9);
  const hi = Math.floor(Math.log10(max) + 1e-9);
  const decades = hi - lo + 1;
  const every = Math.max(1, Math.ceil(decades / maxTicks));
  const ticks: number[] = [];
  for (let e = lo; e <= hi; e++) if ((e - lo) % every === 0) ticks.push(decade(e));
  return ticks;
}

/** Short tick label: 12,500 -> '12.5k', 0.001 -> '0.001', 1e-5 -> '1e-5'. */
export function formatTick(value: number): string {
  // At 12 significant digits first, so a value a rounding error below 0.0001 reads as 0.0001.
  const v = Number(value.toPrecision(12));
  const a = Math.abs(v);
  if (a === 0) return '0';
  if (a >= 1e6) return `${trim(v / 1e6)}M`;
  if (a >= 1e4) return `${trim(v / 1e3)}k`;
  // Down to 0.0001 as a decimal, as a log head reads (a ppm trace of H2S), never "1e-4"; below that, powers of ten.
  if (a >= 1e-4) return trim(v);
  return v.toExponential(0).replace('+', '');
}

/** Whole numbers grouped in thousands, decimals as far as a scale's ends go (0.0001). */
const SCALE_END = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

/**
 * A scale's end written out where there is room (the report's curves table): "10,000", "2,000", "0.0001", as the
 * app's axes read, not a track head's short "10k". Below 0.0001, formatTick's power of ten.
 */
export function formatScaleEnd(value: number): string {
  const v = Number(value.toPrecision(12));
  if (v !== 0 && Math.abs(v) < 1e-4) return formatTick(v);
  return SCALE_END.format(v);
}

function trim(v: number) {
  return String(Number(v.toPrecision(4)));
}

/** Depth label in ft: whole feet when whole, else one decimal. */
export function formatDepth(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toFixed(Math.abs(v - Math.round(v * 10) / 10) < 1e-9 ? 1 : 2);
}

export interface YExtent {
  min: number;
  max: number;
  minPositive: number;
}

/** Log when no value is negative and the positive values span more than two decades (zeros sit on the floor). */
export function chooseLog(extent: YExtent): boolean {
  return extent.min >= 0 && Number.isFinite(extent.max) && extent.minPositive < Infinity && extent.max / extent.minPositive > 100;
}

/** The deepest a log axis goes below its top, in decades, so near-zero noise (H2S at 0.00001 ppm) sits on the floor. */
const MAX_DECADES = 5;

/**
 * A value axis over an extent, for the across graphs and the depth-down tracks alike: log when configured (and there
 * are positive values) or, on 'auto', when the values span decades, in whole decades at most MAX_DECADES deep;
 * otherwise linear from 0 (or the least value below it) with 5 % room above. [0, 1] linear without data.
 */
export function valueAxis(extent: YExtent, scale: 'auto' | 'log' | 'linear' = 'auto'): { log: boolean; min: number; max: number; hasData: boolean } {
  const hasData = Number.isFinite(extent.max);
  if (!hasData) return { log: false, min: 0, max: 1, hasData };
  const log = scale === 'log' ? extent.minPositive < Infinity : scale === 'linear' ? false : chooseLog(extent);
  if (log) {
    const max = decade(Math.ceil(Math.log10(extent.max)));
    const min = Math.max(decade(Math.floor(Math.log10(extent.minPositive))), max / decade(MAX_DECADES));
    return { log, min, max: max > min ? max : min * 10, hasData };
  }
  const min = Math.min(0, extent.min);
  const top = extent.max > min ? extent.max : min + 1;
  return { log, min, max: top + (top - min) * 0.05, hasData };
}

/** Round ends of a printed linear scale, per decade: a track reads "0 to 30" or "0 to 250", never "0 to 26.25". */
const ROUND_SCALE_ENDS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The least round scale end (ROUND_SCALE_ENDS) at or above `v` > 0; `v` itself when it is not a positive number. */
export function roundScaleEnd(v: number): number {
  if (!(v > 0) || !Number.isFinite(v)) return v;
  const decade = 10 ** Math.floor(Math.log10(v));
  // Rounded to 12 significant digits, so 0.3 reads 0.3, not 0.30000000000000004.
  const end = ROUND_SCALE_ENDS.map((m) => Number((m * decade).toPrecision(12))).find((e) => e >= v * (1 - 1e-12));
  return end ?? Number((10 * decade).toPrecision(12));
}

/** First and one-past-last row whose depth lies within [xFrom, xTo] (depth ascending). */
export function rowWindow(depth: Float64Array, xFrom: number, xTo: number): [number, number] {
  return [lowerBound(depth, xFrom), upperBound(depth, xTo)];
}

function lowerBound(a: Float64Array, v: number) {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(a: Float64Array, v: number) {
  let lo = 0;
  let hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (a[mid] <= v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Reduces one series to at most two points per bucket (its min and max, in depth order) over
 * `buckets` equal depth buckets of [xFrom, xTo]. A missing value (NaN) or an empty bucket between
 * values breaks the line: the result is a list of runs of [depth, value] pairs (flat).
 */
export function minMaxRuns(depth: Float64Array, values: Float64Array, xFrom: number, xTo: number, buckets: number): Float64Array[] {
  const runs: Float64Array[] = [];
  const [i0, i1] = rowWindow(depth, xFrom, xTo);
  if (i1 <= i0 || buckets < 1 || !(xTo > xFrom)) return runs;
  const width = (xTo - xFrom) / buckets;
  // At most 2 points (4 numbers) per bucket, plus one per row at run breaks.
  const out = new Float64Array(Math.min(4 * buckets + 8, 2 * (i1 - i0)) + 8);
  let used = 0;
  let runStart = 0;
  let edge = -Infinity;
  let minI = -1;
  let maxI = -1;
  let minV = 0;
  let maxV = 0;
  let gap = false;
  let buf = out;
  const push = (i: number) => {
    if (used + 2 > buf.length) {
      const bigger = new Float64Array(buf.length * 2);
      bigger.set(buf);
      buf = bigger;
    }
    buf[used++] = depth[i];
    buf[used++] = values[i];
  };
  const flush = () => {
    if (minI < 0) return;
    if (minI === maxI) push(minI);
    else if (minI < maxI) {
      push(minI);
      push(maxI);
    } else {
      push(maxI);
      push(minI);
    }
    minI = maxI = -1;
  };
  const endRun = () => {
    flush();
    if (used - runStart >= 2) runs.push(buf.slice(runStart, used));
    runStart = used;
  };
  for (let i = i0; i < i1; i++) {
    const v = values[i];
    if (v !== v || v === Infinity || v === -Infinity) {
      gap = true;
      continue;
    }
    if (gap) {
      endRun();
      gap = false;
    }
    if (depth[i] >= edge) {
      flush();
      const b = Math.min(buckets - 1, Math.floor((depth[i] - xFrom) / width));
      edge = b === buckets - 1 ? Infinity : xFrom + (b + 1) * width;
    }
    if (minI < 0) {
      minI = maxI = i;
      minV = maxV = v;
    } else if (v < minV) {
      minI = i;
      minV = v;
    } else if (v > maxV) {
      maxI = i;
      maxV = v;
    }
  }
  endRun();
  return runs;
}

/** Extent of the values of reduced runs (each bucket keeps its min and max, so this is the window's extent). */
export function runsExtent(runsList: readonly Float64Array[][]): YExtent {
  let min = Infinity;
  let max = -Infinity;
  let minPositive = Infinity;
  for (const runs of runsList) {
    for (const run of runs) {
      for (let k = 1; k < run.length; k += 2) {
        const v = run[k];
        if (v < min) min = v;
        if (v > max) max = v;
        if (v > 0 && v < minPositive) minPositive = v;
      }
    }
  }
  return { min, max, minPositive };
}
