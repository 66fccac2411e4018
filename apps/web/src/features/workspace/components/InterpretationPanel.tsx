import { useDeferredValue, useMemo, useState, useSyncExternalStore } from 'react';
import { useDepthUnit } from '../../../lib/depth-unit';
import { CloseButton, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import {
  depthColor,
  PIXLER_FIELDS,
  PIXLER_RATIOS,
  pixlerLines,
  pixlerY,
  ternaryPoints,
  ternaryXY,
  type PixlerLine,
  type TernaryPoint,
} from '@mudstack/core';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import { useSeriesData } from '../api/get-series-data';
import { showCursorAt } from '../model/cursor';
import { sectionFilter, type Section } from '../model/sections';
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

/**
 * The Pixler ladder plot or the C2-C3-nC4 ternary diagram of the depth interval in view. A panel
 * beside the graphs, not over them: zooming or panning the graphs changes the interval and the plot follows;
 * hovering a line or point shows its depth and puts the graphs' hairline there.
 */
export function InterpretationPanel({ kind, projectId, revision, section, split, hub, curves, onClose }: Props) {
  const du = useDepthUnit();
  const butane = curves.includes('nc4') ? 'nc4' : 'c4';
  const series = kind === 'pixler' ? PIXLER_RATIOS.map((r) => r.series) : ['c2', 'c3', butane];
  const data = useSeriesData({ projectId, revision, series, filterExpression: sectionFilter(section, split) });
  const liveRange = useSyncExternalStore(hub.subscribe, hub.getRange);
  // A pan moves the range every frame: the plot catches up when the browser has time.
  const range = useDeferredValue(liveRange);
  const [hover, setHover] = useState<number | null>(null);
  const syncKey = `ws-${projectId}-${section}`;

  const plotted = useMemo(() => {
    const d = data.data;
    if (!d || !range) return null;
    const col = (name: string) => d.columns.get(name) ?? new Float64Array(d.rows).fill(NaN);
    if (kind === 'pixler')
      return {
        lines: pixlerLines(
          d.x,
          PIXLER_RATIOS.map((r) => col(r.series)),
          range,
        ),
        points: [] as TernaryPoint[],
      };
    return { lines: [] as PixlerLine[], points: ternaryPoints(d.x, col('c2'), col('c3'), col(butane), range) };
  }, [data.data, range, kind, butane]);

  const onHover = (depth: number | null) => {
    setHover(depth);
    if (depth != null) showCursorAt(syncKey, depth);
  };
  const count = plotted ? (kind === 'pixler' ? plotted.lines.length : plotted.points.length) : 0;

  return (
    <Paper component="aside" withBorder radius={0} p="sm" className={classes.interpretation} aria-label={TITLES[kind]} data-testid={`${kind}-panel`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{TITLES[kind]}</Title>
          <CloseButton aria-label={`Close ${TITLES[kind]}`} onClick={onClose} />
        </Group>
        {range && (
          <Text size="sm" c="dimmed" data-testid="interpretation-range">
            {du.text(range.min)} {du.unit} to {du.text(range.max)} {du.unit}, {count} depth{count === 1 ? '' : 's'}
            {kind === 'pixler' ? ' (thinned to at most 60)' : ''}
          </Text>
        )}
        {data.isPending && (
          <Group gap="xs">
            <Loader size="xs" /> <Text size="sm">Loading gases…</Text>
          </Group>
        )}
        {data.isError && <Text c="red">The gases could not be loaded.</Text>}
        {plotted && count === 0 && (
          <Text size="sm" data-testid="interpretation-empty">
            {kind === 'pixler'
              ? 'No depth in view has two or more Pixler ratios (C1 and at least C2-C5 are needed).'
              : `No depth in view has C2, C3 and ${butane === 'nc4' ? 'nC4' : 'C4'}.`}
          </Text>
        )}
        {plotted && count > 0 && kind === 'pixler' && <PixlerSvg lines={plotted.lines} hover={hover} onHover={onHover} />}
        {plotted && count > 0 && kind === 'ternary' && <TernarySvg points={plotted.points} butane={butane} hover={hover} onHover={onHover} />}
        <Text size="sm" fw={600} data-testid="interpretation-hover" style={{ minHeight: 22 }}>
          {hover != null ? `Depth ${du.text(hover)} ${du.unit}` : 'Hover a line to see its depth on the graphs.'}
        </Text>
        <Text size="xs" c="dimmed">
          {kind === 'pixler'
            ? 'Pixler (1969): lines in the oil or gas field, rising to the right, suggest a productive zone; below 2 or above the gas field, non-productive. Fields as commonly reproduced; C1/C5 approximate.'
            : butane === 'nc4'
              ? 'C2, C3 and nC4, each over their sum, coloured from shallow (blue) to deep (red).'
              : 'C2, C3 and C4, each over their sum (the file has no nC4 of its own), coloured from shallow (blue) to deep (red).'}
        </Text>
      </Stack>
    </Paper>
  );
}

const W = 430;
const H = 360;
const PAD = { left: 46, right: 24, top: 14, bottom: 30 };

function PixlerSvg({ lines, hover, onHover }: { lines: PixlerLine[]; hover: number | null; onHover: (d: number | null) => void }) {
  const pw = W - PAD.left - PAD.right;
  const ph = H - PAD.top - PAD.bottom;
  const x = (k: number) => PAD.left + (k * pw) / (PIXLER_RATIOS.length - 1);
  const y = (v: number) => PAD.top + ph * (1 - pixlerY(v));
  const band = (lo: readonly number[], hi: readonly number[]) =>
    [...lo.map((v, k) => `${x(k)},${y(v)}`), ...[...hi].reverse().map((v, k) => `${x(hi.length - 1 - k)},${y(v)}`)].join(' ');
  const first = lines[0]?.depth ?? 0;
  const span = (lines[lines.length - 1]?.depth ?? first) - first || 1;
  return (
    <svg width={W} height={H} role="img" aria-label="Pixler plot" data-testid="pixler-plot" onMouseLeave={() => onHover(null)}>
      <polygon points={band([1, 1, 1, 1], PIXLER_FIELDS.lower)} fill="#9e9e9e22" />
      <polygon points={band(PIXLER_FIELDS.lower, PIXLER_FIELDS.oilTop)} fill="#43a04730" />
      <polygon points={band(PIXLER_FIELDS.oilTop, PIXLER_FIELDS.gasTop)} fill="#e5393526" />
      <polygon points={band(PIXLER_FIELDS.gasTop, [10_000, 10_000, 10_000, 10_000])} fill="#9e9e9e22" />
      <text x={x(0) + 4} y={y(4)} fontSize={11} fill="#2e7d32">
        Oil
      </text>
      <text x={x(0) + 4} y={y(30)} fontSize={11} fill="#c62828">
        Gas
      </text>
      <text x={x(0) + 4} y={y(1.4)} fontSize={10} fill="#616161">
        Non-productive
      </text>
      <text x={x(0) + 4} y={y(2000)} fontSize={10} fill="#616161">
        Non-productive
      </text>
      {[1, 10, 100, 1000, 10_000].map((v) => (
        <g key={v}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#0000001a" />
          <text x={PAD.left - 6} y={y(v) + 4} fontSize={10} textAnchor="end" fill="#555">
            {v.toLocaleString('en-US')}
          </text>
        </g>
      ))}
      {PIXLER_RATIOS.map((r, k) => (
        <g key={r.series}>
          <line x1={x(k)} x2={x(k)} y1={PAD.top} y2={H - PAD.bottom} stroke="#00000033" />
          <text x={x(k)} y={H - 10} fontSize={11} textAnchor="middle" fill="#333">
            {r.label}
          </text>
        </g>
      ))}
      {lines.map((line) => {
        const pts = line.ratios.map((v, k) => (Number.isNaN(v) ? null : `${x(k)},${y(v)}`)).filter((p): p is string => p != null);
        const active = hover === line.depth;
        return (
          <g key={line.depth} data-depth={line.depth} className="pixler-line" onMouseEnter={() => onHover(line.depth)}>
            <polyline points={pts.join(' ')} fill="none" stroke="transparent" strokeWidth={8} />
            <polyline
              points={pts.join(' ')}
              fill="none"
              stroke={depthColor((line.depth - first) / span)}
              strokeWidth={active ? 3 : 1.2}
              strokeOpacity={hover == null || active ? 0.9 : 0.35}
            />
          </g>
        );
      })}
    </svg>
  );
}

function TernarySvg({
  points,
  butane,
  hover,
  onHover,
}: {
  points: TernaryPoint[];
  butane: string;
  hover: number | null;
  onHover: (d: number | null) => void;
}) {
  const du = useDepthUnit();
  const side = 360;
  const h = (side * Math.sqrt(3)) / 2;
  const ox = (W - side) / 2;
  const oy = 22 + h;
  const px = (p: { x: number; y: number }) => ({ x: ox + p.x * side, y: oy - p.y * h });
  const first = points[0]?.depth ?? 0;
  const span = Math.max(...points.map((p) => p.depth)) - Math.min(...points.map((p) => p.depth)) || 1;
  const low = Math.min(...points.map((p) => p.depth));
  const grid = [0.2, 0.4, 0.6, 0.8];
  const at = (c2: number, c3: number, nc4: number) => px(ternaryXY({ c2, c3, nc4 }));
  return (
    <svg width={W} height={oy + 36} role="img" aria-label="Ternary plot" data-testid="ternary-plot" onMouseLeave={() => onHover(null)}>
      <polygon points={[at(1, 0, 0), at(0, 1, 0), at(0, 0, 1)].map((p) => `${p.x},${p.y}`).join(' ')} fill="#fafafa" stroke="#555" />
      {grid.map((g) => {
        const a = at(g, 1 - g, 0);
        const b = at(g, 0, 1 - g);
        return <line key={g} x1={a.x} y1={a.y} x2={b.x} y2={b.y} stroke="#0000001a" />;
      })}
      <text x={at(1, 0, 0).x} y={at(1, 0, 0).y - 6} fontSize={12} textAnchor="middle">
        C2
      </text>
      <text x={at(0, 1, 0).x - 4} y={at(0, 1, 0).y + 16} fontSize={12} textAnchor="start">
        C3
      </text>
      <text x={at(0, 0, 1).x + 4} y={at(0, 0, 1).y + 16} fontSize={12} textAnchor="end">
        {butane === 'nc4' ? 'nC4' : 'C4'}
      </text>
      {points.map((p) => {
        const q = px(ternaryXY(p));
        const active = hover === p.depth;
        return (
          <circle
            key={p.depth}
            className="ternary-point"
            data-depth={p.depth}
            cx={q.x}
            cy={q.y}
            r={active ? 6 : 3.5}
            fill={depthColor((p.depth - low) / span)}
            fillOpacity={hover == null || active ? 0.85 : 0.35}
            stroke={active ? '#000' : 'none'}
            onMouseEnter={() => onHover(p.depth)}
          />
        );
      })}
      <text x={ox} y={oy + 30} fontSize={10} fill="#555">
        {`Shallow ${du.text(first)} ${du.unit} (blue) to deep (red)`}
      </text>
    </svg>
  );
}
