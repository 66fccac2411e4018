import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessToken, CreateAccessTokenBody, CreatedAccessToken } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

const tokenKeys = { all: ['account', 'tokens'] as const };

/** `GET /api/account/tokens`: the user's personal access tokens (never the tokens themselves). */
export const listAccessTokens = () => apiClient.get<AccessToken[]>('/api/account/tokens', { silent: true });

export const accessTokensQueryOptions = () => queryOptions({ queryKey: tokenKeys.all, queryFn: listAccessTokens });

export const useAccessTokens = () => useQuery(accessTokensQueryOptions());

/** `POST /api/account/tokens`: a new token, answered this once. */
export function useCreateAccessToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccessTokenBody) => apiClient.post<CreatedAccessToken>('/api/account/tokens', body),
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}

/** `DELETE /api/account/tokens/{id}`: revokes a token. */
export function useRevokeAccessToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<'ok'>(`/api/account/tokens/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
