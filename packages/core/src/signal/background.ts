/**
 * Background subtraction (docs/gas-ratios.md): the background is a running median of the log over a window of 16 N
 * samples (N the level: Light 12, Moderate 32, Heavy 64), taken over block medians of about N/4 samples and drawn
 * between block centres. A show narrower than about half that window cannot move a median of it, so it comes out
 * whole above the background; the median runs through the middle of the noise, so what is left away from the shows
 * is the noise itself, centred on zero; a step in the background stays a step (a median keeps edges).
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
 * The window offsets of rollingQuantile: sample i's window is [i - before, i + after], before +
 * after + 1 = window. Centred (a depth log has no "past"), with the extra sample of an even window
 * after i. (backgroundSubtract needs no offsets: the opening looks at every window holding i, so it
 * is symmetric about i, [i - N + 1, i + N - 1], for odd and even N alike.)
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

/** Sorts `idx[0..m)` (block offsets) by `v[idx]`: insertion sort on short runs, merge sort above. */
function sortOffsets(idx: Int32Array, tmp: Int32Array, v: Float64Array, lo: number, hi: number): void {
  if (hi - lo <= 24) {
    for (let i = lo + 1; i < hi; i++) {
      const x = idx[i];
      const xv = v[x];
      let j = i - 1;
      while (j >= lo && v[idx[j]] > xv) {
        idx[j + 1] = idx[j];
        j--;
      }
      idx[j + 1] = x;
    }
    return;
  }
  const mid = (lo + hi) >> 1;
  sortOffsets(idx, tmp, v, lo, mid);
  sortOffsets(idx, tmp, v, mid, hi);
  let a = lo;
  let b = mid;
  let k = lo;
  while (a < mid && b < hi) tmp[k++] = v[idx[b]] < v[idx[a]] ? idx[b++] : idx[a++];
  while (a < mid) tmp[k++] = idx[a++];
  while (b < hi) tmp[k++] = idx[b++];
  for (let i = lo; i < hi; i++) idx[i] = tmp[i];
}

/**
 * One block of `w` consecutive samples, its non-null values sorted into a doubly linked list over
 * ranks 0..m-1 (head sentinel m, tail sentinel m+1). Elements leave (old block) or come back in
 * offset order (new block) in O(1) each, as in Suomela's sorted-blocks median filter.
 */
class Block {
  /** By rank; the head sentinel (m) holds -Infinity and the tail sentinel (m + 1) +Infinity. */
  readonly vals: Float64Array;
  readonly rankOf: Int32Array; // by offset, -1 for a null
  readonly next: Int32Array;
  readonly prev: Int32Array;
  readonly order: Int32Array;
  readonly tmp: Int32Array;
  readonly blockValues: Float64Array;
  m = 0;

  constructor(readonly w: number) {
    this.vals = new Float64Array(w + 2);
    this.rankOf = new Int32Array(w);
    this.next = new Int32Array(w + 2);
    this.prev = new Int32Array(w + 2);
    this.order = new Int32Array(w);
    this.tmp = new Int32Array(w);
    this.blockValues = new Float64Array(w);
  }

  /** Loads the samples of padded positions [start, start + w), all linked (present). */
  load(values: Float64Array, start: number): void {
    const { w, order, rankOf, vals, next, prev, blockValues } = this;
    const n = values.length;
    let m = 0;
    for (let o = 0; o < w; o++) {
      const p = start + o;
      const x = p >= 0 && p < n ? values[p] : NaN;
      blockValues[o] = x;
      rankOf[o] = -1;
      if (x === x) order[m++] = o;
    }
    sortOffsets(order, this.tmp, blockValues, 0, m);
    for (let r = 0; r < m; r++) {
      const o = order[r];
      rankOf[o] = r;
      vals[r] = blockValues[o];
      next[r] = r + 1;
      prev[r] = r - 1;
    }
    const head = m;
    const tail = m + 1;
    vals[head] = -Infinity;
    vals[tail] = Infinity;
    next[head] = m === 0 ? tail : 0;
    prev[tail] = m === 0 ? head : m - 1;
    if (m > 0) {
      prev[0] = head;
      next[m - 1] = tail;
    }
    this.m = m;
  }

  /** Unlinks every element, latest offset first, so that `restore` in offset order is valid. */
  unlinkAll(): void {
    for (let o = this.w - 1; o >= 0; o--) {
      const r = this.rankOf[o];
      if (r >= 0) this.unlink(r);
    }
  }

  unlink(r: number): void {
    const { next, prev } = this;
    next[prev[r]] = next[r];
    prev[next[r]] = prev[r];
  }

