import { describe, expect, it } from 'vitest';
import { csvCell } from '@mudstack/core';
import {
  formationsCsv,
  hairlinesCsv,
  metadataCsv,
  NO_ANNOTATIONS,
  NO_FORMATIONS,
  NO_METADATA,
  NO_ZONES,
  UNREADABLE_FORMATIONS,
} from './side-panel-csv';

const hairlines = [
  { xval: 5200, text: 'Trip gas, after bit change', index: 2, isZone: false },
  { xval: 5100, text: 'Connection', index: 1, isZone: false },
  { xval: 5300, text: 'Fracture "zone"', index: 1, isZone: true },
];

describe('side panel CSV downloads', () => {
  it('writes annotations and zones by depth, quoting what needs it', () => {
    expect(hairlinesCsv(hairlines, false)).toEqual({ csv: '#,Depth,Note\r\n1,5100,Connection\r\n2,5200,"Trip gas, after bit change"\r\n' });
    expect(hairlinesCsv(hairlines, true)).toEqual({ csv: '#,Depth,Note\r\n1,5300,"Fracture ""zone"""\r\n' });
  });
  it('says there is nothing to export', () => {
    expect(hairlinesCsv([], false)).toEqual({ error: NO_ANNOTATIONS });
    expect(
      hairlinesCsv(
        hairlines.filter((h) => !h.isZone),
        true,
      ),
    ).toEqual({ error: NO_ZONES });
    expect(formationsCsv([])).toEqual({ error: NO_FORMATIONS });
    expect(metadataCsv({ global_hairlines: [], global_formations: [] })).toEqual({ error: NO_METADATA });
    expect(metadataCsv(null)).toEqual({ error: NO_METADATA });
  });
  it('refuses formations in an unreadable format', () => {
    expect(formationsCsv('not a list')).toEqual({ error: UNREADABLE_FORMATIONS });
    expect(formationsCsv([{ xval_low: 'top', xval_high: 5 }])).toEqual({ error: UNREADABLE_FORMATIONS });
    expect(formationsCsv([null])).toEqual({ error: UNREADABLE_FORMATIONS });
  });
  it('writes formations with their thickness', () => {
    expect(formationsCsv([{ xval_low: 5200, xval_high: 5350.5, message: 'Lodgepole', color: '#ff000040' }])).toEqual({
      csv: 'Start,End,Thickness,Name,Color\r\n5200,5350.5,150.5,Lodgepole,#ff000040\r\n',
    });
  });
  it('writes metadata fields, leaving hairlines and formations to their own files', () => {
    expect(metadataCsv({ well: 'A 1H', kb: 2154, global_hairlines: [] })).toEqual({ csv: 'Field,Value\r\nwell,A 1H\r\nkb,2154\r\n' });
  });
  it('neutralises spreadsheet formulas but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
  });
});
