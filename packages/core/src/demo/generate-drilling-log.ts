/**
 * A deterministic time-indexed drilling log (LAS 2.0, ETIM in seconds): the rig drilling on from a depth, with
 * connections every stand, as a mud-logging unit records it. Its gas is the generated mud-gas well's at the
 * depth the returns come from (LAG_DEPTH), so a replay of it continues the demo well. For the live feed's
 * simulator, tests and benchmarks.
 */
import { readLas } from '../las/read-las';
import { generateMudGasLas, seededRandom } from './generate-mudgas-las';

export interface GenerateDrillingLogOptions {
  /** Hole depth when the log starts (feet, default 8,000: past the demo well's last row). */
  startDepth?: number;
  /** Feet drilled (default 300). */
  feet?: number;
  /** Seconds between rows (default 10). */
  secondsPerRow?: number;
  /** Lag time in minutes between the bit and the returns at surface (default 12). */
  lagMinutes?: number;
  seed?: number;
  /**
   * The methane level (ppm) the log starts at: its gases are scaled to it, so that a log drilling on below a well
   * continues that well's background instead of jumping to another's (default: the generator's own level).
   */
  startC1?: number;
}

/** A stand: the rig stops to add pipe after drilling this many feet. */
const STAND_FT = 93;
/** A connection lasts this long, the bit off bottom and the pumps off. */
const CONNECTION_S = 6 * 60;
const GAS = ['C1', 'C2', 'C3', 'IC4', 'NC4', 'IC5', 'NC5', 'TG', 'CO2'] as const;

function fmt(v: number, digits: number): string {
  return Number.isFinite(v) ? v.toFixed(digits) : '-999.25';
}

export function generateDrillingLog(options: GenerateDrillingLogOptions = {}): string {
  const start = options.startDepth ?? 8_000;
  const feet = options.feet ?? 300;
  const dt = options.secondsPerRow ?? 10;
  const lagS = (options.lagMinutes ?? 12) * 60;
  const rand = seededRandom(options.seed ?? 7);
  const step = 0.5;
  const gasLog = readLas(
    new TextEncoder().encode(generateMudGasLas({ startDepth: start - 50, rows: Math.ceil((feet + 100) / step), step, seed: options.seed ?? 7 })),
  );
  const depthAt = gasLog.curves[0].values as Float64Array;
  const gasCurve = (name: string) => gasLog.curves.find((c) => c.header.mnemonic === name)?.values as Float64Array | undefined;
  const c1 = gasCurve('C1');
  const firstC1 = c1 ? [...c1.slice(100, 140)].sort((a, b) => a - b)[20] : NaN;
  const scale = options.startC1 !== undefined && firstC1 > 0 ? options.startC1 / firstC1 : 1;
  const gasAt = (depth: number, name: string) => {
    const i = Math.max(0, Math.min(depthAt.length - 1, Math.round((depth - depthAt[0]) / step)));
    return (gasCurve(name)?.[i] ?? NaN) * scale;
  };
  const lines = headerLines(dt);
  // The rig: drilling at a ROP that wanders, a connection every stand. `drilled` holds [time, depth] for the lag.
  const drilled: [number, number][] = [[0, start]];
  let hole = start;
  let time = 0;
  let nextConnection = start + STAND_FT - ((start - 0) % STAND_FT);
  let connectionLeft = 0;
  let rop = 60 + rand() * 60;
  // The returns come up with the mud: the lag is pumping time, which stands still while the pumps are off.
  let pumping = 0;
  const returnsAt = (t: number) => {
    const target = t - lagS;
    let depth = start;
    for (const [dtime, d] of drilled) if (dtime <= target) depth = d;
    return depth;
  };
  let lastReturns = NaN;
  while (hole < start + feet) {
    let bit: number;
    let rowRop = 0;
    let wob = 0;
    if (connectionLeft > 0) {
      connectionLeft -= dt;
      bit = hole - 30;
    } else {
      rop = Math.min(180, Math.max(25, rop + (rand() - 0.5) * 12));
      hole = Math.min(start + feet, hole + (rop * dt) / 3600);
      bit = hole;
      rowRop = rop;
      wob = 18 + rand() * 8;
      drilled.push([pumping, hole]);
      if (hole >= nextConnection) {
        nextConnection += STAND_FT;
        connectionLeft = CONNECTION_S;
      }
    }
    // Pumps off in a connection: the returns stop, and the gas read is background.
    const flowing = connectionLeft <= 0 || connectionLeft === CONNECTION_S;
    if (flowing) pumping += dt;
    const returns = returnsAt(pumping);
    const lag = flowing ? returns : lastReturns;
    if (flowing) lastReturns = returns;
    const gas = GAS.map((g) => {
      // CO2 is mostly the mud's own, not the rock's: it is not scaled with the hydrocarbons.
      const v = g === 'CO2' ? gasAt(lag, g) / scale : gasAt(lag, g);
      return fmt(flowing || g === 'CO2' ? v : v * 0.2, g === 'TG' ? 2 : 1);
    });
    lines.push([time.toFixed(0), fmt(bit, 2), fmt(hole, 2), fmt(lag, 2), fmt(rowRop, 1), fmt(wob, 1), ...gas].join(' '));
    time += dt;
  }
  return lines.join('\n') + '\n';
}

function headerLines(dt: number): string[] {
  return [
    '~Version',
    ' VERS.   2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0',
    ' WRAP.   NO  : One line per time step',
    '~Well',
    ` STRT.S  0 : Start time`,
    ` STEP.S  ${dt} : Step`,
    ' NULL.   -999.25 : Null value',
    ' COMP.   Mudstack demo operator : Company',
    ' WELL.   Demo 1H (drilling ahead) : Well',
    ' SRVC.   Mudstack demo mud logging : Service company',
    '~Curve',
    ' ETIM       .s     : Elapsed time',
    ' BIT_DEPTH  .ft    : Bit depth',
    ' TOTAL_DEPTH.ft    : Hole depth',
    ' LAG_DEPTH  .ft    : Depth of the returns at surface',
    ' ROP        .ft/h  : Rate of penetration',
    ' WOB        .klb   : Weight on bit',
    ...GAS.map((g) => ` ${g.padEnd(11)}.ppm   : ${g === 'TG' ? 'Total gas' : g === 'CO2' ? 'Carbon dioxide' : g}`),
    '~A',
  ];
}
