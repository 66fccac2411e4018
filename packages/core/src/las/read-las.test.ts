import { describe, expect, it } from 'vitest';
import { LasError } from './errors';
import { parseHeaderLine } from './header-line';
import { readLas, sectionKind } from './read-las';
import type { NumericCurve, TextCurve } from './types';

const las = (body: string) => body.replace(/^\n/, '');

const BASIC = las(`
~Version Information
 VERS.   2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0
 WRAP.   NO  : ONE LINE PER DEPTH STEP
~Well Information
 STRT.FT   1000.0 : START DEPTH
 STOP.FT   1001.0 : STOP DEPTH
 STEP.FT   0.5    : STEP
 NULL.     -999.25 : NULL VALUE
 WELL.     A-1 : WELL
 API .     0042123456 : API NUMBER
~Curve Information
 DEPT.FT   : Depth
 C1  .ppm  : Methane
 C2  .ppm  : Ethane
~ASCII
1000.0  120.5  0.000003
1000.5  -999.25  4.25
1001.0  130  1e-7
`);

const num = (c: unknown) => Array.from((c as NumericCurve).values);

describe('readLas', () => {
  it('reads curves as Float64Array with NaN for the NULL value and exact small values', () => {
    const f = readLas(BASIC);
    expect(f.version).toBe('2.0');
    expect(f.rowCount).toBe(3);
    expect(f.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'C1', 'C2']);
    expect(f.curves[1].values).toBeInstanceOf(Float64Array);
    expect(num(f.curves[0])).toEqual([1000, 1000.5, 1001]);
    expect(num(f.curves[1])).toEqual([120.5, NaN, 130]);
    expect(num(f.curves[2])).toEqual([3e-6, 4.25, 1e-7]);
    expect(f.nullValue).toBe(-999.25);
    expect(f.warnings).toEqual([]);
  });

  it('keeps API and UWI as text with their leading zeros', () => {
    expect(readLas(BASIC).well.find((i) => i.mnemonic === 'API')?.value).toBe('0042123456');
  });

  it('reads bytes, strings, CRLF and CR alike', () => {
    const bytes = new TextEncoder().encode(BASIC);
    const crlf = BASIC.replace(/\n/g, '\r\n');
    const cr = BASIC.replace(/\n/g, '\r');
    // A CR-only file whose last line has no break keeps that line too.
    const crUnterminated = cr.replace(/\r$/, '');
    for (const input of [bytes, crlf, cr, new TextEncoder().encode(cr), crUnterminated, new TextEncoder().encode(crUnterminated)]) {
      const f = readLas(input);
      expect(f.rowCount).toBe(3);
      expect(num(f.curves[2])).toEqual([3e-6, 4.25, 1e-7]);
    }
  });

  it('detects UTF-16 with and without BOM, UTF-8 with BOM, and falls back to windows-1252', () => {
    const text = BASIC.replace('A-1', 'Ærø-1');
    const le = new Uint8Array(text.length * 2);
    const be = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i++) {
      le[2 * i] = text.charCodeAt(i) & 0xff;
      le[2 * i + 1] = text.charCodeAt(i) >> 8;
      be[2 * i] = text.charCodeAt(i) >> 8;
      be[2 * i + 1] = text.charCodeAt(i) & 0xff;
    }
    const withBom = (bom: number[], b: Uint8Array) => new Uint8Array([...bom, ...b]);
    const cp1252 = new Uint8Array([...text].map((ch) => ch.charCodeAt(0)));
    const cases: [Uint8Array, string][] = [
      [le, 'utf-16le'],
      [be, 'utf-16be'],
      [withBom([0xff, 0xfe], le), 'utf-16le'],
      [withBom([0xfe, 0xff], be), 'utf-16be'],
      [withBom([0xef, 0xbb, 0xbf], new TextEncoder().encode(text)), 'utf-8-sig'],
      [new TextEncoder().encode(text), 'utf-8'],
      [cp1252, 'windows-1252'],
    ];
    for (const [bytes, encoding] of cases) {
      const f = readLas(bytes);
      expect(f.encoding).toBe(encoding);
      expect(f.well.find((i) => i.mnemonic === 'WELL')?.value).toBe('Ærø-1');
      expect(f.rowCount).toBe(3);
    }
  });

  it('converts a metre index to feet rounded to 0.0001 ft (no floating-point noise) and says so', () => {
    const f = readLas(BASIC.replace(/\.FT/g, '.M'));
    // 1000 m / 0.3048 = 3280.8398950131...: kept as 3280.8399, printed with no noise digits.
    expect(num(f.curves[0])).toEqual([3280.8399, 3282.4803, 3284.1207]);
    expect(num(f.curves[0]).map(String)).toEqual(['3280.8399', '3282.4803', '3284.1207']);
    expect(f.curves[0].header.unit).toBe('FT');
    expect(f.indexUnit).toBe('M');
    expect(f.well.find((i) => i.mnemonic === 'STRT')).toMatchObject({ unit: 'FT', value: '3280.8399' });
    expect(f.warnings.map((w) => w.message)).toContain('Index DEPT converted from metres to feet (1 ft = 0.3048 m)');
    const kept = readLas(BASIC.replace(/\.FT/g, '.M'), { convertIndexToFeet: false });
    expect(num(kept.curves[0])).toEqual([1000, 1000.5, 1001]);
    expect(kept.warnings).toEqual([]);
  });

  it('applies the null policies', () => {
    const text = BASIC.replace('1001.0  130  1e-7', '1001.0  -9999  (null)');
    expect(num(readLas(text).curves[1])[2]).toBeNaN();
    expect(num(readLas(text).curves[2])[2]).toBeNaN();
    expect(readLas(text).warnings).toEqual([]);
    const strict = readLas(text, { nullPolicy: 'strict' });
    expect(num(strict.curves[1])[2]).toBe(-9999);
    expect(num(strict.curves[2])[2]).toBeNaN();
    expect(strict.warnings[0].message).toMatch(/Curve C2: 1 text value\(s\) in a numeric column read as null \(first "\(null\)" at line 18\)/);
    const none = readLas(text, { nullPolicy: 'none' });
    expect(num(none.curves[1])).toEqual([120.5, -999.25, -9999]);
  });

  it('warns about an index with no unit or an unknown unit, not about a time index', () => {
    const body = (unit: string) => `~V\n VERS. 2.0 :\n~C\n IDX.${unit} :\n~A\n1\n`;
    expect(readLas(body('')).warnings.map((w) => w.message)).toEqual(['Index IDX has no unit; its values are taken as feet']);
    expect(readLas(body('furlong')).warnings.map((w) => w.message)).toEqual([
      'Index unit "furlong" is not a depth unit this reader knows; the values are not converted',
    ]);
    expect(readLas(body('s')).warnings).toEqual([]);
  });

  it('nulls the index column too, with a warning', () => {
    const f = readLas(BASIC.replace('1000.5  -999.25', '-999.25  -999.25'));
    expect(num(f.curves[0])[1]).toBeNaN();
    expect(f.warnings.some((w) => /null index value DEPT/.test(w.message))).toBe(true);
  });

  it('turns a stray text token into a null with a warning naming line and section, not a text column', () => {
    const f = readLas(BASIC.replace('1000.5  -999.25  4.25', '1000.5  oops  4.25'));
    expect(f.curves[1].kind).toBe('number');
    expect(num(f.curves[1])).toEqual([120.5, NaN, 130]);
    expect(f.warnings).toContainEqual({
      message: 'Curve C1: 1 text value(s) in a numeric column read as null (first "oops" at line 17)',
      line: 17,
      section: '~ASCII',
    });
  });

  it('keeps text and date-time columns as text, quoted text whole', () => {
    const text = las(`
~V
 VERS. 2.0 :
 WRAP. NO :
~C
 TIME.     : time
 DEPT.FT   : depth
 ZONE.     : zone
~A
2024-01-01T10:00:00  1000  "Upper Bakken"
2024-01-01T10:00:05  1001  Lodgepole
`);
    const f = readLas(text);
    expect(f.curves[0].kind).toBe('text');
    expect((f.curves[0] as TextCurve).values).toEqual(['2024-01-01T10:00:00', '2024-01-01T10:00:05']);
    expect((f.curves[2] as TextCurve).values).toEqual(['Upper Bakken', 'Lodgepole']);
    expect(num(f.curves[1])).toEqual([1000, 1001]);
  });

  it('reads wrapped data, TAB and COMMA delimiters', () => {
    const wrapped = las(`
~V
 VERS. 2.0 :
 WRAP. YES :
~C
 DEPT.FT :
 A. :
 B. :
 C. :
~A
1000
 1 2
 3
1000.5
 4 5 6
`);
    const w = readLas(wrapped);
    expect(w.wrap).toBe(true);
    expect(w.curves.map(num)).toEqual([
      [1000, 1000.5],
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    const tab = readLas('~V\n VERS. 3.0 :\n DLM . TAB :\n~C\n DEPT.FT :\n A. :\n T. :\n~A\n1000\t1.5\tsome text\t\n1001\t\tmore\t\n');
    expect(tab.delimiter).toBe('TAB');
    expect(tab.curves.map((c) => Array.from(c.values as ArrayLike<unknown>))).toEqual([
      [1000, 1001],
      [1.5, NaN],
      ['some text', 'more'],
    ]);
    const comma = readLas('~V\n VERS. 3.0 :\n DLM . COMMA :\n~C\n DEPT.FT :\n A. :\n~A\n1000, 1.5\n1001,\n');
    expect(comma.curves.map(num)).toEqual([
      [1000, 1001],
      [1.5, NaN],
    ]);
  });

  it('warns about rows with missing or extra values and about STOP disagreeing with the data', () => {
    const f = readLas(BASIC.replace('1000.5  -999.25  4.25', '1000.5  -999.25').replace('STOP.FT   1001.0', 'STOP.FT   1200.0'));
    expect(num(f.curves[2])).toEqual([3e-6, NaN, 1e-7]);
    const messages = f.warnings.map((w) => w.message);
    expect(messages).toContain('1 row(s) have fewer values (2) than the 3 curves defined; the missing values are read as null (first at line 17)');
    expect(messages).toContain('STOP 1200.0 disagrees with the last index value 1001 in the data');
  });

  it('keeps extra data columns as UNKNOWN curves', () => {
    const f = readLas(
      BASIC.replace('1000.0  120.5  0.000003', '1000.0  120.5  0.000003 7')
        .replace('1000.5  -999.25  4.25', '1000.5  -999.25  4.25 8')
        .replace('1001.0  130  1e-7', '1001.0  130  1e-7 9'),
    );
    expect(f.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'C1', 'C2', 'UNKNOWN']);
    expect(num(f.curves[3])).toEqual([7, 8, 9]);
  });

  it('reads lower-case section letters, sections in any order, and comment lines', () => {
    const f = readLas(
      las(`
# a comment before anything
~curve
 DEPT.FT : depth
 GR.GAPI : gamma
~well
 NULL. -999.25 :
~version
 VERS. 2.0 :
~a
# a comment row
100 -999.25
101 50
`),
    );
    expect(f.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'GR']);
    expect(num(f.curves[1])).toEqual([NaN, 50]);
  });

  it('reads LAS 3.0 data sets: the log as curves, other sets in dataSets, with their own index', () => {
    const f = readLas(
      las(`
~Version
 VERS. 3.0 :
 WRAP. NO :
 DLM . TAB :
~Well
 NULL. -999.25 :
~Drilling_Parameter
 RIG.   Rig 7 : rig name
~Drilling_Definition
 TIME.      : time {S}
 DEPT.ft    : depth {F}
 ROP .ft/hr : rate {F}
~Drilling_Data | Drilling_Definition
2024-05-01 10:00:00\t5000\t80.5\t
2024-05-01 10:01:00\t5001\t-999.25\t
~Log_Definition
 DEPT.ft   : depth {F}
 C1  .ppm  : methane {F}
~Log_Data | Log_Definition
5000\t1200\t
5000.5\t1300\t
`),
    );
    expect(f.version).toBe('3.0');
    expect(f.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'C1']);
    expect(num(f.curves[1])).toEqual([1200, 1300]);
    expect(f.dataSets).toHaveLength(1);
    const drilling = f.dataSets![0];
    expect(drilling.name).toBe('DRILLING');
    expect(drilling.params?.map((p) => [p.mnemonic, p.value])).toEqual([['RIG', 'Rig 7']]);
    expect(drilling.curves[0].kind).toBe('text');
    expect(drilling.curves[0].values).toEqual(['2024-05-01 10:00:00', '2024-05-01 10:01:00']);
    expect(num(drilling.curves[2])).toEqual([80.5, NaN]);
    expect(f.sections).toEqual([
      '~Version',
      '~Well',
      '~Drilling_Parameter',
      '~Drilling_Definition',
      '~Drilling_Data | Drilling_Definition',
      '~Log_Definition',
      '~Log_Data | Log_Definition',
    ]);
  });

  it('names duplicate mnemonics NAME:1, NAME:2 and empty ones UNKNOWN', () => {
    const f = readLas('~V\n VERS. 2.0 :\n~C\n DEPT.FT :\n GR.API :\n gr.API :\n .OHMM :\n~A\n1 2 3 4\n');
    expect(f.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'GR:1', 'GR:2', 'UNKNOWN']);
    expect(f.curves[2].header.originalMnemonic).toBe('gr');
  });

  it('swaps value and description of LAS 1.2 ~Well items other than STRT STOP STEP NULL', () => {
    const f = readLas('~V\n VERS. 1.2 :\n~W\n STRT.M 10 :\n COMP. COMPANY: ANY OIL LTD.\n~C\n DEPT.M :\n~A\n10\n', { convertIndexToFeet: false });
    expect(f.well.map((i) => [i.mnemonic, i.value, i.description])).toEqual([
      ['STRT', '10', ''],
      ['COMP', 'ANY OIL LTD.', 'COMPANY'],
    ]);
  });

  it('throws LasError naming line and section for a bad header line when header errors are not ignored', () => {
    const text = '~V\n VERS. 2.0 :\n~C\n DEPT.FT :\n this line has no period or colon\n~A\n1\n';
    expect(readLas(text).warnings[0]).toEqual({
      message: 'not a header line (expected MNEM.UNIT VALUE : DESCRIPTION): "this line has no period or colon"',
      line: 5,
      section: '~C',
    });
    try {
      readLas(text, { ignoreHeaderErrors: false });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LasError);
      expect((error as LasError).message).toBe(
        'Line 5 (section ~C): not a header line (expected MNEM.UNIT VALUE : DESCRIPTION): "this line has no period or colon"',
      );
      expect((error as LasError).line).toBe(5);
      expect((error as LasError).section).toBe('~C');
    }
  });

  it('throws LasError for text with no sections', () => {
    expect(() => readLas('\n\n1 2 3\n4 5 6\n')).toThrow(/^Line 3: no ~ section found/);
    expect(() => readLas('')).toThrow(LasError);
  });

  it('reads many more rows than the first lines suggest (the arrays grow)', () => {
    const rows = Array.from({ length: 3000 }, (_, i) => `${i} ${i * 2}`);
    rows[0] = `0 ${' '.repeat(5000)}0`;
    const f = readLas(`~V\n VERS. 2.0 :\n~C\n DEPT.FT :\n V. :\n~A\n${rows.join('\n')}\n`);
    expect(f.rowCount).toBe(3000);
    expect(f.curves[1].values[2999]).toBe(5998);
    expect(f.curves[1].values.length).toBe(3000);
  });

  it('reads numbers in every spelling the fast path and the slow path meet', () => {
    const values = [
      '1',
      '-1',
      '+1.5',
      '.5',
      '-.5',
      '5.',
      '1e3',
      '1E+3',
      '2.5e-3',
      '1.25D2',
      '-0',
      '12345678901234567890',
      '0.1234567890123456789',
      '1e-300',
      '007',
    ];
    const f = readLas(`~V\n VERS. 2.0 :\n~C\n DEPT.FT :\n V. :\n~A\n${values.map((v, i) => `${i} ${v}`).join('\n')}\n`);
    // eslint-disable-next-line no-loss-of-precision -- the reader must give the same doubles these literals round to
    expect(num(f.curves[1])).toEqual([1, -1, 1.5, 0.5, -0.5, 5, 1000, 1000, 0.0025, 125, -0, 12345678901234567890, 0.1234567890123456789, 1e-300, 7]);
    expect(f.warnings).toEqual([]);
  });
});

