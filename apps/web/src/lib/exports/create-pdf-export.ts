import type { ExportPdfResult } from '@mudstack/contracts';
import { apiClient, type QueryParams } from '../api-client';

/** `POST /api/projects/{id}/export-pdf?hideFlags&xRange&snippets&config&mdr&dr` with `{wellName}`: the uri of the made PDF (failures show the catalogue notices). */
export const createPdfExport = (projectId: number, query: QueryParams, wellName: string) =>
  apiClient.post<ExportPdfResult>(`/api/projects/${projectId}/export-pdf`, { wellName }, { query });

/** `GET {uri}`: the PDF as a blob (the same user only). */
export const fetchPdfExport = (uri: string) => apiClient.download(uri, { silent: true });
