import { useState } from 'react';
import { Button, Checkbox, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { CSV_EXPORT_GROUPS, derivedDescription, findSeries } from '@mudstack/core';
import { saveBlob } from '../../lib/api-client';
import { useDepthUnit } from '../../lib/depth-unit';
import { notify } from '../../lib/notify';
import { downloadLas } from '../../lib/exports/download-las';
import { downloadSeriesCsv } from '../../lib/exports/download-series-csv';
import { csvFilename, csvRequest, LAS_TYPES, lasFilename, toggleAll, toggleGroup, type LasType } from '../../lib/exports/csv-export';

export interface ExportDataPanelProps {
  projectId: number;
  /** Names the downloads: `{projectName}.csv`, `{projectName}_c.las`, `{projectName}_d.las`. */
  projectName: string;
  /** The route's `dr` (data revision), sent as `revision` with CSV and as `dr` with LAS. */
  dataRevision?: number;
  /** The route's `mdr` (metadata revision), sent with LAS. */
  metadataRevision?: number;
}

/**
 * The workspace's Export data side panel: CSV (checkbox groups of the 59 series, group headings
 * toggle their group, Toggle all, optional filter expression) or LAS (C-Type or D-Type).
 */
export function ExportDataPanel({ projectId, projectName, dataRevision, metadataRevision }: ExportDataPanelProps) {
  const [format, setFormat] = useState<'csv' | 'las'>('csv');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [filter, setFilter] = useState('');
  const [lasType, setLasType] = useState<LasType>('c_type');
  const [busy, setBusy] = useState(false);
  const display = useDepthUnit();

  const exportCsv = async () => {
    const request = csvRequest(projectId, selected, filter, dataRevision);
    if ('error' in request) {
      notify.error(request.error);
      return;
    }
    setBusy(true);
    try {
      const { blob } = await downloadSeriesCsv(request.path, request.query);
      saveBlob(blob, csvFilename(projectName));
    } catch (error) {
      console.error('CSV export failed', error);
    } finally {
      setBusy(false);
    }
  };

  const exportLas = async () => {
    setBusy(true);
    try {
      const { blob } = await downloadLas(projectId, lasType, { mdr: metadataRevision, dr: dataRevision });
      saveBlob(blob, lasFilename(projectName, lasType));
    } catch (error) {
      console.error('LAS export failed', error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="export-data-panel">
      <Title order={6}>Export data</Title>
      <SegmentedControl
        value={format}
        onChange={(v) => setFormat(v)}
        data={[
          { value: 'csv', label: 'CSV' },
          { value: 'las', label: 'LAS' },
        ]}
        aria-label="Export format"
      />
      {format === 'csv' ? (
        <>
          <Group justify="space-between">
            <Button variant="light" size="xs" onClick={() => setSelected((s) => toggleAll(s))}>
              Toggle all
            </Button>
            <Text size="xs" c="dimmed">
              {selected.size} selected
            </Text>
          </Group>
          {CSV_EXPORT_GROUPS.map((group) => (
            <SeriesGroup key={group.heading} group={group} selected={selected} onChange={setSelected} />
          ))}
          <TextInput
            label="Filter expression (optional)"
            placeholder="depth <= 3000"
            description={
              // The data travels in feet, so a filter's depths do, whatever unit the project shows depths in.
              display.unit === 'ft'
                ? undefined
                : "Depths in a filter are in feet, as in the CSV's depth (ft) column: up to 3,000 m is depth <= 9842.52."
            }
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            size="xs"
          />
          <Button leftSection={<IconDownload size={16} />} onClick={exportCsv} loading={busy}>
            Export
          </Button>
        </>
      ) : (
        <>
          <Select label="LAS type" data={LAS_TYPES} value={lasType} onChange={(v) => v && setLasType(v)} allowDeselect={false} size="xs" />
          <Button leftSection={<IconDownload size={16} />} onClick={exportLas} loading={busy}>
            Export
          </Button>
        </>
      )}
    </Stack>
  );
}

/** One group of series: its heading toggles the group (with the count ticked), then a box per series. */
function SeriesGroup({
  group,
  selected,
  onChange,
}: {
  group: (typeof CSV_EXPORT_GROUPS)[number];
  selected: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const ticked = group.series.filter((s) => selected.has(s)).length;
  return (
    <Stack gap={6} role="group" aria-label={group.heading}>
      <UnstyledButton onClick={() => onChange(toggleGroup(selected, group.series))} title={`Toggle ${group.heading}`}>
        <Text fw={600} size="sm">
          {group.heading}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            ({ticked}/{group.series.length})
          </Text>
        </Text>
      </UnstyledButton>
      <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
        {group.series.map((name) => (
          <Checkbox
            key={name}
            size="xs"
            label={name}
            // A derived series says how it is computed (Pixler C1/C2 = C1 / C2), a measured one its long name.
            title={derivedDescription(name) || findSeries(name)?.long_name}
            checked={selected.has(name)}
            onChange={(e) => {
              const on = e.currentTarget.checked;
              const next = new Set(selected);
              if (on) next.add(name);
              else next.delete(name);
              onChange(next);
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