// The row reader takes four bytes at a time: these cases put each spelling at every offset within a word,
// next to the bytes that sit beside the digits in ASCII, at the end of the file and after a slice boundary.
describe('readLas data rows, read four bytes at a time', () => {
  const HEAD = '~V\n VERS. 2.0 :\n~C\n DEPT.FT :\n A. :\n B. :\n~A\n';
  const numbers = [
    '0',
    '7',
    '42',
    '719',
    '9182',
    '780647',
    '5000.00',
    '0.13939',
    '-0',
    '-0.0',
    '+1.5',
    '.5',
    '-.5',
    '5.',
    '1e3',
    '1E+3',
    '2.5e-3',
    '1.25D2',
    '3d-2',
    '12345678901234567890',
    '0.1234567890123456789',
    '123456789012345',
    '1234567890123456',
    '00012.5000',
    '99999.99999',
    '1e-300',
    '4.35e-310',
  ];

  it('reads every spelling of a number at every alignment, with spaces or tabs, LF, CRLF or CR, and a last line with or without a break', () => {
    for (const lead of ['', ' ', '  ', '   ', '\t', ' \t ']) {
      for (const gap of [' ', '  ', '   ', '    ', '\t', ' \t', '      ']) {
        for (const eol of ['\n', '\r\n', '\r']) {
          const rows = numbers.map((v, i) => `${lead}${i}${gap}${v}${gap}${numbers[numbers.length - 1 - i]}`);
          for (const last of [eol, '', '  ']) {
            const f = readLas(`${HEAD}${rows.join('\n')}${last === eol ? '\n' : last}`.replace(/\n/g, eol), { nullPolicy: 'none' });
            const label = JSON.stringify({ lead, gap, eol, last });
            expect(num(f.curves[1]), label).toEqual(numbers.map((v) => Number(v.replace(/[dD]/, 'e'))));
            expect(num(f.curves[2]), label).toEqual([...numbers].reverse().map((v) => Number(v.replace(/[dD]/, 'e'))));
            expect(f.warnings, label).toEqual([]);
          }
        }
      }
    }
  });

  it('never reads a byte beside the digits (* + , - . / : ; < = > ?) as a digit', () => {
    const tokens = [
      '12:30',
      '7;2',
      '4<5',
      '9=9',
      '3>1',
      '8?',
      '5/2',
      '6*',
      '1)',
      '2(',
      '0x1',
      '1_000',
      '3a',
      '12ee3',
      '1e+',
      '1.2.3',
      '--1',
      '+-1',
      '1-',
      '.',
      '+',
      '-e1',
    ];
    for (const pad of ['', ' ', '  ', '   ']) {
      // Each odd token between two plain rows: a few text tokens in a numeric column are nulls, with a warning.
      const rows = tokens.flatMap((t, i) => [`${pad}${3 * i} 1.5 0`, `${pad}${3 * i + 1} ${t} ${i}`, `${pad}${3 * i + 2} 2.5 0`]);
      const f = readLas(`${HEAD}${rows.join('\n')}\n`, { nullPolicy: 'none' });
      expect(f.curves[1].kind, pad).toBe('number');
      expect(num(f.curves[1]), pad).toEqual(tokens.flatMap(() => [1.5, NaN, 2.5]));
      expect(num(f.curves[2]), pad).toEqual(tokens.flatMap((_, i) => [0, i, 0]));
      expect(
        f.warnings.map((w) => w.message),
        pad,
      ).toEqual([`Curve A: ${tokens.length} text value(s) in a numeric column read as null (first "12:30" at line 9)`]);
    }
  });

  it('names the right line for an odd row after the first slice of rows, and in the last lines', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `${1000 + i * 0.5}     ${(i * 1.25).toFixed(2)}     ${i}`);
    rows[15_000] = '8500 1';
    rows[19_999] = '10999.5 2';
    const f = readLas(`${HEAD}${rows.join('\n')}`);
    expect(f.rowCount).toBe(20_000);
    expect(f.warnings.map((w) => w.message)).toContain(
      '2 row(s) have fewer values (2) than the 3 curves defined; the missing values are read as null (first at line 15008)',
    );
    expect(num(f.curves[2])[15_000]).toBeNaN();
    expect(num(f.curves[1])[19_999]).toBe(2);
    expect(num(f.curves[2])[14_999]).toBe(14_999);
  });

  it('ends the data at a line starting with ~, whatever comes after it, as a separate search would', () => {
    const rows = '1000 1 2\n1000.5 3 4\n';
    const plain = readLas(`${HEAD}${rows}`);
    for (const next of ['~Other\n some text\n', '  ~Other\n some text\n', '\t~O\r\n some text\r\n', '~A\n2000 5 6\n', '~Curve\n X. : late curve\n']) {
      const f = readLas(`${HEAD}${rows}${next}`);
      expect(num(f.curves[1]), next).toEqual(num(plain.curves[1]));
      expect(f.rowCount, next).toBe(2);
      expect(f.sections.length, next).toBe(4);
    }
    // A line with ~ inside it, or a # comment before the next section, is not the end.
    const f = readLas(`${HEAD}1000 1 2\n1000.5 ~3 4\n# ~ comment\n1001 5 6\n~Other\n text\n`);
    expect(f.rowCount).toBe(3);
    expect(f.other).toBe('text');
    expect(f.warnings.map((w) => w.line)).toContain(9);
  });
});

