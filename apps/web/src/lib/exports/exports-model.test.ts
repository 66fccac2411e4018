import { CSV_EXPORT_GROUPS } from '@mudstack/core';
import { describe, expect, it } from 'vitest';
import { CSV_SERIES, csvRequest, lasFilename, NOTHING_TO_EXPORT, toggleAll, toggleGroup } from './csv-export';
import { pdfQuery, readPrintableSearch, scaleValue, xRangeError } from './pdf-options';

describe('Export data panel model', () => {
  it('offers the 58 names under the five spec headings, and the Haworth zone', () => {
    expect(CSV_SERIES).toHaveLength(59);
    expect(CSV_EXPORT_GROUPS.map((g) => g.heading)).toEqual(['Hydrocarbons', 'Normalizations', 'Heavy to light ratios', 'Pixlers', 'Etc.']);
  });
  it('a heading ticks its whole group, and unticks it when all of it is ticked', () => {
    const hc = CSV_EXPORT_GROUPS[0].series;
    const some = toggleGroup(new Set(['c1', 'wh']), hc);
    expect(hc.every((s) => some.has(s))).toBe(true);
    expect(some.has('wh')).toBe(true);
    const none = toggleGroup(some, hc);
    expect(hc.some((s) => none.has(s))).toBe(false);
    expect(none.has('wh')).toBe(true);
  });
  it('Toggle all ticks everything, then nothing', () => {
    expect(toggleAll(new Set(['c1'])).size).toBe(59);
    expect(toggleAll(new Set(CSV_SERIES)).size).toBe(0);
  });
  it('says Nothing to export! with nothing ticked', () => {
    expect(csvRequest(4, new Set(), 'depth <= 3000')).toEqual({ error: NOTHING_TO_EXPORT });
  });
  it('asks for the ticked series in catalogue order with their units, and sends the filter only from 3 characters', () => {
    expect(csvRequest(4, new Set(['c2', 'c1']), 'ab', 3)).toEqual({
      path: '/api/projects/4/data/c1,c2',
      query: { filterExpression: undefined, revision: 3, units: 'true' },
    });
    expect(csvRequest(4, new Set(['c1']), ' c1>5 ')).toEqual({
      path: '/api/projects/4/data/c1',
      query: { filterExpression: 'c1>5', revision: undefined, units: 'true' },
    });
  });
  it('names LAS downloads after the project and the type', () => {
    expect(lasFilename('Well A', 'c_type')).toBe('Well A_c.las');
    expect(lasFilename('Well A', 'd_type')).toBe('Well A_d.las');
  });
});

describe('PDF export options', () => {
  it('builds the export query the server reads', () => {
    expect(pdfQuery({ hideFlags: true, xRange: [5000, 6000], snippetIds: [3, 7] }, { config: 2, mdr: 4 })).toEqual({
      hideFlags: 'true',
      xRange: '5000:6000',
      snippets: '3:7',
      config: 2,
      mdr: 4,
      dr: undefined,
    });
    expect(pdfQuery({ hideFlags: false, xRange: null, snippetIds: [] }, {})).toMatchObject({
      hideFlags: undefined,
      xRange: undefined,
      snippets: undefined,
    });
  });
  it('reads the printable page URL, config defaulting to 0 and dropping bad parts', () => {
    const read = readPrintableSearch(new URLSearchParams('xRange=5000:6000&snippets=3:x:7&hideFlags=true&mdr=2'));
    expect(read).toEqual({
      wellName: '',
      options: { hideFlags: true, interpretation: false, layout: 'down', xRange: [5000, 6000], snippetIds: [3, 7] },
      page: { config: 0, mdr: 2, dr: undefined },
    });
    expect(readPrintableSearch(new URLSearchParams('interpretation=true')).options.interpretation).toBe(true);
    // The shows table's minimum thickness travels with the page, the PDF made from exactly what the modal shows.
    expect(readPrintableSearch(new URLSearchParams('minShow=5.5')).options.minShow).toBe(5.5);
    expect(readPrintableSearch(new URLSearchParams('minShow=-1')).options.minShow).toBeUndefined();
    expect(pdfQuery({ hideFlags: false, xRange: null, snippetIds: [], minShow: 5 }, {}).minShow).toBe(5);
    // The layout and the vertical scale: the scale only depth down.
    const down = readPrintableSearch(new URLSearchParams('layout=down&scale=fit:6')).options;
    expect(down).toMatchObject({ layout: 'down', scale: 'fit:6' });
    expect(readPrintableSearch(new URLSearchParams('layout=across&scale=bogus')).options).toMatchObject({ layout: 'across' });
    expect(readPrintableSearch(new URLSearchParams('scale=bogus')).options.scale).toBeUndefined();
    expect(readPrintableSearch(new URLSearchParams('scale=500')).options.scale).toBe('500');
    expect(scaleValue('200', 0)).toBe('200');
    expect(scaleValue('300', 0)).toBe('600');
    expect(pdfQuery({ ...down, hideFlags: false }, {})).toMatchObject({ layout: 'down', scale: 'fit:6' });
    expect(pdfQuery({ hideFlags: false, xRange: null, snippetIds: [], layout: 'across', scale: '240' }, {}).scale).toBeUndefined();
    expect(scaleValue('fit', 0)).toBe('fit:1');
    expect(scaleValue('fit', 12)).toBe('fit:12');
    expect(scaleValue('240', 3)).toBe('240');
    expect(readPrintableSearch(new URLSearchParams('xRange=6000:5000')).options.xRange).toBeNull();
    expect(readPrintableSearch(new URLSearchParams('wellName=%20Falcon%201H%20')).wellName).toBe('Falcon 1H');
  });
  it('checks the x range of the modal', () => {
    expect(xRangeError('', '')).toBeNull();
    expect(xRangeError(5000, '')).toMatch(/both/);
    expect(xRangeError(6000, 5000)).toMatch(/below/);
    expect(xRangeError(5000, 6000)).toBeNull();
  });
});
