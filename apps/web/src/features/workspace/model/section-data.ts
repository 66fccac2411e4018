import type { Graph, GraphConfig, Metadata, ProjectDetail } from '@mudstack/contracts';
import { OVERVIEW_MIN_ROWS, OVERVIEW_RUNS, seriesDataCalls, type SeriesDataRequest } from '../../../lib/api/series-data-calls';
import type { FirstAnswers } from '../../../lib/early-calls';
import { positiveInt, workspaceProjectId } from '../../../lib/workspace-url';
import {
  graphsForSection,
  hasLateral,
  requestableSeries,
  sectionFilter,
  seriesUnion,
  workspaceLayout,
  type CurveMap,
  type Section,
} from '../../../lib/section-series';
import { readUrlView, shownSection } from './view-url';

// The data calls of a workspace section's graphs. Pure, with no import of zod or React: the router's loader
// (prefetch-workspace.ts), the graphs (SectionGraphs) and the page's early script (app/early-calls.entry.ts) all ask
// by these rules, so the early script's call is the one the app takes up.

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
 * The section a workspace link opens on, as the page's first render reads it (useViewUrl, before any live feed
 * has answered: `shownSection` with the metadata's answer to whether the well has a lateral section).
 */
export function openingSection(search: URLSearchParams, meta: Parameters<typeof hasLateral>[0]): Section {
  return shownSection(readUrlView(search).tab, hasLateral(meta));
}

export interface GraphDataInput {
  projectId: number;
  dr: number | undefined;
  config: GraphConfig;
  project: Pick<ProjectDetail, 'curves' | 'row_count'>;
  meta: Pick<Metadata, 'depth_of_split' | 'stop_depth' | 'step'>;
  sections: Section[];
}

/** The data calls of the graphs the workspace shows for these sections (sectionDataRequests for each). */
export function graphDataRequests(input: GraphDataInput): ReturnType<typeof sectionDataRequests>[] {
  const { projectId, dr, config, project, meta, sections } = input;
  const curves = new Map(project.curves.map((c) => [c.name, c]));
  const layout = workspaceLayout(config, project.curves);
  return sections.map((section) =>
    sectionDataRequests({
      projectId,
      section,
      graphs: graphsForSection(layout, section),
      split: meta.depth_of_split,
      revision: dr,
      curves,
      rowCount: project.row_count,
    }),
  );
}

/**
 * The first data call of the workspace at `search` (its opening section's rows, or for a large well their overview),
 * from its first calls' answers: what the router's loader asks for once they are in (prefetchWorkspace). Null when
 * its graphs need no series.
 */
export function openingDataRequest(
  input: Omit<GraphDataInput, 'dr' | 'sections' | 'meta'> & {
    search: URLSearchParams;
    meta: Pick<Metadata, 'depth_of_split' | 'start_depth' | 'stop_depth' | 'step'>;
  },
): SeriesDataRequest | null {
  const { search, meta } = input;
  const [first] = graphDataRequests({ ...input, dr: positiveInt(search.get('dr')), sections: [openingSection(search, meta)] });
  if (first.rows.series.length === 0) return null;
  return first.overviewFirst ? first.overview : first.rows;
}

/**
 * The URLs of a workspace's first data call (openingDataRequest), from its first calls' answers as the server sent
 * them, before the app has read them: the page's early script sends it (app/early-calls.entry.ts). None for another
 * page, or answers not of the shape the rules read (the app then asks as it would have).
 */
export function openingDataUrls(location: { pathname: string; search: string }, answers: FirstAnswers): string[] {
  const projectId = workspaceProjectId(location.pathname);
  const { project, metadata, config } = answers as {
    project?: Partial<Pick<ProjectDetail, 'curves' | 'row_count'>>;
    metadata?: Partial<Pick<Metadata, 'depth_of_split' | 'start_depth' | 'stop_depth' | 'step'>>;
    config?: Partial<GraphConfig>;
  };
  if (projectId === null || !Array.isArray(project?.curves) || typeof project.row_count !== 'number') return [];
  if (!metadata || metadata.depth_of_split === undefined || !Array.isArray(config?.graphs) || typeof config.id !== 'number') return [];
  const request = openingDataRequest({
    projectId,
    search: new URLSearchParams(location.search),
    config: config as GraphConfig,
    project: { curves: project.curves, row_count: project.row_count },
    meta: {
      depth_of_split: metadata.depth_of_split,
      start_depth: metadata.start_depth ?? null,
      stop_depth: metadata.stop_depth ?? null,
      step: metadata.step ?? null,
    },
  });
  return request ? seriesDataCalls(request).map((call) => call.url) : [];
}
