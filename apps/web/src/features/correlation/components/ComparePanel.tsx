import { useState } from 'react';
import { ActionIcon, Anchor, Box, Button, Group, Loader, NumberInput, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconX } from '@tabler/icons-react';
import type { ComparedWell, CorrelationWellInfo } from '@mudstack/contracts';
import { fixedText, fixedWithUnit, haworthZoneDef, SERIES_PALETTE, type PixlerLine } from '@mudstack/core';
import { PixlerSvg } from '../../../components/charts/InterpretationPlots';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import { LoadFailed } from '../../../components/LoadFailed';
import { useDepthUnit } from '../../../lib/depth-unit';
import { comparisonCsvUrl, useComparison, type ComparisonRequest } from '../api/get-comparison';
import classes from './correlation.module.css';

/**
 * Compare intervals: the wells over one interval of the view (the window in view, or depths typed in): peak and
 * mean total gas, mean wetness, balance and character, the dominant Haworth zone, and a Pixler line per well.
 */
export function ComparePanel({
  ids,
  tvd,
  wells,
  flatten,
  hub,
  onClose,
}: {
  ids: number[];
  tvd: boolean;
  wells: Map<number, CorrelationWellInfo>;
  flatten: string | null;
  hub: DepthSyncHub;
  onClose: () => void;
}) {
  const display = useDepthUnit();
  const inView = () => {
    const r = hub.getRange();
    return r ? { from: Math.round(display.show(r.min) * 10) / 10, to: Math.round(display.show(r.max) * 10) / 10 } : { from: 0, to: 0 };
  };
  const [interval, setChosen] = useState(inView);
  const [typed, setTyped] = useState(interval);
  const valid = Number.isFinite(interval.from) && Number.isFinite(interval.to) && interval.from !== interval.to;
  const request: ComparisonRequest | null = valid
    ? { ids, from: display.toFeet(Math.min(interval.from, interval.to)), to: display.toFeet(Math.max(interval.from, interval.to)), flatten, tvd }
    : null;
  const comparison = useComparison(request);
  const apply = (next: { from: number; to: number }) => {
    setTyped(next);
    setChosen(next);
  };
  const shown = comparison.data?.wells ?? [];
  return (
    <aside className={classes.compare} aria-label="Compare intervals" data-testid="compare-panel">
      <Group justify="space-between" mb="xs">
        <Title order={4}>Compare intervals</Title>
        <ActionIcon variant="subtle" color="gray" aria-label="Close the comparison" onClick={onClose}>
          <IconX size={16} />
        </ActionIcon>
      </Group>
      <Text size="xs" c="dimmed" mb={6}>
        {flatten ? `Depths relative to the top of ${flatten}` : tvd ? 'True vertical depths' : 'Measured depths'}
        {flatten && tvd ? ' in TVD' : ''}, in {display.unit}. Each well is read over the same interval{flatten ? ' below its own top' : ''}; the table
        gives it in each well's measured depth.
      </Text>
      <Group gap="xs" align="flex-end" mb="xs">
        <NumberInput
          size="xs"
          w={100}
          label="From"
          value={typed.from}
          onChange={(v) => setTyped((t) => ({ ...t, from: Number(v) }))}
          decimalScale={1}
        />
        <NumberInput size="xs" w={100} label="To" value={typed.to} onChange={(v) => setTyped((t) => ({ ...t, to: Number(v) }))} decimalScale={1} />
        <Button size="xs" onClick={() => setChosen(typed)} disabled={typed.from === typed.to}>
          Compare
        </Button>
      </Group>
      <Group gap="xs" mb="sm">
        <Button size="xs" variant="light" onClick={() => apply(inView())}>
          Use the window in view
        </Button>
        {request && (
          <Tooltip label="Every well's numbers over this interval, unrounded">
            <Anchor href={comparisonCsvUrl(request)} download size="xs" data-testid="compare-csv">
              <Group gap={4} wrap="nowrap">
                <IconDownload size={14} /> Download CSV
              </Group>
            </Anchor>
          </Tooltip>
        )}
      </Group>
      {!valid && (
        <Text size="sm" c="dimmed">
          Type an interval whose top and base differ.
        </Text>
      )}
      {comparison.isError && <LoadFailed what="The comparison" onRetry={() => void comparison.refetch()} retrying={comparison.isFetching} />}
      {comparison.isPending && valid && <Loader size="sm" />}
      {shown.length > 0 && <ComparisonTable wells={shown} names={wells} />}
      {shown.length > 0 && <WellsPixler wells={shown} />}
    </aside>
  );
}

