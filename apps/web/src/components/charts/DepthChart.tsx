import { useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref, type RefObject } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import './depth-chart.css';
import { buildDepthChartConfig } from './build-depth-chart-config';
import { ColumnReducer, shownExtent, type ColumnView } from './column-view';
import { columnSeriesPlugin } from './plugins/column-series-plugin';
import { formationsPlugin } from './plugins/formations-plugin';
import { hairlinesPlugin, type HairlinesContext } from './plugins/hairlines-plugin';
import { interactionsPlugin } from './plugins/interactions';
import { keyAction } from './keyboard';
import { DepthSyncHub } from './sync-hub';
import type { ChartSeries, DepthData, DepthRange, Formation, Hairline } from './types';
import { depthAxisCss, isDepthDown } from './plot-size';
import { dataExtent, windowData } from './window-data';
import type { DepthDisplay } from '../../lib/depth-unit';
import { markOnce } from '../../lib/load-marks';
import { containerWidth } from './container-widths';

/** A plot's width until its element is laid out (then useFollowSize sizes it to the element). */
const UNLAID_WIDTH = 600;

export interface DepthChartProps {
  series: ChartSeries[];
  /** Full-resolution columns (x ascending; ys in `series` order; NaN = gap). */
  data: DepthData;
  /** Log y axis: `data` holds log10 of the values (`toLogColumns`) and `values` the values themselves. */
  logY?: boolean;
  /** The untransformed values, for the hairlines' info boxes when `data` is transformed (log axis). */
  values?: DepthData;
  /**
   * `data` is an overview (two rows per run of rows, their minimum and maximum) shown until every row arrives: the
   * picture is right at full width, but no reading is, so the legend and the hairlines' boxes show no values.
   */
  preview?: boolean;
  yLabel: string;
  /** Plot height in CSS px (the legend adds below); depth down, the height of the whole track, legend included. */
  height?: number;
  /** Depth down: a track with depth increasing down it and the legend at its head. */
  depthDown?: boolean;
  /**
   * Depth down: the legend's height in lines, one line a series. Every track of a row is given the row's largest,
   * so every curve has its line and all the plots start at the same depth.
   */
  legendRows?: number;
  /** The depth track: no series; depth labels and the formations as labelled bands. */
  depthTrack?: boolean;
  /** Compact density: the depth axis without its title. */
  compact?: boolean;
  /** The unit depths are labelled in (axis, legend, hairlines); the data stays in feet. */
  depthUnit?: DepthDisplay;
  /** Shared window for a stack of charts; a chart without one gets its own. */
  hub?: DepthSyncHub;
  /** uPlot cursor.sync key (charts with the same key share the cursor). */
  syncKey?: string;
  hairlines?: Hairline[];
  formations?: Formation[];
  readOnly?: boolean;
  legend?: boolean;
  onPlotClick?: (depth: number) => void;
  onHairlineMoved?: (oldX: number, newX: number) => void;
  onHairlineDeleted?: (xval: number) => void;
  onHairlinesChanged?: (list: Hairline[]) => void;
  /** Test and benchmark hook: called after each uPlot draw. */
  onDraw?: (u: uPlot) => void;
  /** A fixed y window to start with (e.g. a snippet's); Shift + scroll and reset change it. */
  initialYRange?: DepthRange | null;
  /**
   * A y window shared with other charts (the correlation's one scale per graph, in the plotted unit: log10 on a log
   * axis), used while Shift + scroll has set none; null or absent: the chart fits its own data.
   */
  yRange?: DepthRange | null;
  /** Reads the current window (new snippet) and redraws on demand. */
  handleRef?: Ref<DepthChartHandle>;
  className?: string;
  /** Names the graph for assistive technology and makes it focusable, answering the keys of `keyAction`. */
  ariaLabel?: string;
  'data-testid'?: string;
}

export interface DepthChartHandle {
  /** The visible window: x in ft, y in the graph's unit (not log10 on a log axis); null before the first draw. */
  getWindow(): { x: [number, number]; y: [number, number] } | null;
  plot(): uPlot | null;
}

const EMPTY: never[] = [];
/** What the hairlines' boxes read while the chart shows an overview: no series, so no values. */
const NO_READINGS: DepthData = { x: new Float64Array(0), ys: [] };

/** Smallest plot of a depth-down track. */
const MIN_TRACK_PLOT_PX = 120;
/** Depth down, one legend line (CSS px; depth-chart.css sets the same), and the legend's padding below them. */
const LEGEND_LINE_PX = 16;
const LEGEND_PAD_PX = 4;
/** Depth down, a legend has room for this many lines when the row does not say. */
const DEFAULT_LEGEND_ROWS = 4;

