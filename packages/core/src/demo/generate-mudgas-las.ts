/**
 * A deterministic, realistic mud-gas LAS 2.0 file (depth in feet, gas in ppm) for demos, tests and
 * benchmarks. Same options, same bytes: the randomness comes from a seeded PRNG, never Math.random.
 */

export interface GenerateMudGasLasOptions {
  /** Data rows (default 6,000 for 'demo', 100,000 for 'wide'). */
  rows?: number;
  /** Depth step in feet (default 0.5). */
  step?: number;
  /** First depth in feet (default 5,000). */
  startDepth?: number;
  /** Landing point in feet: vertical section above, lateral below (default about 2/3 of the way down). */
  landingDepth?: number;
  /** PRNG seed (default 1). */
  seed?: number;
  /** 'demo': DEPT, C1-C3, IC4, NC4, IC5, NC5, TG, CO2, H2S. 'wide': 60 curves (the bench file). */
  curveSet?: 'demo' | 'wide';
}

export const DEMO_NULL_VALUE = -999.25;
/** ~Parameter mnemonic carrying the landing point (depth of split) in feet. */
export const LANDING_MNEMONIC = 'LAND';

/** mulberry32: small, fast, good enough for synthetic data. Returns floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface CurveDef {
  mnemonic: string;
  unit: string;
  description: string;
  /** Value at row i given the shared state. */
  value: (s: RowState) => number;
}

interface RowState {
  depth: number;
  tvd: number;
  lateral: boolean;
  /** Total hydrocarbon level in ppm methane-equivalent (background times show factor). */
  c1: number;
  /** Wetness-like heavy fraction multiplier (1 = background composition). */
  wet: number;
  noise: () => number;
  rand: () => number;
}

// Molar fractions relative to C1 for a wet gas background.
const REL = {
  c2: 0.085,
  c3: 0.042,
  ic4: 0.0065,
  nc4: 0.012,
  neoc5: 0.0002,
  ic5: 0.0032,
  nc5: 0.0041,
  c6: 0.0016,
  c7: 0.0008,
  c8: 0.0003,
  c9: 0.00009,
  c10: 0.00003,
};

function hc(rel: number, power: number) {
  return (s: RowState) => Math.max(0, s.c1 * rel * Math.pow(s.wet, power) * (1 + 0.06 * s.noise()));
}

function demoCurves(): CurveDef[] {
  return [
    { mnemonic: 'C1', unit: 'ppm', description: 'Methane', value: (s) => s.c1 },
    { mnemonic: 'C2', unit: 'ppm', description: 'Ethane', value: hc(REL.c2, 1) },
    { mnemonic: 'C3', unit: 'ppm', description: 'Propane', value: hc(REL.c3, 1.5) },
    { mnemonic: 'IC4', unit: 'ppm', description: 'iso-Butane', value: hc(REL.ic4, 2) },
    { mnemonic: 'NC4', unit: 'ppm', description: 'normal Butane', value: hc(REL.nc4, 2) },
    { mnemonic: 'IC5', unit: 'ppm', description: 'iso-Pentane', value: hc(REL.ic5, 2.5) },
    { mnemonic: 'NC5', unit: 'ppm', description: 'normal Pentane', value: hc(REL.nc5, 2.5) },
    {
      mnemonic: 'TG',
      unit: 'ppm',
      description: 'Total gas (methane equivalent)',
      value: (s) =>
        s.c1 *
        (1 + 2 * REL.c2 * s.wet + 3 * REL.c3 * s.wet ** 1.5 + 4 * (REL.ic4 + REL.nc4) * s.wet ** 2 + 5 * (REL.ic5 + REL.nc5) * s.wet ** 2.5) *
        (1 + 0.03 * s.noise()),
    },
    { mnemonic: 'CO2', unit: 'ppm', description: 'Carbon dioxide', value: (s) => Math.max(0, 450 + s.depth * 0.02 + 60 * s.noise() + s.c1 * 0.05) },
    {
      mnemonic: 'H2S',
      unit: 'ppm',
      description: 'Hydrogen sulphide',
      value: (s) => (s.wet > 2.5 ? Math.max(0, 2 + 1.5 * s.noise()) : Math.max(0, 0.05 * s.noise())),
    },
  ];
}

