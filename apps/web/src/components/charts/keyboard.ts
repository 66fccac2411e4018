import { clampRange, zoomAround } from './geometry';
import type { DepthRange } from './types';

/** What a key does to the depth window of a focused graph. */
export type KeyAction = { type: 'range'; range: DepthRange } | { type: 'reset' } | null;

/** A pan step is a tenth of the view; one zoom step narrows or widens the view by this factor. */
export const KEY_PAN_SHARE = 0.1;
export const KEY_ZOOM_FACTOR = 1.5;

/** The shortcuts the `?` help lists, in its order. */
export const GRAPH_SHORTCUTS: readonly { keys: string; action: string }[] = [
  { keys: 'Tab', action: 'Focus the next graph' },
  { keys: '← / ↑', action: 'Move shallower by a tenth of the view' },
  { keys: '→ / ↓', action: 'Move deeper by a tenth of the view' },
  { keys: '+', action: 'Zoom in around the centre' },
  { keys: '-', action: 'Zoom out around the centre' },
  { keys: '0', action: 'Show the whole section (reset)' },
  { keys: '?', action: 'Show this help' },
];

/**
 * The window after `key` on a focused graph: arrows pan by a tenth of the view (left or up shallower,
 * right or down deeper), `+`/`=` and `-` zoom around the centre, `0` resets; other keys do nothing.
 */
export function keyAction(key: string, range: DepthRange | null, bounds: DepthRange | null): KeyAction {
  if (key === '0') return { type: 'reset' };
  if (!range) return null;
  const span = range.max - range.min;
  const fit = (r: DepthRange) => ({ type: 'range' as const, range: bounds ? clampRange(r, bounds) : r });
  const centre = (range.min + range.max) / 2;
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return fit({ min: range.min - span * KEY_PAN_SHARE, max: range.max - span * KEY_PAN_SHARE });
    case 'ArrowRight':
    case 'ArrowDown':
      return fit({ min: range.min + span * KEY_PAN_SHARE, max: range.max + span * KEY_PAN_SHARE });
    case '+':
    case '=':
      return { type: 'range', range: zoomAround(range, centre, 1 / KEY_ZOOM_FACTOR, bounds ?? undefined) };
    case '-':
    case '_':
      return { type: 'range', range: zoomAround(range, centre, KEY_ZOOM_FACTOR, bounds ?? undefined) };
    default:
      return null;
  }
}
