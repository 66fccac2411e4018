import type { QueryClient } from '@tanstack/react-query';
import type { Graph, GraphConfig, Metadata, ProjectDetail } from '@mudstack/contracts';
import { OVERVIEW_MIN_ROWS, OVERVIEW_RUNS, seriesDataQueryOptions, type SeriesDataRequest } from '../../../lib/api/series-data';
import {
  graphsForSection,
  hasLateral,
  requestableSeries,
  sectionFilter,
  seriesUnion,
  workspaceLayout,
  type CurveMap,
  type Section,
} from '../../../lib/graph-sections';
import { readUrlView, shownSection } from '../model/view-url';

export interface SectionDataInput {
  projectId: number;
  section: Section;
  graphs: Graph[];
  /** The landing point (ft); null without one. */
  split: number | null;
  /** Data revision (route `dr`); current when absent. */
  revision?: number;
  curves: CurveMap;
  /** Rows of the data revision: a large one is drawn from an overview first. */
  rowCount: number;
}

/**
 * The data calls of a section's graphs: every row of every series they need, and for a large well their
 * overview, drawn until every row has arrived.
 */
export function sectionDataRequests(input: SectionDataInput): { rows: SeriesDataRequest; overview: SeriesDataRequest; overviewFirst: boolean } {
  const { projectId, section, graphs, split, revision, curves, rowCount } = input;
  const large = rowCount >= OVERVIEW_MIN_ROWS;
  const rows = {
    projectId,
    revision,
    series: requestableSeries(seriesUnion(graphs), curves),
    filterExpression: sectionFilter(section, split),
    large,
  };
  return { rows, overview: { ...rows, overview: OVERVIEW_RUNS }, overviewFirst: large };
}

/**
 * Starts a section's first data call (sectionDataRequests) without waiting for its graphs to render: every row, or
 * for a large well its overview (SectionGraphs asks for every row once the overview is drawn). The graphs' own
 * queries (same keys) take it up. A call already made, or an overview once every row is here, is not made again.
 */
export function prefetchSectionData(client: QueryClient, input: SectionDataInput): void {
  const { rows, overview, overviewFirst } = sectionDataRequests(input);
  if (rows.series.length === 0) return;
  const rowsQuery = seriesDataQueryOptions(rows);
  const rowsHere = client.getQueryData(rowsQuery.queryKey) !== undefined;
  if (!overviewFirst && !client.getQueryState(rowsQuery.queryKey)) void client.prefetchQuery(rowsQuery);
  if (!overviewFirst || rowsHere) return;
  const overviewQuery = seriesDataQueryOptions(overview);
  if (!client.getQueryState(overviewQuery.queryKey)) void client.prefetchQuery(overviewQuery);
}

export interface GraphDataInput {
  projectId: number;
  dr: number | undefined;
  config: GraphConfig;
  project: Pick<ProjectDetail, 'curves' | 'row_count'>;
  meta: Pick<Metadata, 'depth_of_split' | 'stop_depth' | 'step'>;
  sections: Section[];
}

/** The data calls of the graphs the workspace shows for these sections (prefetchSectionData for each). */
export function prefetchGraphData(client: QueryClient, input: GraphDataInput): void {
  const { projectId, dr, config, project, meta, sections } = input;
  const curves = new Map(project.curves.map((c) => [c.name, c]));
  const layout = workspaceLayout(config, project.curves);
  for (const section of sections) {
    const graphs = graphsForSection(layout, section);
    prefetchSectionData(client, { projectId, section, graphs, split: meta.depth_of_split, revision: dr, curves, rowCount: project.row_count });
  }
}

/**
 * The section a workspace link opens on, as the page's first render reads it (useViewUrl, before any live feed
 * has answered: `shownSection` with the metadata's answer to whether the well has a lateral section).
 */
export function openingSection(search: URLSearchParams, meta: Parameters<typeof hasLateral>[0]): Section {
  return shownSection(readUrlView(search).tab, hasLateral(meta));
}
