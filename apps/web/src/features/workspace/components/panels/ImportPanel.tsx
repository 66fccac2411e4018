import { useState } from 'react';
import { Button, FileInput, NumberInput, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { notify } from '../../../../lib/notify';
import { useDepthUnit } from '../../../../lib/depth-unit';
import { UploadProgress, type UploadState } from '../../../../components/UploadProgress';
import { importData, type DepthChange, type ImportType } from '../../api/import-data';

export const IMPORT_TEXTS = {
  noFile: 'No file selected.',
  importing: 'Importing data; this may take a while.',
} as const;

const TYPE_HELP: Record<ImportType, string> = {
  'full-replace': 'Replace all data with the file.',
  append: 'Add rows deeper than the current stop depth.',
  'diff-only': 'Change only the cells listed in a .las or .csv of depths and values.',
};
const IMPORT_TYPES: readonly ImportType[] = ['full-replace', 'append', 'diff-only'];
const DEPTH_CHANGES: readonly DepthChange[] = ['keep', 'change', 'max'];

/** A small full-width choice among options shown by their own names. */
function OptionControl<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      aria-label={label}
      value={value}
      onChange={(v) => onChange(v)}
      data={options.map((option) => ({ value: option, label: option }))}
    />
  );
}

/**
 * Import data (writers): full-replace, append or diff-only, keeping, changing or maximising the
 * landing point. Autosave stops while importing; the page reloads on success.
 */
export function ImportPanel({
  projectId,
  onImportStart,
  onImportEnd,
  reload = () => window.location.reload(),
}: {
  projectId: number;
  onImportStart: () => void;
  onImportEnd: () => void;
  reload?: () => void;
}) {
  const [type, setType] = useState<ImportType>('full-replace');
  const [file, setFile] = useState<File | null>(null);
  const [depthChange, setDepthChange] = useState<DepthChange>('keep');
  const [depth, setDepth] = useState<number | ''>('');
  const [busy, setBusy] = useState(false);
  const [upload, setUpload] = useState<UploadState | null>(null);
  // The new landing point is typed in the project's depth unit and sent in feet, as every depth.
  const display = useDepthUnit();

  const run = async () => {
    if (!file) {
      notify.error(IMPORT_TEXTS.noFile);
      return;
    }
    if (depthChange === 'change' && depth === '') {
      notify.error('Enter the new landing point depth.');
      return;
    }
    setBusy(true);
    onImportStart();
    notify.success(IMPORT_TEXTS.importing, { id: 'importing' });
    try {
      setUpload({ sent: 0, total: file.size });
      await importData(projectId, { type, file, depthChange, depthOfSplit: depth === '' ? undefined : display.toFeet(depth) }, (sent, total) =>
        setUpload({ sent, total }),
      );
      reload();
    } catch (error) {
      console.error('import failed', error);
      setUpload(null);
      setBusy(false);
      onImportEnd();
    }
  };

  return (
    <section aria-label="Import data" data-testid="panel-import">
      <Title order={6} mb={6}>
        Import data
      </Title>
      <Stack gap="xs">
        <OptionControl label="Import type" options={IMPORT_TYPES} value={type} onChange={setType} />
        <Text size="xs" c="dimmed">
          {TYPE_HELP[type]}
        </Text>
        <FileInput
          size="xs"
          label="File"
          placeholder={type === 'diff-only' ? 'Choose a .las or .csv file' : 'Choose a .las file'}
          accept={type === 'diff-only' ? '.las,.LAS,.csv,.CSV' : '.las,.LAS'}
          value={file}
          onChange={setFile}
          clearable
          leftSection={<IconFileImport size={14} />}
        />
        <div>
          <Text size="xs" fw={500} mb={2}>
            Landing point
          </Text>
          <OptionControl label="Landing point" options={DEPTH_CHANGES} value={depthChange} onChange={setDepthChange} />
        </div>
        {depthChange === 'change' && (
          <NumberInput
            size="xs"
            label={`New depth (${display.unit})`}
            value={depth}
            onChange={(v) => setDepth(typeof v === 'number' ? v : v === '' ? '' : Number(v))}
            decimalScale={4}
          />
        )}
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={run} loading={busy}>
          Import
        </Button>
        <UploadProgress state={upload} />
      </Stack>
    </section>
  );
}
