/**
 * Time becomes depth: rows recorded by time (a WITS feed, a time-indexed drilling LAS) become a depth log.
 * The rules (docs/live.md, with their sources):
 * - a row adds depth only while drilling: the hole depth advances beyond the deepest hole so far with the bit
 *   on bottom (the bit within ON_BOTTOM_FT of the hole depth). Connections, trips, reaming and circulating
 *   do not advance the hole, so they add no depth row;
 * - values measured at the bit (ROP, WOB...) are placed at the hole depth of their drilling row;
 * - gas is placed at its lagged depth: the returns depth the row carries (WITS 0139, 1208) when it advances,
 *   otherwise the depth that was drilled a lag time earlier (the sample counts only when the bit drilled new
 *   rock in that window, so gas circulated during a connection is left out);
 * - values are binned at the depth step: a bin's value is the mean of the samples that fell in it.
 * Everything here is pure and its state is plain JSON, so the server keeps it between batches.
 */

/** The bit counts as on bottom within this distance of the hole depth (feet). */
export const ON_BOTTOM_FT = 1;
/** Drilled points kept beyond the lag window, for samples that arrive late (ms). */
const DRILLED_SLACK_MS = 10 * 60_000;
/** At most this many drilled points are kept (a lag of hours at one row a second). */
const MAX_DRILLED_POINTS = 50_000;

/** One row recorded by time. Depths in feet; absent values are left out of the records. */
export interface TimeRow {
  /** Milliseconds (any epoch: only differences count). */
  time: number;
  bit?: number;
  hole?: number;
  /** The depth the returns at surface come from, when the source sends it. */
  returns?: number;
  /** Which stream the row's lagged values and returns depth belong to (a WITS record): each advances alone. */
  stream?: string;
  /** Values measured at the bit, by curve mnemonic. */
  atBit: Record<string, number>;
  /** Values measured in the returns (gas), by curve mnemonic. */
  lagged: Record<string, number>;
}

export interface DepthBin {
  /** Bin number from the origin: its depth is origin + k * step. */
  k: number;
  sums: Record<string, number>;
  counts: Record<string, number>;
}

/** The converter's state between batches (plain JSON). */
export interface TimeToDepthState {
  step: number;
  /** Depth of bin 0; set by the first depth placed when null. */
  origin: number | null;
  /** Depths at or above this one are never written (the rows already kept). */
  floor: number | null;
  lastHole: number | null;
  lastTime: number | null;
  /** Per stream: the last returns depth that counted, and the time of its last lagged sample. */
  streams: Record<string, { returns: number | null; gasTime: number | null }>;
  /** The deepest depth a lagged value was placed at. */
  gasFrontier: number | null;
  /** Whether any lagged value was ever given (a feed without gas closes bins on the hole depth alone). */
  hasGas: boolean;
  /** [time, hole depth] of each drilling row, oldest first, for the lag-time rule. */
  drilled: [number, number][];
  /** Bins not yet written for good, by ascending k. */
  bins: DepthBin[];
}

export interface TimeToDepthOptions {
  /** Lag time in minutes, used for lagged values when a row has no returns depth. */
  lagMinutes: number;
}

export function newTimeToDepthState(step: number, floor: number | null = null): TimeToDepthState {
  if (!(step > 0)) throw new RangeError(`depth step must be positive, got ${step}`);
  return { step, origin: floor, floor, lastHole: null, lastTime: null, streams: {}, gasFrontier: null, hasGas: false, drilled: [], bins: [] };
}

/** A depth rounded to 6 decimals, so that origin + k * step gives the decimal a file would have written. */
export function roundDepth(depth: number): number {
  return Number(depth.toFixed(6));
}

function binDepth(state: TimeToDepthState, k: number): number {
  return roundDepth(state.origin! + k * state.step);
}

function place(state: TimeToDepthState, depth: number, values: Record<string, number>) {
  // With nothing above, bins sit on the step's own grid (8000, 8000.5...), as a depth log's rows do.
  if (state.origin === null) state.origin = roundDepth(Math.round(depth / state.step) * state.step);
  const k = Math.round((depth - state.origin) / state.step);
  if (state.floor !== null && binDepth(state, k) <= state.floor) return;
  const bins = state.bins;
  let at = bins.length;
  while (at > 0 && bins[at - 1].k > k) at--;
  let bin = at > 0 && bins[at - 1].k === k ? bins[at - 1] : undefined;
  for (const [name, value] of Object.entries(values)) {
    if (!Number.isFinite(value)) continue;
    if (!bin) {
      bin = { k, sums: {}, counts: {} };
      bins.splice(at, 0, bin);
    }
    bin.sums[name] = (bin.sums[name] ?? 0) + value;
    bin.counts[name] = (bin.counts[name] ?? 0) + 1;
  }
}

function hasValues(values: Record<string, number>): boolean {
  for (const v of Object.values(values)) if (Number.isFinite(v)) return true;
  return false;
}

/** The deepest hole depth drilled in the time window (from, to], or null when the bit drilled nothing then. */
function drilledIn(state: TimeToDepthState, from: number, to: number): number | null {
  let deepest: number | null = null;
  for (let i = state.drilled.length - 1; i >= 0; i--) {
    const [time, depth] = state.drilled[i];
    if (time <= from) break;
    if (time <= to && (deepest === null || depth > deepest)) deepest = depth;
  }
  return deepest;
}

