import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { ActionIcon, Badge, Box, Group, Paper, Switch, Text, Tooltip } from '@mantine/core';
import { HAWORTH_ZONES } from '@mudstack/core';
import { toLogColumns } from '../../../components/charts/build-depth-chart-config';
import { IconAdjustmentsHorizontal, IconBookmarkPlus, IconWaveSine } from '@tabler/icons-react';
import type { Graph, Snippet } from '@mudstack/contracts';
import { DepthChart, type DepthChartHandle } from '../../../components/charts/DepthChart';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { Hairline } from '../../../components/charts/types';
import { useCreateSnippet } from '../api/create-snippet';
import { useSeriesData, type SeriesData } from '../api/get-series-data';
import { useWorkspaceState } from '../hooks/use-workspace-state';
import {
  axisLabel,
  graphColumns,
  graphSeries,
  graphYLabel,
  haworthBands,
  isEmptyColumn,
  requestableSeries,
  smoothingLabel,
  type CurveMap,
} from '../model/sections';
import {
  clampHeight,
  clampWidth,
  GRAPH_HEIGHT_MAX,
  GRAPH_HEIGHT_MIN,
  GRAPH_HEIGHT_STEP,
  TRACK_WIDTH_MAX,
  TRACK_WIDTH_MIN,
  TRACK_WIDTH_STEP,
} from '../model/track-sizes';
import { useBoxHeight } from '../hooks/use-box-height';
import { AddHairlineModal } from './AddHairlineModal';
import { GraphSettingsModal } from './GraphSettingsModal';
import { NewSnippetModal, type SnippetWindow } from './NewSnippetModal';
import { SmoothingModal } from './SmoothingModal';
import { ViewSnippetModal } from './ViewSnippetModal';
import classes from './workspace.module.css';
import { followDrag } from '../../../lib/follow-drag';

export interface GraphPanelProps {
  projectId: number;
  revision?: number;
  filterExpression?: string;
  graph: Graph;
  sectionData: SeriesData;
  /** `sectionData` is the overview of a large well, shown until every row has arrived. */
  preview?: boolean;
  hub: DepthSyncHub;
  syncKey: string;
  snippets: Snippet[];
  showHairlines: boolean;
  curves: CurveMap;
  height: number;
  /** Compact density: a slimmer header and depth axis. */
  compact?: boolean;
  /** The graph's edge was dragged (or arrowed) to this height. */
  onResize?: (graphName: string, height: number) => void;
  /** Depth down: the graph is a track of this width, as tall as its row, depth increasing down it. */
  depthDown?: boolean;
  width?: number;
  /** The track's right edge was dragged (or arrowed) to this width. */
  onResizeWidth?: (graphName: string, width: number) => void;
}

type ModalName = 'add' | 'settings' | 'newSnippet' | 'smoothing' | null;

