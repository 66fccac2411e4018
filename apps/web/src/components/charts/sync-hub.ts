import { clampRange, sameRange } from './geometry';
import type { DepthRange } from './types';

export type HubEvent = { type: 'range'; range: DepthRange } | { type: 'reset' } | { type: 'bounds'; bounds: DepthRange };

/**
 * A listener of the window's events. `drawn` is for a chart's: called once its canvas is drawn and before it writes
 * the page (its cursor, legend and markers), it runs the listeners after it then (`emit`).
 */
export type HubListener = (e: HubEvent, drawn: () => void) => void;

/**
 * Keeps every depth chart of a group on one x window. Zoom, pan and reset from any chart go
 * through `setRange`/`reset`; each chart redraws from its own full-resolution data when told.
 * (uPlot's cursor.sync only syncs the cursor here; scale sync is ours so each chart can redraw
 * its min/max reduction for the new window.) Usable with React's useSyncExternalStore.
 */
export class DepthSyncHub {
  private range: DepthRange | null = null;
  private extents = new Map<object, DepthRange>();
  private fixedBounds: DepthRange | null = null;
  private listeners = new Set<HubListener>();
  private cursor: number | null = null;
  private cursorListeners = new Set<() => void>();

  /** The whole range, set by the owner (e.g. the section in view), else the union of the charts' data. */
  setBounds(bounds: DepthRange | null): void {
    const changed = !sameRange(bounds, this.fixedBounds);
    this.fixedBounds = bounds;
    if (this.range && bounds) this.setRange(this.range);
    // The data grew or shrank (a live feed, another revision): Follow keeps its newest depth in view.
    if (changed && bounds) this.emit({ type: 'bounds', bounds });
  }

  /** A chart reports (or, with null, withdraws) the extent of its data. */
  setExtent(owner: object, extent: DepthRange | null): void {
    if (extent) this.extents.set(owner, extent);
    else this.extents.delete(owner);
    if (!this.range) {
      const b = this.getBounds();
      if (b) this.setRange(b);
    }
  }

  getBounds(): DepthRange | null {
    if (this.fixedBounds) return this.fixedBounds;
    let out: DepthRange | null = null;
    for (const e of this.extents.values()) {
      out = out ? { min: Math.min(out.min, e.min), max: Math.max(out.max, e.max) } : { ...e };
    }
    return out;
  }

  getRange = (): DepthRange | null => this.range;

  /** Sets the shared window, clamped to the bounds; no event when nothing changed. */
  setRange(range: DepthRange): void {
    const bounds = this.getBounds();
    let next = range.min <= range.max ? range : { min: range.max, max: range.min };
    if (bounds) next = clampRange(next, bounds);
    if (sameRange(next, this.range)) return;
    this.range = next;
    this.emit({ type: 'range', range: next });
  }

  /** Double click: back to the whole range; charts also drop their manual y zoom. */
  reset(): void {
    const bounds = this.getBounds();
    this.emit({ type: 'reset' });
    if (bounds) this.setRange(bounds);
  }

  subscribe = (listener: HubListener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The depth under the pointer on any chart of the group (null when the pointer is on none): the Pixler and ternary plots follow it. */
  getCursor = (): number | null => this.cursor;

  /** A chart's cursor moved to `depth` (or left the plot); listeners hear only real changes. */
  setCursor(depth: number | null): void {
    if (depth === this.cursor) return;
    this.cursor = depth;
    for (const l of [...this.cursorListeners]) l();
  }

  /** Usable with React's useSyncExternalStore, apart from the window's events (a pointer moves far more often). */
  subscribeCursor = (listener: () => void): (() => void) => {
    this.cursorListeners.add(listener);
    return () => this.cursorListeners.delete(listener);
  };

  /**
   * Tells every listener, in order, each once. A listener that calls `drawn` runs the ones after it there and then:
   * a chart calls it from its draw, between drawing its canvas and writing the page, so that every chart of the group
   * draws before any of them writes the page. Chrome brings the page's style up to date before a canvas draws text,
   * and a chart drawn after another had moved its cursor waited for that in every frame of a pan or a zoom.
   */
  private emit(e: HubEvent): void {
    const listeners = [...this.listeners];
    let next = 0;
    const drawn = () => {
      while (next < listeners.length) listeners[next++](e, drawn);
    };
    drawn();
  }
}
