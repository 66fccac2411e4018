// The LAS 3.0 corpus (packages/core/las3-corpus): real-world rig-site files and the CWLS specification's
// example, each checked against answers taken from the file's text by hand (answers.json), never from this
// reader. Every data set of every file is read with rows: none comes back empty.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLas } from './read-las';
import type { Curve, LasDataSet } from './types';

const corpusDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../las3-corpus');

type Stat = [count: number, min: number | null, max: number | null, sum: number];
interface SetAnswer {
  title?: string;
  name?: string;
  line?: number;
  rows: number;
  curves?: string[] | number;
  curveCount?: number;
  firstCurves?: string[];
  indexUnit?: string;
  indexFirst?: number;
  indexLast?: number;
  stats?: Record<string, Stat>;
  text?: Record<string, string[]>;
}
interface FileAnswer {
  file: string;
  kind: string;
  delimiter: string;
  depthIndexed: boolean;
  main: SetAnswer;
  sets: SetAnswer[];
  well?: Record<string, string>;
  params?: Record<string, string>;
}

const answers = (JSON.parse(readFileSync(path.join(corpusDir, 'answers.json'), 'utf8')) as { files: FileAnswer[] }).files;

function curveOf(curves: Curve[], mnemonic: string): Curve {
  const curve = curves.find((c) => c.header.mnemonic === mnemonic);
  if (!curve) throw new Error(`no curve ${mnemonic} among ${curves.map((c) => c.header.mnemonic).join(', ')}`);
  return curve;
}

function statOf(curve: Curve): Stat {
  if (curve.kind !== 'number') throw new Error(`${curve.header.mnemonic} is text`);
  const values = Array.from(curve.values).filter((v) => !Number.isNaN(v));
  if (values.length === 0) return [0, null, null, 0];
  return [values.length, Math.min(...values), Math.max(...values), values.reduce((a, b) => a + b, 0)];
}

function checkSet(curves: Curve[], rows: number, answer: SetAnswer, label: string) {
  expect(rows, `${label} rows`).toBe(answer.rows);
  const names = curves.map((c) => c.header.mnemonic);
  if (Array.isArray(answer.curves)) expect(names, `${label} curves`).toEqual(answer.curves);
  if (typeof answer.curves === 'number') expect(names.length, `${label} curve count`).toBe(answer.curves);
  if (answer.curveCount !== undefined) expect(names.length, `${label} curve count`).toBe(answer.curveCount);
  if (answer.firstCurves) expect(names.slice(0, answer.firstCurves.length), `${label} first curves`).toEqual(answer.firstCurves);
  for (const [mnemonic, [count, min, max, sum]] of Object.entries(answer.stats ?? {})) {
    const [c, lo, hi, total] = statOf(curveOf(curves, mnemonic));
    expect(c, `${label} ${mnemonic} count`).toBe(count);
    if (min !== null) expect(lo, `${label} ${mnemonic} min`).toBeCloseTo(min, 6);
    if (max !== null) expect(hi, `${label} ${mnemonic} max`).toBeCloseTo(max, 6);
    expect(total / (Math.abs(sum) || 1), `${label} ${mnemonic} sum`).toBeCloseTo(sum / (Math.abs(sum) || 1), 9);
  }
  for (const [mnemonic, values] of Object.entries(answer.text ?? {})) {
    const curve = curveOf(curves, mnemonic);
    expect(curve.kind, `${label} ${mnemonic} is text`).toBe('text');
    expect(curve.values, `${label} ${mnemonic}`).toEqual(values);
  }
  // Never silently empty: every curve has a value per row.
  for (const curve of curves) expect(curve.values.length, `${label} ${curve.header.mnemonic} length`).toBe(rows);
}

describe('LAS 3.0 corpus (packages/core/las3-corpus, answers by hand)', () => {
  it("holds at least 10 files, at least 9 of them real-world rig-site files (with the shared corpus's Good File (SS), 10)", () => {
    expect(answers.length).toBeGreaterThanOrEqual(10);
    expect(answers.filter((a) => a.kind.startsWith('real-world')).length).toBeGreaterThanOrEqual(9);
  });

  describe.each(answers.map((a) => [a.file, a] as const))('%s', (file, answer) => {
    const las = readLas(readFileSync(path.join(corpusDir, file)));

    it('is read as LAS 3.0 with its delimiter', () => {
      expect(las.version).toBe('3.0');
      expect(las.delimiter).toBe(answer.delimiter);
    });

    it('reads the main data set with its rows, curves and values', () => {
      expect(las.depthIndexed).toBe(answer.depthIndexed);
      expect(las.rowCount).toBeGreaterThan(0);
      checkSet(las.curves, las.rowCount, answer.main, 'main');
      const index = las.curves[0];
      if (answer.main.indexUnit !== undefined) expect(las.indexUnit).toBe(answer.main.indexUnit);
      if (answer.main.indexFirst !== undefined && index.kind === 'number') {
        const metres = /^M$/i.test(answer.main.indexUnit ?? '');
        const feet = (v: number) => (metres ? Math.round((v / 0.3048) * 1e4) / 1e4 : v);
        expect(index.values[0]).toBeCloseTo(feet(answer.main.indexFirst), 9);
        expect(index.values[index.values.length - 1]).toBeCloseTo(feet(answer.main.indexLast!), 9);
      }
    });

    it('keeps every other data set with its rows and lists them in a warning with their row counts', () => {
      const sets: LasDataSet[] = las.dataSets ?? [];
      expect(sets.map((s) => s.name)).toEqual(answer.sets.map((s) => s.name));
      for (const [k, set] of sets.entries()) {
        const a = answer.sets[k];
        expect(set.line, `${set.name} line`).toBe(a.line);
        checkSet(set.curves, set.rowCount, a, set.name);
      }
      if (sets.length > 0) {
        const warning = las.warnings.find((w) => sets.every((s) => w.message.includes(`${s.title} (${s.rowCount} row`)));
        expect(warning, 'a warning listing every other data set with its rows').toBeDefined();
      }
    });

    it('keeps the header items as written', () => {
      for (const [mnemonic, value] of Object.entries(answer.well ?? {})) expect(las.well.find((w) => w.mnemonic === mnemonic)?.value).toBe(value);
      for (const [mnemonic, value] of Object.entries(answer.params ?? {})) expect(las.params.find((w) => w.mnemonic === mnemonic)?.value).toBe(value);
    });
  });
});
