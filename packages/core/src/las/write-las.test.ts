import { describe, expect, it } from 'vitest';
import { numberText } from '../format/number-cell';
import { readLas } from './read-las';
import { decimalPlaces, formatOtherSection, WELL_DESCRIPTIONS, writeCTypeLas, writeDTypeLas, writeLas } from './write-las';

const depth = new Float64Array([5000, 5000.5, 5001]);
const c1 = { mnemonic: 'C1', unit: 'ppm', description: 'Methane', values: new Float64Array([1200, NaN, 3e-6]) };
const c2 = { mnemonic: 'C2', unit: 'ppm', description: 'Ethane', values: new Float64Array([100, 90, 80]) };

describe('C-type export', () => {
  it('writes depth in feet and the measured curves, and reads back as an import would', () => {
    const text = writeCTypeLas({ well: { WELL: 'Demo 1H', COMP: 'Demo Petroleum', API: '0042' }, depth, measured: [c1, c2] });
    expect(text).toMatch(
      /^~Version Information\n VERS\. {2}2\.0 : CWLS LOG ASCII STANDARD - VERSION 2\.0\n WRAP\. {2}NO {2}: ONE LINE PER DEPTH STEP\n~Well Information\n/,
    );
    expect(text).toMatch(
      /\n STRT\.FT {2}5000 +: START DEPTH\n STOP\.FT {2}5001 +: STOP DEPTH\n STEP\.FT {2}0\.5 +: STEP\n NULL\. {4}-999\.25 +: NULL VALUE\n/,
    );
    const f = readLas(text);
    expect(f.warnings).toEqual([]);
    expect(f.curves.map((c) => `${c.header.mnemonic}.${c.header.unit}`)).toEqual(['DEPT.FT', 'C1.ppm', 'C2.ppm']);
    expect(Array.from(f.curves[1].values as Float64Array)).toEqual([1200, NaN, 3e-6]);
    expect(f.well.find((i) => i.mnemonic === 'API')?.value).toBe('0042');
    expect(f.well.find((i) => i.mnemonic === 'WELL')).toMatchObject({ value: 'Demo 1H', description: 'WELL' });
  });

  it('writes STEP 0 for an irregular index and refuses curves of another length', () => {
    const text = writeCTypeLas({ depth: new Float64Array([1, 2, 4]), measured: [] });
    expect(text).toContain(' STEP.FT  0 ');
    expect(() => writeCTypeLas({ depth, measured: [{ mnemonic: 'X', values: new Float64Array(2) }] })).toThrow(/X has 2 values; the index has 3/);
  });
});

describe('D-type export', () => {
  it('adds derived series and the formations, annotations and zones in ~Other', () => {
    const text = writeDTypeLas({
      depth,
      measured: [c1, c2],
      derived: { pix1: new Float64Array([12, NaN, 1.5]) },
      formations: [
        { xval_low: 5000.5, xval_high: 5001, message: 'Lower "B"', color: '#00ff00' },
        { xval_low: 5000, xval_high: 5000.5, message: 'Upper', color: 'red' },
      ],
      hairlines: [
        { xval: 5000.25, text: 'Gas show', isZone: false },
        { xval: 5000.75, text: 'Zone A', isZone: true },
      ],
    });
    const f = readLas(text);
    expect(f.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'C1', 'C2', 'PIX1']);
    expect(Array.from(f.curves[3].values as Float64Array)).toEqual([12, NaN, 1.5]);
    expect(f.other.split('\n')).toEqual([
      'FORMATIONS: top (ft), base (ft), colour, name',
      'FORMATION 5000 5000.5 red "Upper"',
      'FORMATION 5000.5 5001 #00ff00 "Lower \'B\'"',
      'ANNOTATIONS: depth (ft), text',
      'ANNOTATION 5000.25 "Gas show"',
      'ZONES: depth (ft), text',
      'ZONE 5000.75 "Zone A"',
    ]);
  });

  it('writes nothing in ~Other when there is nothing to write', () => {
    expect(formatOtherSection([], [])).toBe('');
  });
});

describe('writeLas', () => {
  it('keeps a mnemonic with a period readable (COND.) and de-duplicated names as repeats', () => {
    const f = readLas('~V\n VERS. 2.0 :\n~C\n DEPT.FT :\n Cond..MS/M : cond\n GR.API :\n GR.API :\n~A\n1 2 3 4\n');
    const back = readLas(writeLas(f));
    expect(back.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'COND.', 'GR:1', 'GR:2']);
    expect(back.curves.map((c) => c.header.unit)).toEqual(['FT', 'MS/M', 'API', 'API']);
  });

  it('keeps ~Other lines that start with ~ from opening a section', () => {
    const back = readLas(writeLas({ curves: [], other: 'note\n~A not a section' }));
    expect(back.other).toBe('note\n-~A not a section');
    expect(back.sections).toHaveLength(6);
  });

  it.each([
    [1000, 0],
    [0.5, 1],
    [123.456, 3],
    [3e-6, 6],
    [-0.05, 2],
    [1e-12, -1],
    [Math.PI, -1],
    [1e300, -1],
  ])('decimalPlaces(%s) is %s', (v, k) => {
    expect(decimalPlaces(v)).toBe(k);
  });
});

describe('well items given as a record', () => {
  it.each(Object.entries(WELL_DESCRIPTIONS).filter(([m]) => !['STRT', 'STOP', 'STEP', 'NULL'].includes(m)))(
    '%s is written with the description %s',
    (mnemonic, description) => {
      const f = readLas(writeCTypeLas({ well: { [mnemonic.toLowerCase()]: 'x 1' }, depth, measured: [] }));
      expect(f.well.find((i) => i.mnemonic === mnemonic)).toMatchObject({ value: 'x 1', description });
    },
  );

  it.each(['STRT', 'STOP', 'STEP', 'NULL'])('%s always comes from the data, never from the record', (mnemonic) => {
    const f = readLas(writeCTypeLas({ well: { [mnemonic]: '123' }, depth, measured: [] }));
    expect(f.well.filter((i) => i.mnemonic === mnemonic)).toHaveLength(1);
    expect(f.well.find((i) => i.mnemonic === mnemonic)?.value).not.toBe('123');
  });
});

describe('one number writer', () => {
  it('writes every data cell as the shared cell writer does, on its fast path too, in columns of one width', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = Float64Array.from({ length: 3000 }, (_, i) => {
      const kind = i % 5;
      if (kind === 0) return Number((rand() * 10000).toFixed(Math.floor(rand() * 8)));
      if (kind === 1) return rand() * 1e-6;
      if (kind === 2) return -rand() * 1e9;
      if (kind === 3) return rand() === 0 ? -0 : Math.round(rand() * 1e6) / 64;
      return rand();
    });
    const depth = Float64Array.from(values, (_, i) => 5000 + i / 4);
    const text = writeCTypeLas({ depth, measured: [{ mnemonic: 'X', unit: '', values }] });
    const lines = text.slice(text.indexOf('~ASCII')).split('\n').slice(1, -1);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
    lines.forEach((line, i) => expect(line.trim().split(/\s+/)[1]).toBe(numberText(values[i]) || '-999.25'));
  });
});
