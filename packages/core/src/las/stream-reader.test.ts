// The streamed reader gives readLas's answer (values, warnings, refusals) wherever a file is cut into pieces:
// at every byte of small files, and at random places in every corpus file.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { generateMudGasLas } from '../demo/generate-mudgas-las';
import { readLas } from './read-las';
import { LasStreamReader } from './stream-reader';
import type { LasFile, ReadLasOptions } from './types';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpusFiles = path.resolve(repoRoot, '../shared/las-corpus/files');

type Outcome = { file: LasFile } | { refused: string; line?: number; section?: string };

function outcome(read: () => LasFile): Outcome {
  try {
    return { file: read() };
  } catch (error) {
    const e = error as { message: string; line?: number; section?: string };
    return { refused: e.message, line: e.line, section: e.section };
  }
}

/** The file given to a stream reader in pieces ending at `cuts`, then finished. */
function streamed(bytes: Uint8Array, cuts: number[], options: ReadLasOptions = {}) {
  const reader = new LasStreamReader(options, bytes.length);
  for (const cut of cuts) reader.take(bytes.subarray(0, cut));
  return { reader, outcome: outcome(() => reader.finish(bytes)) };
}

const encode = (text: string) => new TextEncoder().encode(text);

const SMALL_HEADER = [
  '~V',
  'VERS. 2.0 :',
  'WRAP. NO :',
  '~W',
  'STRT.FT 5000 :',
  'STOP.FT 5016 :',
  'STEP.FT 0.5 :',
  'NULL. -999.25 :',
  '~C',
  'DEPT.FT :',
  'C1.ppm :',
  'C2.ppm :',
  'TG.units :',
  '~A DEPT C1 C2 TG',
];

/** A small well: 33 rows of four curves. */
function smallWell(): string {
  const rows = Array.from({ length: 33 }, (_, i) => `${5000 + i * 0.5} ${(1200 + i * 17.25).toFixed(2)} ${(80 + i).toFixed(1)} -999.25`);
  return [...SMALL_HEADER, ...rows].join('\n') + '\n';
}

/** The small well with rows the fast loop cannot read (text, short, run-on, comma decimal), a comment, a blank line, CRLF breaks. */
function oddWell(): string {
  const lines = smallWell().trimEnd().split('\n');
  const data = SMALL_HEADER.length;
  lines.splice(data + 3, 0, '# a comment in the data');
  lines.splice(data + 6, 0, '5001.75 N/A N/A n/a');
  lines.splice(data + 9, 0, '5002.25 12.5');
  lines.splice(data + 12, 0, '');
  lines.splice(data + 14, 0, '5004.25 1,5 2,5 3,5');
  lines.splice(data + 16, 0, '5005.25 12.5-3.5 7 8');
  return lines.join('\r\n') + '\r\n';
}

