import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail, ProjectListItem } from '@mudstack/contracts';
import { apiClient } from '../api-client';

/**
 * Query keys of projects, for every feature that reads or changes them: invalidate `all` after any
 * change to a project (the list, its detail and its access rows all refresh).
 */
export const projectKeys = {
  all: ['projects'] as const,
  list: (archived: boolean) => ['projects', 'list', { archived }] as const,
  detail: (id: number) => ['projects', 'detail', id] as const,
  access: (id: number) => ['projects', 'access', id] as const,
};

/** GET /api/projects/{id}: revisions, latest metadata, snippets; fetched here only, cached once per project. */
export const getProject = (id: number) => apiClient.get<ProjectDetail>(`/api/projects/${id}`, { silent: true });

export const projectQueryOptions = (id: number) => queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(id), retry: false });

/** One project; pass null to wait. */
export function useProject(id: number | null) {
  return useQuery({ ...projectQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /api/projects?archived=: the projects the user may view, with their access level (projects page, editor's curves). */
export const listProjects = (archived: boolean) =>
  apiClient.get<ProjectListItem[]>('/api/projects', { query: { archived: archived ? 'true' : 'false' }, silent: true });

export const projectsQueryOptions = (archived: boolean) =>
  queryOptions({ queryKey: projectKeys.list(archived), queryFn: () => listProjects(archived) });

export function useProjects(archived: boolean) {
  return useQuery(projectsQueryOptions(archived));
}
