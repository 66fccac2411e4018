import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectListItem, UpdateProjectBody } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/api/projects';

/** PUT /api/projects/{id}: `{name}` renames, `{deleted_date}` archives (a date) or unarchives (null). */
export const updateProject = (id: number, body: UpdateProjectBody) => apiClient.put<ProjectListItem>(`/api/projects/${id}`, body);

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateProjectBody }) => updateProject(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}
