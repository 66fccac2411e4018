import type { Dispatch } from 'react';
import { ActionIcon, Grid, Group, Menu, Paper, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDotsVertical, IconTrash } from '@tabler/icons-react';
import { appliesToLabels, appliesToValues, graphKindLabels, graphKindValues } from '@mudstack/contracts';
import type { DraftAction, DraftGraph } from '../model/config-draft';
import { GraphPreview } from './GraphPreview';
import { SeriesPicker, type SeriesPickerProps } from './SeriesPicker';
import classes from './graph-configs.module.css';

const APPLIES_TO_DATA = appliesToValues.map((value) => ({ value, label: appliesToLabels[value] }));
const KIND_DATA = graphKindValues.map((value) => ({ value, label: graphKindLabels[value] }));

export interface GraphEditorCardProps {
  graph: DraftGraph;
  position: number;
  count: number;
  previewReady: boolean;
  dispatch: Dispatch<DraftAction>;
  /** Curves of the project chosen in the editor, offered beside the catalogue. */
  fileCurves?: SeriesPickerProps['fileCurves'];
}

/** One graph of the configuration: title, menu, applies-to, series and a live preview. */
export function GraphEditorCard({ graph, position, count, previewReady, dispatch, fileCurves }: GraphEditorCardProps) {
  const key = graph.key;
  const label = `Graph ${position} of ${count}`;
  return (
    <Paper withBorder p="lg" className={classes.graphCard} data-testid="graph-editor" aria-label={label} component="section">
      <Group justify="space-between" align="center" mb="sm" wrap="nowrap">
        <Text size="xs" fw={700} c="dimmed" className={classes.graphIndex}>
          {label}
        </Text>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={`Actions for graph ${position}`}>
              <IconDotsVertical size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconArrowUp size={14} />}
              disabled={position === 1}
              onClick={() => dispatch({ type: 'moveGraph', key, direction: 'up' })}
            >
              Move Up
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => dispatch({ type: 'deleteGraph', key })}>
              Delete Graph
            </Menu.Item>
            <Menu.Item
              leftSection={<IconArrowDown size={14} />}
              disabled={position === count}
              onClick={() => dispatch({ type: 'moveGraph', key, direction: 'down' })}
            >
              Move down
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <TextInput
              label="Graph title"
              value={graph.name}
              placeholder="e.g. Hydrocarbons C1-C5"
              onChange={(e) => dispatch({ type: 'renameGraph', key, name: e.currentTarget.value })}
            />
            <Select
              label="Applies to"
              data={APPLIES_TO_DATA}
              value={graph.appliesTo}
              allowDeselect={false}
              onChange={(value) => value && dispatch({ type: 'setAppliesTo', key, appliesTo: value })}
              comboboxProps={{ withinPortal: true }}
            />
            <Select
              label="Graph type"
              description={graph.kind === 'haworth' ? 'Wetness, balance and character on a log axis over the Haworth zones' : undefined}
              data={KIND_DATA}
              value={graph.kind ?? 'lines'}
              allowDeselect={false}
              onChange={(value) => value && dispatch({ type: 'setKind', key, kind: value })}
              comboboxProps={{ withinPortal: true }}
            />
            <Switch
              label="Log scale"
              description={graph.kind === 'haworth' ? 'A Haworth track is always on a log axis' : 'Decades evenly spaced, as gases are read'}
              checked={graph.kind === 'haworth' || graph.scale === 'log'}
              disabled={graph.kind === 'haworth'}
              onChange={(e) => dispatch({ type: 'setScale', key, scale: e.currentTarget.checked ? 'log' : 'linear' })}
            />
            <SeriesPicker
              series={graph.series}
              onAdd={(series) => dispatch({ type: 'addSeries', key, series })}
              onRemove={(series) => dispatch({ type: 'removeSeries', key, series })}
              onRecolour={(series, colour) => dispatch({ type: 'recolourSeries', key, series, colour })}
              fileCurves={fileCurves}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <GraphPreview
            series={graph.series}
            ready={previewReady}
            title={graph.name}
            curves={fileCurves?.curves}
            logY={graph.kind === 'haworth' || graph.scale === 'log'}
          />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