describe('sectionKind', () => {
  it.each([
    ['Version Information', 'version', ''],
    ['v', 'version', ''],
    ['WELL INFORMATION BLOCK', 'well', ''],
    ['Curve', 'curve', ''],
    ['Parameter', 'parameter', ''],
    ['Other', 'other', ''],
    ['A  DEPTH GR', 'data', ''],
    ['ASCII', 'data', ''],
    ['Log_Definition', 'curve', 'LOG'],
    ['Log_Parameter', 'parameter', 'LOG'],
    ['Log_Data | Log_Definition', 'data', 'LOG'],
    ['Drilling_Data | Drilling_Definition', 'data', 'DRILLING'],
    ['Core_Data[1] | Core_Definition', 'data', 'CORE'],
    ['SPECIAL INFORMATION', 'unknown', ''],
  ])('~%s is %s', (title, kind, set) => {
    expect(sectionKind(title)).toEqual({ kind, set });
  });
});

describe('parseHeaderLine (the lasio cases)', () => {
  it.each([
    ['STRT.M 1670.0 : START DEPTH', 'well', ['STRT', 'M', '1670.0', 'START DEPTH']],
    ['DEPT .M : 1 DEPTH', 'curve', ['DEPT', 'M', '', '1 DEPTH']],
    ['TORQ .kft.lbf : torque', 'curve', ['TORQ', 'kft.lbf', '', 'torque']],
    ['Cond..MS/M : Cond.', 'curve', ['Cond.', 'MS/M', '', 'Cond.']],
    ['I. Res..OHM-M : I. Res.', 'curve', ['I. Res.', 'OHM-M', '', 'I. Res.']],
    ['TIML.hh:mm 23:15 23-JAN-2001:   Time Logger: At Bottom', 'parameter', ['TIML', 'hh:mm', '23:15 23-JAN-2001', 'Time Logger: At Bottom']],
    ['COMP. ANY: OIL : COMPANY', 'well', ['COMP', '', 'ANY: OIL', 'COMPANY']],
    ['WOB .1000 lbf  25 : weight', 'parameter', ['WOB', '1000 lbf', '25', 'weight']],
    ['DEPT.[M] : depth', 'curve', ['DEPT', 'M', '', 'depth']],
    ['RUNS: 2', 'parameter', ['RUNS', '', '2', '']],
    ['NULL. -999.25', 'well', ['NULL', '', '-999.25', '']],
    ['.ILM .OHMM : 7 MEDIUM', 'curve', ['ILM', 'OHMM', '', '7 MEDIUM']],
    ['.OHMM : 5 RXO', 'curve', ['', 'OHMM', '', '5 RXO']],
    ['API .   0042 : API NUMBER', 'well', ['API', '', '0042', 'API NUMBER']],
  ] as const)('%s', (line, kind, [mnemonic, unit, value, description]) => {
    expect(parseHeaderLine(line, kind)).toEqual({ mnemonic, unit, value, description });
  });

  it('returns null for a line with neither period nor colon', () => {
    expect(parseHeaderLine('DEPTH  DT  RHOB', 'parameter')).toBeNull();
  });
});

