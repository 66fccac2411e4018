// @vitest-environment jsdom
import '../../test/media-queries'; // first: uPlot asks for a media query as it loads
import { renderHook } from '@testing-library/react';
import type uPlot from 'uplot';
import { describe, expect, it, vi } from 'vitest';
import { canvasDrawnPlugin, useWindowRedraw, type DepthChartProps } from './DepthChart';
import { depthAxisCss, pixelRatio } from './plot-size';
import type { ColumnView } from './column-view';
import type { DepthData, DepthRange } from './types';

// A plot before its first draw: uPlot has sized its box (device px) but the canvas keeps its default 300 px.
const beforeFirstDraw = {
  width: 1394,
  bbox: { left: 0, top: 0, width: 1296, height: 180 },
  ctx: { canvas: { width: 300 } },
  scales: { x: { ori: 0 } },
};

describe('plot sizes', () => {
  it('reads the depth axis in CSS pixels by the ratio uPlot sizes by, also before the first draw', () => {
    const u = beforeFirstDraw as unknown as uPlot;
    expect(pixelRatio(u)).toBe(window.devicePixelRatio);
    // Read from the canvas, it was 1296 / (300 / 1394) = 6,022 px: the first window was reduced for five times
    // the pixels the plot has.
    expect(depthAxisCss(u)).toBe(1296 / window.devicePixelRatio);
    const down = { ...beforeFirstDraw, scales: { x: { ori: 1 } } } as unknown as uPlot;
    expect(depthAxisCss(down)).toBe(180 / window.devicePixelRatio);
  });
});

// A chart draws a window of its data once: asked again for the same window of the same data at the same size
// (the hub's first window, then the chart's own data effect, on a first draw), it does nothing.
function fakePlot(width: number) {
  const setData = vi.fn();
  const u = {
    width,
    bbox: { left: 0, top: 0, width, height: 180 },
    ctx: { canvas: { width } },
    scales: { x: { ori: 0 } },
    batch: (f: () => void) => f(),
    setData,
    setScale: vi.fn(),
    series: [{ auto: true }, { auto: true }],
  };
  return { u: u as unknown as uPlot, setData, resize: (w: number) => Object.assign(u, { width: w, bbox: { ...u.bbox, width: w } }) };
}

const data = (n: number): DepthData => ({
  x: Float64Array.from({ length: n }, (_, i) => 5000 + i),
  ys: [Float64Array.from({ length: n }, (_, i) => i % 7)],
});

describe('useWindowRedraw', () => {
  it('draws a window once, and again only when the window, the data, the size or the y zoom changes', () => {
    const plot = fakePlot(400);
    const live = { current: { data: data(2000) } as DepthChartProps };
    const yZoom = { current: null as DepthRange | null };
    const columnView = { current: null as ColumnView | null };
    const { result } = renderHook(() => useWindowRedraw({ current: plot.u }, live, yZoom, columnView));
    const redraw = result.current;
    const range = { min: 5000, max: 6999 };
    redraw(range);
    redraw({ ...range });
    expect(plot.setData).toHaveBeenCalledTimes(1);
    redraw({ min: 5100, max: 6999 });
    expect(plot.setData).toHaveBeenCalledTimes(2);
    live.current = { data: data(2000) } as DepthChartProps;
    redraw({ min: 5100, max: 6999 });
    expect(plot.setData).toHaveBeenCalledTimes(3);
    plot.resize(500);
    redraw({ min: 5100, max: 6999 });
    expect(plot.setData).toHaveBeenCalledTimes(4);
    yZoom.current = { min: 0, max: 3 };
    redraw({ min: 5100, max: 6999 });
    expect(plot.setData).toHaveBeenCalledTimes(5);
    redraw(null);
    expect(plot.setData).toHaveBeenCalledTimes(5);
  });
});

describe('the y range of a window', () => {
  it('in pixel columns comes from the reduction, so uPlot does not scan the columns again; in lines uPlot fits it', () => {
    const plot = fakePlot(400);
    const live = { current: { data: data(2000) } as DepthChartProps };
    const columnView = { current: null as ColumnView | null };
    const { result } = renderHook(() => useWindowRedraw({ current: plot.u }, live, { current: null }, columnView));
    // 2,000 rows across 400 px: columns, whose extent the y scale's range reads (getColumnMode, shownExtent).
    result.current({ min: 5000, max: 6999 });
    expect(columnView.current).not.toBeNull();
    expect(plot.u.series[1].auto).toBe(false);
    // 100 rows: lines, ranged by uPlot from the values drawn.
    result.current({ min: 5000, max: 5099 });
    expect(columnView.current).toBeNull();
    expect(plot.u.series[1].auto).toBe(true);
    // The depth series is never a y series.
    expect(plot.u.series[0].auto).toBe(true);
  });
});

describe('canvasDrawnPlugin', () => {
  it("runs what waits on the chart's canvas once, at its draw, and nothing at a draw nobody waits on", () => {
    const next = { current: vi.fn() as (() => void) | null };
    const waiting = next.current;
    const draw = canvasDrawnPlugin(next).hooks.draw as (u: uPlot) => void;
    draw({} as uPlot);
    expect(waiting).toHaveBeenCalledTimes(1);
    expect(next.current).toBeNull();
    draw({} as uPlot);
    expect(waiting).toHaveBeenCalledTimes(1);
  });
});