/**
 * Depth down, every track's legend (at its head) takes the height of `rows` lines, so the plots of all tracks and
 * of the depth track start at the same height and depths line up across them.
 */
export const trackLegendPx = (rows = DEFAULT_LEGEND_ROWS) => Math.max(1, rows) * LEGEND_LINE_PX + LEGEND_PAD_PX;

/** Depth down: the plot's height within a track of `trackHeight` CSS px, its legend of `rows` lines included. */
function plotHeight(trackHeight: number, rows?: number): number {
  return Math.max(MIN_TRACK_PLOT_PX, Math.round(trackHeight - trackLegendPx(rows)));
}

/** Runs `task` when the browser is idle (soon after, where requestIdleCallback is missing). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 2000 });
  else window.setTimeout(task, 200);
}
/** How long after the last pan or zoom frame the legend shows the values under the cursor again. */
export const LEGEND_PAUSE_MS = 150;

/**
 * Imperative uPlot wrapper (after Grafana's): the plot is created once per configuration
 * (series, y label, sync key), gets `setData` with the reduced rows for the hub's window whenever
 * the window or the data changes, `setSize` on resize, and is destroyed on unmount. Everything
 * else (callbacks, hairlines, formations) is read through a ref so it never forces a rebuild.
 */
export function DepthChart(props: DepthChartProps) {
  const { series, data, yLabel, height = 220, syncKey, legend = true } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const [ownHub] = useState(() => new DepthSyncHub());
  const hub = props.hub ?? ownHub;
  const yZoom = useRef<DepthRange | null>(props.initialYRange ?? null);
  // The dense window drawn as pixels (null: uPlot draws the rows as lines).
  const columnView = useRef<ColumnView | null>(null);
  /** While the chart redraws for the group's window: the hub's `drawn`, which draws the group's next charts. */
  const afterCanvas = useRef<(() => void) | null>(null);

  // Off screen (scrolled out of view), a chart skips the window's redraws and catches up when it comes into view:
  // a zoom or pan frame then costs only the charts one can see.
  const onScreen = useRef(true);
  const behind = useRef(false);

  // Latest props for the plugins; written during render so handlers never see stale values.
  const live = useRef(props);
  live.current = props;
  useWindowHandle(props.handleRef, plotRef, () => live.current.logY === true);

  const seriesKey = series.map((s) => `${s.name}:${s.label}:${s.color}`).join('|');
  const built = useMemo(
    () =>
      buildChart({
        props,
        height,
        hub,
        refs: { live, yZoom, columnView, afterCanvas, plotRef, root: containerRef },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- rebuild the plot only when its shape changes; callbacks read the latest props through refs
    [seriesKey, yLabel, syncKey, hub, legend, props.logY, props.compact, props.depthDown, props.depthTrack, props.depthUnit, props.legendRows],
  );

  const redraw = useWindowRedraw(plotRef, live, yZoom, columnView);

  // Create once per configuration; destroy on unmount or rebuild.
  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    // Read with the other charts' containers (container-widths.ts): one layout for the charts a commit makes, not one
    // each; 600 px until the element is laid out (useFollowSize then sizes the plot).
    const opts = { ...built.options, width: containerWidth(el) || UNLAID_WIDTH };
    markOnce('mudstack:charts-create');
    const u = new uPlot(opts, [[], ...series.map(() => [])] as unknown as uPlot.AlignedData, el);
    plotRef.current = u;
    // A series' description (a derived series' formula) on hover over its legend entry.
    const legendRows = u.root.querySelectorAll<HTMLElement>('.u-legend .u-series');
    series.forEach((s, i) => {
      if (s.description && legendRows[i + 1]) legendRows[i + 1].title = s.description;
    });
    if (live.current.depthDown) {
      const legendEl = u.root.querySelector<HTMLElement>('.u-legend');
      if (legendEl) legendEl.style.height = `${trackLegendPx(live.current.legendRows)}px`;
      u.setSize({ width: u.width, height: plotHeight(height, live.current.legendRows) });
    }
    redraw(hub.getRange());
    const legendPause = legendPauser(u);
    const off = hub.subscribe((e, drawn) => {
      if (e.type === 'bounds') return;
      if (e.type === 'reset') {
        yZoom.current = null;
      } else if (!onScreen.current) {
        behind.current = true;
      } else {
        legendPause.pause();
        // The group's next charts draw once this one's canvas is drawn, before it writes the page (canvasDrawnPlugin).
        afterCanvas.current = drawn;
        try {
          redraw(e.range);
        } finally {
          afterCanvas.current = null;
        }
      }
    });
    return () => {
      off();
      legendPause.cancel();
      u.destroy();
      plotRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- create the plot once per build; data and size reach it through setData/setSize
  }, [built]);

  // New data: report the extent to the hub and redraw the current window.
  useEffect(() => {
    const owner = containerRef.current ?? ownHub;
    hub.setExtent(owner, dataExtent(data));
    built.hairlines.refresh();
    redraw(hub.getRange());
    return () => hub.setExtent(owner, null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw reads the latest range through the hub; adding it would redraw on every frame
  }, [data, hub, built]);

  // Off screen, as for a new window: drawn when it comes into view.
  useRedrawOnYRange(props.yRange, () => (onScreen.current ? redraw(hub.getRange()) : (behind.current = true)));

  useEffect(() => {
    built.hairlines.update();
    plotRef.current?.redraw(false, false);
  }, [props.hairlines, props.formations, props.readOnly, built]);

  useCatchUpOnScreen(containerRef, onScreen, behind, () => redraw(hub.getRange()), [hub, built]);
  useFollowSize(containerRef, plotRef, { height, depthDown: props.depthDown, legendRows: props.legendRows }, () => redraw(hub.getRange()), [
    hub,
    built,
  ]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => panZoomByKey(hub, event);

  return (
    <div
      ref={containerRef}
      data-chart-container="" // CHART_CONTAINER_ATTRIBUTE: its width is read with the others' (container-widths.ts)
      className={`ms-depth-chart ${props.depthDown ? 'ms-depth-chart--down' : ''} ${props.className ?? ''}`}
      data-testid={props['data-testid']}
      data-log-y={props.logY ? 'true' : undefined}
      data-preview={props.preview ? 'true' : undefined}
      data-orientation={props.depthDown ? 'down' : 'across'}
      data-y-label={yLabel}
      {...(props.ariaLabel ? { tabIndex: 0, role: 'group', 'aria-label': props.ariaLabel, onKeyDown } : {})}
    />
  );
}

/**
 * The live legend is frozen while the window moves and catches up LEGEND_PAUSE_MS after it stops: rewriting 50
 * legend values per frame made the browser lay out and repaint the page on every frame of a pan, which cost more
 * than drawing the graphs.
 */
function legendPauser(u: uPlot): { pause(): void; cancel(): void } {
  let timer: number | undefined;
  return {
    pause() {
      if (!u.legend.show) return;
      u.legend.live = false;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        u.legend.live = true;
        const idx = u.cursor.idx;
        u.setLegend(idx == null ? {} : { idx });
      }, LEGEND_PAUSE_MS);
    },
    cancel: () => window.clearTimeout(timer),
  };
}

/**
 * Tells the hub the depth under the chart's cursor (uPlot's cursor sync moves every chart of the group together, so
 * whichever chart the pointer is on, the depth is the same) and null when it leaves the plot.
 */
function cursorDepthPlugin(hub: DepthSyncHub): uPlot.Plugin {
  return {
    hooks: {
      setCursor: (u) => {
        const along = isDepthDown(u) ? u.cursor.top : u.cursor.left;
        hub.setCursor(along == null || along < 0 ? null : u.posToVal(along, 'x'));
      },
    },
  };
}

/**
 * Draws a window of the chart's data (`live.current.data`): reduced to the plot's depth axis in pixels (min/max
 * per pixel, from pyramids built when the browser is idle), then set on the plot with the x scale. A redraw of
 * the same window of the same data at the same size is skipped: on a first draw, the hub's first window reached
 * every chart, which then drew it again for its data (12 draws for 6 graphs).
 */
export function useWindowRedraw(
  plotRef: RefObject<uPlot | null>,
  live: RefObject<DepthChartProps>,
  yZoom: RefObject<DepthRange | null>,
  columnView: RefObject<ColumnView | null>,
): (range: DepthRange | null) => void {
  const reducer = useRef<ColumnReducer | null>(null);
  const drawn = useRef<{
    u: uPlot;
    data: DepthData;
    min: number;
    max: number;
    width: number;
    yZoom: DepthRange | null;
    yRange: DepthRange | null | undefined;
  } | null>(null);
  return (range) => {
    const u = plotRef.current;
    if (!u || !range) return;
    const d = live.current.data;
    const width = depthAxisCss(u) || u.width;
    const last = drawn.current;
    const yRange = live.current.yRange;
    const same =
      last?.u === u &&
      last.data === d &&
      last.min === range.min &&
      last.max === range.max &&
      last.width === width &&
      last.yZoom === yZoom.current &&
      sameRange(last.yRange, yRange);
    if (same) return;
    drawn.current = { u, data: d, min: range.min, max: range.max, width, yZoom: yZoom.current, yRange };
    if (reducer.current?.full !== d) {
      const next = new ColumnReducer(d);
      reducer.current = next;
      // The pyramids make zooming out cheap; they cost one pass over the data, so not before the first draw.
      whenIdle(() => next.buildPyramids());
    }
    const w = windowData(d, range, width, reducer.current);
    columnView.current = w.view;
    // In pixel columns the y range is the reduction's own extent (the y scale's range reads it): uPlot need not scan
    // every column's samples for theirs on each frame. In lines it fits the values drawn.
    for (let i = 1; i < u.series.length; i++) u.series[i].auto = w.view === null;
    u.batch(() => {
      u.setData(w.data, false);
      u.setScale('x', { min: range.min, max: range.max });
    });
  };
}

/**
 * Runs `next` (once) when the canvas is drawn, before uPlot and the plugins after this one write the page: the hub's
 * `drawn` while the chart redraws for the group's window, so that the group's other charts draw their text before
 * this one moves its cursor (sync-hub.ts, `emit`).
 */
export function canvasDrawnPlugin(next: RefObject<(() => void) | null>): uPlot.Plugin {
  return {
    hooks: {
      draw: () => {
        const run = next.current;
        next.current = null;
        run?.();
      },
    },
  };
}

/** A shared y window that changed (another well's data came): the chart is drawn again on it. */
function useRedrawOnYRange(yRange: DepthRange | null | undefined, redraw: () => void): void {
  useEffect(() => {
    redraw();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw reads the latest props and window; the same range again is no change
  }, [yRange?.min, yRange?.max]);
}

/** Two y windows alike (none alike none). */
function sameRange(a: DepthRange | null | undefined, b: DepthRange | null | undefined): boolean {
  return a == null || b == null ? a == b : a.min === b.min && a.max === b.max;
}

/** Writes the window drawn on the chart's element, for tests and the benchmark (cheap: two attributes per frame). */
function drawnWindowPlugin(root: () => HTMLElement | null, onDraw: (u: uPlot) => void): uPlot.Plugin {
  return {
    hooks: {
      draw: (u) => {
        const el = root();
        if (el && u.scales.x.min != null && u.scales.x.max != null) {
          el.dataset.xMin = u.scales.x.min.toFixed(3);
          el.dataset.xMax = u.scales.x.max.toFixed(3);
          el.dataset.yMin = String(u.scales.y.min);
          el.dataset.yMax = String(u.scales.y.max);
          el.dataset.draws = String(Number(el.dataset.draws ?? 0) + 1);
        }
        onDraw(u);
      },
    },
  };
}

/**
 * Whether the chart is on screen (or within a margin of it, so a scroll meets it drawn): off screen it skips the
 * window's redraws (`behind` records one was missed) and `catchUp` runs when it comes back into view.
 */
function useCatchUpOnScreen(
  containerRef: RefObject<HTMLDivElement | null>,
  onScreen: RefObject<boolean>,
  behind: RefObject<boolean>,
  catchUp: () => void,
  deps: unknown[],
): void {
  useEffect(() => {
    const el = containerRef.current;
    if (!el || typeof IntersectionObserver !== 'function') return;
    const io = new IntersectionObserver(
      (entries) => {
        const seen = entries[entries.length - 1].isIntersecting;
        onScreen.current = seen;
        if (seen && behind.current) {
          behind.current = false;
          catchUp();
        }
      },
      { rootMargin: '120px' },
    );
    io.observe(el);
    return () => {
      io.disconnect();
      onScreen.current = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what re-observes; catchUp reads the latest range through the hub
  }, deps);
}

/**
 * The plot follows its element's width (setSize on resize, never a rebuild) and the height it is given; depth
 * down, the plot's height is the track's less its legend. `redraw` runs after each new size.
 */
function useFollowSize(
  containerRef: RefObject<HTMLDivElement | null>,
  plotRef: RefObject<uPlot | null>,
  { height, depthDown, legendRows }: { height: number; depthDown?: boolean; legendRows?: number },
  redraw: () => void,
  deps: unknown[],
): void {
  const wanted = depthDown ? plotHeight(height, legendRows) : height;
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const ro = new ResizeObserver(() => {
      const u = plotRef.current;
      const w = el.clientWidth;
      if (!u || w <= 0) return;
      if (w !== u.width || wanted !== u.height) {
        u.setSize({ width: w, height: wanted });
        redraw();
      }
    });
    ro.observe(el);
    return () => ro.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what re-observes; redraw reads the latest range through the hub
  }, [wanted, ...deps]);

  // A new height (the window resized, depth down) reaches the plot without waiting for a width change.
  useEffect(() => {
    const u = plotRef.current;
    if (!u || wanted === u.height) return;
    u.setSize({ width: u.width, height: wanted });
    redraw();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- redraw reads the latest range through the hub
  }, [wanted, ...deps]);
}

