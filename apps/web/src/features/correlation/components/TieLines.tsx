import { useEffect, useState, type RefObject } from 'react';
import type { CorrelationWellInfo } from '@mudstack/contracts';
import { formationKey, type TieLine } from '@mudstack/core';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import classes from './correlation.module.css';

interface Segment {
  key: string;
  name: string;
  color: string;
  left: number;
  right: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** An opaque version of a formation's colour (they are stored translucent, #rrggbbaa). */
const solid = (color: string) => (/^#[0-9a-f]{8}$/i.test(color) ? color.slice(0, 7) : color);

/**
 * The tie lines: the same formation's top joined across the gap between neighbouring wells, at the height each
 * well's depth track draws it. Redrawn with the window (one frame at most) and when the row resizes or scrolls.
 */
export function TieLines({
  container,
  hub,
  lines,
  wells,
}: {
  container: RefObject<HTMLDivElement | null>;
  hub: DepthSyncHub;
  lines: TieLine[];
  wells: Map<number, CorrelationWellInfo>;
}) {
  const [segments, setSegments] = useState<Segment[]>([]);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setSize((old) =>
          old.width === box.scrollWidth && old.height === box.clientHeight ? old : { width: box.scrollWidth, height: box.clientHeight },
        );
        const next = measureSegments(box, hub, lines, wells);
        setSegments((old) => (JSON.stringify(old) === JSON.stringify(next) ? old : next));
      });
    };
    measure();
    const off = hub.subscribe(measure);
    const ro = new ResizeObserver(measure);
    ro.observe(box);
    // A group's charts appear when its rows arrive: measure again then.
    const mo = new MutationObserver(measure);
    mo.observe(box, { childList: true, subtree: true });
    return () => {
      off();
      ro.disconnect();
      mo.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [container, hub, lines, wells]);
  return (
    <svg className={classes.ties} width={size.width} height={size.height} aria-hidden data-testid="tie-lines">
      {segments.map((s) => (
        <line
          key={s.key}
          x1={s.x1}
          y1={s.y1}
          x2={s.x2}
          y2={s.y2}
          stroke={s.color}
          strokeWidth={1.5}
          strokeDasharray="5 3"
          data-formation={s.name}
          data-left-project={s.left}
          data-right-project={s.right}
        />
      ))}
    </svg>
  );
}

/** Where each tie line runs: from the left well's group edge to the right one's, at its top's depth on each plot. */
function measureSegments(box: HTMLElement, hub: DepthSyncHub, lines: TieLine[], wells: Map<number, CorrelationWellInfo>): Segment[] {
  const range = hub.getRange();
  if (!range || range.max <= range.min) return [];
  const origin = box.getBoundingClientRect();
  const plotOf = (id: number) => {
    const group = box.querySelector<HTMLElement>(`[data-testid="well-group"][data-project-id="${id}"]`);
    const over = group?.querySelector<HTMLElement>('[data-testid="correlation-depth-track"] .u-over');
    return group && over ? { group: group.getBoundingClientRect(), plot: over.getBoundingClientRect() } : null;
  };
  const out: Segment[] = [];
  for (const [i, line] of lines.entries()) {
    const a = plotOf(line.left.id);
    const b = plotOf(line.right.id);
    if (!a || !b) continue;
    const yOf = (p: DOMRect, depth: number) => p.top + ((depth - range.min) / (range.max - range.min)) * p.height;
    const y1 = yOf(a.plot, line.left.depth);
    const y2 = yOf(b.plot, line.right.depth);
    // Only where both tops are within their plots.
    if (y1 < a.plot.top || y1 > a.plot.bottom || y2 < b.plot.top || y2 > b.plot.bottom) continue;
    const formation = wells.get(line.left.id)?.formations.find((f) => formationKey(f.message) === formationKey(line.name));
    out.push({
      key: `${i}:${line.name}`,
      name: line.name,
      color: solid(formation?.color ?? '#555555'),
      left: line.left.id,
      right: line.right.id,
      x1: a.group.right - origin.left + box.scrollLeft,
      y1: y1 - origin.top + box.scrollTop,
      x2: b.group.left - origin.left + box.scrollLeft,
      y2: y2 - origin.top + box.scrollTop,
    });
  }
  return out;
}
