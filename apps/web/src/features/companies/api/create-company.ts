import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyFieldsBody } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { companiesQueryKey } from './list-companies';

/** POST /api/companies {name, address, address2, city, state, zip}. */
export const createCompany = (body: CompanyFieldsBody) => apiClient.post<Company>('/api/companies', body);

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesQueryKey }),
  });
}