/** What `buildChart` reads: the plugins read the refs on every event, so React can swap callbacks freely. */
interface ChartParts {
  props: DepthChartProps;
  height: number;
  hub: DepthSyncHub;
  refs: ChartRefs;
}

/** The chart's refs its plugins read (the latest props, the y zoom, the column view, the hub's `drawn`, the plot, its element). */
interface ChartRefs {
  live: RefObject<DepthChartProps>;
  yZoom: RefObject<DepthRange | null>;
  columnView: RefObject<ColumnView | null>;
  afterCanvas: RefObject<(() => void) | null>;
  plotRef: RefObject<uPlot | null>;
  root: RefObject<HTMLDivElement | null>;
}

/** The uPlot options of one chart, with its plugins: formations, the column view, interactions, hairlines. */
function buildChart({ props, height, hub, refs }: ChartParts) {
  const { live, yZoom, columnView, afterCanvas, plotRef, root } = refs;
  const hairlines = hairlinesPlugin(() => hairlineContext(live.current));
  const options = buildDepthChartConfig({
    series: props.series,
    yLabel: props.yLabel,
    // its element's, read as the plot is made (the layout effect)
    width: UNLAID_WIDTH,
    height,
    syncKey: props.syncKey,
    legend: props.legend ?? true,
    isPreview: () => live.current.preview === true,
    compact: props.compact,
    depthUnit: props.depthUnit?.unit,
    logY: props.logY,
    depthDown: props.depthDown,
    depthTrack: props.depthTrack,
    getYRange: () => yZoom.current ?? live.current.yRange ?? null,
    linePaths: uPlot.paths.linear!(),
    getColumnMode: () => {
      const view = columnView.current;
      const u = plotRef.current;
      if (!view) return null;
      return { yExtent: shownExtent(view, (s) => u?.series[s + 1]?.show !== false) };
    },
    plugins: [
      formationsPlugin(() => live.current.formations ?? EMPTY),
      columnSeriesPlugin(
        () => columnView.current,
        () => live.current.series,
      ),
      interactionsPlugin(() => ({ hub, yZoom, onPlotClick: live.current.onPlotClick })),
      // after the plugins that draw on the canvas (the formations' names are text), before those that write the page
      canvasDrawnPlugin(afterCanvas),
      hairlines.plugin,
      cursorDepthPlugin(hub),
      drawnWindowPlugin(
        () => root.current,
        (u) => live.current.onDraw?.(u),
      ),
    ],
  });
  return { options, hairlines };
}

