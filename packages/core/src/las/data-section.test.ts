import { describe, expect, it } from 'vitest';
import { indexOfByte, parseDataSection } from './data-section';

describe('indexOfByte', () => {
  it('agrees with Uint8Array.indexOf at every offset and alignment, found or not', () => {
    const buffer = new Uint8Array(64).fill(48);
    for (let shift = 0; shift < 4; shift++) {
      const bytes = buffer.subarray(shift, 40 + shift);
      for (let at = -1; at < bytes.length; at++) {
        bytes.fill(48);
        if (at >= 0) bytes[at] = 126;
        for (const from of [0, 1, 3, at, at + 1, bytes.length]) expect(indexOfByte(bytes, 126, from)).toBe(bytes.indexOf(126, from));
      }
    }
  });
});

describe('parseDataSection nulls', () => {
  it('matches the null table numerically on the fast path, the slow path and wrapped data', () => {
    const text = new TextEncoder().encode('1 -999.25 -999.250 5\n2 -9999 x 0.5\n');
    const input = {
      bytes: text,
      decode: (b: Uint8Array) => new TextDecoder().decode(b),
      start: 0,
      end: text.length,
      firstLine: 1,
      lineCount: 2,
      ncols: 4,
      delimiter: 'SPACE' as const,
      section: '~A',
      nulls: [-999.25, -9999],
    };
    for (const wrap of [false, true]) {
      const cols = parseDataSection({ ...input, wrap }, 'common').columns.map((c) => Array.from(c.numbers));
      expect(cols).toEqual([
        [1, 2],
        [NaN, NaN],
        [NaN, NaN],
        [5, 0.5],
      ]);
    }
  });
});

describe('parseDataSection end', () => {
  it('stops at the first line starting with ~ (after blanks) and says where, wrapped or not', () => {
    const text = new TextEncoder().encode('1 2\n3 ~4\n# ~ comment\n5 6\n \t~Other\n7 8\n');
    const input = {
      bytes: text,
      decode: (b: Uint8Array) => new TextDecoder().decode(b),
      start: 0,
      end: text.length,
      firstLine: 1,
      lineCount: -1,
      ncols: 2,
      delimiter: 'SPACE' as const,
      section: '~A',
    };
    for (const wrap of [false, true]) {
      const parsed = parseDataSection({ ...input, wrap }, 'common');
      expect(parsed.end).toBe('1 2\n3 ~4\n# ~ comment\n5 6\n'.length);
      expect(parsed.columns.map((c) => Array.from(c.numbers))).toEqual([
        [1, 3, 5],
        [2, NaN, 6],
      ]);
    }
    expect(parseDataSection({ ...input, wrap: false, end: 4 }, 'common').end).toBe(4);
  });
});