function wideCurves(): CurveDef[] {
  const base = demoCurves();
  const byName = new Map(base.map((c) => [c.mnemonic, c]));
  const pick = (m: string) => byName.get(m)!;
  const ppm = (mnemonic: string, description: string, value: CurveDef['value']): CurveDef => ({ mnemonic, unit: 'ppm', description, value });
  const curves: CurveDef[] = [
    pick('C1'),
    pick('C2'),
    pick('C3'),
    pick('IC4'),
    pick('NC4'),
    ppm('C4', 'Butanes total', hc(REL.ic4 + REL.nc4, 2)),
    ppm('NEOC5', 'neo-Pentane', hc(REL.neoc5, 2.5)),
    pick('IC5'),
    pick('NC5'),
    ppm('C5', 'Pentanes total', hc(REL.ic5 + REL.nc5 + REL.neoc5, 2.5)),
    ppm('C6', 'Hexanes', hc(REL.c6, 3)),
    ppm('C7', 'Heptanes', hc(REL.c7, 3.2)),
    ppm('C8', 'Octanes', hc(REL.c8, 3.4)),
    ppm('C9', 'Nonanes', hc(REL.c9, 3.6)),
    ppm('C10', 'Decanes', hc(REL.c10, 3.8)),
    ppm('BENZ', 'Benzene', hc(0.0004, 3)),
    ppm('TOLU', 'Toluene', hc(0.0003, 3)),
    ppm('XYL', 'Xylenes', hc(0.0001, 3.2)),
    ppm('MCH', 'Methylcyclohexane', hc(0.0002, 3)),
    ppm('NAPH', 'Naphthalene', hc(0.00001, 3.5)),
    ppm('PARA', 'Paraffins', hc(0.0012, 3)),
    ppm('AROM', 'Aromatics', hc(0.0008, 3)),
    ppm('ACET', 'Acetic acid', (s) => Math.max(0, 0.4 + 0.1 * s.noise())),
    ppm('AMU22', 'Mass 22 (AMU)', (s) => Math.max(0, 0.02 + 0.005 * s.noise())),
    ppm('AMU51', 'Mass 51 (AMU)', hc(0.00002, 2)),
    ppm('AMU55', 'Mass 55 (AMU)', hc(0.00004, 2.5)),
    pick('TG'),
    pick('CO2'),
    pick('H2S'),
    ppm('HE', 'Helium', (s) => Math.max(0, 5.2 + 0.4 * s.noise())),
    ppm('H2', 'Hydrogen', (s) => Math.max(0, 6 + 2 * s.noise() + (s.rand() < 0.002 ? 80 : 0))),
    ppm('N2', 'Nitrogen', (s) => Math.max(0, 780_000 + 900 * s.noise())),
    ppm('O2', 'Oxygen', (s) => Math.max(0, 209_000 + 300 * s.noise())),
    ppm('AR', 'Argon', (s) => Math.max(0, 9_300 + 40 * s.noise())),
    ppm('NI', 'Nitrogen (IR)', (s) => Math.max(0, 0.8 + 0.1 * s.noise())),
    ppm('GAS_BKG', 'Background gas', (s) => (s.c1 / Math.max(1, s.wet)) * 0.9),
    {
      mnemonic: 'WH',
      unit: '%',
      description: 'Wetness ratio',
      value: (s) => ((100 * (REL.c2 + REL.c3) * s.wet) / (1 + (REL.c2 + REL.c3) * s.wet)) * (1 + 0.02 * s.noise()),
    },
    { mnemonic: 'BH', unit: '', description: 'Balance ratio', value: (s) => (1 + REL.c2) / (REL.c3 + REL.nc4 + REL.nc5) / s.wet },
    { mnemonic: 'CH', unit: '', description: 'Character ratio', value: (s) => ((REL.ic4 + REL.nc4 + REL.nc5) / REL.c3) * Math.sqrt(s.wet) },
    { mnemonic: 'LAG', unit: 'min', description: 'Lag time', value: (s) => 20 + s.depth / 400 },
    { mnemonic: 'LAG_STK', unit: 'stk', description: 'Lag strokes', value: (s) => Math.round(2000 + s.depth / 6) },
    {
      mnemonic: 'ROP',
      unit: 'ft/h',
      description: 'Rate of penetration',
      value: (s) => Math.max(1, (s.lateral ? 140 : 75) + 15 * s.noise() + 10 * (s.wet - 1)),
    },
    { mnemonic: 'WOB', unit: 'klbf', description: 'Weight on bit', value: (s) => 22 + 2 * s.noise() },
    { mnemonic: 'RPM', unit: 'rpm', description: 'Rotary speed', value: (s) => (s.lateral ? 60 : 110) + 4 * s.noise() },
    { mnemonic: 'TORQ', unit: 'kft.lbf', description: 'Surface torque', value: (s) => (s.lateral ? 18 : 11) + 0.8 * s.noise() },
    { mnemonic: 'SPP', unit: 'psi', description: 'Standpipe pressure', value: (s) => 2200 + s.depth * 0.05 + 25 * s.noise() },
    { mnemonic: 'FLOW_IN', unit: 'gpm', description: 'Mud flow in', value: (s) => 560 + 3 * s.noise() },
    { mnemonic: 'FLOW_OUT', unit: '%', description: 'Mud flow out', value: (s) => 52 + 1.5 * s.noise() },
    { mnemonic: 'MW_IN', unit: 'ppg', description: 'Mud weight in', value: (s) => (s.lateral ? 10.2 : 9.4) },
    { mnemonic: 'MW_OUT', unit: 'ppg', description: 'Mud weight out', value: (s) => (s.lateral ? 10.2 : 9.4) - 0.002 * (s.wet - 1) },
    { mnemonic: 'MT_IN', unit: 'degF', description: 'Mud temperature in', value: (s) => 88 + s.tvd / 1000 + 0.5 * s.noise() },
    { mnemonic: 'MT_OUT', unit: 'degF', description: 'Mud temperature out', value: (s) => 98 + s.tvd / 500 + 0.5 * s.noise() },
    { mnemonic: 'HKLD', unit: 'klbf', description: 'Hook load', value: (s) => 120 + s.depth / 100 + 2 * s.noise() },
    { mnemonic: 'BLKPOS', unit: 'ft', description: 'Block position', value: (s) => s.depth % 93 },
    { mnemonic: 'PITVOL', unit: 'bbl', description: 'Active pit volume', value: (s) => 510 + 4 * s.noise() },
    { mnemonic: 'ECD', unit: 'ppg', description: 'Equivalent circulating density', value: (s) => (s.lateral ? 10.6 : 9.7) + 0.02 * s.noise() },
    { mnemonic: 'DXC', unit: '', description: 'Corrected d-exponent', value: (s) => 1.1 + s.tvd / 40000 + 0.03 * s.noise() },
    { mnemonic: 'TVD', unit: 'FT', description: 'True vertical depth', value: (s) => s.tvd },
    { mnemonic: 'CALC_PORE', unit: 'ppg', description: 'Estimated pore pressure', value: (s) => 8.6 + s.tvd / 8000 },
  ];
  if (curves.length !== 59) throw new Error(`wide curve set must have 59 curves besides DEPT, has ${curves.length}`);
  return curves;
}

