import { ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useWorkspaceState } from '../hooks/use-workspace-state';
import classes from './workspace.module.css';

/** Read-only overview of annotations, zones and formations; the editable panels build on the same state. */
export function WorkspaceSidePanel() {
  const { state } = useWorkspaceState();
  const annotations = state.hairlines.filter((h) => !h.isZone);
  const zones = state.hairlines.filter((h) => h.isZone);
  const table = (rows: typeof state.hairlines, empty: string) =>
    rows.length === 0 ? (
      <Text size="xs" c="dimmed">
        {empty}
      </Text>
    ) : (
      <Table fz="xs" verticalSpacing={2} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Depth</Table.Th>
            <Table.Th>Note</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((h) => (
            <Table.Tr key={h.id ?? `x${h.xval}`} fw={h.selected ? 700 : undefined}>
              <Table.Td>{h.index}</Table.Td>
              <Table.Td>{h.xval}</Table.Td>
              <Table.Td>{h.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  return (
    <aside className={classes.side} data-testid="side-panel">
      <ScrollArea>
        <Stack gap="md">
          <div>
            <Title order={6} mb={4}>
              Annotations
            </Title>
            {table(annotations, 'No annotations yet. Click a graph to add one.')}
          </div>
          <div>
            <Title order={6} mb={4}>
              Zones
            </Title>
            {table(zones, 'No zones yet.')}
          </div>
          <div>
            <Title order={6} mb={4}>
              Formations
            </Title>
            {state.formations.length === 0 ? (
              <Text size="xs" c="dimmed">
                No formations.
              </Text>
            ) : (
              state.formations.map((f, i) => (
                <Text key={i} size="xs">
                  <span style={{ display: 'inline-block', width: 10, height: 10, background: f.color, marginRight: 6, borderRadius: 2 }} />
                  {f.message} ({f.xval_low} – {f.xval_high} ft)
                </Text>
              ))
            )}
          </div>
        </Stack>
      </ScrollArea>
    </aside>
  );
}
