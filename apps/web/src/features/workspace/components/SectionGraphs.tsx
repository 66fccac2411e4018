import { useEffect, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Center, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import type { Graph, Snippet } from '@mudstack/contracts';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import { seriesDataQueryKey, useSeriesData } from '../../../lib/api/series-data';
import { markOnce } from '../../../lib/load-marks';
import type { CurveMap, Section } from '../../../lib/graph-sections';
import { sectionDataRequests } from '../api/prefetch-graph-data';
import { usePaintedOnce } from '../hooks/use-painted-once';
import { useRowReader } from '../hooks/use-row-reader';
import type { TrackSizes } from '../hooks/use-track-sizes';
import { trackStyle } from '../model/track-sizes';
import { GraphErrorBoundary } from './GraphErrorBoundary';
import { DepthTrack } from './DepthTrack';
import { GraphPanel } from './GraphPanel';
import classes from './workspace.module.css';

interface Props {
  projectId: number;
  section: Section;
  graphs: Graph[];
  split: number | null;
  revision?: number;
  hub: DepthSyncHub;
  snippets: Snippet[];
  showHairlines: boolean;
  /** The project's curves: file curves a graph names are requested only when the project has them. */
  curves: CurveMap;
  /** Graph heights and density. */
  tracks: TrackSizes;
  /** Rows of the data revision: a large one is drawn from an overview first. */
  rowCount: number;
  onFailed: () => void;
}

const SECTION_LABEL: Record<Section, string> = { vertical: 'Vertical', lateral: 'Lateral' };

/**
 * The stacked graphs of one section: one data call (binary columns) for every series they need; for a large
 * well, a call for their overview first, drawn until every row has arrived (asked for once the overview is drawn).
 */
export function SectionGraphs(props: Props) {
  const { projectId, section, graphs, split, revision, hub, snippets, showHairlines, curves, tracks, rowCount, onFailed } = props;
  const requests = useMemo(
    () => sectionDataRequests({ projectId, section, graphs, split, revision, curves, rowCount }),
    [projectId, section, graphs, split, revision, curves, rowCount],
  );
  const filterExpression = requests.rows.filterExpression;
  // Every row held already (this section seen before): no overview.
  const rowsHeld = useQueryClient().getQueryData(seriesDataQueryKey(requests.rows)) !== undefined;
  const overview = useSeriesData(requests.overview, { enabled: requests.overviewFirst && !rowsHeld });
  // A large well's every row is asked for once its overview is on screen (or failed), not beside it.
  const overviewPainted = usePaintedOnce(overview.data);
  if (overviewPainted) markOnce('mudstack:overview-painted');
  // The worker that reads every row starts meanwhile, not once the call is made.
  useRowReader(requests.overviewFirst && overview.data !== undefined);
  const rows = useSeriesData(requests.rows, { enabled: !requests.overviewFirst || rowsHeld || overviewPainted || overview.isError });
  // Every row once it is here; until then the overview (when asked for and arrived).
  const shown = rows.data ?? overview.data;
  const preview = !rows.data;

  useEffect(() => {
    if (rows.isError) onFailed();
  }, [rows.isError, onFailed]);

  useEffect(() => {
    const x = shown?.x;
    if (x && x.length > 0) hub.setBounds({ min: x[0], max: x[x.length - 1] });
  }, [shown, hub]);

  if (graphs.length === 0) {
    return <Empty text={`This configuration has no graphs for the ${SECTION_LABEL[section]} section.`} />;
  }
  const down = tracks.depthDown;
  if (!shown || rows.isError) {
    if (down) {
      return (
        <div className={classes.tracks} data-testid="graphs-loading" aria-busy>
          {graphs.map((g, i) => (
            <Paper key={i} withBorder className={`${classes.panel} ${classes.track}`} style={trackStyle(tracks.widthOf(g.name), tracks.density)}>
              <Text fw={600} size="sm" mb={6} c="dimmed">
                {g.name}
              </Text>
              <Skeleton className={classes.trackBody} radius="sm" />
            </Paper>
          ))}
        </div>
      );
    }
    return (
      <Stack gap={10} data-testid="graphs-loading" aria-busy>
        {graphs.map((g, i) => (
          <Paper key={i} withBorder className={classes.panel}>
            <Text fw={600} size="sm" mb={6} c="dimmed">
              {g.name}
            </Text>
            <Skeleton height={tracks.heightOf(g.name)} radius="sm" />
          </Paper>
        ))}
      </Stack>
    );
  }
  if (shown.rows === 0) {
    return <Empty text={`There is no data in the ${SECTION_LABEL[section]} section.`} />;
  }
  markOnce('mudstack:graphs-render');
  const syncKey = `ws-${projectId}-${section}`;
  // Depth down, every legend has a line for each curve of the row's fullest track.
  const legendRows = Math.max(1, ...graphs.map((g) => Object.keys(g.series).length));
  return (
    <div
      className={down ? classes.tracks : classes.stack}
      data-testid={`section-${section}`}
      data-orientation={down ? 'down' : 'across'}
      aria-busy={preview || undefined}
    >
      {down && <DepthTrack sectionData={shown} hub={hub} syncKey={syncKey} compact={tracks.density === 'compact'} legendRows={legendRows} />}
      {graphs.map((g, i) => (
        <GraphErrorBoundary key={`${i}:${g.name}`} title={g.name}>
          <GraphPanel
            projectId={projectId}
            revision={revision}
            filterExpression={filterExpression}
            graph={g}
            sectionData={shown}
            preview={preview}
            hub={hub}
            syncKey={syncKey}
            snippets={snippets}
            showHairlines={showHairlines}
            curves={curves}
            height={tracks.heightOf(g.name)}
            compact={tracks.density === 'compact'}
            onResize={tracks.setHeight}
            depthDown={down}
            width={tracks.widthOf(g.name)}
            legendRows={legendRows}
            onResizeWidth={tracks.setWidth}
          />
        </GraphErrorBoundary>
      ))}
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Center py={80}>
      <Stack align="center" gap="xs">
        <ThemeIcon size={44} radius="xl" variant="light" color="gray">
          <IconChartLine size={24} />
        </ThemeIcon>
        <Text c="dimmed">{text}</Text>
      </Stack>
    </Center>
  );
}
