// The work of a zoom frame outside the browser, where it can be repeated until the figure is steady: the four
// charts a 1440 x 900 window shows of the workspace bench's well (100,000 rows, 8 series each, 1,220 px wide)
// reduced to pixel columns (column-view.ts) and rasterised (column-raster.ts), for each notch of the workspace
// bench's Ctrl + wheel zoom (from 11% of the well, ten notches out and ten back in). The browser's figure (`npm
// run bench -- workspace`) adds uPlot's axes and the canvas; this one moves only with our own code.
import { ColumnReducer } from '../apps/web/src/components/charts/column-view';
import { rasterizeSeries, type Rgba } from '../apps/web/src/components/charts/column-raster';
import { figure, median } from './report';

const ROWS = 100_000;
const CHARTS = 4;
const SERIES = 8;
const WIDTH = 1220;
const HEIGHT = 150;
const ROUNDS = 40;
const COLOURS: Rgba[] = [
  [165, 29, 29, 1],
  [40, 161, 75, 1],
  [85, 23, 130, 1],
  [155, 141, 39, 1],
  [32, 154, 179, 1],
  [232, 89, 12, 1],
  [25, 113, 194, 1],
  [73, 80, 87, 1],
];

/** Gas-like series: a wandering background with sharp peaks, the series of a chart close together (their lines overlap). */
function well(): { x: Float64Array; ys: Float32Array[] } {
  let seed = 7;
  const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  const x = Float64Array.from({ length: ROWS }, (_, i) => 5000 + i * 0.5);
  const ys = Array.from({ length: SERIES }, (_, s) => {
    const y = new Float32Array(ROWS);
    let v = 1 + s * 0.05;
    for (let i = 0; i < ROWS; i++) {
      v = Math.max(0.01, v + (rand() - 0.5) * 0.05);
      y[i] = v + (i % 5000 < 40 ? 6 * Math.sin(((i % 5000) / 40) * Math.PI) : 0);
    }
    return y;
  });
  return { x, ys };
}

export async function run() {
  const full = well();
  const span = full.x[ROWS - 1] - full.x[0];
  const notches: { min: number; max: number }[] = [];
  let width = span * 0.11;
  const centre = full.x[0] + span * 0.45;
  for (let i = 0; i < 20; i++) {
    width = i < 10 ? width * 1.2 : width / 1.2;
    notches.push({ min: centre - width * 0.4, max: centre + width * 0.6 });
  }
  const reducers = Array.from({ length: CHARTS }, () => {
    const reducer = new ColumnReducer(full);
    reducer.buildPyramids();
    return reducer;
  });
  const image = { data: new Uint8ClampedArray(WIDTH * HEIGHT * 4), width: WIDTH, height: HEIGHT };
  const reading: number[] = [];
  const drawing: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const range of notches) {
      const started = performance.now();
      const views = reducers.map((r) => r.view(range, WIDTH));
      const read = performance.now();
      for (const view of views) {
        image.data.fill(0);
        const yMin = Math.min(...view.extents.map((e) => e.min));
        const yMax = Math.max(...view.extents.map((e) => e.max));
        for (let s = 0; s < SERIES; s++) rasterizeSeries(image, view, s, yMin, yMax, COLOURS[s], 1);
      }
      // The first rounds warm the compiler up.
      if (round >= 5) {
        reading.push(read - started);
        drawing.push(performance.now() - read);
      }
    }
  }
  figure(`zoom frame, ${CHARTS} charts x ${SERIES} series, reduced to pixel columns, median`, median(reading), 'ms');
  figure('zoom frame, the same columns rasterised, median', median(drawing), 'ms');
}
