import { describe, expect, it } from 'vitest';
import { FORMATION_ORDER_TEXT, formationError, metadataEntries, nextFormationColor, parseMetadataValue } from './side-panels';

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
