import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Metadata } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/api/projects';

/** `GET /api/projects/{id}/metadata[?revision=mdr]`; the latest when no revision. */
export const metadataQueryKey = (projectId: number, revision?: number) =>
  [...projectKeys.detail(projectId), 'metadata', revision ?? 'latest'] as const;

export const getMetadata = (projectId: number, revision?: number) =>
  apiClient.get<Metadata>(`/api/projects/${projectId}/metadata`, { query: { revision }, silent: true });

export const metadataQueryOptions = (projectId: number, revision?: number) =>
  queryOptions({
    queryKey: metadataQueryKey(projectId, revision),
    queryFn: () => getMetadata(projectId, revision),
    retry: false,
    // The workspace keeps its own working copy; refetching must not overwrite edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export const useMetadata = (projectId: number, revision?: number) => useQuery(metadataQueryOptions(projectId, revision));