describe('control bytes', () => {
  it('refuses a NUL byte with its line, section and column', () => {
    const text = '~Version\nVERS. 2.0 :\nWRAP. NO :\n~Well\nSTRT.FT 100 :\nWELL. A\u0000B : name\n~Curve\nDEPT.FT :\n~A\n100\n';
    expect(() => readLas(text)).toThrowError(/^Line 6 \(section ~Well\): contains a NUL byte \(0x00\) at column 8/);
    expect(() => readLas(new TextEncoder().encode(text))).toThrowError(LasError);
  });

  it('names no section for a NUL byte above the first section, when the file begins with an empty line', () => {
    // The search for the section looked back past the file's first line break, wrapped to the file's end, and named
    // a section below the NUL byte (here ~A).
    const text = '\nWELL. A\u0000B : name\n~Curve\nDEPT.FT :\n~A\n100\n';
    expect(() => readLas(text)).toThrowError(/^Line 2: contains a NUL byte \(0x00\) at column 8/);
  });

  it('refuses a NUL byte in a file with no section at all, and returns (an 11-byte file hung the reader)', () => {
    const bytes = Uint8Array.from([0x0a, 0x00, 0x56, 0x00, 0x45, 0x00, 0x00, 0x56, 0x00, 0x45, 0x00]);
    expect(() => readLas(bytes)).toThrowError(/^Line 2: contains a NUL byte \(0x00\) at column 1/);
  });

  it('reads other control bytes in a header value as text', () => {
    const file = readLas('~Version\nVERS. 2.0 :\nWRAP. NO :\n~Well\nSTRT.FT 100 :\nWELL. A\u0001B : name\n~Curve\nDEPT.FT :\n~A\n100\n');
    expect(file.well.find((w) => w.mnemonic === 'WELL')?.value).toBe('A\u0001B');
  });
});

describe('LAS 3.0 data sets whose names hold underscores', () => {
  it('reads ~Phase_A_Definition with ~Phase_A_Data | Phase_A_Definition, any case', () => {
    for (const [def, data] of [
      ['~Phase_A_Definition', '~Phase_A_Data | Phase_A_Definition'],
      ['~phase_a_definition', '~phase_a_data | phase_a_definition'],
    ]) {
      const text = [
        '~Version',
        'VERS. 3.0 :',
        'WRAP. NO :',
        'DLM . COMMA :',
        '~Well',
        'STRT.FT 5000 :',
        'STOP.FT 5001 :',
        'STEP.FT 1 :',
        'NULL. -999.25 :',
        def,
        'DEPT.FT : depth',
        'C1.PPM : methane',
        data,
        '5000,100',
        '5001,110',
        '',
      ].join('\n');
      const file = readLas(text);
      expect(file.rowCount).toBe(2);
      expect(file.curves.map((c) => c.header.mnemonic)).toEqual(['DEPT', 'C1']);
      expect(Array.from((file.curves[1] as NumericCurve).values)).toEqual([100, 110]);
      expect(file.warnings).toEqual([]);
    }
  });
});
