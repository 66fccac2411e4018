import { seededRandom, seriesColumn, SHOW_MIN_THICKNESS_FT, showIntervals } from '@mudstack/core';
import type { ReportGraph, ReportInput, ReportSeries } from './report-types';
import { DEFAULT_LOG_SCALE, type LogScale } from './log-plan';

/**
 * A demo-like report input from synthetic, seeded mud-gas curves (tests and the benchmark):
 * `rows` rows from 5,000 ft every 0.5 ft, landing point two thirds down, six graphs, six snippets.
 */
export function sampleReportInput(
  options: {
    rows?: number;
    seed?: number;
    hideFlags?: boolean;
    xRange?: [number, number];
    minShow?: number;
    layout?: 'down' | 'across';
    logScale?: LogScale;
  } = {},
): ReportInput {
  const { depth, columns, start, stop, landing, step } = sampleCurves(options.rows ?? 6000, options.seed ?? 7);
  const defs = SAMPLE_GRAPHS;
  const xr = options.xRange;
  const clip = (a: number, b: number): [number, number] => (xr ? [Math.max(a, xr[0]), Math.min(b, xr[1])] : [a, b]);
  const graphFor = (d: (typeof defs)[number], xRange: [number, number], snippets: ReportGraph['snippets']): ReportGraph => ({
    ...d,
    depth,
    columns: d.series.map((x) => columns[x.name]),
    xRange,
    snippets,
  });
  const snippetOf = (name: string, g: (typeof defs)[number], from: number, to: number) => ({
    name,
    xRange: [from, to] as [number, number],
    series: g.series,
    columns: g.series.map((x) => columns[x.name]),
  });
  const v0 = start;
  const vLen = landing - start;
  return {
    wellName: 'DEMO STATE 14-7H #1',
    projectName: 'Demo project',
    dataRevision: 2,
    metadataRevision: 3,
    exportedBy: { first_name: 'Ada', last_name: 'Lovelace' },
    exportedAt: new Date('2026-11-22T14:05:00Z'),
    metadata: sampleMetadata(start, stop, landing, step),
    ...sampleMarks(start, stop, landing),
    hideFlags: options.hideFlags ?? false,
    shows: showIntervals(
      {
        depth,
        zone: seriesColumn('haworth_zone', columns, depth.length)!,
        totalGas: columns.total_gas,
        wh: columns.wh,
        bh: columns.bh,
        ch: columns.ch,
      },
      { min: Math.max(start, xr?.[0] ?? start), max: Math.min(stop, xr?.[1] ?? stop) },
      options.minShow ?? SHOW_MIN_THICKNESS_FT,
    ),
    showMinThickness: options.minShow ?? SHOW_MIN_THICKNESS_FT,
    showTotalGasUnit: 'ppm',
    notInFile: [],
    layout: options.layout ?? 'across',
    logScale: options.logScale ?? DEFAULT_LOG_SCALE,
    sections: [
      {
        title: 'Vertical',
        rangeNote: xr ? `(showing only ${xr[0]}ft. - ${xr[1]}ft.)` : undefined,
        graphs: defs.map((d, i) =>
          graphFor(
            d,
            clip(v0, landing),
            i < 3 ? [snippetOf(`Show ${i + 1}`, d, v0 + vLen * (0.1 + 0.2 * i), v0 + vLen * (0.1 + 0.2 * i) + 120)] : [],
          ),
        ),
      },
      {
        title: 'Lateral',
        rangeNote: xr ? `(showing only ${xr[0]}ft. - ${xr[1]}ft.)` : undefined,
        graphs: defs.map((d, i) =>
          graphFor(d, clip(landing, stop), i < 3 ? [snippetOf(`Lateral show ${i + 1}`, d, landing + 100 + 300 * i, landing + 250 + 300 * i)] : []),
        ),
      },
    ],
  };
}

/** Seeded synthetic curves: a background rising with depth, gaussian shows, a gap every 997 rows in the gases. */
function sampleCurves(rows: number, seed: number) {
  const rand = seededRandom(seed);
  const start = 5000;
  const step = 0.5;
  const stop = start + (rows - 1) * step;
  const landing = start + Math.round(((rows - 1) * 2) / 3) * step;
  const depth = new Float64Array(rows);
  for (let i = 0; i < rows; i++) depth[i] = start + i * step;

  const shows: { d: number; w: number; a: number }[] = [];
  for (let d = start + 50; d < stop; d += 80 + rand() * 400) shows.push({ d, w: 3 + rand() * 20, a: 1 + rand() * 12 });
  const base = new Float64Array(rows);
  const wet = new Float64Array(rows);
  let k = 0;
  for (let i = 0; i < rows; i++) {
    const x = depth[i];
    while (k < shows.length && shows[k].d + 4 * shows[k].w < x) k++;
    let f = 1;
    let w = 1;
    for (let j = k; j < shows.length && shows[j].d - 4 * shows[j].w <= x; j++) {
      const z = (x - shows[j].d) / shows[j].w;
      const g = Math.exp(-0.5 * z * z);
      f += shows[j].a * g;
      w += 0.8 * shows[j].a * g * 0.2;
    }
    base[i] = (400 + (x - start) * 0.4) * f * (1 + 0.08 * (rand() - 0.5));
    wet[i] = w;
  }
  const col = (fn: (i: number) => number, gapEvery = 0) => {
    const c = new Float64Array(rows);
    for (let i = 0; i < rows; i++) c[i] = gapEvery && i % gapEvery < 3 ? NaN : fn(i);
    return c;
  };
  const columns: Record<string, Float64Array> = {
    c1: col((i) => base[i], 997),
    c2: col((i) => base[i] * 0.085 * wet[i], 997),
    c3: col((i) => base[i] * 0.042 * wet[i] ** 1.5, 997),
    c4: col((i) => base[i] * 0.018 * wet[i] ** 2, 997),
    c5: col((i) => base[i] * 0.007 * wet[i] ** 2.5, 997),
    c6: col((i) => base[i] * 0.0016 * wet[i] ** 3, 997),
    total_gas: col((i) => base[i] * 1.4 * (1 + 0.02 * rand())),
    co2: col((i) => 450 + depth[i] * 0.02 + 40 * rand()),
    wh: col((i) => (100 * 0.13 * wet[i]) / (1 + 0.13 * wet[i])),
    bh: col((i) => 18 / wet[i]),
    ch: col((i) => 0.4 * Math.sqrt(wet[i])),
    pix1: col((i) => 12 / wet[i] + rand()),
    pix2: col((i) => 24 / wet[i] + rand()),
    hl1: col((i) => 0.05 * wet[i] + 0.01 * rand()),
    hl2: col((i) => 0.02 * wet[i] ** 1.3 + 0.005 * rand()),
  };
  return { depth, columns, start, stop, landing, step };
}

