/**
 * Graph heights (issue 19 item 5): a density sets every graph's height; a graph resized by its edge keeps
 * its own height, remembered per configuration. Pure rules; the hook stores them in this browser.
 */
export type Density = 'comfortable' | 'compact';

/** Plot heights in CSS px (the legend and header add to them). Compact fits six graphs on a 1600 x 1000 screen. */
export const DENSITY_HEIGHT: Record<Density, number> = { comfortable: 210, compact: 92 };
export const GRAPH_HEIGHT_MIN = 70;
export const GRAPH_HEIGHT_MAX = 700;
/** One arrow key press on a graph's resize edge. */
export const GRAPH_HEIGHT_STEP = 10;

export const clampHeight = (h: number) => Math.round(Math.min(GRAPH_HEIGHT_MAX, Math.max(GRAPH_HEIGHT_MIN, h)));

export const densityKey = (userId: number | string) => `mudstack.density.${userId}`;
export const heightsKey = (userId: number | string, configId: number) => `mudstack.graphHeights.${userId}.${configId}`;

export function readDensity(raw: string | null): Density {
  return raw === 'compact' ? 'compact' : 'comfortable';
}

/** Stored heights by graph name; anything unreadable is dropped, heights are clamped. */
export function readHeights(raw: string | null): Record<string, number> {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(parsed)) if (typeof value === 'number' && Number.isFinite(value)) out[name] = clampHeight(value);
  return out;
}

/** A graph's height: its own when resized, else the density's. */
export function heightOf(name: string, heights: Record<string, number>, density: Density): number {
  return heights[name] ?? DENSITY_HEIGHT[density];
}
