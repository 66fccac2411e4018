import type uPlot from 'uplot';
import {
  deleteHairline,
  formatValue,
  moveHairline,
  selectHairline,
  spreadInfoBoxes,
  stackInfoBoxes,
  valueAtDepth,
  visibleHairlines,
} from '../hairlines';
import { depthAxisCss, depthAxisDelta, isDepthDown } from '../plot-size';
import type { ChartSeries, DepthData, Hairline } from '../types';

export const HAIRLINE_WIDTH_PX = 6;

export interface HairlinesContext {
  hairlines: Hairline[];
  series: ChartSeries[];
  /** Full-resolution data, so info-box values do not depend on the reduction in view. */
  data: DepthData;
  onHairlineMoved?: (oldX: number, newX: number) => void;
  onHairlineDeleted?: (xval: number) => void;
  onHairlinesChanged?: (list: Hairline[]) => void;
  readOnly?: boolean;
  /** A depth (ft) as the user reads it, unit included; `5000 ft` when not given. */
  depthText?: (ft: number) => string;
}

const feetText = (ft: number) => `${ft} ft`;

/** Clamps a drag position to the plot area (spec: hairlines stay inside it). */
export function clampToPlot(px: number, plotWidthPx: number): number {
  return Math.min(Math.max(px, 0), plotWidthPx);
}

function keyOf(h: Hairline): string {
  return h.id ?? `x${h.xval}`;
}

/** Everything a marker's parts show (fillMarker): the same signature, the same parts, left as they are. */
function signature(h: Hairline, readOnly: boolean | undefined, dataVersion: number): string {
  return `${h.index}|${h.text}|${h.isZone}|${h.interpolated === true}|${h.selected === true}|${h.xval}|${readOnly === true}|${dataVersion}`;
}

/** A marker's offset along the depth axis: across, or down the track when depth runs down. */
function placeAt(u: uPlot, el: HTMLElement, px: number): void {
  el.style.transform = isDepthDown(u) ? `translateY(${px - HAIRLINE_WIDTH_PX / 2}px)` : `translateX(${px - HAIRLINE_WIDTH_PX / 2}px)`;
}

/** Past this many CSS px from the end of the depth axis an info box opens the other way (left, or up). */
const FLIP_MARGIN_PX = { across: 150, down: 110 };

/** Fills a marker with its line and info box: title, depth, each series' value there and (when editable) a kill button. */
function fillMarker(el: HTMLDivElement, h: Hairline, ctx: HairlinesContext, onKill: () => void): void {
  el.className = `ms-hl${h.isZone ? ' ms-hl--zone' : ''}${h.selected ? ' ms-hl--selected' : ''}`;
  el.dataset.xval = String(h.xval);
  el.dataset.index = String(h.index ?? '');
  el.replaceChildren();
  const line = document.createElement('div');
  line.className = 'ms-hl-line';
  const box = document.createElement('div');
  box.className = 'ms-hl-box';
  const head = document.createElement('div');
  head.className = 'ms-hl-head';
  const title = document.createElement('span');
  title.className = 'ms-hl-title';
  title.textContent = `${h.index ?? '?'}. ${h.text || (h.isZone ? 'Zone' : 'Annotation')}`;
  const depthText = ctx.depthText ?? feetText;
  title.title = `${h.text} (${depthText(h.xval)})`;
  head.append(title);
  if (!ctx.readOnly) {
    const kill = document.createElement('button');
    kill.type = 'button';
    kill.className = 'ms-hl-kill';
    kill.textContent = '×';
    kill.setAttribute('aria-label', `Delete hairline ${h.index ?? ''}`.trim());
    kill.addEventListener('click', (e) => {
      e.stopPropagation();
      onKill();
    });
    head.append(kill);
  }
  const depth = document.createElement('div');
  depth.className = 'ms-hl-depth';
  depth.textContent = `${depthText(h.xval)}${h.interpolated ? ' · interpolated' : ''}`;
  box.append(head, depth);
  const table = document.createElement('div');
  table.className = 'ms-hl-values';
  ctx.series.forEach((s, i) => {
    const row = document.createElement('div');
    row.className = 'ms-hl-row';
    const sw = document.createElement('i');
    sw.style.background = s.color;
    const name = document.createElement('span');
    name.textContent = s.label;
    const val = document.createElement('b');
    const ys = ctx.data.ys[i];
    val.textContent = formatValue(ys ? valueAtDepth(ctx.data.x, ys, h.xval, h.interpolated ?? false) : null);
    row.append(sw, name, val);
    table.append(row);
  });
  box.append(table);
  el.append(line, box);
}

