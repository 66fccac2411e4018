/** Landing-point rules of the spec (workspace-and-projects.md sections 4 and 5). */

export const LANDING_POINT_TEXTS = {
  loading: 'This may take a while.',
  stillWorking: 'Still working...',
  updated: 'Landing point updated.',
  failed: 'Failed after 2 attempts.',
  noWrite: 'You must have write permissions to change landing point.',
} as const;
export const LANDING_POINT_SUCCESS_MS = 3500;
export const STILL_WORKING_EVERY_MS = 5500;

/** The out-of-range message, or null when the value is allowed (start_depth ..= stop_depth + 1). */
export function landingPointError(value: number | string | null | undefined, start: number | null, stop: number | null): string | null {
  const depth = typeof value === 'string' ? Number(value) : value;
  const low = start ?? 0;
  const high = (stop ?? 0) + 1;
  if (depth === null || depth === undefined || value === '' || !Number.isFinite(depth) || depth < low || depth > high) {
    return `Landing point must fall between ${low} and ${high}.`;
  }
  return null;
}

export interface LandingAnswer {
  revision: number;
  depth_of_split: number | null;
}

/**
 * One attempt, then one retry. The retry follows a failure, or an answer whose depth differs from
 * the requested one (someone saved meanwhile), and then uses the returned revision number.
 * Resolves with the final answer; rejects after two failed attempts.
 */
export async function changeLandingPointWithRetry(
  send: (depth: number, revision: number) => Promise<LandingAnswer>,
  depth: number,
  revision: number,
): Promise<LandingAnswer> {
  let retryRevision = revision;
  try {
    const first = await send(depth, revision);
    if (first.depth_of_split === depth) return first;
    retryRevision = first.revision;
  } catch {
    // fall through to the one retry
  }
  const second = await send(depth, retryRevision);
  if (second.depth_of_split !== depth) throw new Error('The landing point was not applied.');
  return second;
}
