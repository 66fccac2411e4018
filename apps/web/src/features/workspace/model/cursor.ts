import uPlot from 'uplot';

/**
 * Puts the hairline (the charts' shared cursor line) of every graph of a sync group at `depth`, as if the
 * pointer were there: the Pixler and ternary plots use it when a line or point is hovered.
 */
export function showCursorAt(syncKey: string, depth: number): void {
  for (const u of uPlot.sync(syncKey).plots) {
    const { min, max } = u.scales.x;
    if (min == null || max == null || depth < min || depth > max) continue;
    const dpr = u.bbox.width / Math.max(1, u.over.clientWidth || u.bbox.width);
    u.setCursor({ left: u.valToPos(depth, 'x'), top: u.bbox.height / dpr / 2 }, false);
  }
}
