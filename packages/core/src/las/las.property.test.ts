import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LasError } from './errors';
import { readLas } from './read-las';
import type { Curve, HeaderItem, NumericCurve, TextCurve } from './types';
import { writeLas } from './write-las';

const NULL = -999.25;
const mnemonic = fc.stringMatching(/^[A-Z][A-Z0-9_]{0,7}$/);
const unit = fc.stringMatching(/^[a-zA-Z/%]{0,5}$/);
const text = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,/#()-]{0,20}[A-Za-z0-9]$/);
/** Gas values: any finite double (tiny ones like 3e-6 included), or NaN for a null. */
const value = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((v) => v !== NULL),
  fc.constantFrom(3e-6, 1e-7, 0.1, 123.456, 5e-324, 1.7976931348623157e308),
  fc.constant(NaN),
);
const token = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,10}$/);

const lasFile = fc
  .record({
    names: fc.uniqueArray(mnemonic, { minLength: 1, maxLength: 6, selector: (m) => m.toUpperCase() }),
    rows: fc.integer({ min: 0, max: 30 }),
    well: fc.uniqueArray(fc.record({ mnemonic, value: text, description: text }), { maxLength: 5, selector: (i) => i.mnemonic }),
    withText: fc.boolean(),
  })
  .chain(({ names, rows, well, withText }) =>
    fc.record({
      names: fc.constant(names),
      units: fc.array(unit, { minLength: names.length, maxLength: names.length }),
      index: fc.array(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { minLength: rows, maxLength: rows }),
      data: fc.array(fc.array(value, { minLength: rows, maxLength: rows }), { minLength: names.length - 1, maxLength: names.length - 1 }),
      textColumn: withText ? fc.array(fc.option(token, { nil: null }), { minLength: rows, maxLength: rows }) : fc.constant(null),
      well: fc.constant(well.filter((w) => !['STRT', 'STOP', 'STEP', 'NULL'].includes(w.mnemonic))),
    }),
  );

function header(m: string, u: string, description = ''): HeaderItem {
  return { mnemonic: m, originalMnemonic: m, unit: u, value: '', description };
}

