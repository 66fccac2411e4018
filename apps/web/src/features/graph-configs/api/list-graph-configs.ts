import { useQuery } from '@tanstack/react-query';
import { graphConfigsQueryOptions } from '../../../lib/api/graph-configs';

/** GET /api/graph-configs (lib/api/graph-configs.ts), for the configurations page. */
export function useGraphConfigs() {
  return useQuery(graphConfigsQueryOptions());
}
