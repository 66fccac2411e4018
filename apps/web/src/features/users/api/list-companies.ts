import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

/** GET /api/companies for the invite form (admins receive only their own company). Same key as the companies page. */
export const companiesQueryKey = ['companies'] as const;

export const listCompanies = () => apiClient.get<Company[]>('/api/companies', { silent: true });

export function useInviteCompanies(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: companiesQueryKey, queryFn: listCompanies }), enabled });
}
