import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, UpdateCompanyBody } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { companiesQueryKey } from '../../../lib/api/companies';

/** PUT /api/companies/{id} with the fields, or {is_active}; the answer carries the employees. */
export const updateCompany = ({ id, body }: { id: number; body: UpdateCompanyBody }) => apiClient.put<Company>(`/api/companies/${id}`, body);

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => {
      // Employees may have been (de)activated: the user lists are stale too.
      void queryClient.invalidateQueries({ queryKey: ['users'] });
      return queryClient.invalidateQueries({ queryKey: companiesQueryKey });
    },
  });
}
