// @vitest-environment jsdom
import '../../../test/media-queries'; // first: uPlot asks for a media query as it loads
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { hairlinesPlugin, type HairlinesContext } from './hairlines-plugin';
import type { Hairline } from '../types';

/** The part of a uPlot the plugin reads: its overlay, a 1,000 px depth axis over 5,000-6,000 ft, across. */
function plot(): uPlot {
  const over = document.createElement('div');
  document.body.append(over);
  const toPos = (v: number) => v - 5000;
  return {
    over,
    width: 1000,
    bbox: { left: 0, top: 0, width: 1000, height: 200 },
    ctx: { canvas: { width: 1000 } },
    scales: { x: { min: 5000, max: 6000, ori: 0 } },
    valToPos: toPos,
    posToVal: (px: number) => px + 5000,
  } as unknown as uPlot;
}

const mark = (xval: number, text: string, index: number): Hairline => ({ id: `h${xval}`, xval, text, index, isZone: false });

function mounted(ctx: HairlinesContext) {
  let current = ctx;
  const made = hairlinesPlugin(() => current);
  const u = plot();
  (made.plugin.hooks.init as (u: uPlot) => void)(u);
  made.refresh();
  const parts = () =>
    [...u.over.querySelectorAll('.ms-hl')].map((el) => ({ el, line: el.querySelector('.ms-hl-line'), kill: el.querySelector('.ms-hl-kill') }));
  return { made, parts, set: (next: Partial<HairlinesContext>) => (current = { ...current, ...next }) };
}

const base: HairlinesContext = {
  // As the chart has them once one was selected and then another (selectHairline writes false).
  hairlines: [{ ...mark(5200, 'first', 1), selected: false }, mark(5600, 'second', 2)],
  series: [{ label: 'C1', color: '#1c7ed6' } as HairlinesContext['series'][number]],
  data: { x: [5000, 5500, 6000], ys: [[10, 20, 30]] },
};

describe('hairline markers kept between updates', () => {
  it('leaves the parts of markers whose hairlines are unchanged in place when the list is given again (an autosave answer)', () => {
    const m = mounted(base);
    const before = m.parts();
    expect(before).toHaveLength(2);
    // The server's copy: no selection flag at all.
    m.set({ hairlines: base.hairlines.map(({ selected: _s, ...h }) => ({ ...h })) });
    m.made.update();
    const after = m.parts();
    // The same elements, not equal ones (toBe: toEqual would take a copy for the same).
    after.forEach((p, i) => {
      expect(p.el).toBe(before[i]!.el);
      expect(p.line).toBe(before[i]!.line);
      expect(p.kill).toBe(before[i]!.kill);
    });
  });

  it('fills again only the marker whose hairline changed', () => {
    const m = mounted(base);
    const before = m.parts();
    m.set({ hairlines: [base.hairlines[0]!, { ...base.hairlines[1]!, text: 'renamed' }] });
    m.made.update();
    const after = m.parts();
    expect(after[0]!.line).toBe(before[0]!.line);
    expect(after[1]!.line).not.toBe(before[1]!.line);
    expect(after[1]!.el.textContent).toContain('2. renamed');
  });

  it('drops the kill buttons when the chart turns read-only, and reads every value again for new data', () => {
    const m = mounted(base);
    expect(m.parts().every((p) => p.kill)).toBe(true);
    m.set({ readOnly: true });
    m.made.update();
    expect(m.parts().every((p) => p.kill === null)).toBe(true);
    const before = m.parts();
    const value = before[0]!.el.querySelector('.ms-hl-values b')!.textContent;
    m.set({ data: { x: [5000, 5500, 6000], ys: [[40, 50, 60]] } });
    m.made.refresh();
    expect(m.parts()[0]!.line).not.toBe(before[0]!.line);
    expect(m.parts()[0]!.el.querySelector('.ms-hl-values b')!.textContent).not.toBe(value);
  });

  it('adds and removes markers as the list does', () => {
    const m = mounted(base);
    const kept = m.parts()[0]!;
    m.set({ hairlines: [base.hairlines[0]!, mark(5800, 'third', 2)] });
    m.made.update();
    const now = m.parts();
    expect(now.map((p) => p.el.getAttribute('data-xval'))).toEqual(['5200', '5800']);
    expect(now[0]!.line).toBe(kept.line);
  });
});
