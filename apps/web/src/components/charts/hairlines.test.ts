import { describe, expect, it } from 'vitest';
import {
  deleteHairline,
  formatValue,
  hitTestHairline,
  moveHairline,
  needsRenumbering,
  renumberHairlines,
  selectHairline,
  spreadInfoBoxes,
  stackInfoBoxes,
  valueAtDepth,
  visibleHairlines,
} from './hairlines';
import type { Hairline } from './types';

const h = (xval: number, text = `at ${xval}`, extra: Partial<Hairline> = {}): Hairline => ({ xval, text, isZone: false, ...extra });

describe('renumbering', () => {
  it('sorts by depth and numbers 1..n', () => {
    const out = renumberHairlines([h(300), h(100), h(200)]);
    expect(out.map((x) => [x.xval, x.index])).toEqual([
      [100, 1],
      [200, 2],
      [300, 3],
    ]);
    expect(needsRenumbering(out)).toBe(false);
    expect(needsRenumbering([h(100)])).toBe(true);
  });
  it('moving a hairline past others re-sorts and renumbers all, rounding to whole feet', () => {
    const list = renumberHairlines([h(100, 'a'), h(200, 'b'), h(300, 'c')]);
    const out = moveHairline(list, 100, 250.6);
    expect(out.map((x) => [x.text, x.xval, x.index])).toEqual([
      ['b', 200, 1],
      ['a', 251, 2],
      ['c', 300, 3],
    ]);
  });
  it('deleting renumbers the rest', () => {
    const out = deleteHairline(renumberHairlines([h(100, 'a'), h(200, 'b'), h(300, 'c')]), 200);
    expect(out.map((x) => [x.text, x.index])).toEqual([
      ['a', 1],
      ['c', 2],
    ]);
    expect(deleteHairline(out, 999)).toEqual(out);
  });
  it('selecting marks exactly one', () => {
    const out = selectHairline([h(1), h(2, 'x', { selected: true }), h(3)], 3);
    expect(out.map((x) => x.selected ?? false)).toEqual([false, false, true]);
  });
});

describe('visibility and hit-testing', () => {
  const list = renumberHairlines([h(100), h(200, 's', { selected: true }), h(203), h(900)]);
  it('hides hairlines outside the window and draws the selected one last', () => {
    const vis = visibleHairlines(list, { min: 150, max: 500 });
    expect(vis.map((x) => x.xval)).toEqual([203, 200]);
  });
  it('finds the marker within its 6 px width, top-most first', () => {
    const toPx = (v: number) => v; // 1 px per foot
    expect(hitTestHairline(list, 102.9, toPx)?.xval).toBe(100);
    expect(hitTestHairline(list, 103.1, toPx)).toBeNull();
    // 200 and 203 overlap at 201.5; the selected one is on top.
    expect(hitTestHairline(list, 201.5, toPx)?.xval).toBe(200);
  });
});

describe('values at a depth', () => {
  const xs = [100, 101, 102, 104];
  const ys = [10, 20, NaN, 40];
  it('interpolates linearly between neighbouring rows', () => {
    expect(valueAtDepth(xs, ys, 100.25, true)).toBeCloseTo(12.5);
    expect(valueAtDepth(xs, ys, 101, true)).toBe(20);
  });
  it('takes the nearest row when not interpolated (ties to the shallower)', () => {
    expect(valueAtDepth(xs, ys, 100.4, false)).toBe(10);
    expect(valueAtDepth(xs, ys, 100.5, false)).toBe(10);
    expect(valueAtDepth(xs, ys, 100.6, false)).toBe(20);
    expect(valueAtDepth(xs, ys, 103.5, false)).toBe(40);
  });
  it('gives null for gaps and depths outside the data', () => {
    expect(valueAtDepth(xs, ys, 103, true)).toBeNull();
    expect(valueAtDepth(xs, ys, 102, false)).toBeNull();
    expect(valueAtDepth(xs, ys, 99, true)).toBeNull();
    expect(valueAtDepth([], [], 1, true)).toBeNull();
  });
  it('formats values compactly', () => {
    expect(formatValue(null)).toBe('–');
    expect(formatValue(1234.5678)).toBe('1235');
    expect(formatValue(0.123456)).toBe('0.1235');
    expect(formatValue(0.00001)).toBe('1.00e-5');
  });
});

describe('stackInfoBoxes', () => {
  it('keeps apart boxes that would overlap, and leaves distant ones on the first row', () => {
    const tops = stackInfoBoxes([
      { left: 100, right: 300, height: 60 },
      { left: 110, right: 310, height: 40 },
      { left: 500, right: 700, height: 50 },
      { left: 120, right: 320, height: 30 },
    ]);
    expect(tops).toEqual([4, 68, 4, 112]);
    // No two boxes cover one another.
    const boxes = [
      [100, 300, 60],
      [110, 310, 40],
      [500, 700, 50],
      [120, 320, 30],
    ].map(([l, r, h], i) => ({ l, r, t: tops[i], b: tops[i] + h }));
    for (const a of boxes) for (const b of boxes) if (a !== b) expect(a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t).toBe(true);
  });
});

describe('spreadInfoBoxes (depth down: one box wide)', () => {
  const covered = (spans: { start: number; end: number; line: number }[], shifts: number[]) =>
    spans.map((s, i) => [s.start + shifts[i], s.end + shifts[i]]).sort((a, b) => a[0] - b[0]);

  it('leaves apart boxes where they are, and moves close ones past each other in depth order', () => {
    expect(
      spreadInfoBoxes(
        [
          { start: 10, end: 50, line: 2 },
          { start: 100, end: 140, line: 92 },
        ],
        0,
        500,
      ),
    ).toEqual([0, 0]);
    const spans = [
      { start: 300, end: 340, line: 292 },
      { start: 310, end: 350, line: 302 },
      { start: 305, end: 345, line: 297 },
    ];
    const shifts = spreadInfoBoxes(spans, 0, 500);
    expect(shifts).toEqual([0, 78, 39]);
    const placed = covered(spans, shifts);
    for (let i = 1; i < placed.length; i++) expect(placed[i][0]).toBeGreaterThanOrEqual(placed[i - 1][1] + 4);
  });

  it('keeps the boxes within the plot: those pushed past its end move back up, over the ones above if need be', () => {
    const spans = [
      { start: 420, end: 460, line: 412 },
      { start: 430, end: 470, line: 422 },
    ];
    const placed = covered(spans, spreadInfoBoxes(spans, 0, 480));
    expect(placed.at(-1)![1]).toBeLessThanOrEqual(480);
    expect(placed[1][0]).toBeGreaterThanOrEqual(placed[0][1] + 4);
    // Too many for the plot: none starts before it.
    const many = Array.from({ length: 20 }, (_, i) => ({ start: 10 + i, end: 50 + i, line: 2 + i }));
    for (const [from] of covered(many, spreadInfoBoxes(many, 0, 200))) expect(from).toBeGreaterThanOrEqual(0);
  });

  it('keeps the order of the lines when a box near the end opens above its line', () => {
    // Line 2 at 595 opens below it; line 3 at 643, near the plot's end, opens above it, over box 2.
    const spans = [
      { start: 603, end: 643, line: 595 },
      { start: 595, end: 635, line: 643 },
    ];
    const shifts = spreadInfoBoxes(spans, 0, 748);
    expect(spans[1].start + shifts[1]).toBeGreaterThanOrEqual(spans[0].end + shifts[0] + 4);
  });
});
