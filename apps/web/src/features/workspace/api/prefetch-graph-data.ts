import type { QueryClient } from '@tanstack/react-query';
import { seriesDataQueryOptions } from '../../../lib/api/series-data';
import { graphDataRequests, sectionDataRequests, type GraphDataInput, type SectionDataInput } from '../model/section-data';

/**
 * Starts a section's first data call (sectionDataRequests) without waiting for its graphs to render: every row, or
 * for a large well its overview (SectionGraphs asks for every row once the overview is drawn). The graphs' own
 * queries (same keys) take it up. A call already made, or an overview once every row is here, is not made again.
 */
export function prefetchSectionData(client: QueryClient, input: SectionDataInput): void {
  startSectionData(client, sectionDataRequests(input));
}

function startSectionData(client: QueryClient, { rows, overview, overviewFirst }: ReturnType<typeof sectionDataRequests>): void {
  if (rows.series.length === 0) return;
  const rowsQuery = seriesDataQueryOptions(rows);
  const rowsHere = client.getQueryData(rowsQuery.queryKey) !== undefined;
  if (!overviewFirst && !client.getQueryState(rowsQuery.queryKey)) void client.prefetchQuery(rowsQuery);
  if (!overviewFirst || rowsHere) return;
  const overviewQuery = seriesDataQueryOptions(overview);
  if (!client.getQueryState(overviewQuery.queryKey)) void client.prefetchQuery(overviewQuery);
}

/** Starts the data calls of the graphs the workspace shows for these sections (prefetchSectionData for each). */
export function prefetchGraphData(client: QueryClient, input: GraphDataInput): void {
  for (const requests of graphDataRequests(input)) startSectionData(client, requests);
}
