import type uPlot from 'uplot';

// Sizes read from uPlot's own numbers, never from the DOM: reading clientWidth or a bounding
// box while a frame's DOM updates are pending forces a layout, once per chart per frame, which
// cost more than drawing during a synchronised pan.

/** Device pixels per CSS pixel of the chart's canvas. */
export function pixelRatio(u: uPlot): number {
  return u.width > 0 ? u.ctx.canvas.width / u.width || 1 : 1;
}

/** Width of the plot area in CSS pixels. */
export function plotWidthCss(u: uPlot): number {
  return u.bbox.width / pixelRatio(u);
}
