import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/projects/{id}` (same key as the workspace's, so the cache is shared): name, well, snippets. */
export const projectQueryOptions = (projectId: number) =>
  queryOptions({
    queryKey: ['projects', projectId] as const,
    queryFn: () => apiClient.get<ProjectDetail>(`/api/projects/${projectId}`, { silent: true }),
    retry: false,
  });

export const useProject = (projectId: number) => useQuery(projectQueryOptions(projectId));
