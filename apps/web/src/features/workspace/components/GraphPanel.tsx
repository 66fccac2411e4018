import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { ActionIcon, Badge, Box, Button, Group, Paper, Switch, Text } from '@mantine/core';
import { HoverHint } from '../../../components/HoverHint';
import { HAWORTH_ZONES } from '@mudstack/core';
import { toLogColumns } from '../../../components/charts/build-depth-chart-config';
import { IconAdjustmentsHorizontal, IconBookmarkPlus, IconDeviceFloppy, IconWaveSine } from '@tabler/icons-react';
import type { Graph, Snippet } from '@mudstack/contracts';
import { useDepthUnit } from '../../../lib/depth-unit';
import { DepthChart, type DepthChartHandle } from '../../../components/charts/DepthChart';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { ChartSeries, Formation, Hairline } from '../../../components/charts/types';
import { useCreateSnippet } from '../api/create-snippet';
import { useSeriesData, type SeriesColumn, type SeriesData } from '../../../lib/api/series-data';
import { useWorkspaceState } from '../hooks/use-workspace-state';
import { addHairline } from '../model/workspace-state';
import { useAnnotateMode } from '../hooks/use-annotate-mode';
import { useScaleSaveOffer } from '../hooks/use-save-graph-scale';
import {
  axisLabel,
  graphColumns,
  graphSeries,
  graphYLabel,
  graphBands,
  isLogGraph,
  isEmptyColumn,
  requestableSeries,
  smoothingLabel,
  trackLegendSeries,
  type CurveMap,
} from '../../../lib/graph-sections';
import {
  clampHeight,
  clampWidth,
  GRAPH_HEIGHT_MAX,
  GRAPH_HEIGHT_MIN,
  GRAPH_HEIGHT_STEP,
  TRACK_WIDTH_MAX,
  TRACK_WIDTH_MIN,
  TRACK_WIDTH_STEP,
  trackStyle,
} from '../model/track-sizes';
import { useBoxHeight, useBoxWidth } from '../../../lib/use-box-size';
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
  /** Depth down: the track's own width when resized; without one it shares the row (`trackStyle`). */
  width?: number;
  /** Depth down: the legend's lines, the row's largest (every track's plot starts at the same depth). */
  legendRows?: number;
  /** The track's right edge was dragged (or arrowed) to this width. */
  onResizeWidth?: (graphName: string, width: number) => void;
}

type ModalName = 'add' | 'settings' | 'newSnippet' | 'smoothing' | null;