const s = (name: string, label: string, color: string): ReportSeries => ({ name, label, color });
/** The six graphs of the sample, as the built-in configuration draws them. */
const SAMPLE_GRAPHS: { title: string; yLabel: string; series: ReportSeries[] }[] = [
  {
    title: 'Light hydrocarbons',
    yLabel: 'Parts per million',
    series: [s('c1', 'Methane (C1)', '#1f77b4'), s('c2', 'Ethane (C2)', '#ff7f0e'), s('c3', 'Propane (C3)', '#2ca02c')],
  },
  {
    title: 'Heavy hydrocarbons',
    yLabel: 'Parts per million',
    series: [s('c4', 'Butane (C4)', '#d62728'), s('c5', 'Pentane (C5)', '#9467bd'), s('c6', 'Hexane (C6)', '#8c564b')],
  },
  {
    title: 'Total gas and CO2',
    yLabel: 'Parts per million',
    series: [s('total_gas', 'Total gas', '#111111'), s('co2', 'Carbon dioxide', '#17becf')],
  },
  {
    title: 'Wetness, balance and character',
    yLabel: 'Ratio',
    series: [s('wh', 'Wetness (Wh)', '#2ca02c'), s('bh', 'Balance (Bh)', '#d62728'), s('ch', 'Character (Ch)', '#1f77b4')],
  },
  { title: 'Pixler ratios', yLabel: 'Ratio', series: [s('pix1', 'Pixler 1 (C1/C2)', '#e377c2'), s('pix2', 'Pixler 2 (C1/C3)', '#7f7f7f')] },
  { title: 'Heavy to light ratios', yLabel: 'Ratio', series: [s('hl1', 'HL1', '#bcbd22'), s('hl2', 'HL2', '#17becf')] },
];

function sampleMetadata(start: number, stop: number, landing: number, step: number): ReportInput['metadata'] {
  return {
    well: 'DEMO STATE 14-7H #1',
    company: 'DEMO PETROLEUM INC.',
    country: 'US',
    api_number: '3305300042',
    field: 'MUDSTACK DEMO FIELD',
    state: 'NORTH DAKOTA',
    county: 'MCKENZIE',
    location: 'SEC 14 T152N R97W',
    date_analysed: '2026-03-15',
    start_depth: start,
    depth_of_split: landing,
    stop_depth: stop,
    step,
    service_company: 'DEMO MUDLOGGING SERVICES',
    date_generated: '2026-03-16',
    kb: 2154,
  };
}

/** Formations, annotations and zones, with a long name and a long text to be cut. */
function sampleMarks(start: number, stop: number, landing: number): Pick<ReportInput, 'formations' | 'annotations' | 'zones'> {
  const vLen = landing - start;
  return {
    formations: [
      { xval_low: start, xval_high: start + vLen * 0.3, message: 'Charles', color: '#ff000040' },
      { xval_low: start + vLen * 0.3, xval_high: start + vLen * 0.55, message: 'Mission Canyon', color: '#00ff0040' },
      { xval_low: start + vLen * 0.55, xval_high: start + vLen * 0.8, message: 'Lodgepole', color: '#0000ff40' },
      {
        xval_low: start + vLen * 0.8,
        xval_high: stop,
        message: 'Bakken Middle Member, a long formation name that has to be cut',
        color: '#ffa50060',
      },
    ],
    annotations: [
      { index: 1, xval: Math.round(start + vLen * 0.2), text: 'Trip gas after bit change' },
      { index: 2, xval: Math.round(start + vLen * 0.6), text: 'Connection gas' },
      {
        index: 3,
        xval: Math.round(landing + 200),
        text: 'Entered target window; ROP increased and background gas rose steadily across the interval, see the lateral section for detail',
      },
    ],
    zones: [
      { index: 1, xval: Math.round(start + vLen * 0.45), text: 'Fracture zone' },
      { index: 2, xval: Math.round(landing + (stop - landing) * 0.5), text: 'High gas zone' },
    ],
  };
}
