import { apiClient } from '../../../lib/api-client';

export type ImportType = 'full-replace' | 'append' | 'diff-only';
export type DepthChange = 'keep' | 'change' | 'max';

/** POST /api/projects/{id}/import (multipart); depth_of_split is sent only when the landing point changes. */
export function importData(
  projectId: number,
  input: { type: ImportType; file: File; depthChange: DepthChange; depthOfSplit?: number },
  onUploadProgress?: (sent: number, total: number) => void,
) {
  const form = new FormData();
  form.append('type-of-import', input.type);
  form.append('depth_change', input.depthChange);
  if (input.depthChange === 'change' && input.depthOfSplit !== undefined) form.append('depth_of_split', String(input.depthOfSplit));
  form.append('las_file', input.file, input.file.name);
  return apiClient.post<{ data_revision: number; metadata_revision: number; summary: string }>(`/api/projects/${projectId}/import`, form, {
    onUploadProgress,
  });
}
