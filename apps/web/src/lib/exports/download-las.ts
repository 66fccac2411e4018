import { apiClient } from '../api-client';
import type { LasType } from './csv-export';

/** `GET /api/projects/{id}/export-las?type=c_type|d_type&mdr&dr` as a LAS blob. */
export const downloadLas = (projectId: number, type: LasType, revisions: { mdr?: number; dr?: number }) =>
  apiClient.download(`/api/projects/${projectId}/export-las`, { query: { type, mdr: revisions.mdr, dr: revisions.dr } });
