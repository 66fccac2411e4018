/**
 * The round intervals a depth axis, the workspace's depth track and the report's log are labelled at: 1, 2 and 5
 * times a power of ten, from a tenth to a million (of the display unit), as printed logs label depth.
 */
export const DEPTH_STEPS: readonly number[] = Array.from({ length: 8 }, (_, i) => 10 ** (i - 1)).flatMap((p) =>
  [1, 2, 5].map((m) => Number((m * p).toPrecision(1))),
);

/** The smallest round step whose labels lie at least `minGap` apart at `lengthPerUnit` (px or pt a unit of depth). */
export function depthStepFor(lengthPerUnit: number, minGap: number): number {
  return DEPTH_STEPS.find((step) => step * lengthPerUnit >= minGap) ?? DEPTH_STEPS[DEPTH_STEPS.length - 1];
}
