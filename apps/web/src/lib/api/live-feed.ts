import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedLiveToken, LiveFeed, LiveToken, UpdateLiveFeedBody } from '@mudstack/contracts';
import { apiClient } from '../api-client';
import { projectKeys } from './projects';

// A project's live feed from the rig (docs/live.md): its status for the workspace's Live badge, and its settings
// and ingest tokens for the Live feed panel of the project settings.

export const liveFeedKeys = {
  feed: (projectId: number) => [...projectKeys.detail(projectId), 'live-feed'] as const,
  tokens: (projectId: number) => [...projectKeys.detail(projectId), 'live-tokens'] as const,
};

/** `GET /api/projects/{id}/live-feed`: lag time, item table, counts, last data. */
export const getLiveFeed = (projectId: number) => apiClient.get<LiveFeed>(`/api/projects/${projectId}/live-feed`, { silent: true });

export const liveFeedQueryOptions = (projectId: number) =>
  queryOptions({ queryKey: liveFeedKeys.feed(projectId), queryFn: () => getLiveFeed(projectId), retry: false });

export const useLiveFeed = (projectId: number) => useQuery(liveFeedQueryOptions(projectId));

/** `PUT /api/projects/{id}/live-feed` (project admins). */
export function useUpdateLiveFeed(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateLiveFeedBody) => apiClient.put<LiveFeed>(`/api/projects/${projectId}/live-feed`, body),
    onSuccess: (feed) => client.setQueryData(liveFeedKeys.feed(projectId), feed),
  });
}

/** `GET /api/projects/{id}/live/tokens` (project admins). */
export const useLiveTokens = (projectId: number, enabled: boolean) =>
  useQuery({
    queryKey: liveFeedKeys.tokens(projectId),
    queryFn: () => apiClient.get<LiveToken[]>(`/api/projects/${projectId}/live/tokens`, { silent: true }),
    enabled,
  });

/** `POST /api/projects/{id}/live/tokens`: a new ingest token, answered this once. */
export function useCreateLiveToken(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiClient.post<CreatedLiveToken>(`/api/projects/${projectId}/live/tokens`, { name }),
    onSuccess: () => client.invalidateQueries({ queryKey: liveFeedKeys.tokens(projectId) }),
  });
}

/** `DELETE /api/projects/{id}/live/tokens/{tokenId}`. */
export function useRevokeLiveToken(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number) => apiClient.delete<'ok'>(`/api/projects/${projectId}/live/tokens/${tokenId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: liveFeedKeys.tokens(projectId) }),
  });
}

/** The depth the gas has come up from (ft) when it trails the feed's last row, else null (caught up, or no gas yet). */
export function lagDepth(feed: Pick<LiveFeed, 'last_depth' | 'gas_depth'>): number | null {
  return feed.gas_depth !== null && feed.last_depth !== null && feed.gas_depth < feed.last_depth ? feed.gas_depth : null;
}
