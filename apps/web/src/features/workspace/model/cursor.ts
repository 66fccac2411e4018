import uPlot from 'uplot';
import { isDepthDown } from '../../../components/charts/plot-size';

/**
 * Puts the hairline (the charts' shared cursor line) of every graph of a sync group at `depth`, as if the
 * pointer were there: the Pixler and ternary plots use it when a line or point is hovered. Depth down, the
 * line lies across the track at the depth's height.
 */
export function showCursorAt(syncKey: string, depth: number): void {
  for (const u of uPlot.sync(syncKey).plots) {
    const { min, max } = u.scales.x;
    if (min == null || max == null || depth < min || depth > max) continue;
    const along = u.valToPos(depth, 'x');
    const across = (isDepthDown(u) ? u.over.clientWidth : u.over.clientHeight) / 2;
    u.setCursor(isDepthDown(u) ? { left: across, top: along } : { left: along, top: across }, false);
  }
}
