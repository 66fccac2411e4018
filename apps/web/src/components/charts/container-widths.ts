// Chart containers' widths, read together: each chart reads its container's width as its plot is made (DepthChart's
// layout effect), after the charts before it in the same commit have inserted their plots. Each read then forced
// a layout of the page: six for a workspace's six graphs. The first read of a commit now reads every chart
// container the page holds, in one layout, and the others take theirs from it.

/** The attribute every chart container carries (DepthChart), by which the first read finds the others. */
export const CHART_CONTAINER_ATTRIBUTE = 'data-chart-container';

let widths: WeakMap<Element, number> | null = null;

/** Read as the page stood at the first read of this task: forgotten once the task's synchronous work is done. */
function readTogether(): WeakMap<Element, number> {
  if (widths) return widths;
  const read = new WeakMap<Element, number>();
  for (const el of document.querySelectorAll(`[${CHART_CONTAINER_ATTRIBUTE}]`)) read.set(el, el.clientWidth);
  widths = read;
  queueMicrotask(() => {
    widths = null;
  });
  return read;
}

/**
 * The width of a chart container (CHART_CONTAINER_ATTRIBUTE) in CSS pixels, as it was laid out when the first
 * chart of the same task (a React commit) asked: the widths of every container are read then, in one layout. For
 * the plots a commit makes, before any of them has changed a container's size.
 */
export function containerWidth(el: HTMLElement): number {
  return readTogether().get(el) ?? el.clientWidth;
}
