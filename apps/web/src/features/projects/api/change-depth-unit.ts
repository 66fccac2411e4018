import type { DepthUnitName } from '@mudstack/core';
import { apiClient } from '../../../lib/api-client';

/**
 * POST /api/projects/{id}/metadata?dr= {revision, depth_unit}: a new metadata revision with the unit depths are
 * shown and typed in (the data stays in feet; `depth_unit` is a free metadata field the specification keeps).
 */
export const changeDepthUnit = (projectId: number, unit: DepthUnitName, revision: number, dataRevision: number) =>
  apiClient.post(`/api/projects/${projectId}/metadata`, { revision, depth_unit: unit }, { query: { dr: dataRevision }, silent: true });
