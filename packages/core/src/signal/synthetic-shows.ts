/**
 * A synthetic gas log whose background is known, to measure background subtraction (its tests and `npm run bench
 * -- signal`): a slowly varying background (a drift and a long sine), Gaussian noise, and Gaussian shows of
 * several widths (full width at half height, in feet) at 0.5 ft steps, far enough apart that no two overlap.
 */
import { seededRandom } from '../demo/generate-mudgas-las';

/** Show widths (full width at half height), in feet. */
export const SYNTHETIC_WIDTHS_FT = Object.freeze([2, 5, 10, 20, 40]);
/** The noise's standard deviation, in the log's unit (ppm). */
export const SYNTHETIC_NOISE = 10;
export const SYNTHETIC_STEP_FT = 0.5;
const SHOW_HEIGHT = 1500;
const SHOW_SPACING_FT = 700;
const FIRST_SHOW_FT = 1000;

export interface SyntheticShow {
  widthFt: number;
  height: number;
  peakIndex: number;
  /** Samples from the peak to half its height. */
  halfWidthSamples: number;
}

export interface SyntheticShowLog {
  depth: Float64Array;
  values: Float64Array;
  background: Float64Array;
  shows: SyntheticShow[];
  /** Samples more than 2.5 widths from every show: what is left there should be noise only. */
  awayFromShows: number[];
}

/** Standard normal draws (Box-Muller) from a seeded generator. */
function gaussian(seed: number): () => number {
  const next = seededRandom(seed);
  return () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
}

/** The synthetic log: background 800 ppm drifting 0.05 ppm/ft under a 3,000 ft sine of 300 ppm, noise 10 ppm. */
export function syntheticShowLog(seed = 29): SyntheticShowLog {
  const lengthFt = FIRST_SHOW_FT + SHOW_SPACING_FT * SYNTHETIC_WIDTHS_FT.length;
  const n = Math.round(lengthFt / SYNTHETIC_STEP_FT);
  const depth = new Float64Array(n);
  const background = new Float64Array(n);
  const values = new Float64Array(n);
  const shows: SyntheticShow[] = SYNTHETIC_WIDTHS_FT.map((widthFt, k) => ({
    widthFt,
    height: SHOW_HEIGHT,
    peakIndex: Math.round((FIRST_SHOW_FT + SHOW_SPACING_FT * k) / SYNTHETIC_STEP_FT),
    halfWidthSamples: Math.floor(widthFt / 2 / SYNTHETIC_STEP_FT),
  }));
  const noise = gaussian(seed);
  for (let i = 0; i < n; i++) {
    const d = i * SYNTHETIC_STEP_FT;
    depth[i] = d;
    background[i] = 800 + 0.05 * d + 300 * Math.sin((2 * Math.PI * d) / 3000);
    let show = 0;
    for (const s of shows) {
      const sigma = s.widthFt / (2 * Math.sqrt(2 * Math.LN2));
      const x = d - s.peakIndex * SYNTHETIC_STEP_FT;
      show += s.height * Math.exp(-(x * x) / (2 * sigma * sigma));
    }
    values[i] = background[i] + show + SYNTHETIC_NOISE * noise();
  }
  const awayFromShows: number[] = [];
  for (let i = 0; i < n; i++) {
    const d = i * SYNTHETIC_STEP_FT;
    if (shows.every((s) => Math.abs(d - s.peakIndex * SYNTHETIC_STEP_FT) > 2.5 * s.widthFt)) awayFromShows.push(i);
  }
  return { depth, values, background, shows, awayFromShows };
}