/** Adds rows (in time order) to the state; returns whether any depth bin changed. */
export function addTimeRows(state: TimeToDepthState, rows: readonly TimeRow[], options: TimeToDepthOptions): boolean {
  const lagMs = Math.max(0, options.lagMinutes) * 60_000;
  let changed = false;
  for (const row of rows) {
    if (!Number.isFinite(row.time)) continue;
    if (state.lastTime === null || row.time > state.lastTime) state.lastTime = row.time;
    const hole = row.hole;
    const drilling =
      hole !== undefined &&
      Number.isFinite(hole) &&
      (state.lastHole === null || hole > state.lastHole) &&
      (row.bit === undefined || !Number.isFinite(row.bit) || row.bit >= hole - ON_BOTTOM_FT);
    if (drilling) {
      state.lastHole = hole;
      state.drilled.push([row.time, hole]);
      if (hasValues(row.atBit)) {
        place(state, hole, row.atBit);
        changed = true;
      }
    } else if (hole !== undefined && Number.isFinite(hole) && state.lastHole === null) {
      state.lastHole = hole;
    }
    if (hasValues(row.lagged)) {
      state.hasGas = true;
      const key = row.stream ?? '';
      const stream = (state.streams[key] ??= { returns: null, gasTime: null });
      let depth: number | null = null;
      if (row.returns !== undefined && Number.isFinite(row.returns)) {
        if (stream.returns === null || row.returns > stream.returns) depth = row.returns;
        stream.returns = Math.max(stream.returns ?? -Infinity, row.returns);
      } else {
        const from = (stream.gasTime ?? -Infinity) - lagMs;
        depth = drilledIn(state, from, row.time - lagMs);
      }
      stream.gasTime = row.time;
      if (depth !== null) {
        place(state, depth, row.lagged);
        state.gasFrontier = Math.max(state.gasFrontier ?? -Infinity, depth);
        changed = true;
      }
    }
  }
  prune(state, lagMs);
  return changed;
}

function prune(state: TimeToDepthState, lagMs: number) {
  if (state.lastTime === null) return;
  const oldest = Math.min(state.lastTime, ...Object.values(state.streams).map((s) => s.gasTime ?? state.lastTime!)) - lagMs - DRILLED_SLACK_MS;
  let drop = 0;
  while (drop < state.drilled.length - 1 && state.drilled[drop][0] < oldest) drop++;
  drop = Math.max(drop, state.drilled.length - MAX_DRILLED_POINTS);
  if (drop > 0) state.drilled.splice(0, drop);
}

/** The binned rows of the state: depths (ascending) and, per mnemonic, the mean of each bin (NaN where none). */
export function binnedRows(
  state: TimeToDepthState,
  bins: readonly DepthBin[] = state.bins,
): { depth: Float64Array; columns: Map<string, Float64Array> } {
  const depth = Float64Array.from(bins, (b) => binDepth(state, b.k));
  const columns = new Map<string, Float64Array>();
  bins.forEach((bin, row) => {
    for (const [name, sum] of Object.entries(bin.sums)) {
      let column = columns.get(name);
      if (!column) columns.set(name, (column = new Float64Array(bins.length).fill(NaN)));
      column[row] = sum / bin.counts[name];
    }
  });
  return { depth, columns };
}

/**
 * Closes the bins no sample can reach any more (the hole and the gas have both passed them), or every bin when
 * `all` (the feed stopped): returns the closed bins and keeps the open ones; the floor moves to the last closed
 * depth, so a late sample never rewrites a closed row.
 */
export function closeBins(state: TimeToDepthState, all = false): DepthBin[] {
  const reach = (frontier: number | null) => (frontier === null ? -Infinity : frontier - state.step / 2);
  const limit = all ? Infinity : Math.min(reach(state.lastHole), state.hasGas ? reach(state.gasFrontier) : Infinity);
  let count = 0;
  while (count < state.bins.length && binDepth(state, state.bins[count].k) < limit) count++;
  const closed = state.bins.splice(0, count);
  if (closed.length > 0) state.floor = binDepth(state, closed[closed.length - 1].k);
  return closed;
}

/**
 * Rows at or above `floor` are never written from now on (the project got other data down to there): open bins
 * there are dropped. The rest of the state (drilled depths, lag, returns) goes on.
 */
export function raiseFloor(state: TimeToDepthState, floor: number | null): void {
  state.floor = floor;
  if (floor !== null) state.bins = state.bins.filter((b) => binDepth(state, b.k) > floor);
}

/**
 * The lag depth as a row gives it: the depth of the row (on the step's grid) holding the deepest gas placed, or
 * null before any gas. The bit's own rows reach below it by the lag.
 */
export function gasRowDepth(state: TimeToDepthState): number | null {
  if (state.gasFrontier === null || state.origin === null) return null;
  return binDepth(state, Math.round((state.gasFrontier - state.origin) / state.step));
}

/** The deepest depth the state holds a row for (open bins included), or null. */
export function lastBinDepth(state: TimeToDepthState): number | null {
  const last = state.bins[state.bins.length - 1];
  return last ? binDepth(state, last.k) : state.floor;
}
