import type { DepthUnitName } from './depth-unit';

/**
 * A printed log's vertical scale as a geologist says it, in the depth unit the log is read in: 1:600 is "2 in per
 * 100 ft" on a log in feet and "1 cm per 6 m" on one in metres (the same paper, spoken of in each unit's terms).
 * The PDF options and the report's pages name a scale through here.
 */
export function logScaleText(ratio: number, unit: DepthUnitName): string {
  const r = Math.round(ratio);
  const per = unit === 'm' ? `1 cm per ${round2(ratio / 100)} m` : `${inchesPer100Ft(ratio)} in per 100 ft`;
  return `1:${r} (${per})`;
}

/** Inches of paper 100 ft of hole takes at 1:`ratio` (1:600 is 2 in, 1:240 is 5 in). */
export const inchesPer100Ft = (ratio: number) => round2((100 * 12) / ratio);

const round2 = (v: number) => Math.round(v * 100) / 100;
