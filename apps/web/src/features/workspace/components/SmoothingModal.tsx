import { useMemo, useState } from 'react';
import { Center, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { DepthChart } from '../../../components/charts/DepthChart';
import { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { ChartSeries, DepthData, DepthRange } from '../../../components/charts/types';
import { useSeriesData } from '../api/get-series-data';
import { BACKGROUND_OPTIONS, graphColumns, smoothingLabel } from '../model/sections';

interface Props {
  opened: boolean;
  onClose: () => void;
  projectId: number;
  revision?: number;
  filterExpression?: string;
  title: string;
  series: ChartSeries[];
  yLabel: string;
  original: DepthData;
  /** The window in view when the modal opened. */
  range: DepthRange | null;
  initialLevel: number;
}

/** Original against background-subtracted data, in step, labelled by the smoothing rule. */
export function SmoothingModal(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Smoothing comparison: ${props.title}`} size="80%">
      {props.opened && <Comparison {...props} />}
    </Modal>
  );
}

function Comparison({ projectId, revision, filterExpression, series, yLabel, original, range, initialLevel }: Props) {
  const [level, setLevel] = useState(initialLevel || BACKGROUND_OPTIONS[1].value);
  const [hub] = useState(() => {
    const h = new DepthSyncHub();
    if (range) h.setRange(range);
    return h;
  });
  const names = series.map((s) => s.name);
  const smoothed = useSeriesData({ projectId, revision, filterExpression, series: names, backgroundSubtract: level }, { keepPrevious: true });
  const smoothedData = useMemo(
    () => (smoothed.data ? { x: smoothed.data.x, ys: graphColumns(smoothed.data.columns, names, smoothed.data.rows) } : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names follow the answer: recompute only when new data arrives
    [smoothed.data],
  );
  return (
    <Stack gap="xs">
      <SegmentedControl
        data={BACKGROUND_OPTIONS.map((o) => ({ label: `${o.label} (${o.value})`, value: String(o.value) }))}
        value={String(level)}
        onChange={(v) => setLevel(Number(v))}
        w={360}
      />
      <Text fw={600} size="sm">
        Original
      </Text>
      <DepthChart hub={hub} syncKey="smoothing" series={series} data={original} yLabel={yLabel} height={200} readOnly />
      <Text fw={600} size="sm">
        Smoothed ({smoothingLabel(level)})
      </Text>
      {smoothedData ? (
        <DepthChart hub={hub} syncKey="smoothing" series={series} data={smoothedData} yLabel={yLabel} height={200} readOnly />
      ) : (
        <Center h={200}>{smoothed.isError ? <Text c="red">The smoothed data could not be loaded.</Text> : <Loader size="sm" />}</Center>
      )}
    </Stack>
  );
}
