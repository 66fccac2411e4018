import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GraphConfig, GraphConfigSaveInput } from '@mudstack/contracts';
import { apiClient } from '../api-client';

/** Query keys of graph configurations; every change invalidates `all` (lists, details and selects). */
export const graphConfigKeys = {
  all: ['graph-configs'] as const,
  list: () => ['graph-configs', 'list'] as const,
  detail: (id: number) => ['graph-configs', 'detail', id] as const,
  /** The configuration a workspace draws with (the built-in one when it is gone). */
  forWorkspace: (id: number) => ['graph-configs', 'workspace', id] as const,
};

/** GET /api/graph-configs: the built-in default (id 0) first, then the user's by id. */
export const listGraphConfigs = () => apiClient.get<GraphConfig[]>('/api/graph-configs', { silent: true });

export const graphConfigsQueryOptions = () => queryOptions({ queryKey: graphConfigKeys.list(), queryFn: listGraphConfigs });

export interface ConfigOption {
  id: number;
  name: string;
}

/** The configurations as choices (id and name) for a select; fetched only while `enabled`. */
export function useConfigOptions(enabled = true) {
  return useQuery({
    ...graphConfigsQueryOptions(),
    select: (configs): ConfigOption[] => (Array.isArray(configs) ? configs.map(({ id, name }) => ({ id, name })) : []),
    retry: false,
    enabled,
  });
}

/** PUT /api/graph-configs/{id}: saves over a configuration (the editor's Save, the workspace's Save to configuration). */
export const updateGraphConfig = ({ id, body }: { id: number; body: GraphConfigSaveInput }) =>
  apiClient.put<GraphConfig>(`/api/graph-configs/${id}`, body);

/** Saves over a configuration; the editor's copy is replaced, and every workspace drawing it refetches. */
export function useUpdateGraphConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGraphConfig,
    onSuccess: async (config) => {
      queryClient.setQueryData(graphConfigKeys.detail(config.id), config);
      await queryClient.invalidateQueries({ queryKey: graphConfigKeys.forWorkspace(config.id) });
      await queryClient.invalidateQueries({ queryKey: graphConfigKeys.all, refetchType: 'none' });
    },
  });
}
