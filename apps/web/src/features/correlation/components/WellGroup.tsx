import { memo, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CorrelationWellInfo, Graph } from '@mudstack/contracts';
import { DepthChart } from '../../../components/charts/DepthChart';
import { toLogColumns } from '../../../components/charts/build-depth-chart-config';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { DepthRange, Formation, Hairline } from '../../../components/charts/types';
import { OVERVIEW_MIN_ROWS, OVERVIEW_RUNS, useSeriesData, type SeriesData } from '../../../lib/api/series-data';
import {
  graphColumns,
  graphSeries,
  graphBands,
  isLogGraph,
  requestableSeries,
  seriesUnion,
  trackLegendSeries,
  type CurveMap,
} from '../../../lib/graph-sections';
import { useDepthUnit } from '../../../lib/depth-unit';
import { useBoxHeight } from '../../../lib/use-box-size';
import { shiftDepths, shiftFormations, shiftHairlines, trackGroupName, type shownWell } from '../model/correlation-view';
import { plottedExtent, type SharedScales } from '../model/shared-scales';
import { tvdRows } from '@mudstack/core';
import classes from './correlation.module.css';

interface Props {
  well: CorrelationWellInfo;
  /** The well as the view draws it: its TVD curve (null: measured depth), and its formations and marks in that depth. */
  shown: ReturnType<typeof shownWell>;
  graphs: Graph[];
  /** Depth shown = measured depth - offset (the formation's top when the view is flattened). */
  offset: number;
  hub: DepthSyncHub;
  syncKey: string;
  /** Every track's legend gets this many lines, so the plots of all wells start level. */
  legendRows: number;
  /** A note on the group (for example, not flattened). */
  note?: string;
  /** One value scale per graph across the wells: each track reports what it plots and is drawn on the range of all. */
  scales: SharedScales;
}

/** The window the hub shows, followed as it moves (one render a frame at most: the name of the group follows it). */
function useHubWindow(hub: DepthSyncHub): DepthRange | null {
  const frame = useRef(0);
  return useSyncExternalStore(
    (notify) =>
      hub.subscribe(() => {
        cancelAnimationFrame(frame.current);
        frame.current = requestAnimationFrame(notify);
      }),
    hub.getRange,
  );
}

/**
 * One well's track group: its name (a link to its workspace) and project, then a depth track and a track per
 * graph, depth down, on the correlation's shared window. A region named for the window it shows, in its own
 * measured depth.
 */
