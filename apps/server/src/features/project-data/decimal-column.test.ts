import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toBytes } from './curve-codec';
import { decimalsOf, fromDecimalBytes, MAX_DECIMALS, toDecimalBytes } from './decimal-column';

/** The column back through whole numbers, or null when it is kept as Float64. */
function roundTrip(values: Float64Array): Float64Array | null {
  const decimals = decimalsOf(values);
  return decimals === null ? null : fromDecimalBytes(toDecimalBytes(values, decimals), values.length);
}

const sameBits = (a: Float64Array, b: Float64Array) => Buffer.compare(toBytes(a), toBytes(b)) === 0;

describe('a column of decimals as whole numbers', () => {
  it('takes the fewest decimals every value needs', () => {
    expect(decimalsOf(Float64Array.of())).toBe(0);
    expect(decimalsOf(Float64Array.of(5000, 5001, -3))).toBe(0);
    expect(decimalsOf(Float64Array.of(5000, 5000.5, 5001))).toBe(1);
    expect(decimalsOf(Float64Array.of(1.25, 3, NaN, 0.5))).toBe(2);
    expect(decimalsOf(Float64Array.of(0.0004913, 5.12))).toBe(7);
    expect(decimalsOf(Float64Array.of(0.000000001))).toBe(MAX_DECIMALS);
  });

  it('reads back, bit for bit, every value a LAS file writes with up to nine decimals, negatives and nulls among them', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let decimals = 0; decimals <= MAX_DECIMALS; decimals++) {
      const values = Float64Array.from({ length: 20_000 }, (_, i) =>
        i % 501 === 0 ? NaN : Number(((random() - 0.3) * 10 ** (8 - decimals)).toFixed(decimals)),
      );
      const back = roundTrip(values);
      expect(back, `${decimals} decimals`).not.toBeNull();
      expect(sameBits(back!, values), `${decimals} decimals`).toBe(true);
    }
  });

  it('reads back bit for bit any column it takes, and takes any column written with one number of decimals', () => {
    const whole = fc.integer({ min: -(2 ** 30 - 1), max: 2 ** 30 - 1 });
    const decimals = fc.integer({ min: 0, max: MAX_DECIMALS });
    const asText = (n: number, d: number) => Number((n / 10 ** d).toFixed(d));
    const value = fc.oneof(
      fc.tuple(whole, decimals).map(([n, d]) => asText(n, d)),
      fc.constant(NaN),
      fc.double(),
    );
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), (list) => {
        const values = Float64Array.from(list);
        const back = roundTrip(values);
        if (back) expect(sameBits(back, values)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(decimals, fc.array(fc.option(whole, { nil: null }), { maxLength: 60 }), (d, list) => {
        const values = Float64Array.from(list, (n) => (n === null ? NaN : asText(n, d)));
        const back = roundTrip(values);
        expect(back).not.toBeNull();
        expect(sameBits(back!, values)).toBe(true);
      }),
    );
  });

  it('keeps as Float64 a value of arithmetic, of ten decimals, a negative zero, a NaN of other bits, or a whole number too large', () => {
    expect(decimalsOf(Float64Array.of(1, 0.1 + 0.2))).toBeNull();
    expect(decimalsOf(Float64Array.of(0.0000000001))).toBeNull();
    expect(decimalsOf(Float64Array.of(1, -0))).toBeNull();
    expect(decimalsOf(Float64Array.of(2 ** 30))).toBeNull();
    const otherNaN = new Float64Array(2);
    new DataView(otherNaN.buffer).setUint32(4, 0xfff80000, true); // the sign bit set: x86's NaN of 0 / 0
    expect(Number.isNaN(otherNaN[0])).toBe(true);
    expect(decimalsOf(otherNaN)).toBeNull();
  });

  it('checks the values before a raise of the scale again at the final one', () => {
    // 150,000,000 is whole as it stands; at the two decimals 0.25 needs it is 15,000,000,000, past a 32-bit difference.
    expect(decimalsOf(Float64Array.of(150_000_000, 0.25))).toBeNull();
    expect(decimalsOf(Float64Array.of(150_000, 0.25))).toBe(2);
  });

  it('writes the largest differences there can be, and a null between two values, exactly', () => {
    const edge = 2 ** 30 - 1;
    const values = Float64Array.of(-edge, edge, NaN, -edge, 0, edge);
    const back = roundTrip(values);
    expect(back).not.toBeNull();
    expect(sameBits(back!, values)).toBe(true);
  });

  it('refuses bytes that are not such a column', () => {
    const bytes = toDecimalBytes(Float64Array.of(1.5, 2.5), 1);
    expect(() => fromDecimalBytes(bytes, 3)).toThrow(/holds 12 bytes, expected 16/);
    new DataView(bytes.buffer).setInt32(0, 10, true);
    expect(() => fromDecimalBytes(bytes, 2)).toThrow(/has 10 decimals/);
  });
});