/** What the hairlines read from the latest props; an overview has no readings to show. */
function hairlineContext(p: DepthChartProps): HairlinesContext {
  return {
    hairlines: p.hairlines ?? EMPTY,
    series: p.series,
    data: p.preview ? NO_READINGS : (p.values ?? p.data),
    readOnly: p.readOnly,
    onHairlineMoved: p.onHairlineMoved,
    onHairlineDeleted: p.onHairlineDeleted,
    onHairlinesChanged: p.onHairlinesChanged,
    depthText: p.depthUnit ? (ft) => `${p.depthUnit!.text(ft)} ${p.depthUnit!.unit}` : undefined,
  };
}

/** The chart's handle: the visible window in the graph's own unit (a log axis is drawn in log10 units). */
function useWindowHandle(handleRef: Ref<DepthChartHandle> | undefined, plotRef: RefObject<uPlot | null>, logY: () => boolean): void {
  useImperativeHandle(handleRef, () => ({
    getWindow() {
      const u = plotRef.current;
      if (!u) return null;
      const { x, y } = u.scales;
      if (x.min == null || x.max == null || y.min == null || y.max == null) return null;
      if (logY()) return { x: [x.min, x.max], y: [10 ** y.min, 10 ** y.max] };
      return { x: [x.min, x.max], y: [y.min, y.max] };
    },
    plot: () => plotRef.current,
  }));
}

/** Keyboard: arrows pan, + and - zoom around the centre, 0 resets; through the hub, like the mouse. */
function panZoomByKey(hub: DepthSyncHub, event: React.KeyboardEvent<HTMLDivElement>): void {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const action = keyAction(event.key, hub.getRange(), hub.getBounds());
  if (!action) return;
  event.preventDefault();
  if (action.type === 'reset') hub.reset();
  else hub.setRange(action.range);
}