export const WellGroup = memo(function WellGroup({ well, shown, graphs, offset, hub, syncKey, legendRows, note, scales }: Props) {
  const display = useDepthUnit();
  const curves: CurveMap = useMemo(() => new Map(well.curves.map((c) => [c.name, c])), [well.curves]);
  const tvdCurve = shown.tvdCurve;
  const series = useMemo(() => {
    const names = requestableSeries(seriesUnion(graphs), curves);
    return tvdCurve && !names.includes(tvdCurve) ? [...names, tvdCurve] : names;
  }, [graphs, curves, tvdCurve]);
  // A large well asks for its overview first and its rows once the overview has come: with several wells, every
  // overview is drawn before any well's rows compete with them for the browser's connections.
  const large = well.row_count >= OVERVIEW_MIN_ROWS;
  const request = { projectId: well.id, revision: well.data_revision, series, large };
  const overview = useSeriesData({ ...request, overview: OVERVIEW_RUNS }, { enabled: large });
  const rows = useSeriesData(request, { enabled: !large || overview.data !== undefined || overview.isError });
  const loaded = rows.data ?? overview.data;
  const data = useMemo(() => (loaded && tvdCurve ? onTvdAxis(loaded, tvdCurve) : loaded), [loaded, tvdCurve]);
  const x = useMemo(() => (data ? shiftDepths(data.x, offset) : null), [data, offset]);
  const formations = useMemo(() => shiftFormations(shown.formations, offset), [shown.formations, offset]);
  const hairlines = useMemo(() => shiftHairlines(shown.hairlines, offset), [shown.hairlines, offset]);

  useNothingToShare(scales, graphs, well.id, rows.isError && !loaded);
  const window = useHubWindow(hub);
  const label = trackGroupName(well.name, window, offset, display, tvdCurve !== null);
  return (
    <section className={classes.group} aria-label={label} data-testid="well-group" data-project-id={well.id} data-offset={offset}>
      <div className={classes.groupHead}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Anchor component={Link} to={`/projects/${well.id}`} fw={600} size="sm" truncate>
            {well.name}
          </Anchor>
          {offset !== 0 && (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              0 = {display.text(offset)} {display.unit} {tvdCurve ? 'TVD' : 'MD'}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {well.well || 'No well name in the file'}
          {note ? ` · ${note}` : ''}
        </Text>
      </div>
      <div className={classes.tracks}>
        {!data || !x ? (
          <LoadingTracks count={graphs.length + 1} failed={rows.isError} />
        ) : (
          <>
            <Track title="Depth" depth>
              {(height) => (
                <DepthChart
                  depthUnit={display}
                  hub={hub}
                  syncKey={syncKey}
                  series={[]}
                  data={{ x, ys: [] }}
                  yLabel={display.unit}
                  height={height}
                  depthDown
                  depthTrack
                  legendRows={legendRows}
                  formations={formations}
                  readOnly
                  ariaLabel={`${well.name} depth track`}
                  data-testid="correlation-depth-track"
                />
              )}
            </Track>
            {graphs.map((g) => (
              <GraphTrack
                key={g.name}
                graph={g}
                data={data}
                x={x}
                curves={curves}
                hub={hub}
                syncKey={syncKey}
                legendRows={legendRows}
                formations={formations}
                hairlines={hairlines}
                preview={!rows.data}
                wellName={well.name}
                wellId={well.id}
                scales={scales}
              />
            ))}
          </>
        )}
      </div>
    </section>
  );
});

/** A track: its title, then a body the chart fills (its height followed as the window resizes). */
function Track({ title, depth, children }: { title: string; depth?: boolean; children: (height: number) => React.ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  const height = useBoxHeight(body);
  return (
    <div className={`${classes.track} ${depth ? classes.depthTrack : ''}`}>
      <div className={classes.trackTitle} title={title} data-testid="track-title">
        {title}
      </div>
      <div ref={body} className={classes.trackBody}>
        {height > 0 && children(height)}
      </div>
    </div>
  );
}

interface GraphTrackProps {
  graph: Graph;
  data: SeriesData;
  x: Float64Array;
  curves: CurveMap;
  hub: DepthSyncHub;
  syncKey: string;
  legendRows: number;
  formations: Formation[];
  hairlines: Hairline[];
  preview: boolean;
  wellName: string;
  wellId: number;
  scales: SharedScales;
}

/**
 * One graph of a well, depth down, as the workspace draws it: log or linear as configured, a Haworth track over its
 * zones; on the value range every well's track of this graph shares (SharedScales).
 */
function GraphTrack({ graph, data, x, curves, hub, syncKey, legendRows, formations, hairlines, preview, wellName, wellId, scales }: GraphTrackProps) {
  const display = useDepthUnit();
  const logY = isLogGraph(graph);
  const series = useMemo(() => trackLegendSeries(graphSeries(graph, curves), curves), [graph, curves]);
  const shown = useMemo(
    () => ({
      x,
      ys: graphColumns(
        data.columns,
        series.map((s) => s.name),
        data.rows,
      ),
    }),
    [x, data, series],
  );
  const plotted = useMemo(() => (logY ? { x, ys: toLogColumns(shown.ys).columns } : shown), [logY, x, shown]);
  const bands = useMemo(() => graphBands(graph, x, data.columns.get('haworth_zone'), formations), [graph, x, data, formations]);
  const yRange = useSharedYRange(scales, graph.name, wellId, plotted.ys, logY);
  return (
    <Track title={graph.name}>
      {(height) => (
        <DepthChart
          depthUnit={display}
          hub={hub}
          syncKey={syncKey}
          series={series}
          data={plotted}
          values={logY ? shown : undefined}
          logY={logY}
          yRange={yRange}
          preview={preview}
          yLabel=""
          height={height}
          depthDown
          compact
          legendRows={legendRows}
          hairlines={hairlines}
          formations={bands}
          readOnly
          ariaLabel={`${graph.name} of ${wellName}`}
          data-testid="correlation-track"
        />
      )}
    </Track>
  );
}

/** A well whose data failed to load has nothing to plot: the other wells' tracks share their scales without it. */
function useNothingToShare(scales: SharedScales, graphs: Graph[], wellId: number, failed: boolean) {
  useEffect(() => {
    if (!failed) return;
    for (const g of graphs) scales.report(g.name, wellId, null);
    return () => graphs.forEach((g) => scales.withdraw(g.name, wellId));
  }, [scales, graphs, wellId, failed]);
}

/** Reports what this well's track of `graph` plots (withdrawn when it goes), and answers the range all wells share. */
function useSharedYRange(scales: SharedScales, graph: string, wellId: number, plotted: readonly ArrayLike<number>[], log: boolean) {
  const extent = useMemo(() => plottedExtent(plotted), [plotted]);
  useEffect(() => {
    scales.report(graph, wellId, extent);
    return () => scales.withdraw(graph, wellId);
  }, [scales, graph, wellId, extent]);
  const subscribe = useCallback((listener: () => void) => scales.subscribe(graph, listener), [scales, graph]);
  const version = useSyncExternalStore(subscribe, () => scales.version(graph));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version: the extents changed
  return useMemo(() => scales.range(graph, log, { well: wellId, extent }), [scales, version, graph, log, wellId, extent]);
}

function LoadingTracks({ count, failed }: { count: number; failed: boolean }) {
  if (failed) {
    return (
      <Text size="sm" c="red.8" p="sm">
        This well's data failed to load. Reload the page to try again.
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" align="stretch" style={{ flex: 1 }} aria-busy data-testid="well-loading">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={classes.track} radius="sm" style={{ height: '100%' }} />
      ))}
    </Group>
  );
}

/** A well's rows on its TVD axis: the rows where TVD rises (core `tvdRows`), drawn at their TVD. */
function onTvdAxis(data: SeriesData, curve: string): SeriesData {
  const tvd = data.columns.get(curve);
  if (!tvd) return data;
  const axis = tvdRows(data.x, tvd);
  const columns = new Map<string, Float64Array>();
  for (const [name, col] of data.columns)
    columns.set(
      name,
      Float64Array.from(axis.rows, (r) => col[r]),
    );
  return { ...data, x: axis.tvd, columns, rows: axis.rows.length };
}
