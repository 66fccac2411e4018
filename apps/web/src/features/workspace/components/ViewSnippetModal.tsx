import { useMemo, useState } from 'react';
import { Badge, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { Snippet } from '@mudstack/contracts';
import { findSeries } from '@mudstack/core';
import { useDepthUnit } from '../../../lib/depth-unit';
import { DepthChart } from '../../../components/charts/DepthChart';
import { DepthSyncHub } from '../../../components/charts/sync-hub';
import { useSeriesData } from '../api/get-series-data';
import { graphColumns, graphYLabel, smoothingLabel } from '../model/sections';

interface Props {
  projectId: number;
  revision?: number;
  snippet: Snippet | null;
  onClose: () => void;
}

/** A snippet drawn on its own small graph: its window, its series, in catalogue colours. */
export function ViewSnippetModal({ projectId, revision, snippet, onClose }: Props) {
  return (
    <Modal opened={snippet != null} onClose={onClose} title={snippet ? `Snippet: ${snippet.name}` : 'Snippet'} size="xl">
      {snippet && <SnippetGraph projectId={projectId} revision={revision} snippet={snippet} />}
    </Modal>
  );
}

function SnippetGraph({ projectId, revision, snippet }: { projectId: number; revision?: number; snippet: Snippet }) {
  const du = useDepthUnit();
  const depthUnit = useDepthUnit();
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
  const series = useMemo(
    () => names.map((n) => ({ name: n, label: findSeries(n)?.long_name ?? n, color: findSeries(n)?.default_color ?? '#495057' })),
    [names],
  );
  const depthData = useMemo(
    () => (data.data ? { x: data.data.x, ys: graphColumns(data.data.columns, names, data.data.rows) } : null),
    [data.data, names],
  );
  const [y0, y1] = snippet.config.dateWindow.y;
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
        <Text c="red" size="sm">
          The snippet's data could not be loaded.
        </Text>
      ) : (
        <DepthChart
          depthUnit={depthUnit}
          hub={hub}
          series={series}
          data={depthData}
          yLabel={graphYLabel({ ylabel: '', series: Object.fromEntries(names.map((n) => [n, ''])) })}
          height={260}
          initialYRange={{ min: Math.min(y0, y1), max: Math.max(y0, y1) }}
          readOnly
          data-testid="snippet-chart"
        />
      )}
    </Stack>
  );
}
