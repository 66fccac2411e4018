import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellText } from '../format/number-cell';
import { readLas } from '../las/read-las';
import { lasToColumns } from './aliases';
import { computeDerived, DERIVED_SERIES } from './ratios';

/** Decimals of a cell's text (0 for an integer or an empty cell). */
const decimals = (text: string) => (text.includes('.') ? text.length - text.indexOf('.') - 1 : 0);
/** Significant digits of a cell's text. */
const significant = (text: string) => text.replace(/^-/, '').replace('.', '').replace(/^0+/, '').length;

/** A gas reading written with `d` decimals, as a logging unit would. */
const reading = (d: number) => fc.integer({ min: 0, max: 9_999_999 }).map((k) => (k / 10 ** d).toFixed(d));

/** A LAS 2.0 file of C1-C3 and the iso and normal butanes and pentanes, the parts summed into C4 and C5. */
function gasLas(rows: string[][]): string {
  const names = ['C1', 'C2', 'C3', 'IC4', 'NC4', 'IC5', 'NC5'];
  return [
    '~V',
    'VERS. 2.0 :',
    'WRAP. NO :',
    '~W',
    'STRT.FT 1000 :',
    `STOP.FT ${1000 + rows.length - 1} :`,
    'STEP.FT 1 :',
    'NULL. -999.25 :',
    '~C',
    'DEPT.FT :',
    ...names.map((n) => `${n}.ppm : ${n}`),
    '~A',
    ...rows.map((r, i) => `${1000 + i} ${r.join(' ')}`),
  ].join('\n');
}

describe('numbers without noise: every derived value exported', () => {
  it('sums keep their parts decimals, and no derived value has more than 10 significant digits', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 4 })
          .chain((d) => fc.tuple(fc.constant(d), fc.array(fc.array(reading(d), { minLength: 7, maxLength: 7 }), { minLength: 1, maxLength: 40 }))),
        ([d, rows]) => {
          const { columns } = lasToColumns(readLas(gasLas(rows)));
          for (const total of ['c4', 'c5']) {
            const sum = columns.get(total)!;
            expect(sum, total).toBeDefined();
            for (const v of sum.values) expect(decimals(cellText(v)), `${total} ${v}`).toBeLessThanOrEqual(d);
          }
          const values = Object.fromEntries([...columns].map(([name, c]) => [name, c.values]));
          const derived = computeDerived(values, rows.length);
          expect(Object.keys(derived).length).toBeGreaterThan(0);
          for (const name of DERIVED_SERIES) {
            for (const v of derived[name] ?? []) expect(significant(cellText(v, 'derived')), `${name} ${v}`).toBeLessThanOrEqual(10);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('writes the butanes of a rig export as logged: 2.345 + 3.179 is 5.524, not 5.523999999999999', () => {
    const { columns } = lasToColumns(readLas(gasLas([['10', '2', '1', '2.345', '3.179', '4.4', '8.377']])));
    expect(cellText(columns.get('c4')!.values[0])).toBe('5.524');
    expect(cellText(columns.get('c5')!.values[0])).toBe('12.777');
  });
});
