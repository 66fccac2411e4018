import type { RevisionsPage } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/projects/{id}/revisions?before=`: the next page of older revisions, newest first. */
export const getRevisionsPage = (projectId: number, before: string) =>
  apiClient.get<RevisionsPage>(`/api/projects/${projectId}/revisions`, { query: { before }, silent: true });
