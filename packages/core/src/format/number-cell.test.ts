import { describe, expect, it } from 'vitest';
import { cellText, numberText, roundDepth, roundDerivedSeries, roundSignificant } from './number-cell';

describe('number cells', () => {
  it('writes a measured value with the digits it was read with', () => {
    for (const text of ['13.0845', '0.0001', '-999.25', '1450000000000', '268.0000032808399', '0.000000283831919', '5479.0026', '7688.76']) {
      expect(numberText(Number(text))).toBe(text);
    }
    expect(numberText(Number('100.0'))).toBe('100');
    expect(numberText(-0)).toBe('0');
    expect(numberText(NaN)).toBe('');
    expect(numberText(Infinity)).toBe('');
  });

  it('writes derived values with 6 significant digits, no noise', () => {
    expect(cellText(11.312743684215532, 'derived')).toBe('11.3127');
    expect(cellText(0.1 + 0.2, 'derived')).toBe('0.3');
    expect(cellText(1234567.89, 'derived')).toBe('1234570');
    expect(cellText(0.000123456789, 'derived')).toBe('0.000123457');
    expect(cellText(NaN, 'derived')).toBe('');
    expect(roundSignificant(0)).toBe(0);
    expect(Array.from(roundDerivedSeries(Float64Array.of(1 / 3, 2 / 3, NaN)))).toEqual([0.333333, 0.666667, NaN]);
  });

  it('rounds user depths to 0.0001 ft', () => {
    expect(roundDepth(5234.123456789)).toBe(5234.1235);
    expect(cellText(4000.9999999999995, 'depth')).toBe('4001');
    expect(cellText(5066.65, 'depth')).toBe('5066.65');
  });
});

describe('numberText reads back exactly', () => {
  it('for small, large, negative and random values', () => {
    const samples = [2.83831919e-7, -1e-7, 1.5e-12, 123e-20, 1e21, -3.25e-7, Number.MIN_VALUE * 1e300];
    for (let i = 0; i < 2000; i++) samples.push((Math.random() - 0.5) * 10 ** Math.floor(Math.random() * 40 - 20));
    for (const v of samples) expect(Number(numberText(v))).toBe(v);
    expect(numberText(-1e-7)).toBe('-0.0000001');
  });
});
