import { describe, expect, it } from 'vitest';
import {
  EMPTY_EXPORT_TEXTS,
  FORMATION_ORDER_TEXT,
  formationError,
  formationsCsv,
  hairlinesCsv,
  metadataCsv,
  metadataEntries,
  nextFormationColor,
  parseMetadataValue,
} from './side-panels';

describe('side panel rules', () => {
  const hairlines = [
    { xval: 6000, text: 'Gas show, "big"', index: 1, isZone: false },
    { xval: 6500, text: 'Zone A', index: 2, isZone: true },
  ];

  it('exports annotations and zones as CSV, quoting as needed', () => {
    expect(hairlinesCsv(hairlines, false)).toEqual({ csv: '#,Depth,Note\r\n1,6000,"Gas show, ""big"""\r\n' });
    expect(hairlinesCsv(hairlines, true)).toEqual({ csv: '#,Depth,Note\r\n2,6500,Zone A\r\n' });
  });

  it('gives the spec messages when there is nothing to export', () => {
    expect(hairlinesCsv([], false)).toEqual({ error: EMPTY_EXPORT_TEXTS.annotations });
    expect(hairlinesCsv([hairlines[0]], true)).toEqual({ error: EMPTY_EXPORT_TEXTS.zones });
    expect(formationsCsv([])).toEqual({ error: 'No formations to export' });
    expect(formationsCsv('garbage')).toEqual({ error: 'Formations in an unreadable format' });
    expect(formationsCsv([{ xval_low: 'x' }])).toEqual({ error: 'Formations in an unreadable format' });
    expect(metadataCsv([])).toEqual({ error: 'No metadata to export' });
  });

  it('exports formations with their thickness', () => {
    expect(formationsCsv([{ xval_low: 6000, xval_high: 6250.5, message: 'Wolfcamp', color: '#1f77b440' }])).toEqual({
      csv: 'Start,End,Thickness,Name,Color\r\n6000,6250.5,250.5,Wolfcamp,#1f77b440\r\n',
    });
  });

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
    expect(entries).toEqual([['well', 'W2'], ['kb', 3], ['alpha', 'a'], ['zeta', 1]]);
  });
});
