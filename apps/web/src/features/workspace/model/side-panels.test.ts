import { describe, expect, it } from 'vitest';
import { FORMATION_ORDER_TEXT, formationError, metadataEntries, newFormation, nextFormationColor, parseMetadataValue } from './side-panels';

describe('side panel rules', () => {
  it('refuses a formation whose low is above its high', () => {
    expect(formationError({ xval_low: 7000, xval_high: 6000 })).toBe(FORMATION_ORDER_TEXT);
    expect(formationError({ xval_low: 6000, xval_high: 7000 })).toBeNull();
    expect(formationError({ xval_low: NaN, xval_high: 7000 })).toMatch(/numbers/);
  });

  it('cycles the 8-colour palette', () => {
    expect(nextFormationColor(0)).toBe(nextFormationColor(8));
    expect(new Set(Array.from({ length: 8 }, (_, i) => nextFormationColor(i))).size).toBe(8);
  });

  it('checks numeric metadata fields', () => {
    expect(parseMetadataValue('kb', '12.5')).toEqual({ value: 12.5 });
    expect(parseMetadataValue('kb', 'twelve')).toEqual({ error: 'kb must be a number.' });
    expect(parseMetadataValue('well', 'twelve')).toEqual({ value: 'twelve' });
  });

  it('lists known keys first, then free keys, hiding bookkeeping', () => {
    const entries = metadataEntries({ id: 'x', well: 'W', zeta: 1, alpha: 'a', global_hairlines: [], kb: 3 }, { well: 'W2' });
    expect(entries).toEqual([
      ['well', 'W2'],
      ['kb', 3],
      ['alpha', 'a'],
      ['zeta', 1],
    ]);
  });
});

describe('a new formation', () => {
  const window = { min: 3000, max: 4000 };
  const f = (low: number, high: number) => ({ xval_low: low, xval_high: high, message: '', color: '#000' });
  it('takes a tenth of the visible window in its middle when there is none', () => {
    expect(newFormation([], window)).toMatchObject({ xval_low: 3450, xval_high: 3550, message: 'Formation 1' });
  });
  it('starts where the deepest one in view ends, never on top of it', () => {
    const first = newFormation([], window);
    const second = newFormation([first], window);
    expect(second).toMatchObject({ xval_low: 3550, xval_high: 3650, message: 'Formation 2' });
    const third = newFormation([first, second], window);
    expect(third.xval_low).toBe(3650);
  });
  it('fits the room left in view, and goes below the window when none is left', () => {
    expect(newFormation([f(3000, 3980)], window)).toMatchObject({ xval_low: 3980, xval_high: 4000 });
    expect(newFormation([f(3000, 4000)], window)).toMatchObject({ xval_low: 4000, xval_high: 4100 });
  });
  it('ignores formations outside the window', () => {
    expect(newFormation([f(1000, 2000), f(5000, 6000)], window)).toMatchObject({ xval_low: 3450, xval_high: 3550 });
  });
});
