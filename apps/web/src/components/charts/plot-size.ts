import uPlot from 'uplot';

// Sizes read from uPlot's own numbers, never from the DOM: reading clientWidth or a bounding
// box while a frame's DOM updates are pending forces a layout, once per chart per frame, which
// cost more than drawing during a synchronised pan.

/**
 * Device pixels per CSS pixel of the chart's canvas: the ratio uPlot sizes its canvases and boxes by. (Read from
 * the canvas, it was wrong until the plot's first draw, while the canvas still had its default 300 px: the first
 * window was then reduced for some 6,000 px instead of 1,300.)
 */
export function pixelRatio(u: uPlot): number {
  if (uPlot.pxRatio > 0) return uPlot.pxRatio;
  return u.width > 0 ? u.ctx.canvas.width / u.width || 1 : 1;
}

/** Depth runs down the plot (Depth down): uPlot's x scale is vertical. */
export function isDepthDown(u: uPlot): boolean {
  return u.scales.x?.ori === 1;
}

/** Length of the plot's depth axis in CSS pixels: its width, or its height when depth runs down. */
export function depthAxisCss(u: uPlot): number {
  return (isDepthDown(u) ? u.bbox.height : u.bbox.width) / pixelRatio(u);
}

/** Where a pointer event falls along the depth axis, in CSS px from the plot's start (left, or top when depth runs down). */
export function depthAxisPos(u: uPlot, e: MouseEvent): number {
  const rect = u.over.getBoundingClientRect();
  return isDepthDown(u) ? e.clientY - rect.top : e.clientX - rect.left;
}

/** Where a pointer event falls along the value axis (CSS px from the plot's left, or top when depth runs across). */
export function valueAxisPos(u: uPlot, e: MouseEvent): number {
  const rect = u.over.getBoundingClientRect();
  return isDepthDown(u) ? e.clientX - rect.left : e.clientY - rect.top;
}

/** A pointer's movement along the depth axis since `from`, in CSS px. */
export function depthAxisDelta(u: uPlot, from: MouseEvent, to: MouseEvent): number {
  return isDepthDown(u) ? to.clientY - from.clientY : to.clientX - from.clientX;
}
