import { apiClient, type QueryParams } from '../api-client';

/** `GET /api/projects/{id}/data/{series,...}?filterExpression&revision` as a CSV blob. */
export const downloadSeriesCsv = (path: string, query: QueryParams) => apiClient.download(path, { query, headers: { Accept: 'text/csv' } });
