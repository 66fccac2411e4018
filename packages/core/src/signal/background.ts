/**
 * Background subtraction (docs/gas-ratios.md): a rolling baseline over a centred window of N
 * samples, taken as the window's median of non-null values, subtracted from each value and
 * clipped at zero. A gas show narrower than half the window does not move the median, so it is
 * revealed whole; a slow trend in the background is followed and removed.
 */

/** Window sizes of the graph settings modal, in samples (workspace-and-projects.md section 9). */
export const BACKGROUND_LEVELS = Object.freeze({ Light: 12, Moderate: 32, Heavy: 64 } as const);
export type BackgroundLevel = keyof typeof BACKGROUND_LEVELS;
export const DEFAULT_BACKGROUND_LEVEL: BackgroundLevel = 'Moderate';

/** The label for a window of n samples: up to 12 Light, up to 32 Moderate, else Heavy. */
export function smoothingLabel(n: number): BackgroundLevel {
  if (n <= BACKGROUND_LEVELS.Light) return 'Light';
  if (n <= BACKGROUND_LEVELS.Moderate) return 'Moderate';
  return 'Heavy';
}

/**
 * The window offsets: sample i's window is [i - before, i + after], before + after + 1 = window.
 * Centred (a depth log has no "past"), with the extra sample of an even window after i.
 */
export function windowBounds(window: number): { before: number; after: number } {
  const before = Math.floor((window - 1) / 2);
  return { before, after: window - 1 - before };
}

function checkWindow(window: number): number {
  const w = Math.floor(window);
  if (!Number.isFinite(window) || w < 1) throw new RangeError(`Background window must be at least 1 sample, got ${window}`);
  return w;
}

/**
 * The rolling q-quantile (default the lower median) of the non-null values in a centred window of
 * `window` samples, clipped at the ends of the data. NaN where the window holds no value.
 * Two indexed heaps (the k smallest in a max-heap, the rest in a min-heap): O(n log window).
 */
export function rollingQuantile(values: Float64Array, window: number, q = 0.5): Float64Array {
  const w = checkWindow(window);
  if (!(q >= 0 && q <= 1)) throw new RangeError(`Quantile must be within [0, 1], got ${q}`);
  const n = values.length;
  const out = new Float64Array(n);
  const { before, after } = windowBounds(w);
  const v = values;

  // Heaps hold sample indices. Each index in the window owns slot (index % w), where its heap side
  // (1 low, 2 high) and position are kept, so any index can be removed in O(log w).
  const low = new Int32Array(w); // max-heap by value
  const high = new Int32Array(w); // min-heap by value
  let lowSize = 0;
  let highSize = 0;
  const side = new Uint8Array(w);
  const pos = new Int32Array(w);

  const setLow = (p: number, j: number) => {
    low[p] = j;
    pos[j % w] = p;
  };
  const setHigh = (p: number, j: number) => {
    high[p] = j;
    pos[j % w] = p;
  };
  const lowUp = (p: number) => {
    const j = low[p];
    const x = v[j];
    while (p > 0) {
      const parent = (p - 1) >> 1;
      if (v[low[parent]] >= x) break;
      setLow(p, low[parent]);
      p = parent;
    }
    setLow(p, j);
  };
  const lowDown = (p: number) => {
    const j = low[p];
    const x = v[j];
    for (;;) {
      let c = 2 * p + 1;
      if (c >= lowSize) break;
      if (c + 1 < lowSize && v[low[c + 1]] > v[low[c]]) c++;
      if (v[low[c]] <= x) break;
      setLow(p, low[c]);
      p = c;
    }
    setLow(p, j);
  };
  const highUp = (p: number) => {
    const j = high[p];
    const x = v[j];
    while (p > 0) {
      const parent = (p - 1) >> 1;
      if (v[high[parent]] <= x) break;
      setHigh(p, high[parent]);
      p = parent;
    }
    setHigh(p, j);
  };
  const highDown = (p: number) => {
    const j = high[p];
    const x = v[j];
    for (;;) {
      let c = 2 * p + 1;
      if (c >= highSize) break;
      if (c + 1 < highSize && v[high[c + 1]] < v[high[c]]) c++;
      if (v[high[c]] >= x) break;
      setHigh(p, high[c]);
      p = c;
    }
    setHigh(p, j);
  };
  const pushLow = (j: number) => {
    side[j % w] = 1;
    low[lowSize] = j;
    lowUp(lowSize++);
  };
  const pushHigh = (j: number) => {
    side[j % w] = 2;
    high[highSize] = j;
    highUp(highSize++);
  };
  const popLow = (): number => {
    const top = low[0];
    const last = low[--lowSize];
    if (lowSize > 0) {
      setLow(0, last);
      lowDown(0);
    }
    return top;
  };
  const popHigh = (): number => {
    const top = high[0];
    const last = high[--highSize];
    if (highSize > 0) {
      setHigh(0, last);
      highDown(0);
    }
    return top;
  };
  const remove = (j: number) => {
    const slot = j % w;
    const p = pos[slot];
    if (side[slot] === 1) {
      const last = low[--lowSize];
      if (p < lowSize) {
        setLow(p, last);
        lowUp(p);
        lowDown(pos[last % w]);
      }
    } else {
      const last = high[--highSize];
      if (p < highSize) {
        setHigh(p, last);
        highUp(p);
        highDown(pos[last % w]);
      }
    }
    side[slot] = 0;
  };
  const add = (j: number) => {
    // Keeps every low value <= every high value, even while one heap is briefly empty.
    if (highSize > 0 && v[j] > v[high[0]]) pushHigh(j);
    else pushLow(j);
  };
  const rebalance = () => {
    const count = lowSize + highSize;
    const k = count === 0 ? 0 : Math.floor(q * (count - 1)) + 1;
    while (lowSize > k) pushHigh(popLow());
    while (lowSize < k) pushLow(popHigh());
  };

  for (let j = 0; j < after && j < n; j++) {
    if (v[j] === v[j]) add(j);
  }
  rebalance();
  for (let i = 0; i < n; i++) {
    const leaving = i - before - 1;
    if (leaving >= 0 && v[leaving] === v[leaving]) remove(leaving);
    const entering = i + after;
    if (entering < n && v[entering] === v[entering]) add(entering);
    rebalance();
    out[i] = lowSize > 0 ? v[low[0]] : NaN;
  }
  return out;
}

/**
 * Background-subtracted values: max(0, value - baseline), the baseline being the rolling median
 * over `window` samples (BACKGROUND_LEVELS). Nulls (NaN) stay null and are left out of every
 * window, so they never poison their neighbours.
 */
export function backgroundSubtract(values: Float64Array, window: number): Float64Array {
  const baseline = rollingQuantile(values, window);
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    const d = x - baseline[i];
    out[i] = x !== x ? NaN : d > 0 ? d : 0;
  }
  return out;
}