function decimalsOf(step: number): number {
  const text = String(step);
  const dot = text.indexOf('.');
  return dot < 0 || text.includes('e') ? 0 : text.length - dot - 1;
}

/** Readable fixed-point text with about five significant digits; tiny values in exponent form. */
export function formatGasValue(v: number): string {
  const a = Math.abs(v);
  if (a === 0) return '0.000';
  if (a >= 100_000) return v.toFixed(0);
  if (a >= 1000) return v.toFixed(1);
  if (a >= 100) return v.toFixed(2);
  if (a >= 1) return v.toFixed(3);
  if (a >= 0.001) return v.toFixed(5);
  return v.toExponential(3);
}

function pad(text: string, width: number) {
  return text.length >= width ? ' ' + text : ' '.repeat(width - text.length) + text;
}

/** Generates the LAS text. Same options give the same text. */
export function generateMudGasLas(options: GenerateMudGasLasOptions = {}): string {
  const { curveSet, rows, step, start, stop, stepDecimals, round, landing, rand, geology } = wellPlan(options);
  const noise = normalNoise(rand);
  const curves = curveSet === 'wide' ? wideCurves() : demoCurves();
  const well = { start, stop, step, stepDecimals, landing, seed: options.seed ?? 1 };
  const lines = headerLines(well, curves);
  lines.push(...dataLines(well, rows, round, curves, geology, { noise, rand }));
  return lines.join('\n') + '\n';
}

/** The well the options describe: its depths, and its geology drawn first from the seeded PRNG (rows draw after). */
function wellPlan(options: GenerateMudGasLasOptions) {
  const curveSet = options.curveSet ?? 'demo';
  const rows = Math.max(1, Math.floor(options.rows ?? (curveSet === 'wide' ? 100_000 : 6_000)));
  const step = options.step ?? 0.5;
  const start = options.startDepth ?? 5_000;
  const stop = start + (rows - 1) * step;
  const stepDecimals = Math.max(2, decimalsOf(step));
  const round = (d: number) => Number(d.toFixed(stepDecimals));
  const landing = round(options.landingDepth ?? start + Math.round(((rows - 1) * 2) / 3) * step);
  const rand = seededRandom(options.seed ?? 1);
  // The random draws come in this order (geology, then rows): the same seed gives the same well.
  const geology = wellGeology({ start, stop, landing, step }, rand);
  return { curveSet, rows, step, start, stop, stepDecimals, round, landing, rand, geology };
}