function ComparisonTable({ wells, names }: { wells: ComparedWell[]; names: Map<number, CorrelationWellInfo> }) {
  const display = useDepthUnit();
  return (
    <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6} fz="xs" mb="sm" data-testid="comparison-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Well</Table.Th>
          <Table.Th ta="right">Peak TG</Table.Th>
          <Table.Th ta="right">Mean TG</Table.Th>
          <Table.Th ta="right">Wh (%)</Table.Th>
          <Table.Th ta="right">Bh</Table.Th>
          <Table.Th ta="right">Ch</Table.Th>
          <Table.Th>Dominant zone</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {wells.map((w) => {
          const zone = w.dominant_zone === null ? undefined : haworthZoneDef(w.dominant_zone);
          const name = w.name ?? names.get(w.id)?.name ?? `Project ${w.id}`;
          return (
            <Table.Tr key={w.id} data-project-id={w.id}>
              <Table.Td>
                <Text size="xs" fw={600}>
                  {name}
                </Text>
                {w.from !== null && w.to !== null && (
                  <Text size="xs" c="dimmed">
                    {display.text(w.from)}–{display.text(w.to)} {display.unit} MD · {w.rows.toLocaleString('en-US')} rows
                  </Text>
                )}
                {w.reason && (
                  <Text size="xs" c="dimmed">
                    {w.reason}
                  </Text>
                )}
              </Table.Td>
              {/* Each well's own unit, on both: one well's file may give total gas in ppm, another's in gas units. */}
              <Table.Td ta="right">{fixedWithUnit(w.peak_total_gas, 0, w.total_gas_unit)}</Table.Td>
              <Table.Td ta="right">{fixedWithUnit(w.mean_total_gas, 0, w.total_gas_unit)}</Table.Td>
              <Table.Td ta="right">{fixedText(w.mean_wh, 1)}</Table.Td>
              <Table.Td ta="right">{fixedText(w.mean_bh, 1)}</Table.Td>
              <Table.Td ta="right">{fixedText(w.mean_ch, 2)}</Table.Td>
              <Table.Td>
                {zone ? (
                  <Group gap={4} wrap="nowrap">
                    <Box w={12} h={10} style={{ background: zone.color.slice(0, 7), opacity: 0.6, border: '1px solid #0003' }} />
                    <Text size="xs">
                      {zone.code} {zone.name} ({Math.round((w.dominant_share ?? 0) * 100)}%)
                    </Text>
                  </Group>
                ) : (
                  '–'
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** The Pixler plot with one line per well: each ratio's mean over the interval (positive values only). */
function WellsPixler({ wells }: { wells: ComparedWell[] }) {
  const drawn = wells.filter((w) => w.pixler.filter((v) => v !== null).length >= 2);
  const lines: PixlerLine[] = drawn.map((w, i) => ({ depth: i, ratios: w.pixler.map((v) => v ?? NaN) as PixlerLine['ratios'] }));
  const colors = drawn.map((_, i) => SERIES_PALETTE[i % SERIES_PALETTE.length]);
  const names = drawn.map((w) => w.name ?? `Project ${w.id}`);
  const [active, setActive] = useState<number | null>(null);
  if (drawn.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No well has the C1-C5 gases a Pixler line needs over this interval.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Pixler plot, one line per well
      </Text>
      {/* Wider than the panel at its narrowest: it scrolls, and the keyboard can scroll it. */}
      <Box style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label="Pixler plot, one line per well">
        <PixlerSvg lines={lines} active={active} onHover={setActive} colors={colors} names={names} />
      </Box>
      <Group gap="sm" data-testid="pixler-legend">
        {names.map((n, i) => (
          <Group key={n + i} gap={4} wrap="nowrap">
            <Box w={14} h={3} style={{ background: colors[i] }} />
            <Text size="xs">{n}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
