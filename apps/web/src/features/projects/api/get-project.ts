import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { projectsQueryKey } from './list-projects';

/** GET /api/projects/{id}: revisions, latest metadata, snippets. */
export const getProject = (id: number) => apiClient.get<ProjectDetail>(`/api/projects/${id}`, { silent: true });

export const projectQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...projectsQueryKey, 'detail', id] as const, queryFn: () => getProject(id) });

export function useProject(id: number | null) {
  return useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
}
