import type uPlot from 'uplot';
import { createClickDelay } from '../click-delay';
import { panBy, wheelFactor, zoomAround } from '../geometry';
import { depthAxisCss, depthAxisDelta, depthAxisPos, isDepthDown, valueAxisPos } from '../plot-size';
import type { DepthSyncHub } from '../sync-hub';
import type { DepthRange } from '../types';

export interface InteractionContext {
  hub: DepthSyncHub;
  /** This chart's manual y window (Shift + scroll); cleared on reset. */
  yZoom: { current: DepthRange | null };
  onPlotClick?: (depth: number) => void;
}

/** Movement (CSS px) under which a press-and-release counts as a click. */
export const CLICK_SLOP_PX = 3;
export const CLICK_DELAY_MS = 300;

/**
 * The spec's interaction model as a uPlot hook plugin, in either orientation (depth across or down): click + drag zooms x (uPlot's selection,
 * turned into a hub range), Shift + drag pans, double click resets every chart, Ctrl + wheel zooms
 * x around the pointer, Shift + wheel zooms y, and a plain click reports its depth after 300 ms
 * unless a double click follows. `ctx` is read on every event so React can swap callbacks freely.
 */
export function interactionsPlugin(getCtx: () => InteractionContext): uPlot.Plugin {
  let cleanup: (() => void) | null = null;
  let suppressClick = false;

  function startPan(u: uPlot, down: MouseEvent) {
    const { hub } = getCtx();
    const start = hub.getRange();
    if (!start) return;
    // The chart's own depth axis, as the column view divides it: a pan by whole pixels then moves by whole columns.
    const width = depthAxisCss(u);
    const bounds = hub.getBounds() ?? undefined;
    suppressClick = false;
    // Browsers already deliver at most one mousemove per frame, so each one redraws directly.
    const move = (e: MouseEvent) => {
      const moved = depthAxisDelta(u, down, e);
      if (Math.abs(moved) > CLICK_SLOP_PX) suppressClick = true;
      hub.setRange(panBy(start, moved, width, bounds));
    };
    const up = () => {
      window.removeEventListener('mousemove', move, { capture: true });
      window.removeEventListener('mouseup', up);
      u.over.style.cursor = '';
    };
    u.over.style.cursor = 'grabbing';
    // Before uPlot's own listener on the plot moves the cursor: the group's charts draw first, and a chart's text
    // drawn after a write to the page waits for Chrome to bring the page's style up to date (sync-hub.ts, `emit`).
    window.addEventListener('mousemove', move, { capture: true });
    window.addEventListener('mouseup', up);
  }

  return {
    opts: (_u, opts) => {
      opts.cursor = { ...opts.cursor, bind: panOnShiftDrag(opts.cursor?.bind ?? {}, startPan) };
    },
    hooks: {
      init: (u) => {
        const over = u.over;
        let downAt: { x: number; y: number } | null = null;
        const clicks = createClickDelay<number>((depth) => getCtx().onPlotClick?.(depth), CLICK_DELAY_MS);

        const onDown = (e: MouseEvent) => {
          // Shift + drag pans: no text selection (this listener is not passive, uPlot's are).
          if (e.shiftKey && e.button === 0) e.preventDefault();
          downAt = { x: e.clientX, y: e.clientY };
          if (!e.shiftKey) suppressClick = false;
        };
        const onClick = (e: MouseEvent) => {
          const moved = downAt ? Math.hypot(e.clientX - downAt.x, e.clientY - downAt.y) > CLICK_SLOP_PX : false;
          if (moved || suppressClick || e.shiftKey || e.button !== 0) return;
          clicks.click(Math.round(u.posToVal(depthAxisPos(u, e), 'x')));
        };
        const onDblClick = (e: MouseEvent) => {
          e.preventDefault();
          clicks.dblclick();
          getCtx().hub.reset();
        };
        const onWheel = (e: WheelEvent) => wheelZoom(u, e, getCtx());
        over.addEventListener('mousedown', onDown, true);
        over.addEventListener('click', onClick);
        over.addEventListener('dblclick', onDblClick);
        over.addEventListener('wheel', onWheel, { passive: false });
        cleanup = () => {
          clicks.cancel();
          over.removeEventListener('mousedown', onDown, true);
          over.removeEventListener('click', onClick);
          over.removeEventListener('dblclick', onDblClick);
          over.removeEventListener('wheel', onWheel);
        };
      },
      setSelect: (u) => {
        // Depth down, the selection runs along the plot's height.
        const [left, width] = isDepthDown(u) ? [u.select.top, u.select.height] : [u.select.left, u.select.width];
        if (width <= 0) return;
        u.setSelect({ left: 0, top: 0, width: 0, height: 0 }, false);
        if (width < CLICK_SLOP_PX) return;
        suppressClick = true;
        const min = u.posToVal(left, 'x');
        const max = u.posToVal(left + width, 'x');
        getCtx().hub.setRange({ min, max });
      },
      destroy: () => {
        cleanup?.();
        cleanup = null;
      },
    },
  };
}

/** uPlot's cursor bindings with Shift + left press turned into a pan (`startPan`) instead of a selection. */
function panOnShiftDrag(bind: uPlot.Cursor.Bind, startPan: (u: uPlot, down: MouseEvent) => void): uPlot.Cursor.Bind {
  return {
    ...bind,
    mousedown: (u, targ, handler) => {
      const inner = bind.mousedown ? bind.mousedown(u, targ, handler) : handler;
      return (e: MouseEvent) => {
        // uPlot listens passively: the text selection a Shift + drag would start is prevented in `onDown`.
        if (e.shiftKey && e.button === 0) {
          startPan(u, e);
          return null;
        }
        return inner ? inner(e) : null;
      };
    },
  };
}

/** Ctrl + wheel zooms depth around the pointer for every chart (through the hub); Shift + wheel zooms this chart's y. */
function wheelZoom(u: uPlot, e: WheelEvent, { hub, yZoom }: InteractionContext): void {
  if (!e.ctrlKey && !e.shiftKey) return;
  e.preventDefault();
  const delta = e.deltaY || e.deltaX;
  if (delta === 0) return;
  const factor = wheelFactor(delta);
  if (e.ctrlKey) {
    const range = hub.getRange();
    if (!range) return;
    const anchor = u.posToVal(depthAxisPos(u, e), 'x');
    hub.setRange(zoomAround(range, anchor, factor, hub.getBounds() ?? undefined));
  } else {
    const { min, max } = u.scales.y;
    if (min == null || max == null) return;
    const anchor = u.posToVal(valueAxisPos(u, e), 'y');
    yZoom.current = zoomAround({ min, max }, anchor, factor);
    u.setScale('y', { min: yZoom.current.min, max: yZoom.current.max });
  }
}
