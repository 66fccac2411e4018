import { useMemo, useState } from 'react';
import { Center, Loader, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDepthUnit } from '../../../lib/depth-unit';
import { DepthChart } from '../../../components/charts/DepthChart';
import { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { ChartSeries, DepthData, DepthRange } from '../../../components/charts/types';
import { useSeriesData, type SeriesData } from '../../../lib/api/series-data';
import { BACKGROUND_OPTIONS, graphColumns, smoothingLabel } from '../../../lib/graph-sections';

interface Props {
  opened: boolean;
  onClose: () => void;
  projectId: number;
  revision?: number;
  filterExpression?: string;
  title: string;
  series: ChartSeries[];
  yLabel: string;
  /** The window in view when the modal opened. */
  range: DepthRange | null;
  initialLevel: number;
}

/**
 * The smoothing comparison: the original curves with the background estimated at the chosen level drawn over them
 * (dashed), and below them what background subtraction leaves, in step, labelled by the level.
 */
export function SmoothingModal(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Smoothing comparison: ${props.title}`} size="80%">
      {props.opened && <Comparison {...props} />}
    </Modal>
  );
}

/** The estimated background of a series: its curve's colour, dashed, named after it. */
export function backgroundSeries(series: ChartSeries[]): ChartSeries[] {
  return series.map((s) => ({ name: `${s.name}:background`, label: `${s.label} background`, color: s.color, dash: [5, 4] }));
}

function columnsOf(data: SeriesData | undefined, names: string[]): DepthData | null {
  return data ? { x: data.x, ys: graphColumns(data.columns, names, data.rows) } : null;
}

function Comparison({ projectId, revision, filterExpression, series, yLabel, range, initialLevel }: Props) {
  const depthUnit = useDepthUnit();
  const [level, setLevel] = useState(initialLevel || BACKGROUND_OPTIONS[1].value);
  const [hub] = useState(() => {
    const h = new DepthSyncHub();
    if (range) h.setRange(range);
    return h;
  });
  const names = series.map((s) => s.name);
  const request = { projectId, revision, filterExpression, series: names };
  const original = useSeriesData(request);
  const estimate = useSeriesData({ ...request, backgroundSubtract: level, background: 'estimate' }, { keepPrevious: true });
  const subtracted = useSeriesData({ ...request, backgroundSubtract: level }, { keepPrevious: true });
  const overlaid = useMemo(() => {
    const plain = columnsOf(original.data, names);
    const background = columnsOf(estimate.data, names);
    // Both answers hold the same rows (the same revision and filter): the background is drawn on the original depths.
    return plain && background && background.x.length === plain.x.length ? { x: plain.x, ys: [...plain.ys, ...background.ys] } : null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- names follow the answers: recompute only when new data arrives
  }, [original.data, estimate.data]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- names follow the answer: recompute only when new data arrives
  const subtractedData = useMemo(() => columnsOf(subtracted.data, names), [subtracted.data]);
  const overlaidSeries = useMemo(() => [...series, ...backgroundSeries(series)], [series]);
  const failed = <Text c="red">The data could not be loaded.</Text>;
  return (
    <Stack gap="xs">
      <SegmentedControl
        data={BACKGROUND_OPTIONS.map((o) => ({ label: `${o.label} (${o.value})`, value: String(o.value) }))}
        value={String(level)}
        onChange={(v) => setLevel(Number(v))}
        w={360}
      />
      <Text fw={600} size="sm">
        Original, with the estimated background ({smoothingLabel(level)}) dashed
      </Text>
      {overlaid ? (
        <DepthChart
          depthUnit={depthUnit}
          hub={hub}
          syncKey="smoothing"
          series={overlaidSeries}
          data={overlaid}
          yLabel={yLabel}
          height={200}
          readOnly
          data-testid="smoothing-original"
        />
      ) : (
        <Center h={200}>{original.isError || estimate.isError ? failed : <Loader size="sm" />}</Center>
      )}
      <Text fw={600} size="sm">
        Background subtracted ({smoothingLabel(level)})
      </Text>
      {subtractedData ? (
        <DepthChart
          depthUnit={depthUnit}
          hub={hub}
          syncKey="smoothing"
          series={series}
          data={subtractedData}
          yLabel={yLabel}
          height={200}
          readOnly
          data-testid="smoothing-subtracted"
        />
      ) : (
        <Center h={200}>{subtracted.isError ? failed : <Loader size="sm" />}</Center>
      )}
    </Stack>
  );
}
