import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { projectKeys } from '../../../lib/api/projects';

export interface CreateProjectInput {
  name: string;
  file: File;
  depthOfSplit: number | '';
  /** Bytes of the upload sent so far (the modal's progress bar). */
  onUploadProgress?: (sent: number, total: number) => void;
}

/** POST /api/projects (multipart: las_file, name, depth_of_split); answers the new id and the reader's warnings. */
export function createProject(input: CreateProjectInput) {
  const form = new FormData();
  form.append('name', input.name);
  form.append('depth_of_split', input.depthOfSplit === '' ? '' : String(input.depthOfSplit));
  form.append('las_file', input.file, input.file.name);
  return apiClient.post<{ id: number; warnings?: string[] }>('/api/projects', form, { onUploadProgress: input.onUploadProgress });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** The reader's warnings a user should see after an upload: data sets of the file that were not loaded. */
export function uploadNotes(warnings: string[] | undefined): string[] {
  return (warnings ?? []).filter((w) => /more data set|No data set of the file is indexed by depth/.test(w));
}
