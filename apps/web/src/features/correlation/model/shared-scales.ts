import { autoYRange, logYRange } from '../../../components/charts/build-depth-chart-config';
import type { DepthRange } from '../../../components/charts/types';

// One value scale per graph across the wells of a correlation: a show as tall in two wells is as strong in both,
// as on a printed well section, where a track's scale is the template's, not each well's own. Each well's track
// reports the extent of what it plots (log10 of the values on a log axis, zeros on its floor); every well's track
// of that graph is drawn on the range that holds them all, fitted as the workspace fits one well's (whole decades
// on a log axis, 5 % of room on a linear one). A Shift + scroll window of one track still overrides it there.
// Until every well has reported, each track fits its own data: a range that moved as each well's data came drew
// every track already drawn again (some 90 redraws for six wells; the bench's every-row time rose by 0.4 s), so it
// is set once, when the last well's data is in.

/** The least and greatest finite value plotted (log10 of the values on a log axis). */
export interface PlottedExtent {
  min: number;
  max: number;
}

/** The extent of the finite values of `columns`, or null when there are none. */
export function plottedExtent(columns: readonly ArrayLike<number>[]): PlottedExtent | null {
  let min = Infinity;
  let max = -Infinity;
  for (const col of columns) {
    for (let i = 0; i < col.length; i++) {
      const v = col[i];
      if (v < min) min = v; // NaN compares false both ways: a gap is skipped
      if (v > max) max = v;
    }
  }
  return min <= max && Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null;
}

/** The y range that holds every extent, fitted as one chart fits its own data; null without any. */
export function sharedYRange(extents: Iterable<PlottedExtent>, log: boolean): DepthRange | null {
  let min = Infinity;
  let max = -Infinity;
  for (const e of extents) {
    min = Math.min(min, e.min);
    max = Math.max(max, e.max);
  }
  if (!(min <= max)) return null;
  const [lo, hi] = log ? logYRange(min, max) : autoYRange(min, max);
  return { min: lo, max: hi };
}

/**
 * The extents the wells' tracks report, by graph, and the shared range each graph is drawn on once all `wells` have
 * reported (the same object until an extent of that graph changes, so charts redraw only then).
 */
export class SharedScales {
  /** By graph, each well's extent: null when it has no value to plot there (or could not load). */
  private readonly extents = new Map<string, Map<number, PlottedExtent | null>>();
  private readonly ranges = new Map<string, { log: boolean; range: DepthRange | null }>();
  /** By graph: the tracks that draw it, told when its extents change, and how many times they have. */
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly changes = new Map<string, number>();

  constructor(private readonly wells: number) {}

  /** A well's extent for a graph (null: nothing to plot there). */
  report(graph: string, well: number, extent: PlottedExtent | null): void {
    const byWell = this.extents.get(graph) ?? new Map<number, PlottedExtent | null>();
    const before = byWell.get(well);
    const same =
      before === null ? extent === null : before !== undefined && extent !== null && before.min === extent.min && before.max === extent.max;
    if (same) return;
    byWell.set(well, extent);
    this.changed(graph, byWell);
  }

  /** A well's track of a graph is gone (its data changes, or the well left the page). */
  withdraw(graph: string, well: number): void {
    const byWell = this.extents.get(graph);
    if (byWell?.delete(well)) this.changed(graph, byWell);
  }

  /**
   * The range every well's track of `graph` is drawn on; null (each fits its own) until every well has reported.
   * `own`: the asking well's extent, counted when it has not reported it yet, so that the last well to come draws
   * on the shared range at once rather than on its own first.
   */
  range(graph: string, log: boolean, own?: { well: number; extent: PlottedExtent | null }): DepthRange | null {
    const byWell = this.extents.get(graph);
    if (own && !byWell?.has(own.well)) {
      if ((byWell?.size ?? 0) + 1 < this.wells) return null;
      return sharedYRange(
        [...(byWell?.values() ?? []), own.extent].filter((e) => e !== null),
        log,
      );
    }
    const kept = this.ranges.get(graph);
    if (kept && kept.log === log) return kept.range;
    const all = byWell !== undefined && byWell.size >= this.wells;
    const range = all
      ? sharedYRange(
          [...byWell.values()].filter((e) => e !== null),
          log,
        )
      : null;
    this.ranges.set(graph, { log, range });
    return range;
  }

  /** Grows with every change of an extent of `graph` (a snapshot for useSyncExternalStore). */
  version(graph: string): number {
    return this.changes.get(graph) ?? 0;
  }

  private changed(graph: string, byWell: Map<number, PlottedExtent | null>): void {
    this.extents.set(graph, byWell);
    this.ranges.delete(graph);
    this.changes.set(graph, this.version(graph) + 1);
    for (const listener of this.listeners.get(graph) ?? []) listener();
  }

  /** Calls `listener` when an extent of `graph` changes; returns the unsubscribe. */
  subscribe(graph: string, listener: () => void): () => void {
    const set = this.listeners.get(graph) ?? new Set<() => void>();
    set.add(listener);
    this.listeners.set(graph, set);
    return () => set.delete(listener);
  }
}