/** One graph of the stack with its header actions and its modals. */
export const GraphPanel = memo(function GraphPanel(props: GraphPanelProps) {
  const depthUnit = useDepthUnit();
  const { graph, sectionData, hub, syncKey } = props;
  const { state, dispatch } = useWorkspaceState();
  const canEdit = !state.readOnly;
  const chart = useRef<DepthChartHandle>(null);
  const [modal, setModal] = useState<ModalName>(null);
  const [clicked, setClicked] = useState<number | null>(null);
  const [snippetWindow, setSnippetWindow] = useState<SnippetWindow | null>(null);
  const [background, setBackground] = useState(0);
  const depthDown = props.depthDown ?? false;
  // Depth down the chart fills the track's body, whose height the row decides.
  const body = useRef<HTMLDivElement>(null);
  const bodyHeight = useBoxHeight(body, depthDown);

  const { series, yLabel, original, shown, subtractedShown } = useGraphColumns(props, background);
  // Depth down, a narrow track's legend gives each curve its symbol and unit (C1 (ppm)); the tooltip its full name.
  const legendSeries = useMemo(() => trackLegendSeries(series, props.curves), [series, props.curves]);
  const empty = useMemo(() => original.ys.every(isEmptyColumn), [original]);
  const { haworth, logY, setLogOverride, plotted, formations } = useGraphPlot(graph, shown, sectionData, state.formations);
  const saveScale = useScaleSaveOffer(graph, logY);
  // A line needs two depths: a section of one row (a landing point at the last row) has nothing to draw.
  const tooFewRows = sectionData.rows < 2;
  // A click adds an annotation only in Annotate mode: any other click is a focus, a hover or a drag's start.
  const annotate = useAnnotateMode() && canEdit;
  const onPlotClick = useCallback((depth: number) => {
    setClicked(depth);
    setModal('add');
  }, []);
  const onHairlinesChanged = useCallback((list: Hairline[]) => dispatch({ type: 'hairlinesChanged', hairlines: list }), [dispatch]);

  const openNewSnippet = () => {
    const window = chart.current?.getWindow();
    setSnippetWindow(window ? { ...window, scale: logY ? 'log' : 'linear' } : null);
    setModal('newSnippet');
  };

  return (
    <Paper
      withBorder
      className={`${classes.panel} ${props.compact ? classes.panelCompact : ''} ${depthDown ? classes.track : ''}`}
      style={depthDown ? trackStyle(props.width, props.compact ? 'compact' : 'comfortable') : undefined}
      data-testid="graph-panel"
      data-graph={graph.name}
    >
      <GraphPanelHeader
        title={graph.name}
        background={background}
        haworth={haworth}
        depthDown={depthDown}
        logY={logY}
        canEdit={canEdit}
        onLogChange={setLogOverride}
        saveScale={haworth ? undefined : saveScale}
        onOpen={(name) => (name === 'newSnippet' ? openNewSnippet() : setModal(name))}
      />
      <div ref={body} className={depthDown ? classes.trackBody : undefined}>
        {tooFewRows || empty ? (
          <NoGraph rows={sectionData.rows} series={series} />
        ) : (
          <DepthChart
            depthUnit={depthUnit}
            handleRef={chart}
            hub={hub}
            syncKey={syncKey}
            series={depthDown ? legendSeries : series}
            data={plotted}
            values={logY ? shown : undefined}
            logY={logY}
            preview={props.preview && !subtractedShown}
            yLabel={axisLabel(yLabel, logY, props.compact)}
            height={depthDown ? bodyHeight : props.height}
            depthDown={depthDown}
            legendRows={props.legendRows}
            compact={props.compact}
            hairlines={props.showHairlines ? state.hairlines : undefined}
            formations={formations}
            readOnly={!canEdit}
            onPlotClick={annotate ? onPlotClick : undefined}
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

      <PanelResizer panel={props} />

      <GraphPanelModals
        panel={props}
        modal={modal}
        setModal={setModal}
        clicked={clicked}
        series={series}
        yLabel={yLabel}
        background={background}
        setBackground={setBackground}
        canEdit={canEdit}
        snippetWindow={snippetWindow}
        openNewSnippet={openNewSnippet}
      />
    </Paper>
  );
});

/** What a graph shows: its series, its axis title, its original columns and those shown (background subtracted or not). */
function useGraphColumns(props: GraphPanelProps, background: number) {
  const { projectId, revision, filterExpression, graph, sectionData, curves } = props;
  const series = useMemo(() => graphSeries(graph, curves), [graph, curves]);
  const names = useMemo(() => series.map((s) => s.name), [series]);
  const requestable = useMemo(() => requestableSeries(names, curves), [names, curves]);
  const yLabel = graphYLabel(graph, curves);
  // With background subtraction this graph reads its own (subtracted) columns.
  const subtracted = useSeriesData(
    { projectId, revision, filterExpression, series: background ? requestable : [], backgroundSubtract: background },
    { keepPrevious: true },
  );
  const original = useMemo(() => ({ x: sectionData.x, ys: graphColumns(sectionData.columns, names, sectionData.rows) }), [sectionData, names]);
  const subtractedShown = background > 0 && subtracted.data != null;
  const shown = useMemo(
    () =>
      subtractedShown && subtracted.data
        ? { x: subtracted.data.x, ys: graphColumns(subtracted.data.columns, names, subtracted.data.rows) }
        : original,
    [subtractedShown, subtracted.data, original, names],
  );
  return { series, yLabel, original, shown, subtractedShown };
}

/**
 * How a graph is drawn: a Haworth track is always log, over the zones; any other graph follows its configuration
 * unless the Log scale switch overrides it for this session. On a log axis the chart plots log10 of the values.
 */
function useGraphPlot(graph: Graph, shown: { x: ArrayLike<number>; ys: SeriesColumn[] }, sectionData: SeriesData, stateFormations: Formation[]) {
  const haworth = graph.kind === 'haworth';
  const [logOverride, setLogOverride] = useState<boolean | null>(null);
  const logY = isLogGraph(graph, logOverride);
  const plotted = useMemo(() => (logY ? { x: shown.x, ys: toLogColumns(shown.ys).columns } : shown), [logY, shown]);
  const formations = useMemo(
    () => graphBands(graph, sectionData.x, sectionData.columns.get('haworth_zone'), stateFormations),
    [graph, sectionData, stateFormations],
  );
  return { haworth, logY, setLogOverride, plotted, formations };
}

/** Why a graph draws nothing: too few rows in the section, or none of its series has data there. */
function NoGraph({ rows, series }: { rows: number; series: ChartSeries[] }) {
  if (rows < 2) {
    return (
      <Text size="sm" c="dimmed" px={4} py="md" data-testid="graph-too-few-rows">
        {rows === 0 ? 'This section has no rows of data.' : 'This section has only one row of data: too few to draw a graph.'}
      </Text>
    );
  }
  return (
    <Text size="sm" c="dimmed" px={4} py="md" data-testid="graph-empty">
      None of this graph's series ({series.map((s) => s.label).join(', ')}) has data in this section.
    </Text>
  );
}

/** The graph's resizable edge: its bottom (a graph across) or its right side (a track, depth down). */
function PanelResizer({ panel }: { panel: GraphPanelProps }) {
  const name = panel.graph.name || 'Untitled';
  if (panel.depthDown) {
    return panel.onResizeWidth ? <TrackResizer name={name} width={panel.width} onResize={(w) => panel.onResizeWidth?.(panel.graph.name, w)} /> : null;
  }
  return panel.onResize ? <GraphResizer name={name} height={panel.height} onResize={(h) => panel.onResize?.(panel.graph.name, h)} /> : null;
}

interface GraphPanelModalsProps {
  panel: GraphPanelProps;
  modal: ModalName;
  setModal: (modal: ModalName) => void;
  clicked: number | null;
  series: ChartSeries[];
  yLabel: string;
  background: number;
  setBackground: (level: number) => void;
  canEdit: boolean;
  snippetWindow: SnippetWindow | null;
  openNewSnippet: () => void;
}

/**
 * True from the first time `open` is, for good: a graph's five dialogs are mounted once one of them is first opened
 * (six graphs drawn for the first time would otherwise mount thirty closed dialogs before drawing any), and stay
 * mounted so that they close with their transition.
 */
function useMountedOnceOpened(open: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  return mounted || open;
}

/** A graph's modals: add a hairline, graph settings, new and view snippet, smoothing comparison. */
function GraphPanelModals(props: GraphPanelModalsProps) {
  const { panel, modal, setModal, clicked, series, yLabel, background, setBackground, canEdit, snippetWindow, openNewSnippet } = props;
  const { dispatch } = useWorkspaceState();
  const createSnippet = useCreateSnippet(panel.projectId);
  const [viewing, setViewing] = useState<Snippet | null>(null);
  const mounted = useMountedOnceOpened(modal !== null || viewing !== null);
  if (!mounted) return null;
  return (
    <>
      <AddHairlineModal opened={modal === 'add'} depth={clicked} onClose={() => setModal(null)} onAdd={(h) => dispatch(addHairline(h))} />
      <GraphSettingsModal
        opened={modal === 'settings'}
        onClose={() => setModal(null)}
        title={panel.graph.name}
        background={background}
        onBackgroundChange={setBackground}
        snippets={panel.snippets}
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
      <ViewSnippetModal projectId={panel.projectId} revision={panel.revision} snippet={viewing} onClose={() => setViewing(null)} />
      <SmoothingModal
        opened={modal === 'smoothing'}
        onClose={() => setModal(null)}
        projectId={panel.projectId}
        revision={panel.revision}
        filterExpression={panel.filterExpression}
        title={panel.graph.name}
        series={series}
        yLabel={yLabel}
        range={panel.hub.getRange()}
        initialLevel={background}
      />
    </>
  );
}

interface GraphPanelHeaderProps {
  title: string;
  background: number;
  haworth: boolean;
  depthDown: boolean;
  logY: boolean;
  canEdit: boolean;
  onLogChange: (log: boolean) => void;
  /** Offered when the switch differs from the configuration and the user may save it there. */
  saveScale?: () => void;
  onOpen: (modal: Exclude<ModalName, 'add' | null>) => void;
}

/** A graph's header: its name, what it shows (background subtracted, zones), the Log scale switch and its actions. */
function GraphPanelHeader({ title, background, haworth, depthDown, logY, canEdit, onLogChange, saveScale, onOpen }: GraphPanelHeaderProps) {
  // A narrow track keeps every header control on its second line.
  const iconSize = depthDown ? 'sm' : 'md';
  return (
    <Group
      justify="space-between"
      gap="xs"
      className={classes.panelHeader}
      wrap={depthDown ? 'wrap' : 'nowrap'}
      style={depthDown ? { rowGap: 0 } : undefined}
    >
      <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" truncate title={title || 'Untitled graph'}>
          {title || 'Untitled graph'}
        </Text>
        {background > 0 && (
          <Badge size="sm" variant="light" color="grape">
            Background subtracted · {smoothingLabel(background)}
          </Badge>
        )}
        {haworth && depthDown && (
          <HoverHint label={<HaworthLegend />} multiline w={300} withArrow>
            <Badge size="xs" variant="light" color="gray" style={{ cursor: 'help' }}>
              Zones
            </Badge>
          </HoverHint>
        )}
      </Group>
      <Group gap={2} wrap="nowrap">
        <Switch
          size="xs"
          // A track's head is narrow: "Log" keeps the switch and its three actions on one line (the name stays whole).
          label={depthDown ? 'Log' : 'Log scale'}
          checked={logY}
          disabled={haworth}
          onChange={(e) => onLogChange(e.currentTarget.checked)}
          mr={depthDown ? 2 : 6}
          aria-label={`Log scale of ${title || 'this graph'}`}
        />
        {saveScale && <SaveScaleButton depthDown={depthDown} logY={logY} onSave={saveScale} />}
        <HoverHint label="Smoothing comparison">
          <ActionIcon variant="subtle" color="gray" size={iconSize} aria-label="Smoothing comparison" onClick={() => onOpen('smoothing')}>
            <IconWaveSine size={17} stroke={1.7} />
          </ActionIcon>
        </HoverHint>
        {canEdit && (
          <HoverHint label="New snippet">
            <ActionIcon variant="subtle" color="gray" size={iconSize} aria-label="New snippet" onClick={() => onOpen('newSnippet')}>
              <IconBookmarkPlus size={17} stroke={1.7} />
            </ActionIcon>
          </HoverHint>
        )}
        <HoverHint label="Graph settings">
          <ActionIcon variant="subtle" color="gray" size={iconSize} aria-label="Graph settings" onClick={() => onOpen('settings')}>
            <IconAdjustmentsHorizontal size={17} stroke={1.7} />
          </ActionIcon>
        </HoverHint>
      </Group>
    </Group>
  );
}

/** "Save to configuration": keeps the Log scale switch's setting in the graph configuration (a narrow track: an icon). */
function SaveScaleButton({ depthDown, logY, onSave }: { depthDown: boolean; logY: boolean; onSave: () => void }) {
  const hint = `Open this graph on a ${logY ? 'log' : 'linear'} scale every time`;
  if (depthDown) {
    return (
      <HoverHint label={`Save to configuration: ${hint.toLowerCase()}`}>
        <ActionIcon variant="light" size="sm" aria-label="Save to configuration" onClick={onSave}>
          <IconDeviceFloppy size={15} stroke={1.7} />
        </ActionIcon>
      </HoverHint>
    );
  }
  return (
    <HoverHint label={hint}>
      <Button variant="light" size="compact-xs" mr={6} leftSection={<IconDeviceFloppy size={13} />} onClick={onSave}>
        Save to configuration
      </Button>
    </HoverHint>
  );
}

/** The Haworth zones' colours and names. */
function HaworthLegend() {
  return (
    <>
      {HAWORTH_ZONES.map((z) => (
        <Group key={z.code} gap={4} wrap="nowrap">
          {/* The band's tint over white, as it shows behind the track: on the dark Zones tooltip it was muddy. */}
          <Box
            w={14}
            h={10}
            data-testid="zone-swatch"
            style={{ background: `linear-gradient(${z.color}, ${z.color}), #fff`, border: '1px solid #0002' }}
          />
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

/**
 * Depth down, a track's right edge: drag it, or use the left and right arrows on it, to change the track's width.
 * A track sharing the row starts from the width it has on screen, and keeps its own width from then on.
 */
function TrackResizer({ name, width, onResize }: { name: string; width: number | undefined; onResize: (width: number) => void }) {
  const edge = useRef<HTMLDivElement>(null);
  const shownWidth = useBoxWidth(edge, width === undefined);
  const current = () => width ?? Math.round(edge.current?.parentElement?.getBoundingClientRect().width ?? TRACK_WIDTH_MIN);
  const onMouseDown = (down: React.MouseEvent) => {
    const start = current();
    followDrag(down, (dx) => onResize(clampWidth(start + dx)));
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') onResize(clampWidth(current() + TRACK_WIDTH_STEP));
    else if (e.key === 'ArrowLeft') onResize(clampWidth(current() - TRACK_WIDTH_STEP));
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
      aria-valuenow={width ?? shownWidth}
      tabIndex={0}
      ref={edge}
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
