import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import { useDepthUnit, type DepthDisplay } from '../../../lib/depth-unit';
import { CloseButton, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import {
  PIXLER_RATIOS,
  pixlerLines,
  pixlerShowLines,
  SHOW_HALF_WINDOW_FT,
  ternaryPoints,
  type PixlerLine,
  type PixlerShowLine,
  type TernaryPoint,
} from '@mudstack/core';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { Hairline } from '../../../components/charts/types';
import { useSeriesData, type SeriesData } from '../../../lib/api/series-data';
import { useWorkspaceState } from '../hooks/use-workspace-state';
import { showCursorAt } from '../model/cursor';
import { sectionFilter, type Section } from '../../../lib/graph-sections';
import { PixlerSvg, TernarySvg } from '../../../components/charts/InterpretationPlots';
import { LoadFailed } from '../../../components/LoadFailed';
import classes from './workspace.module.css';

export type InterpretationKind = 'pixler' | 'ternary';

interface Props {
  kind: InterpretationKind;
  projectId: number;
  revision?: number;
  section: Section;
  split: number | null;
  hub: DepthSyncHub;
  /** Stored curve names of the project (nC4 is used for the ternary diagram when the file logged it). */
  curves: readonly string[];
  onClose: () => void;
}

const TITLES: Record<InterpretationKind, string> = { pixler: 'Pixler plot', ternary: 'Ternary plot' };

/** What the Pixler plot draws a line for: each depth in view (thinned), or each marked show's average or peak. */
export type PixlerLinesBy = 'depth' | 'average' | 'peak';

interface Plotted {
  lines: (PixlerLine | PixlerShowLine)[];
  points: TernaryPoint[];
}

/**
 * The Pixler ladder plot or the C2-C3-nC4 ternary diagram of the depth interval in view. A panel
 * beside the graphs, not over them: zooming or panning the graphs changes the interval and the plot follows.
 * Linked both ways: hovering a line or point puts the graphs' hairline at its depth, and the cursor on the graphs
 * highlights the line or point nearest its depth.
 */
export function InterpretationPanel({ kind, projectId, revision, section, split, hub, curves, onClose }: Props) {
  const butane = curves.includes('nc4') ? 'nc4' : 'c4';
  const series = kind === 'pixler' ? [...PIXLER_RATIOS.map((r) => r.series), 'total_gas'] : ['c2', 'c3', butane];
  const data = useSeriesData({ projectId, revision, series, filterExpression: sectionFilter(section, split) });
  const liveRange = useSyncExternalStore(hub.subscribe, hub.getRange);
  // A pan moves the range every frame: the plot catches up when the browser has time.
  const range = useDeferredValue(liveRange);
  const cursor = useDeferredValue(useSyncExternalStore(hub.subscribeCursor, hub.getCursor));
  const [hover, setHover] = useState<number | null>(null);
  const [linesBy, setLinesBy] = useState<PixlerLinesBy>('depth');
  const { state } = useWorkspaceState();
  const syncKey = `ws-${projectId}-${section}`;

  const plotted = useMemo(
    () => (data.data && range ? plot(kind, data.data, range, butane, linesBy, state.hairlines) : null),
    [data.data, range, kind, butane, linesBy, state.hairlines],
  );
  const depths = plotted ? (kind === 'pixler' ? plotted.lines : plotted.points).map((p) => p.depth) : [];
  const active = hover ?? nearest(depths, cursor, range);
  const onHover = (depth: number | null) => {
    setHover(depth);
    if (depth != null) showCursorAt(syncKey, depth);
  };
  const count = depths.length;

  return (
    <Paper component="aside" withBorder radius={0} p="sm" className={classes.interpretation} aria-label={TITLES[kind]} data-testid={`${kind}-panel`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{TITLES[kind]}</Title>
          <CloseButton aria-label={`Close ${TITLES[kind]}`} onClick={onClose} />
        </Group>
        {kind === 'pixler' && (
          <SegmentedControl
            size="xs"
            aria-label="Pixler lines"
            value={linesBy}
            onChange={(v) => setLinesBy(v)}
            data={[
              { label: 'Each depth', value: 'depth' },
              { label: 'Shows: average', value: 'average' },
              { label: 'Shows: peak gas', value: 'peak' },
            ]}
          />
        )}
        {range && <RangeLine kind={kind} linesBy={linesBy} range={range} count={count} />}
        {data.isPending && (
          <Group gap="xs">
            <Loader size="xs" /> <Text size="sm">Loading gases…</Text>
          </Group>
        )}
        {data.isError && <LoadFailed what="The gases" onRetry={() => void data.refetch()} retrying={data.isFetching} />}
        {plotted && count === 0 && <EmptyPlot kind={kind} butane={butane} linesBy={linesBy} />}
        {plotted && count > 0 && kind === 'pixler' && <PixlerSvg lines={plotted.lines} active={active} onHover={onHover} />}
        {plotted && count > 0 && kind === 'ternary' && <TernarySvg points={plotted.points} butane={butane} active={active} onHover={onHover} />}
        <Text size="sm" fw={600} data-testid="interpretation-hover" style={{ minHeight: 22 }}>
          <ActiveText plotted={plotted} active={active} kind={kind} butane={butane} />
        </Text>
        <PanelNote kind={kind} butane={butane} />
      </Stack>
    </Paper>
  );
}

/** The lines or points of the panel for the interval in view. */
function plot(
  kind: InterpretationKind,
  d: SeriesData,
  range: { min: number; max: number },
  butane: string,
  linesBy: PixlerLinesBy,
  hairlines: Hairline[],
): Plotted {
  const col = (name: string) => d.columns.get(name) ?? new Float64Array(d.rows).fill(NaN);
  if (kind === 'ternary') return { lines: [], points: ternaryPoints(d.x, col('c2'), col('c3'), col(butane), range) };
  const ratios = PIXLER_RATIOS.map((r) => col(r.series));
  if (linesBy === 'depth') return { lines: pixlerLines(d.x, ratios, range), points: [] };
  const marks = hairlines.map((h) => ({ depth: h.xval, text: h.text || (h.isZone ? 'Zone' : 'Annotation') }));
  return { lines: pixlerShowLines(d.x, ratios, col('total_gas'), marks, range, linesBy), points: [] };
}

/** The depth of `depths` nearest the graphs' cursor, when the cursor is in the interval drawn. */
function nearest(depths: number[], cursor: number | null, range: { min: number; max: number } | null): number | null {
  if (cursor == null || !range || cursor < range.min || cursor > range.max || depths.length === 0) return null;
  let best = depths[0];
  for (const d of depths) if (Math.abs(d - cursor) < Math.abs(best - cursor)) best = d;
  return best;
}

function RangeLine({
  kind,
  linesBy,
  range,
  count,
}: {
  kind: InterpretationKind;
  linesBy: PixlerLinesBy;
  range: { min: number; max: number };
  count: number;
}) {
  const du = useDepthUnit();
  const what = kind === 'pixler' && linesBy !== 'depth' ? `${count} marked show${count === 1 ? '' : 's'}` : `${count} depth${count === 1 ? '' : 's'}`;
  const thinned = kind === 'pixler' && linesBy === 'depth' ? ' (thinned to at most 60)' : '';
  return (
    <Text size="sm" c="dimmed" data-testid="interpretation-range">
      {du.text(range.min)} {du.unit} to {du.text(range.max)} {du.unit}, {what}
      {thinned}
    </Text>
  );
}

function EmptyPlot({ kind, butane, linesBy }: { kind: InterpretationKind; butane: string; linesBy: PixlerLinesBy }) {
  const text =
    kind === 'ternary'
      ? `No depth in view has C2, C3 and ${butane === 'nc4' ? 'nC4' : 'C4'}.`
      : linesBy === 'depth'
        ? 'No depth in view has two or more Pixler ratios (C1 and at least C2-C5 are needed).'
        : 'No annotation or zone in view has two or more Pixler ratios. Mark a show with Annotate, or choose Each depth.';
  return (
    <Text size="sm" data-testid="interpretation-empty">
      {text}
    </Text>
  );
}

/** What the highlighted line or point is: its depth, and the ternary point's three fractions. */
function ActiveText({ plotted, active, kind, butane }: { plotted: Plotted | null; active: number | null; kind: InterpretationKind; butane: string }) {
  const du = useDepthUnit();
  if (active == null || !plotted)
    return <>{kind === 'pixler' ? 'Hover a line to see its depth on the graphs.' : 'Hover a point to see its depth and make-up.'}</>;
  if (kind === 'ternary') {
    const p = plotted.points.find((q) => q.depth === active);
    if (!p) return null;
    const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
    return <>{`Depth ${depthText(du, active)}: C2 ${pct(p.c2)}, C3 ${pct(p.c3)}, ${butane === 'nc4' ? 'nC4' : 'C4'} ${pct(p.nc4)}`}</>;
  }
  const line = plotted.lines.find((l) => l.depth === active);
  const mark = line && 'mark' in line ? line.mark : null;
  return <>{mark ? `Depth ${depthText(du, active)}: ${mark.text} (marked at ${depthText(du, mark.depth)})` : `Depth ${depthText(du, active)}`}</>;
}

const depthText = (du: DepthDisplay, depth: number) => `${du.text(depth)} ${du.unit}`;

function PanelNote({ kind, butane }: { kind: InterpretationKind; butane: string }) {
  const du = useDepthUnit();
  const window = `${du.text(SHOW_HALF_WINDOW_FT)} ${du.unit}`;
  return (
    <Text size="xs" c="gray.7">
      {kind === 'pixler'
        ? `Pixler (1969): lines in the oil or gas field, rising to the right, suggest a productive zone; below 2 or above the gas field, non-productive. Fields as commonly reproduced; C1/C5 approximate. A show's line is the average, or the peak total-gas row, of the ${window} either side of its mark. Coloured by depth, shallow (blue) to deep (red).`
        : `C2, C3 and ${butane === 'nc4' ? 'nC4' : 'C4 (the file has no nC4 of its own)'}, each over their sum, coloured by depth from shallow (blue) to deep (red). No interpretive fields are drawn: the sources at hand give none for this diagram, so read it by trend.`}
    </Text>
  );
}
