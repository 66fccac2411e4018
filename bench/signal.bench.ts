// Background subtraction of 60 series x 100,000 rows at N = 64 (goal under 100 ms) and filter
// evaluation over 100,000 rows (goal under 10 ms). Data: synthetic mud gas (background trend,
// noise, shows, a few nulls) from a seeded PRNG, so every run measures the same work.
import { seededRandom } from '../packages/core/src/demo/generate-mudgas-las';
import { compileFilter } from '../packages/core/src/filters/evaluate';
import { backgroundSubtract, BACKGROUND_LEVELS } from '../packages/core/src/signal/background';
import { SYNTHETIC_NOISE, syntheticShowLog } from '../packages/core/src/signal/synthetic-shows';
import { figure, timeIt } from './report';

const ROWS = 100_000;
const SERIES = 60;

function syntheticSeries(seed: number): Float64Array {
  const rnd = seededRandom(seed);
  const out = new Float64Array(ROWS);
  let show = 0;
  for (let i = 0; i < ROWS; i++) {
    if (show <= 0 && rnd() < 0.002) show = 5 + Math.floor(rnd() * 40);
    const background = 200 + 100 * Math.sin(i / 5_000) + rnd() * 30;
    out[i] = rnd() < 0.001 ? NaN : background + (show-- > 0 ? 2_000 * rnd() : 0);
  }
  return out;
}

/** What background subtraction keeps of shows of known height on a log of known background, per level. */
function keptShows() {
  const log = syntheticShowLog();
  console.log('  synthetic log (docs/gas-ratios.md): share of each show kept at its peak; noise left away from shows');
  for (const [level, window] of Object.entries(BACKGROUND_LEVELS)) {
    const out = backgroundSubtract(log.values, window);
    const kept = log.shows.map((s) => `${s.widthFt} ft ${((100 * out[s.peakIndex]) / s.height).toFixed(1)}%`).join(', ');
    const away = log.awayFromShows.map((i) => out[i]);
    const rms = Math.sqrt(away.reduce((sum, v) => sum + v * v, 0) / away.length) / SYNTHETIC_NOISE;
    const sorted = away.map(Math.abs).sort((a, b) => a - b);
    const p995 = sorted[Math.floor(sorted.length * 0.995)] / SYNTHETIC_NOISE;
    console.log(`  ${level} (${window}): ${kept}; away: RMS ${rms.toFixed(2)} sigma, 99.5th percentile ${p995.toFixed(2)} sigma`);
  }
}

export async function run() {
  keptShows();
  const series = Array.from({ length: SERIES }, (_, s) => syntheticSeries(s + 1));
  const window = BACKGROUND_LEVELS.Heavy;
  const bg = await timeIt(() => {
    for (const values of series) backgroundSubtract(values, window);
  });
  figure(`background subtraction, ${SERIES} series x ${ROWS} rows, N = ${window}`, bg, 'ms', { atMost: 100 });
  // Wall time on a shared machine includes waiting for a core; CPU time is the work itself.
  const cpu = process.cpuUsage();
  for (const values of series) backgroundSubtract(values, window);
  const used = process.cpuUsage(cpu);
  figure('  same, CPU time of one run', (used.user + used.system) / 1000, 'ms');

  const depth = new Float64Array(ROWS);
  for (let i = 0; i < ROWS; i++) depth[i] = 5_000 + i * 0.5;
  const columns: Record<string, Float64Array> = { depth, c1: series[0], c2: series[1], c3: series[2] };
  const expression = 'depth >= 6000 and depth <= 40000 and (c1 > 250 or c2 / c1 > 0.5) and not c3 < 0';
  const filter = compileFilter(expression, ['c1', 'c2', 'c3']);
  const fl = await timeIt(() => filter.evaluate(columns, ROWS), 21);
  figure(`filter evaluation, ${ROWS} rows (${expression})`, fl, 'ms', { atMost: 10 });
  const cpuF = process.cpuUsage();
  for (let r = 0; r < 20; r++) filter.evaluate(columns, ROWS);
  const usedF = process.cpuUsage(cpuF);
  figure('  same, CPU time per evaluation (mean of 20)', (usedF.user + usedF.system) / 1000 / 20, 'ms');
}