  restore(r: number): void {
    const { next, prev } = this;
    next[prev[r]] = r;
    prev[next[r]] = r;
  }
}

/**
 * The rolling q-quantile (default the lower median) of the non-null values in a centred window of
 * `window` samples (windowBounds), clipped at the ends of the data; NaN where the window holds no
 * value. Sorted blocks with linked lists (Suomela 2014): O(n log window) in all. No longer the
 * background baseline (about 25 times slower than the opening; docs/gas-ratios.md), kept as the
 * tested rolling median for whoever needs one.
 *
 * The window always spans the tail of block A and the head of block B. The present values of A and
 * B are split into a lower part (ranks below the cursor `pa` in A and `pb` in B) and an upper part;
 * the lower part holds exactly the k smallest values, and the quantile is its largest.
 */
export function rollingQuantile(values: Float64Array, window: number, q = 0.5): Float64Array {
  const w = checkWindow(window);
  if (!(q >= 0 && q <= 1)) throw new RangeError(`Quantile must be within [0, 1], got ${q}`);
  const n = values.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  const { before } = windowBounds(w);

  // Padded position p = data index + before; output i's window is padded [i, i + w).
  let A = new Block(w);
  let B = new Block(w);
  let blockStart = -before;
  A.load(values, blockStart);
  B.load(values, blockStart + w);
  B.unlinkAll();

  let count = A.m;
  let target = count === 0 ? 0 : Math.floor(q * (count - 1)) + 1;
  let lowCount = target;
  let pa = target < A.m ? target : A.m + 1; // first upper rank in A (or A's tail)
  let pb = B.m + 1; // B is empty: its tail

  for (let i = 0; ;) {
    // One pass over a block pair: the window slides from the start of A to the start of B.
    const { vals: aVals, prev: aPrev, next: aNext, rankOf: aRank } = A;
    const { vals: bVals, prev: bPrev, next: bNext, rankOf: bRank } = B;
    for (let o = 0; o < w; o++, i++) {
      // Re-establish: lowCount === target, and every lower value <= every upper value.
      // The sentinels' values (-Infinity at a head, +Infinity at a tail) make empty parts harmless.
      while (lowCount > target) {
        const la = aPrev[pa];
        const lb = bPrev[pb];
        if (aVals[la] >= bVals[lb]) pa = la;
        else pb = lb;
        lowCount--;
      }
      while (lowCount < target) {
        if (aVals[pa] <= bVals[pb]) pa = aNext[pa];
        else pb = bNext[pb];
        lowCount++;
      }
      for (;;) {
        const la = aPrev[pa];
        const lb = bPrev[pb];
        if (aVals[la] > bVals[pb]) {
          pa = la;
          pb = bNext[pb];
        } else if (bVals[lb] > aVals[pa]) {
          pb = lb;
          pa = aNext[pa];
        } else {
          const maxA = aVals[la];
          const maxB = bVals[lb];
          out[i] = lowCount === 0 ? NaN : maxA >= maxB ? maxA : maxB;
          break;
        }
      }
      if (i === n - 1) return out;

      // Slide: the sample at offset o of A leaves, the one at offset o of B enters.
      const ra = aRank[o];
      if (ra >= 0) {
        if (ra < pa) lowCount--;
        else if (ra === pa) pa = aNext[ra];
        aNext[aPrev[ra]] = aNext[ra];
        aPrev[aNext[ra]] = aPrev[ra];
        count--;
      }
      const rb = bRank[o];
      if (rb >= 0) {
        bNext[bPrev[rb]] = rb;
        bPrev[bNext[rb]] = rb;
        if (rb < pb) lowCount++;
        count++;
      }
      target = count === 0 ? 0 : Math.floor(q * (count - 1)) + 1;
    }
    // A is empty now and B complete: B becomes A, the next block becomes B.
    const emptied = A;
    A = B;
    B = emptied;
    pa = pb;
    blockStart += w;
    B.load(values, blockStart + w);
    B.unlinkAll();
    pb = B.m + 1;
  }
}

/** The background window, in blocks: 65 blocks of about N/4 samples, 16 N samples in all (odd: a true median). */
export const BACKGROUND_WINDOW_BLOCKS = 65;

/** The block length (samples) of a level of N samples. */
export function backgroundBlock(window: number): number {
  return Math.max(1, Math.round(checkWindow(window) / 4));
}

/**
 * Moves the k-th smallest of `a[lo..hi]` to `a[k]`, the smaller ones before it and the larger after (Hoare's
 * selection, the median of three as pivot): some 2 to 3 m comparisons, where sorting a block took m²/4 moves.
 */
