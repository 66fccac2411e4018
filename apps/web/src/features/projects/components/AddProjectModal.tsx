import { useState } from 'react';
import { Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconFileCheck } from '@tabler/icons-react';
import { FormActions } from '../../../components/FormActions';
import { UploadProgress, type UploadState } from '../../../components/UploadProgress';
import { refreshSession } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { uploadNotes, useCreateProject } from '../api/create-project';
import { fileSizeText } from '../../../lib/file-size';

export const ADD_PROJECT_TEXTS = {
  nameRequired: 'Please enter a project name',
  fileRequired: 'Please enter a c-type .las file',
  landingNumeric: 'Landing point must be a number',
} as const;

const isLasFile = (file: File) => /\.las$/i.test(file.name);

/** Add new project: name, a .las file and the landing point (ft); on success opens the new project. */
export function AddProjectModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const create = useCreateProject();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [landing, setLanding] = useState<number | ''>('');
  const [errors, setErrors] = useState<{ name?: string; file?: string; landing?: string }>({});
  const [upload, setUpload] = useState<UploadState | null>(null);

  const reset = () => {
    setName('');
    setFile(null);
    setLanding('');
    setErrors({});
  };

  const submit = () => {
    // The last attempt's notices (a missing field, the server's refusal of the file) no longer stand.
    notify.clear();
    const next: typeof errors = {};
    if (!name.trim()) next.name = ADD_PROJECT_TEXTS.nameRequired;
    if (!file) next.file = ADD_PROJECT_TEXTS.fileRequired;
    if (landing !== '' && !Number.isFinite(Number(landing))) next.landing = ADD_PROJECT_TEXTS.landingNumeric;
    setErrors(next);
    const first = next.name ?? next.file ?? next.landing;
    if (first) {
      notify.error(first);
      return;
    }
    setUpload({ sent: 0, total: file!.size });
    create.mutate(
      { name: name.trim(), file: file!, depthOfSplit: landing, onUploadProgress: (sent, total) => setUpload({ sent, total }) },
      {
        onSettled: () => setUpload(null),
        onSuccess: ({ id, warnings }) => {
          // A LAS 3.0 file's other data sets (inclinometry, cores...) are kept with the original, not loaded: say so.
          for (const note of uploadNotes(warnings)) notify.success(note, { title: 'Project created', autoClose: 12_000 });
          void refreshSession({ withUserInfo: false })
            .catch(() => undefined)
            .then(() => {
              reset();
              onClose();
              onCreated(id);
            });
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add new project" size="lg" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Project name"
            placeholder="e.g. Smith 3H lateral"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
            data-autofocus
          />
          <LasFileDrop
            file={file}
            error={errors.file}
            loading={create.isPending}
            onFile={(las) => {
              setFile(las);
              setErrors((e) => ({ ...e, file: las ? undefined : ADD_PROJECT_TEXTS.fileRequired }));
            }}
          />
          <UploadProgress state={upload} />
          <NumberInput
            label="Landing point (in feet)"
            description="Depth where the lateral section begins; leave empty to decide later."
            value={landing}
            onChange={(value) => setLanding(typeof value === 'number' ? value : value === '' ? '' : Number(value))}
            error={errors.landing}
            decimalScale={2}
            thousandSeparator=","
          />
          <FormActions justify="flex-end" mt="sm" cancelLabel="Close" onCancel={onClose} submitLabel="Submit" loading={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The LAS file: dropped or chosen, with its name and size once there; `onFile(null)` for anything that is not a .las file. */
function LasFileDrop({ file, error, loading, onFile }: { file: File | null; error?: string; loading: boolean; onFile: (file: File | null) => void }) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        LAS file
      </Text>
      <Dropzone
        onDrop={(files) => onFile(files.find(isLasFile) ?? null)}
        onReject={() => onFile(null)}
        accept={{ 'application/octet-stream': ['.las', '.LAS'], 'text/plain': ['.las', '.LAS'] }}
        multiple={false}
        loading={loading}
        data-testid="las-dropzone"
      >
        <Group justify="center" gap="md" mih={90} style={{ pointerEvents: 'none' }}>
          {file ? <IconFileCheck size={36} stroke={1.4} color="var(--mantine-color-teal-6)" /> : <IconFileUpload size={36} stroke={1.4} />}
          <div>
            <Text size="sm" fw={500}>
              {file ? file.name : 'Drop a .las file here or click to choose one'}
            </Text>
            <Text size="xs" c="dimmed">
              {file ? fileSizeText(file.size) : 'LAS 1.2, 2.0 or 3.0, depth in feet or metres'}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {error && (
        <Text size="xs" c="red" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