/**
 * Where the generated well's formation tops and gas shows are (the same options as `generateMudGasLas`): the demo
 * project marks them as formations and annotations. Tops end with the landing point; shows are by depth.
 */
export function generatedWellGeology(options: GenerateMudGasLasOptions = {}): {
  landing: number;
  stop: number;
  tops: number[];
  shows: { depth: number; amplitude: number }[];
} {
  const { landing, stop, geology } = wellPlan(options);
  return { landing, stop, tops: geology.tops.map((t) => t.depth), shows: geology.shows.map((sh) => ({ depth: sh.depth, amplitude: sh.amp })) };
}

/** Standard normal draws from `rand` (Box-Muller, two a pair). */
function normalNoise(rand: () => number): () => number {
  let spare: number | null = null;
  return () => {
    // Box-Muller, standard normal.
    if (spare !== null) {
      const s = spare;
      spare = null;
      return s;
    }
    const u = Math.max(rand(), 1e-12);
    const v = rand();
    const r = Math.sqrt(-2 * Math.log(u));
    spare = r * Math.sin(2 * Math.PI * v);
    return r * Math.cos(2 * Math.PI * v);
  };
}

/**
 * Formation tops in the vertical section (background steps at each boundary), gas shows (gaussian bumps in depth
 * with an amplitude factor and a composition shift) and gaps (connections, detector calibrations: nulls).
 */
function wellGeology(at: { start: number; stop: number; landing: number; step: number }, rand: () => number) {
  const { start, stop, landing, step } = at;
  // Formation tops in the vertical section: background steps at each boundary.
  const tops: { depth: number; background: number }[] = [];
  {
    let d = start;
    while (d < landing) {
      tops.push({ depth: d, background: 150 + rand() * 900 + ((d - start) / Math.max(1, landing - start)) * 800 });
      d += 150 + rand() * 600;
    }
    tops.push({ depth: landing, background: 2500 + rand() * 1500 });
  }
  // Gas shows: gaussian bumps in depth with an amplitude factor and a composition shift.
  const shows: { depth: number; width: number; amp: number; wet: number }[] = [];
  {
    let d = start + 20 + rand() * 100;
    while (d < stop) {
      const lateral = d >= landing;
      shows.push({ depth: d, width: 2 + rand() * (lateral ? 40 : 15), amp: 1.5 + rand() * (lateral ? 6 : 14), wet: 1 + rand() * 3 });
      d += (lateral ? 60 : 120) + rand() * (lateral ? 200 : 500);
    }
  }
  // Gaps (connections, detector calibrations) where the gas curves are null.
  const gaps: { from: number; to: number }[] = [];
  {
    let d = start + 90 + rand() * 300;
    while (d < stop) {
      gaps.push({ from: d, to: d + step * (1 + Math.floor(rand() * 6)) });
      d += 90 + rand() * 600;
    }
  }
  return { tops, shows, gaps };
}

interface DemoWell {
  start: number;
  stop: number;
  step: number;
  stepDecimals: number;
  landing: number;
  seed: number;
}

