import type { Graph, GraphConfig } from '@mudstack/contracts';
import { BUILTIN_CONFIG_ID } from '@mudstack/contracts/plain-constants';
import { adaptGraphs } from '@mudstack/core/gas/adapt-graphs';
import { findSeries } from '@mudstack/core/gas/catalogue';
import type { FileCurve } from '@mudstack/core/gas/file-curves';

// Which series a workspace section asks for: its sections, the graphs a tab shows, the series they need. Pure, and
// with no import of zod or React: the page's early script (lib/early-calls.ts, app/early-calls.entry.ts) asks for
// a workspace's first data by these rules before the app's libraries have loaded.

export type Section = 'vertical' | 'lateral';

export interface SectionMeta {
  depth_of_split: number | null;
  start_depth: number | null;
  stop_depth: number | null;
  /** The data's depth step (0 or null for irregular depths). */
  step?: number | null;
}

/**
 * The Lateral tab exists only when the lateral section has at least two rows, enough to draw a line: the last
 * depth and the one a step before it both at or beyond the landing point (without a step, the last depth beyond
 * it). A landing point at the last depth leaves no lateral.
 */
export function hasLateral(meta: SectionMeta): boolean {
  const { depth_of_split: split, stop_depth: stop } = meta;
  if (split == null || stop == null) return false;
  const step = Math.abs(meta.step ?? 0);
  return step > 0 ? stop - step >= split - step * 1e-9 : stop > split;
}

/**
 * The data call's filter for a section: Vertical is above the landing point (depth below it
 * numerically), Lateral at or beyond it. Without a landing point everything is Vertical.
 */
export function sectionFilter(section: Section, split: number | null): string | undefined {
  if (split == null) return undefined;
  return section === 'vertical' ? `depth < ${split}` : `depth >= ${split}`;
}

/** The graphs a tab shows: applies-to both or that section, in draw order (stable for ties). */
export function graphsForSection(config: Pick<GraphConfig, 'graphs'>, section: Section): Graph[] {
  return config.graphs
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => g.appliesTo === 'both' || g.appliesTo === section)
    .sort((a, b) => a.g.drawOrder - b.g.drawOrder || a.i - b.i)
    .map(({ g }) => g);
}

/**
 * The graphs the workspace draws for a configuration: the built-in one fitted to the project's curves (its graphs
 * with data here, then the curves none of them draws; `adaptGraphs`), with the names of the graphs left out; a
 * configuration a user saved, as it is.
 */
export function workspaceLayout(config: GraphConfig, curves: readonly FileCurve[] | undefined): { graphs: Graph[]; missing: string[] } {
  if (config.id !== BUILTIN_CONFIG_ID || !curves) return { graphs: config.graphs, missing: [] };
  return adaptGraphs(config.graphs, curves);
}

/** The project's curves by stored name (units and descriptions of curves outside the catalogue). */
export type CurveMap = ReadonlyMap<string, FileCurve>;

/**
 * The series the data endpoint can answer for this project: every catalogue series (one the file lacks is an
 * empty column) and the file curves it has. A configured curve this project lacks is left out, drawn as empty.
 */
export function requestableSeries(names: readonly string[], curves: CurveMap): string[] {
  return names.filter((name) => findSeries(name) !== undefined || curves.has(name));
}

/** Every series the graphs need, once, in first-use order. */
export function seriesUnion(graphs: (Pick<Graph, 'series'> & Partial<Pick<Graph, 'kind'>>)[]): string[] {
  const out: string[] = [];
  for (const g of graphs) {
    const names = Object.keys(g.series);
    // A Haworth track also draws the zones behind its lines.
    if (g.kind === 'haworth') names.push('haworth_zone');
    for (const name of names) if (!out.includes(name)) out.push(name);
  }
  return out;
}
