import type { MetadataSaveResponse, MetadataUpdateResponse } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/projects/{id}/metadata?dr=&autosave=true: the autosave of hairlines, formations and fields, as a new
 * metadata revision (saves close together show as one line of history). The answer carries `refresh`
 * (someone saved meanwhile; `result` is the merged latest).
 */
export const saveMetadata = (projectId: number, dataRevision: number, body: Record<string, unknown>) =>
  apiClient.post<MetadataSaveResponse>(`/api/projects/${projectId}/metadata`, body, {
    query: { dr: dataRevision, autosave: 'true' },
    raw: true,
    silent: true,
  });

/** GET /api/projects/{id}/metadata-update?mdr&dr: has the project moved on since these revisions? */
export const pollMetadataUpdate = (projectId: number, mdr: number, dr: number) =>
  apiClient.get<MetadataUpdateResponse>(`/api/projects/${projectId}/metadata-update`, { query: { mdr, dr }, raw: true, silent: true });

/** POST /api/projects/{id}/restore?mdr&dr: makes past revisions current as new ones. */
export const restoreRevision = (projectId: number, mdr?: number, dr?: number) =>
  apiClient.post<unknown>(`/api/projects/${projectId}/restore`, undefined, { query: { mdr, dr } });
