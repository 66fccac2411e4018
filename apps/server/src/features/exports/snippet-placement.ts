/** Which chosen snippets the PDF report draws under which graph (admin-config-export.md, 4 Export). */
import { depthText, type DepthText } from '@mudstack/core';

export interface PlaceableSnippet {
  /** Series names of the snippet, in the order saved; the last one ties it to a graph. */
  series: string[];
  /** Depth window [from, to] in ft. */
  xRange: [number, number];
}

export type SectionName = 'Vertical' | 'Lateral';

/**
 * True when `snippet` goes under a graph showing `graphSeries` in `section`:
 * its last series is one of the graph's series, and
 * - Vertical: its x end is below (shallower than) the landing point: `end < landing`;
 * - Lateral: its x start is at or beyond the landing point: `start >= landing`.
 */
export function snippetBelongs(snippet: PlaceableSnippet, graphSeries: readonly string[], section: SectionName, landingPoint: number): boolean {
  const last = snippet.series[snippet.series.length - 1];
  if (last === undefined || !graphSeries.includes(last)) return false;
  const start = Math.min(snippet.xRange[0], snippet.xRange[1]);
  const end = Math.max(snippet.xRange[0], snippet.xRange[1]);
  return section === 'Vertical' ? end < landingPoint : start >= landingPoint;
}

/** The snippets of `chosen` (kept in their order) that go under a graph, see snippetBelongs. */
export function snippetsForGraph<S extends PlaceableSnippet>(
  chosen: readonly S[],
  graphSeries: readonly string[],
  section: SectionName,
  landingPoint: number,
): S[] {
  return chosen.filter((s) => snippetBelongs(s, graphSeries, section, landingPoint));
}

/** The lateral section is drawn only when the landing point is above the stop depth (landing < stop). */
export function hasLateral(landingPoint: number | null | undefined, stopDepth: number | null | undefined): boolean {
  return typeof landingPoint === 'number' && typeof stopDepth === 'number' && Number.isFinite(landingPoint) && landingPoint < stopDepth;
}

/** The heading added to a section when an x range (ft) is applied, in the spec's words and the report's depth unit. */
export function rangeNote(xRange: [number, number] | null | undefined, depth: DepthText = depthText()): string | undefined {
  if (!xRange) return undefined;
  return `(showing only ${depth.cell(xRange[0])}${depth.unit}. - ${depth.cell(xRange[1])}${depth.unit}.)`;
}
