import { describe, expect, it } from 'vitest';
import { BACKGROUND_LEVELS, backgroundSubtract, type BackgroundLevel } from './background';
import { syntheticShowLog, SYNTHETIC_NOISE, SYNTHETIC_WIDTHS_FT } from './synthetic-shows';

// The acceptance of background subtraction (docs/gas-ratios.md): on a log whose background is known, a slowly
// varying background with noise and Gaussian shows 2 to 40 ft wide (full width at half height) at 0.5 ft steps.
const log = syntheticShowLog();
const LEVELS = Object.keys(BACKGROUND_LEVELS) as BackgroundLevel[];

/** The share of each show's height above the known background that comes out of the subtraction at its peak. */
function keptHeights(level: BackgroundLevel): Map<number, number> {
  const out = backgroundSubtract(log.values, BACKGROUND_LEVELS[level]);
  return new Map(log.shows.map((s) => [s.widthFt, out[s.peakIndex] / s.height]));
}

describe('background subtraction keeps the shows (synthetic log, known background)', () => {
  it.each(LEVELS)('keeps 80 per cent of every show up to 10 ft wide at %s (up to 40 ft at Moderate and Heavy)', (level) => {
    const kept = keptHeights(level);
    for (const width of SYNTHETIC_WIDTHS_FT) {
      if (width > 10 && level === 'Light') continue;
      expect(kept.get(width), `${width} ft show at ${level}`).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('keeps wider shows at heavier levels', () => {
    const widest = Math.max(...SYNTHETIC_WIDTHS_FT);
    const [light, moderate, heavy] = LEVELS.map((level) => keptHeights(level).get(widest)!);
    expect(light).toBeLessThan(moderate);
    expect(moderate).toBeLessThanOrEqual(heavy + 0.02);
  });

  it.each(LEVELS)('leaves the background within 3 noise standard deviations of zero away from the shows at %s', (level) => {
    const out = backgroundSubtract(log.values, BACKGROUND_LEVELS[level]);
    const away = log.awayFromShows.map((i) => Math.abs(out[i])).sort((a, b) => a - b);
    // Gaussian noise passes 3 sigma about 3 times in 1,000 samples: the 99.5th percentile stays within it.
    expect(away[Math.floor(away.length * 0.995)]).toBeLessThanOrEqual(3 * SYNTHETIC_NOISE);
    const mean = away.reduce((sum, v) => sum + v, 0) / away.length;
    expect(mean).toBeLessThanOrEqual(SYNTHETIC_NOISE);
  });

  it.each(LEVELS)('never drops to the floor between samples of one show (a log axis would saw-tooth) at %s', (level) => {
    const out = backgroundSubtract(log.values, BACKGROUND_LEVELS[level]);
    for (const show of log.shows) {
      if (show.widthFt > 10 && level === 'Light') continue;
      // Within the show's half-height width every sample keeps well over a third of the show.
      for (let i = show.peakIndex - show.halfWidthSamples; i <= show.peakIndex + show.halfWidthSamples; i++) {
        expect(out[i], `${show.widthFt} ft show, sample ${i - show.peakIndex} from its peak`).toBeGreaterThan(0.35 * show.height);
      }
    }
  });
});
