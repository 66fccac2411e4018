import { useState } from 'react';
import { ActionIcon, Button, ColorInput, Group, Popover, Table, Text, Title } from '@mantine/core';
import { HoverHint } from '../../../../components/HoverHint';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import type { Formation } from '../../../../components/charts/types';
import { FORMATION_PALETTE } from '../../../../components/charts/plugins/formations-plugin';
import { SidePanelCsvButton } from '../../../../components/exports/SidePanelCsvButton';
import { DeleteRowButton } from './DeleteRowButton';
import { PanelTable } from './PanelTable';
import { InlineEdit } from '../../../../components/InlineEdit';
import { notify } from '../../../../lib/notify';
import { useDepthUnit } from '../../../../lib/depth-unit';
import { inlineEditorEvents, useWorkspaceState } from '../../hooks/use-workspace-state';
import { formationError, formationThickness, newFormation } from '../../model/side-panels';

/** A colour swatch that opens a picker; like the inline editors, the check saves and close cancels. */
function FormationColor({
  color,
  disabled,
  onSave,
  onOpen,
  onClose,
}: {
  color: string;
  disabled: boolean;
  onSave: (c: string) => void;
  onOpen: () => void;
  onClose: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(color);
  const close = () => {
    setOpened(false);
    onClose();
  };
  return (
    <Popover opened={opened} onChange={(o) => !o && opened && close()} withinPortal position="left">
      <Popover.Target>
        <button
          type="button"
          aria-label="Formation colour"
          disabled={disabled}
          onClick={() => {
            if (disabled) return;
            setDraft(color);
            setOpened(true);
            onOpen();
          }}
          style={{
            width: 22,
            height: 16,
            borderRadius: 3,
            border: '1px solid var(--mantine-color-gray-5)',
            background: color,
            cursor: disabled ? 'default' : 'pointer',
          }}
        />
      </Popover.Target>
      <Popover.Dropdown
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
          if (e.key === 'Enter') {
            onSave(draft);
            close();
          }
        }}
      >
        <ColorInput format="hexa" value={draft} onChange={setDraft} swatches={[...FORMATION_PALETTE]} aria-label="Pick a colour" w={220} />
        <Group justify="flex-end" gap={6} mt="xs">
          <Button size="compact-xs" variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            size="compact-xs"
            onClick={() => {
              onSave(draft);
              close();
            }}
          >
            Apply
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Formations: Start, End, Name, Color (with thickness), edited in place by writers. */
export function FormationsPanel({ projectName, visibleRange }: { projectName: string; visibleRange: { min: number; max: number } | null }) {
  const { state, dispatch } = useWorkspaceState();
  const depthUnit = useDepthUnit();
  const editable = !state.readOnly;
  const formations = state.formations;

  const replace = (index: number, next: Formation): string | null => {
    const problem = formationError(next);
    if (problem) {
      notify.error(problem);
      return problem;
    }
    dispatch({ type: 'formationsChanged', formations: formations.map((f, i) => (i === index ? next : f)) });
    return null;
  };
  const numberSave = (index: number, key: 'xval_low' | 'xval_high') => (raw: string) => {
    const value = Number(raw.replace(/,/g, ''));
    if (raw.trim() === '' || !Number.isFinite(value)) return 'Depth must be a number.';
    // Typed in the display unit, stored in feet.
    return replace(index, { ...formations[index], [key]: depthUnit.toFeet(value) });
  };

  // Refresh puts the table back in depth order (edits may have moved formations) and redraws.
  const refresh = () => {
    const sorted = [...formations].sort((a, b) => a.xval_low - b.xval_low || a.xval_high - b.xval_high);
    if (sorted.some((f, i) => f !== formations[i])) dispatch({ type: 'formationsChanged', formations: sorted });
  };

  return (
    <section aria-label="Formations" data-testid="panel-formations">
      <Group justify="space-between" mb={4}>
        <Title order={6}>Formations</Title>
        <Group gap={2}>
          {editable && (
            <HoverHint label="Add a formation in the visible window">
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label="Add formation"
                onClick={() =>
                  dispatch({ type: 'formationsChanged', formations: [...formations, newFormation(formations, visibleRange ?? { min: 0, max: 100 })] })
                }
              >
                <IconPlus size={15} />
              </ActionIcon>
            </HoverHint>
          )}
          <HoverHint label="Refresh: sort by depth and redraw">
            <ActionIcon size="sm" variant="subtle" aria-label="Refresh formations" onClick={refresh}>
              <IconRefresh size={15} />
            </ActionIcon>
          </HoverHint>
          <SidePanelCsvButton kind="formations" projectName={projectName} data={formations} />
        </Group>
      </Group>
      <PanelTable
        empty={formations.length === 0}
        emptyText={
          editable
            ? 'No formations yet. Press + to add one in the interval in view, or upload a LAS 3.0 file with tops.'
            : 'No formations have been defined for this project.'
        }
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Start ({depthUnit.unit})</Table.Th>
            <Table.Th>End ({depthUnit.unit})</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Color</Table.Th>
            {editable && <Table.Th w={24} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {formations.map((f, i) => (
            <FormationRow
              key={f.id ?? `f${i}`}
              formation={f}
              n={i + 1}
              editable={editable}
              onDepth={(key) => numberSave(i, key)}
              onChange={(next) => replace(i, next)}
              onDelete={() => dispatch({ type: 'formationsChanged', formations: formations.filter((_, j) => j !== i) })}
            />
          ))}
        </Table.Tbody>
      </PanelTable>
    </section>
  );
}

/** One formation: start, end (with its thickness), name and colour, each edited in place, and delete. */
function FormationRow(props: {
  formation: Formation;
  n: number;
  editable: boolean;
  onDepth: (key: 'xval_low' | 'xval_high') => (raw: string) => string | null;
  onChange: (next: Formation) => string | null;
  onDelete: () => void;
}) {
  const { formation: f, n, editable, onDepth, onChange, onDelete } = props;
  const depthUnit = useDepthUnit();
  // Feet as stored; metres at the data's precision.
  const shown = (ft: number) => (depthUnit.unit === 'ft' ? String(ft) : depthUnit.text(ft).replace(/,/g, ''));
  const thickness = depthUnit.unit === 'ft' ? `${formationThickness(f)} ft` : `${Math.round(depthUnit.show(formationThickness(f)) * 100) / 100} m`;
  const { dispatch } = useWorkspaceState();
  const editors = inlineEditorEvents(dispatch);
  return (
    <Table.Tr title={`Thickness ${thickness}`}>
      <Table.Td>
        <InlineEdit label={`start of formation ${n}`} value={shown(f.xval_low)} disabled={!editable} onSave={onDepth('xval_low')} {...editors} />
      </Table.Td>
      <Table.Td>
        <InlineEdit label={`end of formation ${n}`} value={shown(f.xval_high)} disabled={!editable} onSave={onDepth('xval_high')} {...editors} />
        <Text size="10px" c="dimmed">
          {thickness} thick
        </Text>
      </Table.Td>
      <Table.Td>
        <InlineEdit
          label={`name of formation ${n}`}
          value={f.message}
          placeholder="Name"
          disabled={!editable}
          onSave={(message) => onChange({ ...f, message })}
          {...editors}
        />
      </Table.Td>
      <Table.Td>
        <FormationColor color={f.color} disabled={!editable} onSave={(color) => onChange({ ...f, color })} {...editors} />
      </Table.Td>
      {editable && (
        <Table.Td>
          <DeleteRowButton label={`Delete formation ${n}`} onDelete={onDelete} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}
