import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectListItem } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/api/projects';

/** GET /api/projects?archived=: the projects the user may view, with their access level. */
export const listProjects = (archived: boolean) =>
  apiClient.get<ProjectListItem[]>('/api/projects', { query: { archived: archived ? 'true' : 'false' }, silent: true });

export const projectsQueryOptions = (archived: boolean) =>
  queryOptions({ queryKey: projectKeys.list(archived), queryFn: () => listProjects(archived) });

export function useProjects(archived: boolean) {
  return useQuery(projectsQueryOptions(archived));
}
