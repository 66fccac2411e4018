import type uPlot from 'uplot';
import { parseColor, rasterizeSeries, rasterShift, shiftRaster, type Rgba } from '../column-raster';
import type { ColumnView } from '../column-view';
import { isDepthDown, pixelRatio } from '../plot-size';
import type { ChartSeries } from '../types';

/**
 * Draws the series of a dense window (a ColumnView) as pixels: every shown series is rasterised
 * into one ImageData covering the plot area, put on a scratch canvas and copied onto the chart in
 * a single drawImage, where uPlot would draw its lines (after the grid and formation bands, before
 * the formation labels). The raster is kept: redraws for hairlines cost one copy, and a pan by
 * whole pixels (same column width and y scale) moves the pixels and draws only the exposed strip.
 * While no view is set, uPlot draws the lines itself.
 *
 * Depth down, the raster is made the same way (depth along its width, values up its height) and
 * drawn turned a quarter: depth runs down the plot and values rise to the right.
 */
export function columnSeriesPlugin(getView: () => ColumnView | null, getSeries: () => ChartSeries[]): uPlot.Plugin {
  let scratch: HTMLCanvasElement | null = null;
  let image: ImageData | null = null;
  let drawnView: ColumnView | null = null;
  let drawnKey = '';
  let copied = false;
  const colours = new Map<string, Rgba>();

  const colourOf = (css: string): Rgba => {
    let c = colours.get(css);
    if (!c) {
      c = parseColor(css) ?? normaliseWithCanvas(css) ?? [0, 0, 0, 1];
      colours.set(css, c);
    }
    return c;
  };

  return {
    hooks: {
      drawClear: () => {
        copied = false;
      },
      drawSeries: (u) => {
        const view = getView();
        if (!view || copied) return;
        copied = true;
        const left = Math.round(u.bbox.left);
        const top = Math.round(u.bbox.top);
        const down = isDepthDown(u);
        // The raster's own frame: depth along its width, values up its height.
        const width = Math.round(down ? u.bbox.height : u.bbox.width);
        const height = Math.round(down ? u.bbox.width : u.bbox.height);
        const { min: yMin, max: yMax } = u.scales.y;
        if (width <= 0 || height <= 0 || yMin == null || yMax == null) return;
        const series = getSeries();
        const shown = u.series.map((s) => (s.show ? 1 : 0)).join('');
        const colourKey = series.map((s) => s.color).join();
        const lineWidth = pixelRatio(u);
        const key = `${down ? 'v' : 'h'}${width}x${height}|${yMin}|${yMax}|${shown}|${colourKey}|${lineWidth}`;
        scratch ??= document.createElement('canvas');
        const ctx = scratch.getContext('2d');
        if (!ctx) return;
        const draw = (c0?: number, c1?: number) =>
          series.forEach((s, i) => {
            if (u.series[i + 1]?.show === false) return;
            rasterizeSeries(image!, view, i, yMin, yMax, colourOf(s.color), lineWidth, c0, c1);
          });
        if (view !== drawnView || key !== drawnKey) {
          // A pan by whole pixels with nothing else changed moves the old pixels and draws the strip it exposes.
          const dx = image && drawnView && key === drawnKey ? rasterShift(drawnView, view, width) : null;
          if (dx !== null) {
            shiftRaster(image!, view, dx, draw);
          } else {
            if (!image || image.width !== width || image.height !== height) {
              scratch.width = width;
              scratch.height = height;
              image = ctx.createImageData(width, height);
            } else {
              image.data.fill(0);
            }
            draw();
          }
          ctx.putImageData(image!, 0, 0);
          drawnView = view;
          drawnKey = key;
        }
        if (down) {
          // Raster (x, y) to plot (left + height - y, top + x): depth down, the raster's top row (the highest values) on the right.
          u.ctx.save();
          u.ctx.setTransform(0, 1, -1, 0, left + height, top);
          u.ctx.drawImage(scratch, 0, 0);
          u.ctx.restore();
        } else {
          u.ctx.drawImage(scratch, left, top);
        }
      },
      destroy: () => {
        scratch = null;
        image = null;
        drawnView = null;
      },
    },
  };
}

/** Any CSS colour, through the canvas's own parser (it reads back as #rrggbb or rgba()). */
function normaliseWithCanvas(css: string): Rgba | null {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#000';
  ctx.fillStyle = css;
  return parseColor(String(ctx.fillStyle));
}
