import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CorrelationEntry } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET /api/correlation?projects=`: each well asked for, in order: what it draws, or that the user may not view it. */
export const getCorrelation = (ids: readonly number[]) =>
  apiClient.get<CorrelationEntry[]>('/api/correlation', { query: { projects: ids.join(',') }, silent: true });

export const correlationQueryOptions = (ids: readonly number[]) =>
  queryOptions({ queryKey: ['correlation', ids.join(',')] as const, queryFn: () => getCorrelation(ids), retry: false, enabled: ids.length >= 2 });

export const useCorrelation = (ids: readonly number[]) => useQuery(correlationQueryOptions(ids));