/** One graph of the stack with its header actions and its modals. */
export const GraphPanel = memo(function GraphPanel(props: GraphPanelProps) {
  const { projectId, revision, filterExpression, graph, sectionData, hub, syncKey, snippets } = props;
  const { state, dispatch } = useWorkspaceState();
  const canEdit = !state.readOnly;
  const chart = useRef<DepthChartHandle>(null);
  const [modal, setModal] = useState<ModalName>(null);
  const [clicked, setClicked] = useState<number | null>(null);
  const [viewing, setViewing] = useState<Snippet | null>(null);
  const [snippetWindow, setSnippetWindow] = useState<SnippetWindow | null>(null);
  const [background, setBackground] = useState(0);
  const createSnippet = useCreateSnippet(projectId);
  const depthDown = props.depthDown ?? false;
  // Depth down the chart fills the track's body, whose height the row decides.
  const body = useRef<HTMLDivElement>(null);
  const bodyHeight = useBoxHeight(body, depthDown);
  // A narrow track keeps every header control on its second line.
  const iconSize = depthDown ? 'sm' : 'md';

  const series = useMemo(() => graphSeries(graph, props.curves), [graph, props.curves]);
  const names = useMemo(() => series.map((s) => s.name), [series]);
  const requestable = useMemo(() => requestableSeries(names, props.curves), [names, props.curves]);
  const yLabel = graphYLabel(graph, props.curves);

  // With background subtraction this graph reads its own (subtracted) columns.
  const subtracted = useSeriesData(
    { projectId, revision, filterExpression, series: background ? requestable : [], backgroundSubtract: background },
    { keepPrevious: true },
  );
  const original = useMemo(() => ({ x: sectionData.x, ys: graphColumns(sectionData.columns, names, sectionData.rows) }), [sectionData, names]);
  const shown = useMemo(
    () =>
      background && subtracted.data ? { x: subtracted.data.x, ys: graphColumns(subtracted.data.columns, names, subtracted.data.rows) } : original,
    [background, subtracted.data, original, names],
  );
  const empty = useMemo(() => original.ys.every(isEmptyColumn), [original]);
  // A Haworth track is always log, over the zones; any other graph follows its configuration unless the
  // Log scale switch overrides it for this session.
  const haworth = graph.kind === 'haworth';
  const [logOverride, setLogOverride] = useState<boolean | null>(null);
  const logY = haworth || (logOverride ?? graph.scale === 'log');
  const plotted = useMemo(() => (logY ? { x: shown.x, ys: toLogColumns(shown.ys).columns } : shown), [logY, shown]);
  const zoneBands = useMemo(() => (haworth ? haworthBands(sectionData.x, sectionData.columns.get('haworth_zone')) : []), [haworth, sectionData]);
  const formations = useMemo(() => (haworth ? [...zoneBands, ...state.formations] : state.formations), [haworth, zoneBands, state.formations]);
  // A line needs two depths: a section of one row (a landing point at the last row) has nothing to draw.
  const tooFewRows = sectionData.rows < 2;

  const onPlotClick = useCallback(
    (depth: number) => {
      if (!canEdit) return;
      setClicked(depth);
      setModal('add');
    },
    [canEdit],
  );
  const onHairlinesChanged = useCallback((list: Hairline[]) => dispatch({ type: 'hairlinesChanged', hairlines: list }), [dispatch]);

  const openNewSnippet = () => {
    setSnippetWindow(chart.current?.getWindow() ?? null);
    setModal('newSnippet');
  };

  return (
    <Paper
      withBorder
      className={`${classes.panel} ${props.compact ? classes.panelCompact : ''} ${depthDown ? classes.track : ''}`}
      style={depthDown ? { width: props.width } : undefined}
      data-testid="graph-panel"
      data-graph={graph.name}
    >
      <Group
        justify="space-between"
        gap="xs"
        className={classes.panelHeader}
        wrap={depthDown ? 'wrap' : 'nowrap'}
        style={depthDown ? { rowGap: 0 } : undefined}
      >
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {graph.name || 'Untitled graph'}
          </Text>
          {background > 0 && (
            <Badge size="sm" variant="light" color="grape">
              Background subtracted · {smoothingLabel(background)}
            </Badge>
          )}
          {haworth && depthDown && (
            <Tooltip label={<HaworthLegend />} multiline w={300} withArrow>
              <Badge size="xs" variant="light" color="gray" style={{ cursor: 'help' }}>
                Zones
              </Badge>
            </Tooltip>
          )}
        </Group>
        <Group gap={2} wrap="nowrap">
          <Switch
            size="xs"
            label="Log scale"
            checked={logY}
            disabled={haworth}
            onChange={(e) => setLogOverride(e.currentTarget.checked)}
            mr={depthDown ? 2 : 6}
            aria-label={`Log scale of ${graph.name || 'this graph'}`}
          />
          <Tooltip label="Smoothing comparison">
            <ActionIcon variant="subtle" color="gray" size={iconSize} aria-label="Smoothing comparison" onClick={() => setModal('smoothing')}>
              <IconWaveSine size={17} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
          {canEdit && (
            <Tooltip label="New snippet">
              <ActionIcon variant="subtle" color="gray" size={iconSize} aria-label="New snippet" onClick={openNewSnippet}>
                <IconBookmarkPlus size={17} stroke={1.7} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label="Graph settings">
            <ActionIcon variant="subtle" color="gray" size={iconSize} aria-label="Graph settings" onClick={() => setModal('settings')}>
              <IconAdjustmentsHorizontal size={17} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <div ref={body} className={depthDown ? classes.trackBody : undefined}>
        {tooFewRows ? (
          <Text size="sm" c="dimmed" px={4} py="md" data-testid="graph-too-few-rows">
            {sectionData.rows === 0 ? 'This section has no rows of data.' : 'This section has only one row of data: too few to draw a graph.'}
          </Text>
        ) : empty ? (
          <Text size="sm" c="dimmed" px={4} py="md" data-testid="graph-empty">
            None of this graph's series ({series.map((s) => s.label).join(', ')}) has data in this section.
          </Text>
        ) : (
          <DepthChart
            handleRef={chart}
            hub={hub}
            syncKey={syncKey}
            series={series}
            data={plotted}
            values={logY ? shown : undefined}
            logY={logY}
            preview={props.preview && !(background && subtracted.data)}
            yLabel={axisLabel(yLabel, logY, props.compact)}
            height={depthDown ? bodyHeight : props.height}
            depthDown={depthDown}
            compact={props.compact}
            hairlines={props.showHairlines ? state.hairlines : undefined}
            formations={formations}
            readOnly={!canEdit}
            onPlotClick={onPlotClick}
            onHairlinesChanged={onHairlinesChanged}
            ariaLabel={`${graph.name || 'Untitled'} graph`}
            data-testid="depth-chart"
          />
        )}
      </div>
      {haworth && !empty && !tooFewRows && !depthDown && (
        <Group gap="md" px={4} pt={4} data-testid="haworth-legend">
          <HaworthLegend />
        </Group>
      )}

      {depthDown
        ? props.onResizeWidth && (
            <TrackResizer name={graph.name || 'Untitled'} width={props.width ?? 0} onResize={(w) => props.onResizeWidth?.(graph.name, w)} />
          )
        : props.onResize && <GraphResizer name={graph.name || 'Untitled'} height={props.height} onResize={(h) => props.onResize?.(graph.name, h)} />}

      <AddHairlineModal
        opened={modal === 'add'}
        depth={clicked}
        onClose={() => setModal(null)}
        onAdd={(h) => dispatch({ type: 'hairlineAdded', ...h })}
      />
      <GraphSettingsModal
        opened={modal === 'settings'}
        onClose={() => setModal(null)}
        title={graph.name}
        background={background}
        onBackgroundChange={setBackground}
        snippets={snippets}
        canCreateSnippet={canEdit}
        onViewSnippet={(s) => {
          setModal(null);
          setViewing(s);
        }}
        onNewSnippet={openNewSnippet}
      />
      <NewSnippetModal
        opened={modal === 'newSnippet'}
        onClose={() => setModal(null)}
        series={series}
        window={snippetWindow}
        backgroundSubtract={background}
        onCreate={(body) => createSnippet.mutateAsync(body)}
      />
      <ViewSnippetModal projectId={projectId} revision={revision} snippet={viewing} onClose={() => setViewing(null)} />
      <SmoothingModal
        opened={modal === 'smoothing'}
        onClose={() => setModal(null)}
        projectId={projectId}
        revision={revision}
        filterExpression={filterExpression}
        title={graph.name}
        series={series}
        yLabel={yLabel}
        original={original}
        range={hub.getRange()}
        initialLevel={background}
      />
    </Paper>
  );
});

/** The Haworth zones' colours and names. */
function HaworthLegend() {
  return (
    <>
      {HAWORTH_ZONES.map((z) => (
        <Group key={z.code} gap={4} wrap="nowrap">
          <Box w={14} h={10} style={{ background: z.color, border: '1px solid #0002' }} />
          <Text size="xs">
            {z.code} {z.name}
          </Text>
        </Group>
      ))}
      <Text size="xs" c="dimmed">
        Character (ch) above 0.5 suggests oil-associated gas.
      </Text>
    </>
  );
}

/** Depth down, a track's right edge: drag it, or use the left and right arrows on it, to change the track's width. */
function TrackResizer({ name, width, onResize }: { name: string; width: number; onResize: (width: number) => void }) {
  const onMouseDown = (down: React.MouseEvent) => {
    const start = width;
    followDrag(down, (dx) => onResize(clampWidth(start + dx)));
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') onResize(clampWidth(width + TRACK_WIDTH_STEP));
    else if (e.key === 'ArrowLeft') onResize(clampWidth(width - TRACK_WIDTH_STEP));
    else return;
    e.preventDefault();
  };
  return (
    <div
      className={classes.trackResizer}
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${name} track`}
      aria-valuemin={TRACK_WIDTH_MIN}
      aria-valuemax={TRACK_WIDTH_MAX}
      aria-valuenow={width}
      tabIndex={0}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
      data-testid="track-resizer"
    />
  );
}

/** The graph's bottom edge: drag it, or use the up and down arrows on it, to change the graph's height. */
function GraphResizer({ name, height, onResize }: { name: string; height: number; onResize: (height: number) => void }) {
  const onMouseDown = (down: React.MouseEvent) => {
    const start = height;
    followDrag(down, (_dx, dy) => onResize(clampHeight(start + dy)));
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') onResize(clampHeight(height + GRAPH_HEIGHT_STEP));
    else if (e.key === 'ArrowUp') onResize(clampHeight(height - GRAPH_HEIGHT_STEP));
    else return;
    e.preventDefault();
  };
  return (
    <div
      className={classes.graphResizer}
      role="separator"
      aria-orientation="horizontal"
      aria-label={`Resize ${name} graph`}
      aria-valuemin={GRAPH_HEIGHT_MIN}
      aria-valuemax={GRAPH_HEIGHT_MAX}
      aria-valuenow={height}
      tabIndex={0}
      onMouseDown={onMouseDown}
      onKeyDown={onKeyDown}
      data-testid="graph-resizer"
    />
  );
}
