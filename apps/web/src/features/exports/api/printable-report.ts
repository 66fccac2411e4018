import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '../../../lib/api-client';
import { createPdfExport, fetchPdfExport } from '../../../lib/exports/create-pdf-export';
import { projectKeys } from '../../../lib/api/projects';

/**
 * The printable page's report: the server renders the PDF for the URL's query and well name
 * (empty: the metadata's well), then it is fetched as a blob. One render per distinct query.
 */
export const printableReportQueryOptions = (projectId: number, query: QueryParams, wellName: string) =>
  queryOptions({
    queryKey: [...projectKeys.detail(projectId), 'export-pdf', query, wellName] as const,
    queryFn: async () => {
      const { uri } = await createPdfExport(projectId, query, wellName);
      const { blob, filename } = await fetchPdfExport(uri);
      return { blob, filename: filename ?? `project-${projectId}.pdf` };
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });

export const usePrintableReport = (projectId: number, query: QueryParams, wellName: string) =>
  useQuery(printableReportQueryOptions(projectId, query, wellName));
