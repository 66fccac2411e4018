import { describe, expect, it } from 'vitest';
import { keyAction } from './keyboard';

const bounds = { min: 5000, max: 6000 };
const range = { min: 5400, max: 5600 };

describe('keyAction (graph keyboard)', () => {
  it('pans by a tenth of the view: left and up shallower, right and down deeper', () => {
    expect(keyAction('ArrowLeft', range, bounds)).toEqual({ type: 'range', range: { min: 5380, max: 5580 } });
    expect(keyAction('ArrowUp', range, bounds)).toEqual({ type: 'range', range: { min: 5380, max: 5580 } });
    expect(keyAction('ArrowRight', range, bounds)).toEqual({ type: 'range', range: { min: 5420, max: 5620 } });
    expect(keyAction('ArrowDown', range, bounds)).toEqual({ type: 'range', range: { min: 5420, max: 5620 } });
  });

  it('stops at the ends keeping the width', () => {
    expect(keyAction('ArrowLeft', { min: 5010, max: 5210 }, bounds)).toEqual({ type: 'range', range: { min: 5000, max: 5200 } });
    expect(keyAction('ArrowRight', { min: 5790, max: 5990 }, bounds)).toEqual({ type: 'range', range: { min: 5800, max: 6000 } });
  });

  it('zooms around the centre with + and -, and resets with 0', () => {
    const zin = keyAction('+', range, bounds);
    expect(zin?.type).toBe('range');
    if (zin?.type !== 'range') return;
    expect((zin.range.min + zin.range.max) / 2).toBeCloseTo(5500);
    expect(zin.range.max - zin.range.min).toBeCloseTo(200 / 1.5);
    const zout = keyAction('-', range, bounds);
    if (zout?.type !== 'range') throw new Error('expected a range');
    expect(zout.range.max - zout.range.min).toBeCloseTo(300);
    expect(keyAction('-', { min: 5000, max: 6000 }, bounds)).toEqual({ type: 'range', range: bounds });
    expect(keyAction('0', range, bounds)).toEqual({ type: 'reset' });
  });

  it('ignores other keys and a graph without a window', () => {
    expect(keyAction('a', range, bounds)).toBeNull();
    expect(keyAction('Enter', range, bounds)).toBeNull();
    expect(keyAction('ArrowLeft', null, bounds)).toBeNull();
  });
});
