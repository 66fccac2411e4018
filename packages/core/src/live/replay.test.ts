import { describe, expect, it } from 'vitest';
import { readLas } from '../las/read-las';
import { planReplay } from './replay';
import type { WitsItem } from './wits';

const las = (lines: string[]) => readLas(new TextEncoder().encode(lines.join('\n')));

// A drilling log recorded by time in metres: hole and bit depth, ROP in m/h, methane.
const metricTimeLog = las([
  '~V',
  ' VERS. 2.0 :',
  ' WRAP. NO :',
  '~W',
  ' NULL. -999.25 :',
  '~C',
  ' ETIM.S : Elapsed time',
  ' TOTAL_DEPTH.M : Hole depth',
  ' BIT_DEPTH.M : Bit depth',
  ' ROP.M/H : Rate of penetration',
  ' C1.ppm : Methane',
  '~A',
  '0 1500.0 1500.0 12.5 800',
  '10 1500.1 1500.1 13 820',
]);

const value = (frames: WitsItem[][], id: string) =>
  frames.flat().find((i) => String(i.record).padStart(2, '0') + String(i.item).padStart(2, '0') === id)?.value;

describe('the rig simulator (wits replay)', () => {
  it("sends a metric time log's depths in feet by default, as a feed in feet is read", () => {
    const plan = planReplay(metricTimeLog, { start: 0 });
    const frames = plan.framesOf(1, 0);
    expect(value(frames, '0110')).toBe('4921.5879');
    expect(value(frames, '0108')).toBe('4921.5879');
    expect(value(frames, '1208')).toBe('4921.5879');
    expect(plan.notes).toContain('ROP on item 0113 (Rate of Penetration (avg)), from M/H to ft/h');
    expect(Number(value(frames, '0113'))).toBeCloseTo(13 / 0.3048, 9);
  });

  it('sends them in metres, with the ROP in m/h, for a unit set to metric units (--depth-unit m)', () => {
    const plan = planReplay(metricTimeLog, { start: 0, depthUnit: 'm' });
    const frames = plan.framesOf(1, 0);
    expect(value(frames, '0110')).toBe('1500.1');
    expect(value(frames, '0113')).toBe('13');
    expect(value(frames, '1212')).toBe('820');
    expect(plan.notes[0]).toBe("Depths are sent in metres: set the project's Live feed to depths in metres.");
  });

  it('sends a depth log in feet as read, and in metres to 0.0001 m', () => {
    const depthLog = las(['~V', ' VERS. 2.0 :', ' WRAP. NO :', '~C', ' DEPT.M : Depth', ' C1.ppm : Methane', '~A', '1500.0 5', '1500.1 6']);
    expect(value(planReplay(depthLog, { start: 0 }).framesOf(1, 0), '0110')).toBe('4921.5879');
    expect(value(planReplay(depthLog, { start: 0, depthUnit: 'm' }).framesOf(1, 0), '0110')).toBe('1500.1');
  });
});