function selectKth(a: Float64Array, lo: number, hi: number, k: number): void {
  while (hi > lo) {
    const mid = (lo + hi) >> 1;
    // The median of a[lo], a[mid], a[hi] into a[mid], the smaller at lo and the larger at hi: sentinels for the scans.
    if (a[mid] < a[lo]) swap(a, mid, lo);
    if (a[hi] < a[lo]) swap(a, hi, lo);
    if (a[hi] < a[mid]) swap(a, hi, mid);
    if (hi - lo <= 2) return;
    const pivot = a[mid];
    swap(a, mid, lo + 1);
    let i = lo + 1;
    let j = hi;
    for (;;) {
      do i++;
      while (a[i] < pivot);
      do j--;
      while (a[j] > pivot);
      if (j < i) break;
      swap(a, i, j);
    }
    a[lo + 1] = a[j];
    a[j] = pivot;
    if (j >= k) hi = j - 1;
    if (j <= k) lo = i;
  }
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i];
  a[i] = a[j];
  a[j] = t;
}

/** The median of `a[0..m)` (the mean of the two middle values when m is even); reorders that part of `a`. */
function medianOf(a: Float64Array, m: number): number {
  const mid = m >> 1;
  selectKth(a, 0, m - 1, mid);
  if (m % 2 === 1) return a[mid];
  // The lower middle value is the largest of those selection left below the upper one.
  let lower = a[0];
  for (let i = 1; i < mid; i++) if (a[i] > lower) lower = a[i];
  return (lower + a[mid]) / 2;
}

/** The median of each block of `block` samples, over its finite values (NaN for a block with none). */
function blockMedians(values: Float64Array, block: number): Float64Array {
  const n = values.length;
  const medians = new Float64Array(Math.ceil(n / block));
  const scratch = new Float64Array(block);
  for (let b = 0, start = 0; start < n; b++, start += block) {
    const end = Math.min(n, start + block);
    let m = 0;
    for (let i = start; i < end; i++) {
      const v = values[i];
      if (v - v === 0) scratch[m++] = v; // finite only: NaN and infinities are no background
    }
    medians[b] = m === 0 ? NaN : medianOf(scratch, m);
  }
  return medians;
}

/**
 * The estimated background of a gas log at a level of `window` samples (BACKGROUND_LEVELS): per block of about
 * window/4 samples, the running median of the block medians over BACKGROUND_WINDOW_BLOCKS blocks centred on it
 * (clipped at the ends of the data), interpolated linearly between block centres. Nulls and infinities are left
 * out of every median; NaN only where no finite value is within reach. O(n log block) in all.
 */
export function estimateBackground(values: Float64Array, window: number): Float64Array {
  const block = backgroundBlock(window);
  const n = values.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  const level = rollingQuantile(blockMedians(values, block), BACKGROUND_WINDOW_BLOCKS, 0.5);
  const last = level.length - 1;
  // Block b's centre is sample b * block + (block - 1) / 2 (the last block may be shorter: its own centre). Before
  // the first centre and after the last the level is flat; between two centres, the straight line (a null level
  // takes its neighbour's).
  const centre = (b: number) => (b < last ? b * block + (block - 1) / 2 : (b * block + n - 1) / 2);
  let i = 0;
  for (const first = level[0] === level[0] || last === 0 ? level[0] : level[1]; i <= centre(0) && i < n; i++) out[i] = first;
  for (let b = 0; b < last; b++) {
    const c0 = centre(b);
    const span = centre(b + 1) - c0;
    let l0 = level[b];
    let l1 = level[b + 1];
    if (l0 !== l0) l0 = l1;
    if (l1 !== l1) l1 = l0;
    const slope = (l1 - l0) / span;
    for (const end = c0 + span; i <= end; i++) out[i] = l1 === l0 ? l0 : l0 + slope * (i - c0);
  }
  for (; i < n; i++) out[i] = level[last];
  return out;
}

/**
 * Background-subtracted values: what stands above the estimated background (`estimateBackground`), never below
 * zero (gas above the background). Nulls stay null. The level `window` (BACKGROUND_LEVELS) sets the widest show
 * kept whole: about 3 N samples at half height.
 */
export function backgroundSubtract(values: Float64Array, window: number): Float64Array {
  // Written over the background itself: a second column of the log's length was fresh memory to fill, which on
  // these machines costs as much as the subtraction.
  const out = estimateBackground(values, window);
  for (let i = 0; i < values.length; i++) {
    const d = values[i] - out[i];
    out[i] = d > 0 || d !== d ? d : 0; // NaN (a null) stays NaN
  }
  return out;
}
