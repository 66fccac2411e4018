import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryParams } from '../../../lib/api-client';
import { createPdfExport, fetchPdfExport } from './create-pdf-export';

/**
 * The printable page's report: the server renders the PDF for the URL's query (the well name
 * from the metadata), then it is fetched as a blob. One render per distinct query.
 */
export const printableReportQueryOptions = (projectId: number, query: QueryParams) =>
  queryOptions({
    queryKey: ['projects', projectId, 'export-pdf', query] as const,
    queryFn: async () => {
      const { uri } = await createPdfExport(projectId, query, '');
      const { blob, filename } = await fetchPdfExport(uri);
      return { blob, filename: filename ?? `project-${projectId}.pdf` };
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 60_000,
    refetchOnWindowFocus: false,
  });

export const usePrintableReport = (projectId: number, query: QueryParams) => useQuery(printableReportQueryOptions(projectId, query));
