/**
 * Background subtraction (docs/gas-ratios.md): the baseline is the morphological opening of the
 * series with a flat window of N samples (a rolling minimum, then a rolling maximum of those minima:
 * the highest level under which some run of N samples around the sample stays). A gas show narrower
 * than N samples cannot hold up a whole window, so it is left out of the baseline and revealed
 * whole (the "top-hat" transform); a slow trend in the background is followed and removed.
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

/**
 * The values of data indices [start, start + w) into `into`, NaN outside the data: the blocks that
 * overhang either end of the series, so that the hot loops never read past an array.
 */
function loadEdgeBlock(values: Float64Array, start: number, into: Float64Array): void {
  const n = values.length;
  for (let t = 0; t < into.length; t++) {
    const j = start + t;
    into[t] = j >= 0 && j < n ? values[j] : NaN;
  }
}

/**
 * Background-subtracted values: value - baseline, the baseline being the opening of the series
 * over `window` samples (BACKGROUND_LEVELS), that is, for sample i the largest of the minima of the
 * windows of `window` consecutive samples that contain i (clipped at the ends of the data). Nulls
 * (NaN) stay null and are left out of every window, so they never poison their neighbours. The
 * baseline never exceeds the value, so the result is never negative: it equals max(0, value -
 * baseline). O(n) whatever the window.
 *
 * Algorithm (van Herk 1992, Gil and Werman 1993, with the opening's second pass folded in): in
 * padded positions p = i + N - 1, cut into blocks of N, the window starting at p = s covers the tail
 * of s's block B and the head of the next. Its minimum is min(S(t), Q(t)) at offset t = s - start of
 * B, with S(t) the minimum of B from t to its end (non-decreasing in t) and Q(t) the minimum of the
 * next block's first t samples (non-increasing, Q(0) = +Infinity). So the window minima over a block
 * rise along S until the crossover c (the first t >= 1 with Q(t) <= S(t)) and then fall along Q,
 * peaking at max(S(c - 1), Q(c)). The baseline at offset t of block B is the larger of the maxima
 * of the window minima starting in block B - 1 after t (its peak while t + 1 < its crossover, then
 * its falling part, which is B's running prefix minimum) and in block B up to t (S(t) while t < c,
 * then B's peak). Each sample goes through one suffix and one prefix minimum and two or three
 * more comparisons: about the work of one van Herk rolling minimum, for both passes.
 */
export function backgroundSubtract(values: Float64Array, window: number): Float64Array {
  const w = checkWindow(window);
  const n = values.length;
  const out = new Float64Array(n);
  if (n === 0) return out;
  const pad = w - 1; // padded position p = data index + pad; outputs are p in [pad, n + pad)
  const end = n + pad;

  const suffixMin = new Float64Array(w); // S of the current block
  let edgeCur: Float64Array = new Float64Array(w);
  let edgeNext: Float64Array = new Float64Array(w);
  // The current block's samples: cur[curOff + t] is padded position p0 + t (NaN outside the data).
  loadEdgeBlock(values, -pad, edgeCur);
  let cur = edgeCur;
  let curOff = 0;
  let low = Infinity;
  for (let t = w - 1; t >= 0; t--) {
    const v = cur[t];
    if (v < low) low = v; // a NaN compares false: skipped
    suffixMin[t] = low;
  }

  // State from block B - 1: its crossover less one (the first offset of B where B - 1's falling part
  // applies), its peak, and B's running prefix minimum as far as B - 1's crossover walk took it.
  let fallFrom = 0;
  let peakPrev = -Infinity;
  let prefix = Infinity;

  for (let p0 = 0; p0 < end; p0 += w) {
    const nextStart = p0 + w - pad;
    let next: Float64Array;
    let nextOff: number;
    if (nextStart >= 0 && nextStart + w <= n) {
      next = values;
      nextOff = nextStart;
    } else {
      loadEdgeBlock(values, nextStart, edgeNext);
      next = edgeNext;
      nextOff = 0;
    }

    // The crossover c: walk the next block's prefix minimum Q up to where it meets S.
    let q = Infinity;
    let c = 1;
    for (; c < w; c++) {
      const v = next[nextOff + c - 1];
      if (v < q) q = v;
      if (q <= suffixMin[c]) break;
    }
    const rise = suffixMin[c - 1];
    const peak = c < w && q > rise ? q : rise;

    // The outputs of this block: offsets [t0, t1) are data indices base + t.
    const t0 = p0 < pad ? pad - p0 : 0;
    const t1 = p0 + w <= end ? w : end - p0;
    const base = p0 - pad;
    let t = t0;
    for (; t < fallFrom && t < t1; t++) {
      const own = t < c ? suffixMin[t] : peak;
      out[base + t] = values[base + t] - (peakPrev > own ? peakPrev : own);
    }
    for (let u = fallFrom; u < t0; u++) {
      const v = cur[curOff + u];
      if (v < prefix) prefix = v; // only in the first block, whose head is padding
    }
    for (; t < t1; t++) {
      const v = cur[curOff + t];
      if (v < prefix) prefix = v;
      const own = t < c ? suffixMin[t] : peak;
      out[base + t] = v - (prefix > own ? prefix : own);
    }

    // Move on: the next block becomes current; its suffix minima and the prefix walked so far.
    low = Infinity;
    for (let u = w - 1; u >= 0; u--) {
      const v = next[nextOff + u];
      if (v < low) low = v;
      suffixMin[u] = low;
    }
    fallFrom = c - 1;
    peakPrev = peak;
    prefix = q;
    if (next === edgeNext) {
      edgeNext = edgeCur;
      edgeCur = next;
    }
    cur = next;
    curOff = nextOff;
  }
  return out;
}
