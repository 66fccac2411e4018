import type { Metadata } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** POST /api/projects/{id}/metadata {depth_of_split, revision}: a new metadata revision with the landing point. */
export const changeLandingPoint = (projectId: number, depthOfSplit: number, revision: number) =>
  apiClient.post<Metadata>(`/api/projects/${projectId}/metadata`, { depth_of_split: depthOfSplit, revision }, { silent: true });
