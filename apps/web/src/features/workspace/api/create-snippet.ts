import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSnippetBody, Snippet } from '@mudstack/contracts';
import { apiClient } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/api/projects';

export const createSnippet = (projectId: number, body: CreateSnippetBody) =>
  apiClient.post<Snippet>(`/api/projects/${projectId}/snippets`, body, { silent: true });

/** `POST /api/projects/{id}/snippets`; the project (which lists snippets) is refetched. */
export function useCreateSnippet(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSnippetBody) => createSnippet(projectId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId), exact: true }),
  });
}
