import { useState } from 'react';
import { useDepthUnit } from '../../../../lib/depth-unit';
import { Button, Group, Table, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SidePanelCsvButton } from '../../../../components/exports/SidePanelCsvButton';
import { InlineEdit } from '../../../../components/InlineEdit';
import { notify } from '../../../../lib/notify';
import { inlineEditorEvents, useWorkspaceState } from '../../hooks/use-workspace-state';
import { METADATA_LABELS, isReadOnlyMetadataKey, metadataEntries, parseMetadataValue } from '../../model/side-panels';
import { PanelTable } from './PanelTable';

const KEY_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

/** Project metadata as editable key/value rows; the landing point, revision and project id are read-only. */
/** Metadata keys holding a depth in feet. */
const DEPTH_METADATA_KEYS: ReadonlySet<string> = new Set(['depth_of_split', 'start_depth', 'stop_depth', 'step']);

export function MetadataPanel({ projectName }: { projectName: string }) {
  const { state, dispatch } = useWorkspaceState();
  const editable = !state.readOnly;
  const editors = inlineEditorEvents(dispatch);
  const entries = metadataEntries(state.base, state.fields);
  const [newKey, setNewKey] = useState('');

  const du = useDepthUnit();
  const addKey = () => {
    const key = newKey.trim().toLowerCase().replace(/\s+/g, '_');
    if (!KEY_PATTERN.test(key)) {
      notify.error('A key starts with a letter and holds only letters, digits and underscores.');
      return;
    }
    if (entries.some(([k]) => k === key)) {
      notify.error('That key already exists.');
      return;
    }
    dispatch({ type: 'fieldChanged', key, value: '' });
    setNewKey('');
  };

  return (
    <section aria-label="Project metadata" data-testid="panel-metadata">
      <Group justify="space-between" mb={4}>
        <Title order={6}>Project metadata</Title>
        <SidePanelCsvButton kind="metadata" projectName={projectName} data={entries.length ? Object.fromEntries(entries) : null} />
      </Group>
      <PanelTable empty={entries.length === 0} emptyText="No metadata.">
        <Table.Tbody>
          {entries.map(([key, value]) => {
            // Depths follow the data (the server sets them): shown in the project's depth unit, not edited here.
            const depth = DEPTH_METADATA_KEYS.has(key) && typeof value === 'number';
            const readOnly = !editable || isReadOnlyMetadataKey(key) || depth;
            const label = METADATA_LABELS[key] ?? key;
            return (
              <Table.Tr key={key} data-metadata-key={key}>
                <Table.Td w="42%" c="dimmed">
                  {label}
                </Table.Td>
                <Table.Td>
                  <InlineEdit
                    label={label}
                    value={
                      depth ? `${key === 'step' ? Number(du.show(value).toFixed(4)) : du.text(value)} ${du.unit}` : value == null ? '' : String(value)
                    }
                    disabled={readOnly}
                    {...editors}
                    onSave={(raw) => {
                      const parsed = parseMetadataValue(key, raw);
                      if ('error' in parsed) return parsed.error;
                      dispatch({ type: 'fieldChanged', key, value: parsed.value });
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </PanelTable>
      {editable && (
        <Group gap={4} mt={6} wrap="nowrap">
          <TextInput
            size="xs"
            placeholder="New key, e.g. rig_name"
            aria-label="New metadata key"
            value={newKey}
            onChange={(e) => setNewKey(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && addKey()}
            style={{ flex: 1 }}
          />
          <Button size="compact-xs" variant="light" leftSection={<IconPlus size={12} />} onClick={addKey}>
            Add
          </Button>
        </Group>
      )}
    </section>
  );
}
