/** Preview rows (spec section 9): 15 sample depths with random values below 100. */
export const PREVIEW_ROWS = 15;
export const PREVIEW_FIRST_DEPTH_FT = 5000;
export const PREVIEW_STEP_FT = 10;

/** The sample depths of a preview, in feet, ascending. */
export function previewDepths(): Float64Array {
  return Float64Array.from({ length: PREVIEW_ROWS }, (_, i) => PREVIEW_FIRST_DEPTH_FT + i * PREVIEW_STEP_FT);
}

/** One series of sample values in [0, 100); `random` is injectable for tests. */
export function previewValues(random: () => number = Math.random): Float64Array {
  return Float64Array.from({ length: PREVIEW_ROWS }, () => Math.min(random() * 100, 99.999));
}
