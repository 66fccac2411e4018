/**
 * Graph heights: a density sets every graph's height; a graph resized by its edge keeps
 * its own height, remembered per configuration. Depth down the same holds for track widths.
 * Pure rules; the hook stores them in this browser.
 */
export type Density = 'comfortable' | 'compact';

/** Plot heights in CSS px (the legend and header add to them). Compact fits six graphs on a 1600 x 1000 screen. */
export const DENSITY_HEIGHT: Record<Density, number> = { comfortable: 210, compact: 76 };
export const GRAPH_HEIGHT_MIN = 70;
export const GRAPH_HEIGHT_MAX = 700;
/** One arrow key press on a graph's resize edge. */
export const GRAPH_HEIGHT_STEP = 10;

export const clampHeight = (h: number) => Math.round(Math.min(GRAPH_HEIGHT_MAX, Math.max(GRAPH_HEIGHT_MIN, h)));

/**
 * Depth down: tracks nobody resized share the row's width, each at least this wide (CSS px) so its top axis and
 * legend stay readable; when the row is too narrow for every track at its minimum, it scrolls sideways.
 */
export const SHARED_TRACK_MIN: Record<Density, number> = { comfortable: 170, compact: 140 };
export const TRACK_WIDTH_MIN = 120;
export const TRACK_WIDTH_MAX = 900;
/** One arrow key press on a track's resize edge. */
export const TRACK_WIDTH_STEP = 10;

export const clampWidth = (w: number) => Math.round(Math.min(TRACK_WIDTH_MAX, Math.max(TRACK_WIDTH_MIN, w)));

export const densityKey = (userId: number | string) => `mudstack.density.${userId}`;
export const heightsKey = (userId: number | string, configId: number) => `mudstack.graphHeights.${userId}.${configId}`;
export const widthsKey = (userId: number | string, configId: number) => `mudstack.trackWidths.${userId}.${configId}`;
/** The orientation, per user. */
export const orientationKey = (userId: number | string) => `mudstack.depthDown.${userId}`;

export function readDepthDown(raw: string | null): boolean {
  return raw === 'true';
}

export function readDensity(raw: string | null): Density {
  return raw === 'compact' ? 'compact' : 'comfortable';
}

/** Stored heights by graph name; anything unreadable is dropped, heights are clamped. */
export function readHeights(raw: string | null): Record<string, number> {
  return readSizes(raw, clampHeight);
}

/** Stored track widths by graph name, as `readHeights`. */
export function readWidths(raw: string | null): Record<string, number> {
  return readSizes(raw, clampWidth);
}

function readSizes(raw: string | null, clamp: (v: number) => number): Record<string, number> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'number' && Number.isFinite(value)) out[name] = clamp(value);
  return out;
}

/** A graph's height: its own when resized, else the density's. */
export function heightOf(name: string, heights: Record<string, number>, density: Density): number {
  return heights[name] ?? DENSITY_HEIGHT[density];
}

/** A track's width depth down: its own when resized, else undefined (it shares the row with the others). */
export function widthOf(name: string, widths: Record<string, number>): number | undefined {
  return widths[name];
}

/** The style of a depth-down track: its own width when resized, else a share of the row, never under the minimum. */
export function trackStyle(width: number | undefined, density: Density): { width?: number; flex: string; minWidth?: number } {
  return width === undefined ? { flex: '1 1 0', minWidth: SHARED_TRACK_MIN[density] } : { width, flex: 'none' };
}