describe('LAS write/read round trip (property)', () => {
  it('read(write(x)) gives back x: names, units, well items, every value bit for bit, nulls as nulls', () => {
    fc.assert(
      fc.property(lasFile, ({ names, units, index, data, textColumn, well }) => {
        const curves: Curve[] = [
          { kind: 'number', header: header(names[0], units[0]), values: Float64Array.from(index) },
          ...data.map((col, k): Curve => ({ kind: 'number', header: header(names[k + 1], units[k + 1], 'gas'), values: Float64Array.from(col) })),
        ];
        if (textColumn && !names.includes('ZONE')) curves.push({ kind: 'text', header: header('ZONE', ''), values: textColumn });
        const wellItems = well.map((w) => ({ ...w, originalMnemonic: w.mnemonic, unit: '' }));
        const written = writeLas({ curves, well: wellItems, nullValue: NULL });
        const back = readLas(written, { nullPolicy: 'strict', convertIndexToFeet: false });
        expect(back.rowCount).toBe(index.length);
        expect(back.curves.map((c) => c.header.mnemonic)).toEqual(curves.map((c) => c.header.mnemonic.toUpperCase()));
        expect(back.curves.map((c) => c.header.unit)).toEqual(curves.map((c) => c.header.unit));
        for (let k = 0; k < curves.length; k++) {
          const want = curves[k];
          const got = back.curves[k];
          if (want.kind === 'number') {
            expect(got.kind).toBe('number');
            const g = (got as NumericCurve).values;
            want.values.forEach((v, i) => {
              if (Number.isNaN(v)) expect(g[i]).toBeNaN();
              else expect(g[i]).toBe(v === 0 ? 0 : v); // -0 is written as 0
            });
          } else if (want.values.some((v) => v !== null)) {
            expect((got as TextCurve).values).toEqual(want.values);
          }
        }
        for (const w of wellItems) {
          const item = back.well.find((i) => i.mnemonic === w.mnemonic.toUpperCase());
          expect(item?.value).toBe(w.value);
          expect(item?.description).toBe(w.description);
        }
        expect(back.nullValue).toBe(NULL);
      }),
      { numRuns: 300 },
    );
  });

  it('writes short decimals (the digit-by-digit path) so that they read back bit for bit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 9 })), { minLength: 1, maxLength: 50 }),
        (pairs) => {
          const values = Float64Array.from(pairs.map(([m, k]) => m / 10 ** k).filter((v) => v !== NULL));
          const index = Float64Array.from(values, (_, i) => i);
          const written = writeLas({
            curves: [
              { kind: 'number', header: header('DEPT', 'FT'), values: index },
              { kind: 'number', header: header('V', ''), values },
            ],
          });
          expect(Array.from(readLas(written, { nullPolicy: 'strict' }).curves[1].values as Float64Array)).toEqual(
            Array.from(values, (v) => (v === 0 ? 0 : v)),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the fast number path agrees with Number() on decimal text of up to 15+ digits, with and without exponents', () => {
    const numberText = fc
      .tuple(fc.boolean(), fc.stringMatching(/^[0-9]{1,18}$/), fc.nat(18), fc.option(fc.integer({ min: -30, max: 30 }), { nil: null }))
      .map(([neg, digits, dot, exp]) => {
        const at = Math.min(dot, digits.length);
        const body = at === digits.length ? digits : `${digits.slice(0, at)}.${digits.slice(at)}`;
        return `${neg ? '-' : ''}${body}${exp === null ? '' : `e${exp}`}`;
      });
    fc.assert(
      fc.property(fc.array(numberText, { minLength: 1, maxLength: 40 }), (tokens) => {
        const rows = tokens.map((t, i) => `${i} ${t}`).join('\n');
        const f = readLas(`~V\n VERS. 2.0 :\n~C\n DEPT.FT :\n V. :\n~A\n${rows}\n`, { nullPolicy: 'none' });
        expect(Array.from(f.curves[1].values as Float64Array)).toEqual(tokens.map((t) => Number(t)));
      }),
      { numRuns: 300 },
    );
  });

  it('the four-bytes-at-a-time row reader agrees with Number() whatever the signs, spacing, tabs and line ends', () => {
    const numberText = fc
      .tuple(
        fc.constantFrom('', '', '-', '+'),
        fc.stringMatching(/^[0-9]{0,20}$/),
        fc.stringMatching(/^[0-9]{0,20}$/),
        fc.boolean(),
        fc.option(fc.tuple(fc.constantFrom('e', 'E', 'd', 'D'), fc.constantFrom('', '+', '-'), fc.integer({ min: 0, max: 330 })), { nil: null }),
      )
      .filter(([, int, frac]) => int.length + frac.length > 0)
      .map(([sign, int, frac, dot, exp]) => `${sign}${int}${dot || int === '' ? `.${frac}` : frac}${exp === null ? '' : exp.join('')}`);
    const blanks = fc.stringMatching(/^[ \t]{1,9}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(numberText, numberText, blanks, blanks, fc.stringMatching(/^[ \t]{0,5}$/)), { minLength: 1, maxLength: 30 }),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (rows, eol, finalBreak) => {
          const text = rows.map(([a, b, g1, g2, lead], i) => `${lead}${i}${g1}${a}${g2}${b}`).join(eol);
          const f = readLas(`~V${eol} VERS. 2.0 :${eol}~C${eol} DEPT.FT :${eol} A. :${eol} B. :${eol}~A${eol}${text}${finalBreak ? eol : ''}`, {
            nullPolicy: 'none',
          });
          const want = (t: string) => Number(t.replace(/[dD]/, 'e'));
          expect(Array.from(f.curves[1].values as Float64Array)).toEqual(rows.map(([a]) => want(a)));
          expect(Array.from(f.curves[2].values as Float64Array)).toEqual(rows.map(([, b]) => want(b)));
          expect(f.warnings).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('writes 3e-6 as text that reads back exactly, and nulls as the NULL value', () => {
    const curves: Curve[] = [
      { kind: 'number', header: header('DEPT', 'FT'), values: new Float64Array([1000, 1000.5]) },
      { kind: 'number', header: header('C10', 'ppm'), values: new Float64Array([3e-6, NaN]) },
    ];
    const written = writeLas({ curves });
    expect(written).toMatch(/\n +1000 +0\.000003\n/);
    expect(written).toMatch(/\n +1000\.5 +-999\.25\n/);
    expect(Array.from(readLas(written).curves[1].values as Float64Array)).toEqual([3e-6, NaN]);
  });
});

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../shared/las-corpus/files');
const seeds = [
  '1.2/sample.las',
  '2.0/sample_2.0_wrapped.las',
  '3.0/sample_3.0.las',
  'mudgas/synth_mudgas_500rows_crlf.las',
  'null_policy_runon.las',
  'encodings_utf16le.las',
].map((f) => new Uint8Array(readFileSync(path.join(corpus, f))));

const NOISE = new TextEncoder().encode('~#:.,-+eE\t \r\n0123456789"\'|[]{}*~A~C~V');
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), byte: fc.nat(255) }),
  fc.record({ kind: fc.constant('noise' as const), at: fc.nat(), pick: fc.nat(NOISE.length - 1) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('duplicate' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 400 }) }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
);

function mutate(bytes: Uint8Array, ms: { kind: string; at: number; byte?: number; pick?: number; length?: number }[]): Uint8Array {
  let b = Array.from(bytes);
  for (const m of ms) {
    if (b.length === 0) break;
    const at = m.at % b.length;
    if (m.kind === 'flip') b[at] = m.byte!;
    else if (m.kind === 'noise') b.splice(at, 0, NOISE[m.pick!]);
    else if (m.kind === 'delete') b.splice(at, m.length);
    else if (m.kind === 'duplicate') b.splice(at, 0, ...b.slice(at, at + m.length!));
    else b = b.slice(0, at);
  }
  return Uint8Array.from(b);
}

describe('LAS reader on damaged files (property)', () => {
  it('returns a file or throws LasError, never anything else, and never hangs', () => {
    fc.assert(
      fc.property(
        fc.nat(seeds.length - 1),
        fc.array(mutation, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('common', 'strict', 'aggressive', 'none') as fc.Arbitrary<'common'>,
        (s, ms, nullPolicy) => {
          const input = mutate(seeds[s], ms);
          const start = performance.now();
          try {
            const f = readLas(input, { nullPolicy });
            for (const c of f.curves) expect(c.values.length).toBe(f.rowCount);
          } catch (error) {
            if (!(error instanceof LasError)) throw error;
          }
          expect(performance.now() - start).toBeLessThan(2000);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('with header errors not ignored, still throws only LasError', () => {
    fc.assert(
      fc.property(fc.nat(seeds.length - 1), fc.array(mutation, { minLength: 1, maxLength: 4 }), (s, ms) => {
        try {
          readLas(mutate(seeds[s], ms), { ignoreHeaderErrors: false });
        } catch (error) {
          if (!(error instanceof LasError)) throw error;
          expect(error.message).toMatch(/^(Line \d+|Section )/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
