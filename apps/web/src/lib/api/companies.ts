import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyFieldsBody } from '@mudstack/contracts';
import { apiClient } from '../api-client';

// The companies calls, for the companies page and the invite and edit-user forms alike: one query key, so a
// company added in one place shows in the others.

export const companiesQueryKey = ['companies'] as const;

/** GET /api/companies: every company with its employees for a super-admin; an admin receives their own only. */
export const listCompanies = () => apiClient.get<Company[]>('/api/companies');

export const companiesQueryOptions = () => queryOptions({ queryKey: companiesQueryKey, queryFn: listCompanies });

export function useCompanies(enabled = true) {
  return useQuery({ ...companiesQueryOptions(), enabled });
}

/** POST /api/companies {name, address, address2, city, state, zip} (super-admins). */
export const createCompany = (body: CompanyFieldsBody) => apiClient.post<Company>('/api/companies', body);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
