import { useMemo, useState } from 'react';
import { Badge, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import type { Snippet } from '@mudstack/contracts';
import { findSeries, seriesLabel } from '@mudstack/core';
import { toLogColumns } from '../../../components/charts/build-depth-chart-config';
import { useDepthUnit } from '../../../lib/depth-unit';
import { DepthChart } from '../../../components/charts/DepthChart';
import { DepthSyncHub } from '../../../components/charts/sync-hub';
import { useSeriesData } from '../../../lib/api/series-data';
import { axisLabel, graphColumns, graphYLabel, smoothingLabel } from '../../../lib/graph-sections';
import { LoadFailed } from '../../../components/LoadFailed';

interface Props {
  projectId: number;
  revision?: number;
  snippet: Snippet | null;
  onClose: () => void;
}

/** A snippet drawn on its own small graph as it was saved: its window, series, colours, scale and background. */
export function ViewSnippetModal({ projectId, revision, snippet, onClose }: Props) {
  return (
    <Modal opened={snippet != null} onClose={onClose} title={snippet ? `Snippet: ${snippet.name}` : 'Snippet'} size="xl">
      {snippet && <SnippetGraph projectId={projectId} revision={revision} snippet={snippet} />}
    </Modal>
  );
}

function SnippetGraph({ projectId, revision, snippet }: { projectId: number; revision?: number; snippet: Snippet }) {
  const du = useDepthUnit();
  const [lo, hi] = snippet.config.dateWindow.x;
  const [hub] = useState(() => {
    const h = new DepthSyncHub();
    h.setBounds({ min: Math.min(lo, hi), max: Math.max(lo, hi) });
    return h;
  });
  const names = snippet.config.series;
  const background = snippet.config.backgroundSubtract ?? 0;
  const data = useSeriesData({
    projectId,
    revision,
    series: names,
    // Drawn as the graph showed it when saved (background-subtracted when it was).
    backgroundSubtract: background > 0 ? background : undefined,
    filterExpression: `depth >= ${Math.floor(Math.min(lo, hi)) - 1} and depth <= ${Math.ceil(Math.max(lo, hi)) + 1}`,
  });
  // As it was saved: its colours (catalogue colours for a snippet saved before they were kept) and its scale.
  const colors = snippet.config.colors;
  const series = useMemo(
    () => names.map((n) => ({ name: n, label: seriesLabel(n), color: colors?.[n] ?? findSeries(n)?.default_color ?? '#495057' })),
    [names, colors],
  );
  const logY = snippet.config.scale === 'log';
  const values = useMemo(
    () => (data.data ? { x: data.data.x, ys: graphColumns(data.data.columns, names, data.data.rows) } : null),
    [data.data, names],
  );
  const depthData = useMemo(() => (values && logY ? { x: values.x, ys: toLogColumns(values.ys).columns } : values), [values, logY]);
  const [y0, y1] = snippet.config.dateWindow.y;
  // A log axis is drawn in log10 units: the saved window (in the graph's unit) is given to it in those.
  const yRange = logY
    ? { min: Math.log10(Math.max(Math.min(y0, y1), 1e-12)), max: Math.log10(Math.max(y0, y1, 1e-12)) }
    : { min: Math.min(y0, y1), max: Math.max(y0, y1) };
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Badge variant="light">
          {du.text(lo)} – {du.text(hi)} {du.unit}
        </Badge>
        {background > 0 && (
          <Badge variant="light" color="grape" data-testid="snippet-background">
            Background subtracted · {smoothingLabel(background)}
          </Badge>
        )}
        {snippet.renormalize && (
          <Badge variant="light" color="grape">
            Renormalized
          </Badge>
        )}
      </Group>
      {data.isPending ? (
        <Center h={260}>
          <Loader size="sm" />
        </Center>
      ) : data.isError || !depthData ? (
        <LoadFailed what="The snippet's data" onRetry={() => void data.refetch()} retrying={data.isFetching} />
      ) : (
        <DepthChart
          depthUnit={du}
          hub={hub}
          series={series}
          data={depthData}
          yLabel={axisLabel(graphYLabel({ ylabel: '', series: Object.fromEntries(names.map((n) => [n, ''])) }), logY)}
          height={260}
          initialYRange={yRange}
          logY={logY}
          values={logY ? (values ?? undefined) : undefined}
          readOnly
          data-testid="snippet-chart"
        />
      )}
    </Stack>
  );
}