/**
 * A marker's stacking order and place along the depth axis (`move` false while it is dragged); its info box
 * opens to the left near the right edge (up near the bottom, depth down).
 */
function positionMarker(u: uPlot, el: HTMLDivElement, xval: number, order: number, move: boolean): void {
  const down = isDepthDown(u);
  const px = u.valToPos(xval, 'x');
  el.style.zIndex = String(order + 1);
  if (move) placeAt(u, el, px);
  el.classList.toggle('ms-hl--flip', px > depthAxisCss(u) - (down ? FLIP_MARGIN_PX.down : FLIP_MARGIN_PX.across));
}

/**
 * Close hairlines: their info boxes stack in rows instead of covering one another; depth down, where a track is one
 * box wide, they move apart along the depth axis instead (a second column would lie over the next track). Box
 * sizes are read once per content change (cached), never per frame.
 */
function stackBoxes(u: uPlot, markers: HTMLDivElement[], down: boolean): void {
  const placed = markers.map((el) => {
    const box = el.querySelector<HTMLElement>('.ms-hl-box');
    if (box && el.dataset.sized !== el.dataset.sig) {
      el.dataset.boxW = String(box.offsetWidth);
      el.dataset.boxH = String(box.offsetHeight);
      el.dataset.sized = el.dataset.sig;
    }
    const x = u.valToPos(Number(el.dataset.xval), 'x');
    // Along the depth axis the box takes its width (its height, depth down); across it, the other.
    const w = Number(down ? el.dataset.boxH : el.dataset.boxW) || (down ? 40 : 160);
    const across = Number(down ? el.dataset.boxW : el.dataset.boxH) || (down ? 160 : 40);
    const flip = el.classList.contains('ms-hl--flip');
    return { box, line: x, left: flip ? x - 8 - w : x + 8, right: flip ? x - 8 : x + 8 + w, height: across };
  });
  if (down) {
    const shifts = spreadInfoBoxes(
      placed.map((p) => ({ start: p.left, end: p.right, line: p.line })),
      0,
      depthAxisCss(u),
    );
    placed.forEach((p, i) => {
      if (!p.box) return;
      p.box.style.left = '';
      p.box.style.top = '';
      p.box.style.transform = shifts[i] ? `translateY(${shifts[i]}px)` : '';
    });
    return;
  }
  const offsets = stackInfoBoxes(placed);
  placed.forEach((p, i) => {
    if (!p.box) return;
    p.box.style.top = `${offsets[i]}px`;
    p.box.style.left = '';
    p.box.style.transform = '';
  });
}

/**
 * Moves a marker with the mouse along the depth axis, inside the plot, its depth shown as it goes; on release
 * calls `done` with the depth it was dropped at (whole feet), or null when it barely moved (a click).
 */
function followDrag(
  u: uPlot,
  el: HTMLDivElement,
  down: MouseEvent,
  xval: number,
  depthText: (ft: number) => string,
  done: (newX: number | null) => void,
): void {
  const length = depthAxisCss(u);
  const startPx = u.valToPos(xval, 'x');
  let px = startPx;
  let moved = false;
  el.classList.add('ms-hl--dragging', 'ms-hl--selected');
  const depthEl = el.querySelector('.ms-hl-depth');
  const move = (e: MouseEvent) => {
    px = clampToPlot(startPx + depthAxisDelta(u, down, e), length);
    if (Math.abs(px - startPx) > 2) moved = true;
    placeAt(u, el, px);
    if (depthEl) depthEl.textContent = depthText(Math.round(u.posToVal(px, 'x')));
  };
  const up = () => {
    window.removeEventListener('mousemove', move);
    window.removeEventListener('mouseup', up);
    el.classList.remove('ms-hl--dragging');
    done(moved ? Math.round(u.posToVal(px, 'x')) : null);
  };
  window.addEventListener('mousemove', move);
  window.addEventListener('mouseup', up);
}

