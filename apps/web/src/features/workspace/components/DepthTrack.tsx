import { memo, useMemo, useRef } from 'react';
import { Paper, Text } from '@mantine/core';
import { useDepthUnit } from '../../../lib/depth-unit';
import { DepthChart } from '../../../components/charts/DepthChart';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { SeriesData } from '../../../lib/api/series-data';
import { useBoxHeight } from '../../../lib/use-box-size';
import { useWorkspaceState } from '../hooks/use-workspace-state';
import classes from './workspace.module.css';

interface Props {
  sectionData: SeriesData;
  hub: DepthSyncHub;
  syncKey: string;
  compact?: boolean;
  /** The legend's lines of the tracks beside it, so its plot starts at the same depth as theirs. */
  legendRows?: number;
}

/**
 * The depth track of a depth-down workspace: depth in feet at round intervals down its left
 * edge and the formation tops as labelled bands beside them, on the section's window. It is a chart like the
 * tracks beside it (same head, legend and top axis), so its depths line up with theirs; zoom, pan and the
 * cursor work on it as on any track.
 */
export const DepthTrack = memo(function DepthTrack({ sectionData, hub, syncKey, compact, legendRows }: Props) {
  const depthUnit = useDepthUnit();
  const { state } = useWorkspaceState();
  const body = useRef<HTMLDivElement>(null);
  const height = useBoxHeight(body);
  const data = useMemo(() => ({ x: sectionData.x, ys: [] }), [sectionData]);
  return (
    <Paper
      withBorder
      className={`${classes.panel} ${compact ? classes.panelCompact : ''} ${classes.track} ${classes.depthTrack}`}
      data-testid="depth-track"
    >
      <div className={classes.panelHeader}>
        <Text fw={600} size="sm">
          Depth
        </Text>
      </div>
      <div ref={body} className={classes.trackBody}>
        {sectionData.rows >= 2 && (
          <DepthChart
            depthUnit={depthUnit}
            hub={hub}
            syncKey={syncKey}
            series={[]}
            data={data}
            yLabel="ft"
            height={height}
            depthDown
            legendRows={legendRows}
            depthTrack
            formations={state.formations}
            readOnly
            ariaLabel="Depth track"
            data-testid="depth-track-chart"
          />
        )}
      </div>
    </Paper>
  );
});
