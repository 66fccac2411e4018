import { depthColor, PIXLER_FIELDS, PIXLER_RATIOS, pixlerY, ternaryXY, type PixlerLine, type TernaryPoint } from '@mudstack/core';
import { useDepthUnit } from '../../lib/depth-unit';

// The SVG drawings of the interpretation panel (InterpretationPanel.tsx): the Pixler ladder and the ternary
// diagram. Each line or point is coloured by depth, shallow blue to deep red, with the colour bar that says so.
// `active` is the depth highlighted: hovered here, or the nearest to the cursor on the graphs.

export const W = 430;
const H = 360;
const PAD = { left: 46, right: 70, top: 14, bottom: 30 };
/** A label drawn over lines keeps a white halo, so it stays readable wherever they cross. */
const HALO = { stroke: 'white', strokeWidth: 3, paintOrder: 'stroke' as const, strokeLinejoin: 'round' as const };

interface PixlerProps {
  lines: PixlerLine[];
  active: number | null;
  onHover: (d: number | null) => void;
  /** One colour per line (one line a well, on the correlation page): no depth colouring and no colour bar. */
  colors?: readonly string[];
  /** With `colors`, each line's name (its tooltip). */
  names?: readonly string[];
}

export function PixlerSvg({ lines, active, onHover, colors, names }: PixlerProps) {
  const pw = W - PAD.left - PAD.right;
  const ph = H - PAD.top - PAD.bottom;
  const x = (k: number) => PAD.left + (k * pw) / (PIXLER_RATIOS.length - 1);
  const y = (v: number) => PAD.top + ph * (1 - pixlerY(v));
  const { low, span } = depthSpan(lines.map((l) => l.depth));
  return (
    <svg width={W} height={H} role="img" aria-label="Pixler plot" data-testid="pixler-plot" onMouseLeave={() => onHover(null)}>
      <PixlerFields x={x} y={y} />
      <PixlerAxes x={x} y={y} />
      {lines.map((line, i) => {
        const pts = line.ratios.map((v, k) => (Number.isNaN(v) ? null : `${x(k)},${y(v)}`)).filter((p): p is string => p != null);
        const on = active === line.depth;
        return (
          <g
            key={colors ? i : line.depth}
            data-depth={line.depth}
            data-active={on || undefined}
            data-name={names?.[i]}
            className="pixler-line"
            onMouseEnter={() => onHover(line.depth)}
          >
            {names?.[i] && <title>{names[i]}</title>}
            <polyline points={pts.join(' ')} fill="none" stroke="transparent" strokeWidth={8} />
            <polyline
              points={pts.join(' ')}
              fill="none"
              stroke={colors?.[i] ?? depthColor((line.depth - low) / span)}
              strokeWidth={on ? 3 : colors ? 2 : 1.2}
              strokeOpacity={active == null || on ? 0.9 : 0.35}
            />
          </g>
        );
      })}
      <PixlerFieldLabels x={x} y={y} />
      {!colors && <DepthColourBar x={W - PAD.right + 8} top={PAD.top} height={ph} low={low} high={low + span} />}
    </svg>
  );
}

type Scale = (v: number) => number;

function PixlerFields({ x, y }: { x: Scale; y: Scale }) {
  const band = (lo: readonly number[], hi: readonly number[]) =>
    [...lo.map((v, k) => `${x(k)},${y(v)}`), ...[...hi].reverse().map((v, k) => `${x(hi.length - 1 - k)},${y(v)}`)].join(' ');
  return (
    <g>
      <polygon points={band([1, 1, 1, 1], PIXLER_FIELDS.lower)} fill="#9e9e9e22" />
      <polygon points={band(PIXLER_FIELDS.lower, PIXLER_FIELDS.oilTop)} fill="#43a04730" />
      <polygon points={band(PIXLER_FIELDS.oilTop, PIXLER_FIELDS.gasTop)} fill="#e5393526" />
      <polygon points={band(PIXLER_FIELDS.gasTop, [10_000, 10_000, 10_000, 10_000])} fill="#9e9e9e22" />
    </g>
  );
}

/** The field names, drawn after the lines so none of them hides a name. */
function PixlerFieldLabels({ x, y }: { x: Scale; y: Scale }) {
  return (
    <g data-testid="pixler-field-labels" pointerEvents="none">
      <text x={x(0) + 4} y={y(4)} fontSize={11} fontWeight={600} fill="#2e7d32" {...HALO}>
        Oil
      </text>
      <text x={x(0) + 4} y={y(30)} fontSize={11} fontWeight={600} fill="#c62828" {...HALO}>
        Gas
      </text>
      <text x={x(0) + 4} y={y(1.4)} fontSize={10} fill="#555" {...HALO}>
        Non-productive
      </text>
      <text x={x(0) + 4} y={y(2000)} fontSize={10} fill="#555" {...HALO}>
        Non-productive
      </text>
    </g>
  );
}

function PixlerAxes({ x, y }: { x: Scale; y: Scale }) {
  return (
    <g>
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
    </g>
  );
}

/** The shallowest depth drawn and the span to the deepest (1 when there is one depth). */
function depthSpan(depths: number[]): { low: number; span: number } {
  if (depths.length === 0) return { low: 0, span: 1 };
  const low = Math.min(...depths);
  return { low, span: Math.max(...depths) - low || 1 };
}

