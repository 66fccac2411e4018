import { Group, Table, Title } from '@mantine/core';
import { SidePanelCsvButton } from '../../../../components/exports/SidePanelCsvButton';
import { DeleteRowButton } from './DeleteRowButton';
import { PanelTable } from './PanelTable';
import { InlineEdit } from '../../../../components/InlineEdit';
import { useDepthUnit } from '../../../../lib/depth-unit';
import { inlineEditorEvents, useWorkspaceState } from '../../hooks/use-workspace-state';

/** The Annotations or Zones table: #, Depth, Note, edited in place by writers, with a CSV download. */
export function HairlineTablePanel({ zones, projectName }: { zones: boolean; projectName: string }) {
  const { state, dispatch } = useWorkspaceState();
  const depthUnit = useDepthUnit();
  const rows = state.hairlines.filter((h) => h.isZone === zones);
  const title = zones ? 'Zones' : 'Annotations';
  const editable = !state.readOnly;
  const editors = inlineEditorEvents(dispatch);

  const update = (xval: number, change: { xval?: number; text?: string }) =>
    dispatch({ type: 'hairlinesChanged', hairlines: state.hairlines.map((h) => (h.xval === xval && h.isZone === zones ? { ...h, ...change } : h)) });

  return (
    <section aria-label={title} data-testid={`panel-${title.toLowerCase()}`}>
      <Group justify="space-between" mb={4}>
        <Title order={6}>{title}</Title>
        <SidePanelCsvButton kind={zones ? 'zones' : 'annotations'} projectName={projectName} data={state.hairlines} />
      </Group>
      <PanelTable
        empty={rows.length === 0}
        emptyText={
          <>
            {zones ? 'No zones yet.' : 'No annotations yet.'}{' '}
            {editable
              ? `Turn on Annotate in the toolbar and click a graph at the depth${zones ? ', then switch the dialog to a zone' : ''}.`
              : 'Nobody with write access has marked one.'}
          </>
        }
        highlightOnHover
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={28}>#</Table.Th>
            <Table.Th w={80}>Depth ({depthUnit.unit})</Table.Th>
            <Table.Th>Note</Table.Th>
            {editable && <Table.Th w={26} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((h) => (
            <Table.Tr
              key={h.id ?? `x${h.xval}`}
              fw={h.selected ? 700 : undefined}
              onClick={() => dispatch({ type: 'hairlineSelected', xval: h.xval })}
              data-hairline-depth={h.xval}
            >
              <Table.Td>{h.index}</Table.Td>
              <Table.Td>
                <InlineEdit
                  label={`depth of ${title.toLowerCase().slice(0, -1)} ${h.index}`}
                  value={depthUnit.unit === 'ft' ? String(h.xval) : depthUnit.text(h.xval).replace(/,/g, '')}
                  disabled={!editable}
                  {...editors}
                  onSave={(raw) => {
                    const depth = Number(raw.replace(/,/g, ''));
                    if (raw.trim() === '' || !Number.isFinite(depth)) return 'Depth must be a number.';
                    // Typed in the display unit; markers sit at whole feet, as stored.
                    const rounded = Math.round(depthUnit.toFeet(depth));
                    if (rounded !== h.xval && state.hairlines.some((o) => o.xval === rounded)) return 'A marker is already at that depth.';
                    update(h.xval, { xval: rounded });
                  }}
                />
              </Table.Td>
              <Table.Td>
                <InlineEdit
                  label={`note of ${title.toLowerCase().slice(0, -1)} ${h.index}`}
                  value={h.text}
                  placeholder="Add a note"
                  disabled={!editable}
                  {...editors}
                  onSave={(text) => {
                    update(h.xval, { text });
                  }}
                />
              </Table.Td>
              {editable && (
                <Table.Td>
                  <DeleteRowButton
                    label={`Delete ${title.toLowerCase().slice(0, -1)} ${h.index}`}
                    onDelete={() => dispatch({ type: 'hairlineDeleted', xval: h.xval })}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PanelTable>
    </section>
  );
}
