import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';

export const companiesQueryKey = ['companies'] as const;

/** GET /api/companies: every company with its employees (super-admins). */
export const listCompanies = () => apiClient.get<Company[]>('/api/companies');

export const companiesQueryOptions = () => queryOptions({ queryKey: companiesQueryKey, queryFn: listCompanies });

export function useCompanies(enabled = true) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}