/** Depth down the bar, as on a log: the shallowest depth's colour at the top, the deepest's at the bottom. */
function DepthColourBar({ x, top, height, low, high }: { x: number; top: number; height: number; low: number; high: number }) {
  const du = useDepthUnit();
  const stops = [0, 0.25, 0.5, 0.75, 1];
  return (
    <g data-testid="depth-colour-bar" aria-label={`Colour by depth: ${du.text(low)} to ${du.text(high)} ${du.unit}`}>
      <defs>
        <linearGradient id="depth-colours" x1="0" y1="0" x2="0" y2="1">
          {stops.map((t) => (
            <stop key={t} offset={t} stopColor={depthColor(t)} />
          ))}
        </linearGradient>
      </defs>
      <rect x={x} y={top} width={10} height={height} fill="url(#depth-colours)" stroke="#0000004d" />
      <text x={x + 14} y={top + 9} fontSize={10} fill="#333">
        {du.text(low)}
      </text>
      <text x={x + 14} y={top + height} fontSize={10} fill="#333">
        {du.text(high)}
      </text>
      <text x={x + 14} y={top + height / 2 + 4} fontSize={10} fill="#555">
        {du.unit}
      </text>
    </g>
  );
}

interface TernaryProps {
  points: TernaryPoint[];
  butane: string;
  active: number | null;
  onHover: (d: number | null) => void;
}

const SIDE = 320;
const TICKS = [0.2, 0.4, 0.6, 0.8];

export function TernarySvg({ points, butane, active, onHover }: TernaryProps) {
  const h = (SIDE * Math.sqrt(3)) / 2;
  const ox = 30;
  const oy = 26 + h;
  const at = (c2: number, c3: number, nc4: number) => {
    const p = ternaryXY({ c2, c3, nc4 });
    return { x: ox + p.x * SIDE, y: oy - p.y * h };
  };
  const { low, span } = depthSpan(points.map((p) => p.depth));
  const c4 = butane === 'nc4' ? 'nC4' : 'C4';
  return (
    <svg width={W} height={oy + 34} role="img" aria-label="Ternary plot" data-testid="ternary-plot" onMouseLeave={() => onHover(null)}>
      <polygon points={[at(1, 0, 0), at(0, 1, 0), at(0, 0, 1)].map((p) => `${p.x},${p.y}`).join(' ')} fill="#fafafa" stroke="#555" />
      <TernaryGrid at={at} c4={c4} />
      {points.map((p) => {
        const q = at(p.c2, p.c3, p.nc4);
        const on = active === p.depth;
        return (
          <circle
            key={p.depth}
            className="ternary-point"
            data-depth={p.depth}
            data-active={on || undefined}
            cx={q.x}
            cy={q.y}
            r={on ? 6 : 3.5}
            fill={depthColor((p.depth - low) / span)}
            fillOpacity={active == null || on ? 0.85 : 0.35}
            stroke={on ? '#000' : 'none'}
            onMouseEnter={() => onHover(p.depth)}
          />
        );
      })}
      <DepthColourBar x={ox + SIDE + 14} top={oy - h} height={h} low={low} high={low + span} />
    </svg>
  );
}

type At = (c2: number, c3: number, nc4: number) => { x: number; y: number };

/** Grid lines of each component at 20, 40, 60 and 80 %, labelled on the side where its lines end: C2 left, C3 bottom, C4 right. */
function TernaryGrid({ at, c4 }: { at: At; c4: string }) {
  const pct = (g: number) => `${Math.round(g * 100)}%`;
  return (
    <g data-testid="ternary-ticks" fontSize={9} fill="#555">
      {TICKS.map((g) => {
        const c2a = at(g, 1 - g, 0);
        const c2b = at(g, 0, 1 - g);
        const c3a = at(1 - g, g, 0);
        const c3b = at(0, g, 1 - g);
        const c4a = at(1 - g, 0, g);
        const c4b = at(0, 1 - g, g);
        return (
          <g key={g}>
            <line x1={c2a.x} y1={c2a.y} x2={c2b.x} y2={c2b.y} stroke="#0000001a" />
            <line x1={c3a.x} y1={c3a.y} x2={c3b.x} y2={c3b.y} stroke="#0000001a" />
            <line x1={c4a.x} y1={c4a.y} x2={c4b.x} y2={c4b.y} stroke="#0000001a" />
            <text x={c2a.x - 4} y={c2a.y + 3} textAnchor="end" data-side="C2">
              {pct(g)}
            </text>
            <text x={c3b.x} y={c3b.y + 12} textAnchor="middle" data-side="C3">
              {pct(g)}
            </text>
            <text x={c4a.x + 4} y={c4a.y + 3} textAnchor="start" data-side={c4}>
              {pct(g)}
            </text>
          </g>
        );
      })}
      <text x={at(1, 0, 0).x} y={at(1, 0, 0).y - 8} fontSize={12} fill="#222" textAnchor="middle">
        C2
      </text>
      <text x={at(0, 1, 0).x - 6} y={at(0, 1, 0).y + 24} fontSize={12} fill="#222" textAnchor="start">
        C3
      </text>
      <text x={at(0, 0, 1).x + 6} y={at(0, 0, 1).y + 24} fontSize={12} fill="#222" textAnchor="end">
        {c4}
      </text>
    </g>
  );
}
