/** Blocks per block of the next level up: levels hold blocks of 8, 64, 512, ... rows (FAN_OUT = 2^FAN_OUT_BITS). */
export const FAN_OUT_BITS = 3;
export const FAN_OUT = 1 << FAN_OUT_BITS;

/**
 * Block minima and maxima of one column at block sizes 8, 64, 512, ... rows, gaps (NaN) ignored,
 * so the min and max of any run of rows costs a few dozen reads instead of one per row: a
 * zoomed-out graph of a long lateral reads its columns from here.
 */
export class MinMaxPyramid {
  /** levels[k] holds blocks of FAN_OUT^(k+1) rows (+/-Infinity where a block is all gaps). */
  readonly levels: { min: Float64Array; max: Float64Array }[] = [];
  /** The result of the last measure(). */
  lo = Infinity;
  hi = -Infinity;

  constructor(private readonly values: ArrayLike<number>) {
    let below: { min: ArrayLike<number>; max: ArrayLike<number> } = { min: values, max: values };
    let length = values.length;
    while (length >= 2 * FAN_OUT) {
      const blocks = Math.ceil(length / FAN_OUT);
      const min = new Float64Array(blocks);
      const max = new Float64Array(blocks);
      for (let k = 0; k < blocks; k++) {
        let a = Infinity;
        let b = -Infinity;
        const end = Math.min(length, (k + 1) * FAN_OUT);
        for (let i = k * FAN_OUT; i < end; i++) {
          // NaN fails both comparisons, so gaps drop out.
          const u = below.min[i];
          const v = below.max[i];
          if (u < a) a = u;
          if (v > b) b = v;
        }
        min[k] = a;
        max[k] = b;
      }
      this.levels.push({ min, max });
      below = { min, max };
      length = blocks;
    }
  }

  /** Min and max of rows [start, end): [Infinity, -Infinity] when they are all gaps. */
  range(start: number, end: number): [number, number] {
    this.measure(start, end);
    return [this.lo, this.hi];
  }

  /**
   * Min and max of rows [start, end) into `lo` and `hi`, without allocating (it runs once per
   * series and pixel column). Climbs one level at a time: the elements before the first and after
   * the last whole block of the level above are read here, the rest one level up.
   */
  measure(start: number, end: number): void {
    let lo = Infinity;
    let hi = -Infinity;
    let min: ArrayLike<number> = this.values;
    let max: ArrayLike<number> = this.values;
    let i = start;
    let j = end;
    // `level` blocks have been climbed: the elements read now are levels[level - 1]'s (the rows at 0).
    for (let level = 0; ; level++) {
      if (level >= this.levels.length || j - i < 2 * FAN_OUT) {
        for (let k = i; k < j; k++) {
          if (min[k] < lo) lo = min[k];
          if (max[k] > hi) hi = max[k];
        }
        break;
      }
      const i2 = (i + FAN_OUT - 1) >> FAN_OUT_BITS;
      const j2 = j >> FAN_OUT_BITS;
      // NaN fails both comparisons, so gaps drop out.
      for (let k = i, to = i2 << FAN_OUT_BITS; k < to; k++) {
        if (min[k] < lo) lo = min[k];
        if (max[k] > hi) hi = max[k];
      }
      for (let k = j2 << FAN_OUT_BITS; k < j; k++) {
        if (min[k] < lo) lo = min[k];
        if (max[k] > hi) hi = max[k];
      }
      min = this.levels[level].min;
      max = this.levels[level].max;
      i = i2;
      j = j2;
    }
    this.lo = lo;
    this.hi = hi;
  }
}
