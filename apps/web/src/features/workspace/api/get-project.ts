import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectDetail } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

export const projectQueryKey = (projectId: number) => ['projects', projectId] as const;

export const getProject = (projectId: number) => apiClient.get<ProjectDetail>(`/api/projects/${projectId}`, { silent: true });

export const projectQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: projectQueryKey(projectId), queryFn: () => getProject(projectId), retry: false });

export const useProject = (projectId: number) => useQuery(projectQueryOptions(projectId));