describe('LasStreamReader', () => {
  it('reads a small file cut at every byte as readLas reads it whole', () => {
    for (const text of [smallWell(), oddWell()]) {
      const bytes = encode(text);
      const whole = outcome(() => readLas(bytes));
      expect('file' in whole && whole.file.rowCount).toBeGreaterThan(30);
      let readAhead = 0;
      for (let cut = 1; cut < bytes.length; cut++) {
        const { reader, outcome: got } = streamed(bytes, [cut]);
        readAhead = Math.max(readAhead, reader.rowsRead);
        expect(got, `cut at byte ${cut}`).toEqual(whole);
      }
      // The rows were read ahead, not all at the end: the pieces were used.
      expect(readAhead).toBeGreaterThan(30);
    }
  });

  it('refuses a NUL byte as readLas does, at the same line, wherever the file is cut', () => {
    const text = smallWell();
    for (const at of [text.indexOf('~C') + 3, text.lastIndexOf('\n', text.length - 40) + 5]) {
      const bytes = encode(text.slice(0, at) + '\0' + text.slice(at));
      const whole = outcome(() => readLas(bytes));
      expect('refused' in whole && whole.refused).toMatch(/NUL byte/);
      for (let cut = 1; cut < bytes.length; cut++) expect(streamed(bytes, [cut, cut + 1]).outcome, `cut at ${cut}`).toEqual(whole);
    }
  });

  it('reads a small file cut into pieces of every size from 1 to 64 bytes', () => {
    const bytes = encode(oddWell());
    const whole = outcome(() => readLas(bytes));
    for (let size = 1; size <= 64; size++) {
      const cuts = Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => Math.min(bytes.length, (i + 1) * size));
      expect(streamed(bytes, cuts).outcome, `pieces of ${size}`).toEqual(whole);
    }
  });

  it('reads every corpus file cut at random places as readLas reads it', () => {
    let seed = 12345;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const files = listLas(corpusFiles);
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(file));
      for (const options of [{}, { nullPolicy: 'strict' as const }]) {
        const whole = outcome(() => readLas(bytes, options));
        for (let trial = 0; trial < 3; trial++) {
          const cuts = Array.from({ length: 1 + Math.floor(random() * 8) }, () => Math.floor(random() * bytes.length)).sort((a, b) => a - b);
          expect(streamed(bytes, cuts, options).outcome, `${path.relative(corpusFiles, file)} cut at ${cuts.join(', ')}`).toEqual(whole);
        }
      }
    }
  });

  it('refuses as readLas does when the rows need more cells than the file may hold, whatever size it was announced at', () => {
    // A wide first row over thousands of one-value rows: refused for its size (cellBudget).
    const header = '~V\nVERS. 2.0 :\nWRAP. NO :\n~W\nNULL. -999.25 :\n~C\n' + Array.from({ length: 2000 }, (_, i) => `C${i}.  :\n`).join('') + '~A\n';
    const text = header + Array.from({ length: 2000 }, (_, i) => (i + 1) * 10).join(' ') + '\n' + '1\n'.repeat(400_000);
    const bytes = encode(text);
    const whole = outcome(() => readLas(bytes));
    expect('refused' in whole).toBe(true);
    for (const announced of [bytes.length, bytes.length * 4]) {
      const reader = new LasStreamReader({}, announced);
      for (let cut = 300_000; cut < bytes.length; cut += 250_000) reader.take(bytes.subarray(0, cut));
      expect(outcome(() => reader.finish(bytes))).toEqual(whole);
    }
  });

  it('gives the general read its rows when a section follows the data', () => {
    const text = generateMudGasLas({ rows: 200, seed: 5 }) + '~Other\nnotes after the data\n';
    const bytes = encode(text);
    const whole = outcome(() => readLas(bytes));
    expect('file' in whole && whole.file.rowCount).toBe(200);
    for (let cut = 1; cut < bytes.length; cut += 97) expect(streamed(bytes, [cut, cut + 500]).outcome).toEqual(whole);
  });

  it('hands over the arrays it read the rows into when its guess of the rows was a little over, and cuts them by a copy when far over', () => {
    const bytes = encode(generateMudGasLas({ rows: 20_000, seed: 8 }));
    const whole = readLas(bytes);
    const cuts = Array.from({ length: 20 }, (_, i) => Math.floor(((i + 1) * bytes.length) / 21));
    for (const [announced, spare] of [
      [bytes.length, true], // guessed about 2% over: the arrays are kept, with their room after the rows
      [bytes.length * 3, false], // three times over: each column copied to its own size
    ] as const) {
      const reader = new LasStreamReader({}, announced);
      for (const cut of cuts) reader.take(bytes.subarray(0, cut));
      const file = reader.finish(bytes);
      expect(reader.rowsRead).toBeGreaterThan(0);
      for (const [i, curve] of file.curves.entries()) {
        const values = (curve as { values: Float64Array }).values;
        expect(Array.from(values)).toEqual(Array.from((whole.curves[i] as { values: Float64Array }).values));
        expect(values.byteOffset).toBe(0);
        expect(values.buffer.byteLength > values.byteLength, `${curve.header.mnemonic} announced at ${announced}`).toBe(spare);
        if (spare) expect(values.buffer.byteLength).toBeLessThanOrEqual(values.byteLength * 1.125);
      }
    }
  });

  it('reads ahead nothing of a wrapped or UTF-16 file, and still reads it whole at the end', () => {
    const wrapped = encode('~V\nVERS. 2.0 :\nWRAP. YES :\n~C\nDEPT.FT :\nC1.ppm :\nC2.ppm :\n~A\n' + '100\n1 2\n101\n3 4\n'.repeat(50_000));
    const utf16 = new Uint8Array(Buffer.from('\ufeff' + generateMudGasLas({ rows: 3000, seed: 2 }), 'utf16le'));
    for (const bytes of [wrapped, utf16]) {
      const reader = new LasStreamReader({}, bytes.length);
      for (let cut = 1000; cut < bytes.length; cut += 100_000) reader.take(bytes.subarray(0, cut));
      expect(reader.rowsRead).toBe(0);
      expect(outcome(() => reader.finish(bytes))).toEqual(outcome(() => readLas(bytes)));
    }
  });
});

function listLas(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listLas(full);
    return /\.las$/i.test(name) ? [full] : [];
  });
}
