import type { ExportPdfResult } from '@mudstack/contracts';
import { apiClient, saveBlob } from '../../../lib/api-client';
import { fetchPdfExport } from '../../../lib/exports/create-pdf-export';

export interface CorrelationPdfRequest {
  ids: readonly number[];
  flatten: string | null;
  /** The window in view, in the view's depth (ft). */
  window: { min: number; max: number } | null;
  config: number | null;
  tvd: boolean;
}

/** `POST /api/correlation/export-pdf`, then the PDF it made, saved as "Correlation.pdf". */
export async function exportCorrelationPdf(r: CorrelationPdfRequest): Promise<void> {
  const { uri } = await apiClient.post<ExportPdfResult>(
    '/api/correlation/export-pdf',
    {},
    {
      query: {
        projects: r.ids.join(','),
        flatten: r.flatten ?? undefined,
        from: r.window?.min,
        to: r.window?.max,
        config: r.config ?? undefined,
        depth: r.tvd ? 'tvd' : undefined,
      },
    },
  );
  const { blob } = await fetchPdfExport(uri);
  saveBlob(blob, 'Correlation.pdf');
}
