import { describe, expect, it } from 'vitest';
import { AGGRESSIVE_NULL_NUMBERS, AGGRESSIVE_NULL_TOKENS, COMMON_NULL_NUMBERS, COMMON_NULL_TOKENS, isNullToken, nullNumbers } from './null-policy';
import { readLas } from './read-las';
import type { NullPolicy } from './types';

/** A file whose NULL is -999.25, with `token` in the GR column of the second row. */
const withToken = (token: string) =>
  `~V\n VERS. 2.0 :\n~W\n NULL. -999.25 :\n~C\n DEPT.FT :\n GR.GAPI :\n X. :\n~A\n1 10 1\n2 ${token} 2\n3 30 3\n4 40 4\n`;

const gr = (token: string, nullPolicy: NullPolicy) => readLas(withToken(token), { nullPolicy }).curves[1].values[1];

describe('null tables', () => {
  describe.each(COMMON_NULL_TOKENS.filter((t) => t !== ''))('common token %s', (token) => {
    it('is a null under common and aggressive, text under strict and none', () => {
      expect(isNullToken(token, 'common')).toBe(true);
      expect(isNullToken(token.toUpperCase(), 'common')).toBe(true);
      expect(isNullToken(token, 'aggressive')).toBe(true);
      expect(isNullToken(token, 'strict')).toBe(false);
      expect(gr(token, 'common')).toBeNaN();
      expect(readLas(withToken(token)).warnings).toEqual([]);
    });
  });

  it('the empty token is a null (a missing field between delimiters)', () => {
    expect(isNullToken('', 'common')).toBe(true);
  });

  describe.each(AGGRESSIVE_NULL_TOKENS.filter((t) => !COMMON_NULL_TOKENS.includes(t)))('aggressive-only token %s', (token) => {
    it('is a null only under aggressive; under common it is a stray token read as null with a warning', () => {
      expect(isNullToken(token, 'aggressive')).toBe(true);
      expect(isNullToken(token, 'common')).toBe(false);
      expect(gr(token, 'aggressive')).toBeNaN();
      const common = readLas(withToken(token));
      expect(common.curves[1].values[1]).toBeNaN();
      expect(common.warnings[0].message).toMatch(/^Curve GR: 1 text value\(s\) in a numeric column read as null/);
    });
  });

  describe.each(COMMON_NULL_NUMBERS)('common number %s', (n) => {
    it('is a null under common and aggressive, a value under strict', () => {
      expect(nullNumbers('common')).toContain(n);
      expect(gr(String(n), 'common')).toBeNaN();
      expect(gr(String(n), 'aggressive')).toBeNaN();
      const strict = gr(String(n), 'strict');
      expect(n === -999.25 ? Number.isNaN(strict) : strict === n).toBe(true);
    });
  });

  describe.each(AGGRESSIVE_NULL_NUMBERS.filter((n) => !COMMON_NULL_NUMBERS.includes(n)))('aggressive-only number %s', (n) => {
    it('is a null only under aggressive', () => {
      expect(gr(String(n), 'aggressive')).toBeNaN();
      expect(gr(String(n), 'common')).toBe(n);
    });
  });

  it.each(['-1.#IND0000', '1.#INF00', '-1.#QNAN', '1.#IND'])('MSVC special %s is a null under common', (token) => {
    expect(isNullToken(token, 'common')).toBe(true);
    expect(gr(token, 'common')).toBeNaN();
  });

  it('Fortran overflow asterisks are a null under aggressive', () => {
    expect(isNullToken('********', 'aggressive')).toBe(true);
    expect(isNullToken('********', 'common')).toBe(false);
  });

  it("'none' keeps even the file's NULL value", () => {
    expect(gr('-999.25', 'none')).toBe(-999.25);
    expect(nullNumbers('none')).toEqual([]);
    expect(nullNumbers('strict')).toEqual([]);
  });
});
