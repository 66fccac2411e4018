import { invalid } from '../../errors';

/** The spec's bounds: at least start_depth, at most stop_depth + 1 (feet). */
export function landingPointBounds(start: number, stop: number) {
  return { min: start, max: stop + 1 };
}

const fmt = (n: number) => String(Math.round(n * 1e6) / 1e6);

export function landingPointMessage(start: number, stop: number) {
  const { min, max } = landingPointBounds(start, stop);
  return `Landing point must fall between ${fmt(min)} and ${fmt(max)}.`;
}

/** Throws the spec's 422 when the landing point is outside the data's depth range. */
export function checkLandingPoint(value: number, start: number, stop: number, field = 'depth_of_split') {
  const { min, max } = landingPointBounds(start, stop);
  if (!Number.isFinite(value) || value < min || value > max) {
    const message = landingPointMessage(start, stop);
    throw invalid({ [field]: [message] }, message);
  }
}
