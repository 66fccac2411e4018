import { apiClient } from '../../../lib/api-client';

/** POST /api/page-views: records the route a signed-in user opened; nothing is shown. */
export const recordPageView = (path: string) => apiClient.post<{ message: string }>('/api/page-views', { path }, { silent: true });
