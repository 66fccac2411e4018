import { describe, expect, it } from 'vitest';
import { planLogPages, ptPerFoot, readLogScale, scaleText } from './log-plan';

describe('the depth-down log pages', () => {
  it('prints 1:240 at 5 in and 1:600 at 2 in per 100 ft', () => {
    expect(ptPerFoot(240) * 100).toBeCloseTo(5 * 72, 9);
    expect(ptPerFoot(600) * 100).toBeCloseTo(2 * 72, 9);
  });

  it('joins pages without gaps or repeats, at both scales, the last ending at the range', () => {
    for (const ratio of [240, 600] as const) {
      const plan = planLogPages(5000, 6999, 640, { kind: 'ratio', ratio });
      const feet = 640 / ptPerFoot(ratio);
      expect(plan.pages).toHaveLength(Math.ceil(1999 / feet));
      expect(plan.pages[0].from).toBe(5000);
      expect(plan.pages.at(-1)!.to).toBe(6999);
      for (let k = 1; k < plan.pages.length; k++) expect(plan.pages[k].from).toBe(plan.pages[k - 1].to);
      for (const p of plan.pages.slice(0, -1)) expect(p.to - p.from).toBeCloseTo(feet, 9);
      expect(plan.overview).toBe(false);
    }
    // 1:600 on a 640 pt log: 444.4 ft a page, so 1,999 ft is 5 pages; 1:240: 177.8 ft, 12 pages.
    expect(planLogPages(5000, 6999, 640, { kind: 'ratio', ratio: 600 }).pages).toHaveLength(5);
    expect(planLogPages(5000, 6999, 640, { kind: 'ratio', ratio: 240 }).pages).toHaveLength(12);
  });

  it('fits the range to N pages, an overview when that is smaller than 1:600', () => {
    const plan = planLogPages(5000, 10_000, 640, { kind: 'fit', pages: 2 });
    expect(plan.pages).toEqual([
      { from: 5000, to: 7500 },
      { from: 7500, to: 10_000 },
    ]);
    expect(plan.overview).toBe(true);
    expect(plan.ratio).toBeGreaterThan(600);
    expect(planLogPages(5000, 5100, 640, { kind: 'fit', pages: 1 }).overview).toBe(false);
  });

  it('names a scale as it is spoken of', () => {
    expect(scaleText(600, 'ft')).toBe('1:600 (2 in per 100 ft)');
    expect(scaleText(600, 'm')).toBe('1:600 (1 cm per 6 m)');
    expect(scaleText(1234.4, 'ft', true)).toBe('overview at 1:1234');
  });

  it('reads the scale asked: 240, 600 or fit:N, 1:600 otherwise', () => {
    expect(readLogScale('240')).toEqual({ kind: 'ratio', ratio: 240 });
    // A metric log's 1 cm per 5 m and per 2 m.
    expect(readLogScale('500')).toEqual({ kind: 'ratio', ratio: 500 });
    expect(readLogScale('200')).toEqual({ kind: 'ratio', ratio: 200 });
    expect(readLogScale('300')).toEqual({ kind: 'ratio', ratio: 600 });
    expect(readLogScale('fit:6')).toEqual({ kind: 'fit', pages: 6 });
    expect(readLogScale(undefined)).toEqual({ kind: 'ratio', ratio: 600 });
    expect(readLogScale('fit:0')).toEqual({ kind: 'ratio', ratio: 600 });
  });
});
