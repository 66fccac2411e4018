import { describe, expect, it } from 'vitest';
import { csvCell } from './csv-cell';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+cmd', "'+cmd"],
    ['@x', "'@x"],
    ['-x', "'-x"],
    ['-12.5', '-12.5'],
    ['+3', '+3'],
    ['-.5', '-.5'],
    ['-1.5e-3', '-1.5e-3'],
    ['+2E+10', '+2E+10'],
    ['-999.25', '-999.25'],
    // Text after a sign and a digit is still text, and may be a formula.
    ["-2+3+cmd|' /C calc'!A0", "'-2+3+cmd|' /C calc'!A0"],
    ['+1-1', "'+1-1"],
    ['-1)', "'-1)"],
    ['-5 ft', "'-5 ft"],
    ['1-2', '1-2'],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['\n@x', `"'\n@x"`],
    ['=1', "'=1"],
    ['@SUM(1)', "'@SUM(1)"],
    [' =1', ' =1'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers, null, undefined and objects', () => {
    expect(csvCell(4000.5)).toBe('4000.5');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1, b: 'x,y' })).toBe('"{""a"":1,""b"":""x,y""}"');
  });
});
