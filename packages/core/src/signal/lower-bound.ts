/** Index of the first element of ascending `xs` that is >= `value` (xs.length when none): a binary search. */
export function lowerBound(xs: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