/** ~Version, ~Well, ~Curve, ~Parameter, ~Other and the ~A title line. */
function headerLines(well: DemoWell, curves: CurveDef[]): string[] {
  const { start, stop, step, stepDecimals, landing, seed } = well;
  const options = { seed };
  const names = ['DEPT', ...curves.map((c) => c.mnemonic)];
  const w = (text: string) => text.padEnd(9);
  const lines: string[] = [];
  const dateYear = 2020 + ((options.seed ?? 1) % 5);
  lines.push(
    '~Version Information',
    ' VERS.                 2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0',
    ' WRAP.                  NO : ONE LINE PER DEPTH STEP',
    '~Well Information',
    '#MNEM.UNIT       DATA                          : DESCRIPTION',
    ` STRT.FT         ${start.toFixed(stepDecimals).padEnd(29)} : START DEPTH`,
    ` STOP.FT         ${stop.toFixed(stepDecimals).padEnd(29)} : STOP DEPTH`,
    ` STEP.FT         ${step.toFixed(stepDecimals).padEnd(29)} : STEP`,
    ` NULL.           ${String(DEMO_NULL_VALUE).padEnd(29)} : NULL VALUE`,
    ` COMP.           ${'DEMO PETROLEUM INC.'.padEnd(29)} : COMPANY`,
    ` WELL.           ${`DEMO STATE 14-7H #${(options.seed ?? 1) % 100}`.padEnd(29)} : WELL`,
    ` FLD .           ${'MUDSTACK DEMO FIELD'.padEnd(29)} : FIELD`,
    ` LOC .           ${'SEC 14 T152N R97W'.padEnd(29)} : LOCATION`,
    ` CTRY.           ${'US'.padEnd(29)} : COUNTRY`,
    ` STAT.           ${'NORTH DAKOTA'.padEnd(29)} : STATE`,
    ` CNTY.           ${'MCKENZIE'.padEnd(29)} : COUNTY`,
    ` API .           ${'3305300042'.padEnd(29)} : API NUMBER`,
    ` SRVC.           ${'DEMO MUDLOGGING SERVICES'.padEnd(29)} : SERVICE COMPANY`,
    ` DATE.           ${`${dateYear}-03-15`.padEnd(29)} : LOG DATE`,
    '~Curve Information',
    '#MNEM.UNIT       API CODE                      : CURVE DESCRIPTION',
    ...[{ mnemonic: 'DEPT', unit: 'FT', description: 'Measured depth' }, ...curves].map(
      (c) => ` ${w(c.mnemonic)}.${c.unit.padEnd(10)}                            : ${c.description}`,
    ),
    '~Parameter Information',
    ` ${LANDING_MNEMONIC.padEnd(4)}.FT         ${landing.toFixed(stepDecimals).padEnd(29)} : LANDING POINT (DEPTH OF SPLIT)`,
    ` EKB .FT         ${'2154.0'.padEnd(29)} : KELLY BUSHING ELEVATION`,
    ` BS  .IN         ${'8.750'.padEnd(29)} : BIT SIZE`,
    ` MUD .           ${'OBM'.padEnd(29)} : MUD TYPE`,
    ` GDET.           ${'FID CHROMATOGRAPH'.padEnd(29)} : GAS DETECTOR`,
    '~Other',
    ` Synthetic mud-gas log generated by Mudstack (seed ${options.seed ?? 1}); not real data.`,
    ` Vertical section from ${start.toFixed(stepDecimals)} ft to the landing point at ${landing.toFixed(stepDecimals)} ft, lateral below.`,
    `~A  ${names.join(' ')}`,
  );
  return lines;
}

/** One line a row: depth, then each curve (the gases null inside a gap). */
function dataLines(
  well: DemoWell,
  rows: number,
  round: (d: number) => number,
  curves: CurveDef[],
  geology: ReturnType<typeof wellGeology>,
  random: { noise: () => number; rand: () => number },
): string[] {
  const { start, stepDecimals, landing, step } = well;
  const { tops, shows, gaps } = geology;
  const { noise, rand } = random;
  const width = 11;
  const lines: string[] = [];
  const state: RowState = { depth: start, tvd: start, lateral: false, c1: 0, wet: 1, noise, rand };
  let topIndex = 0;
  let showIndex = 0;
  let gapIndex = 0;
  const nullText = pad(String(DEMO_NULL_VALUE), width);
  let landingTvd = landing;
  for (let i = 0; i < rows; i++) {
    const depth = round(start + i * step);
    while (topIndex + 1 < tops.length && depth >= tops[topIndex + 1].depth) topIndex++;
    while (showIndex < shows.length && shows[showIndex].depth + 4 * shows[showIndex].width < depth) showIndex++;
    while (gapIndex < gaps.length && gaps[gapIndex].to < depth) gapIndex++;
    const lateral = depth >= landing;
    if (!lateral) landingTvd = depth;
    state.depth = depth;
    state.lateral = lateral;
    state.tvd = lateral ? landingTvd + 12 * Math.sin((depth - landing) / 900) : depth;
    let factor = 1;
    let wet = 1;
    for (let k = showIndex; k < shows.length && shows[k].depth - 4 * shows[k].width <= depth; k++) {
      const sh = shows[k];
      const z = (depth - sh.depth) / sh.width;
      const g = Math.exp(-0.5 * z * z);
      factor += (sh.amp - 1) * g;
      wet += (sh.wet - 1) * g;
    }
    state.wet = wet;
    state.c1 = Math.max(1, tops[topIndex].background * factor * (1 + 0.08 * noise()));
    const inGap = gapIndex < gaps.length && depth >= gaps[gapIndex].from && depth <= gaps[gapIndex].to;
    let line = pad(depth.toFixed(stepDecimals), width);
    for (let c = 0; c < curves.length; c++) {
      const v = curves[c].value(state);
      const isGas = curves[c].unit === 'ppm';
      line += inGap && isGas ? nullText : pad(formatGasValue(v), width);
    }
    lines.push(line);
  }
  return lines;
}