export interface HairlineMarkers {
  plugin: uPlot.Plugin;
  /**
   * Call after the hairlines or the chart's editability changed: markers are added, moved and removed, and only
   * those whose contents changed are filled again. An unchanged list (an autosave's answer) leaves every marker's
   * parts in place, so a kill button under the pointer is still the one clicked.
   */
  update(): void;
  /** Call after the data changed: every marker's values are read again. */
  refresh(): void;
}

/**
 * Hairlines (annotations and zones) as DOM markers over the plot, after uPlot's
 * demos/annotations: 6 px wide, dragged along the depth axis inside the plot area, an info box with the
 * label, each series' value at that depth and a kill button. Markers are reused between draws
 * (only their left offset changes while panning); `update` fills again those whose hairline changed, `refresh`
 * (new data) every one.
 */
export function hairlinesPlugin(getCtx: () => HairlinesContext): HairlineMarkers {
  let layer: HTMLDivElement | null = null;
  let plot: uPlot | null = null;
  const els = new Map<string, HTMLDivElement>();
  let dragging: string | null = null;
  let dataVersion = 0;

  const emitChanged = (list: Hairline[]) => getCtx().onHairlinesChanged?.(list);

  function attachDrag(el: HTMLDivElement, key: string) {
    const stop = (e: Event) => e.stopPropagation();
    el.addEventListener('click', stop);
    el.addEventListener('dblclick', stop);
    el.addEventListener('mousedown', (down) => {
      down.stopPropagation();
      if ((down.target as HTMLElement).closest('.ms-hl-kill')) return;
      down.preventDefault();
      const u = plot;
      const h = getCtx().hairlines.find((x) => keyOf(x) === key);
      if (!u || !h) return;
      dragging = key;
      followDrag(u, el, down, h.xval, getCtx().depthText ?? feetText, (newX) => {
        dragging = null;
        const c = getCtx();
        if (c.readOnly) {
          place(u);
        } else if (newX != null && newX !== h.xval) {
          c.onHairlineMoved?.(h.xval, newX);
          emitChanged(selectHairline(moveHairline(c.hairlines, h.xval, newX), newX));
        } else {
          emitChanged(selectHairline(c.hairlines, h.xval));
        }
      });
    });
  }

  /** Creates, updates, positions and removes markers for the current window. */
  function place(u: uPlot) {
    if (!layer) return;
    const { min, max } = u.scales.x;
    if (min == null || max == null) return;
    // One context a draw (a pan draws every frame); the kill button asks for the latest when it is clicked.
    const ctx = getCtx();
    const visible = visibleHairlines(ctx.hairlines, { min, max });
    const seen = new Set<string>();
    visible.forEach((h, order) => {
      const key = keyOf(h);
      seen.add(key);
      let el = els.get(key);
      if (!el) {
        el = document.createElement('div');
        attachDrag(el, key);
        els.set(key, el);
        layer!.append(el);
      }
      const sig = signature(h, ctx.readOnly, dataVersion);
      if (el.dataset.sig !== sig && dragging !== key) {
        fillMarker(el, h, ctx, () => {
          const c = getCtx();
          c.onHairlineDeleted?.(h.xval);
          emitChanged(deleteHairline(c.hairlines, h.xval));
        });
        el.dataset.sig = sig;
      }
      positionMarker(u, el, h.xval, order, dragging !== key);
    });
    stackBoxes(
      u,
      visible.map((h) => els.get(keyOf(h))!),
      isDepthDown(u),
    );
    for (const [key, el] of els) {
      if (!seen.has(key) && dragging !== key) {
        el.remove();
        els.delete(key);
      }
    }
  }

  const plugin: uPlot.Plugin = {
    hooks: {
      init: (u) => {
        plot = u;
        layer = document.createElement('div');
        layer.className = isDepthDown(u) ? 'ms-hl-layer ms-hl-layer--down' : 'ms-hl-layer';
        u.over.append(layer);
      },
      draw: (u) => place(u),
      destroy: () => {
        layer?.remove();
        layer = null;
        plot = null;
        els.clear();
      },
    },
  };

  return {
    plugin,
    update: () => plot && place(plot),
    refresh() {
      dataVersion++;
      if (plot) place(plot);
    },
  };
}
