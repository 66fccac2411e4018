// Every file of ../shared/las-corpus/files is read and compared with what lasio made of it
// (../shared/las-corpus/reference). Where lasio is wrong (the corpus README lists its known faults) we do
// better, and the file is listed below with the categories that differ and why. The test fails if a listed
// file differs in any other way, or no longer differs: the table stays honest.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { category, compareWithReference, type ReferenceJson } from './corpus-compare';
import { LasError } from './errors';
import { readLas } from './read-las';
import { inspectLas } from './summary';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpus = path.resolve(repoRoot, '../shared/las-corpus');
const filesDir = path.join(corpus, 'files');

/** Deliberate deviations from lasio: file -> categories that differ, and why. */
const DEVIATIONS: Record<string, { differs: string[]; reason: string }> = {
  '3.0/Good File (SS).las': {
    differs: ['well'],
    reason: 'SHWN "777_6" stays text; lasio runs it through Python float(), which reads underscores as digit separators (7776).',
  },
  '3.0/las-30a-revised-2010.las': { differs: ['stats:CDES'], reason: 'Text fields are trimmed: lasio keeps the padding ("LOST INTERVAL   ").' },
  '3.0/sample_3.0.las': { differs: ['stats:CDES'], reason: 'Text fields are trimmed: lasio keeps the padding ("LOST INTERVAL   ").' },
  '3.0/sample_3.0_tab_dlm.las': { differs: ['stats:CDES'], reason: 'Text fields are trimmed: lasio keeps the padding ("LOST INTERVAL   ").' },
  'barebones.las': {
    differs: ['version', 'null', 'index_unit', 'well'],
    reason:
      'No ~Version or ~Well: we report them missing rather than inventing defaults (lasio fills STRT/NULL/VERS placeholders, then finds its own STRT unit "m" conflicting).',
  },
  'barebones2.las': {
    differs: ['version', 'null', 'index_unit', 'well', 'curves'],
    reason: 'No ~Curve: the curves take the names written on the ~A line (DEPTH DT RHOB...) instead of UNKNOWN:1..8; no invented ~Well defaults.',
  },
  'dodgy_param_sect.las': {
    differs: ['ok'],
    reason: 'lasio rejects the file for one stray line in ~Parameter; we skip that line with a warning naming it and read the rest.',
  },
  'index_null.las': {
    differs: ['stats:DEPT'],
    reason: 'The NULL value (999.25) in the index column is a null too (the issue asks for it); lasio never nulls the index.',
  },
  'issue79.las': {
    differs: ['rows', 'first_index', 'last_index', 'curves', 'stats:DEPT', 'stats:TENS', 'stats:COLLAR', 'stats:GAMMA', "stats:3'AMP", "stats:3'TRA"],
    reason:
      'The data section has no name ("~   DEPTH ..."): we read its rows (lasio reads none); the unit µS is decoded as UTF-8 (lasio garbles it to "ÂµS").',
  },
  'issue92.las': {
    differs: ['ok'],
    reason: 'lasio rejects a dashed ruler line inside ~Curve; we skip it (and the column-title line) with warnings and read the data.',
  },
  'missing_null.las': {
    differs: ['stats:DT'],
    reason: "No NULL item: under the default 'common' null policy -999.25 is still a null; lasio keeps it as a value.",
  },
  'null_policy_(null).las': {
    differs: ['stats:RHOB'],
    reason: 'README fault 2: one "(null)" token is a null, not a reason to turn the whole column into text.',
  },
  'null_policy_ERR.las': {
    differs: ['stats:RHOB'],
    reason: 'README fault 2: one stray "ERR" token becomes a null with a warning; the column stays numeric.',
  },
  'null_policy_dashes.las': {
    differs: ['stats:RHOB'],
    reason: 'README fault 2: "-" and "--" are null tokens; the column stays numeric (one real value, -2550).',
  },
  'null_policy_ind.las': {
    differs: ['stats:CN'],
    reason: 'README fault 1: "#" inside a data row is not a comment; -1.#IND0000 is a null token, not -1.0 (CD is all null either way).',
  },
  'sample_lastcolblanked.las': {
    differs: ['ok'],
    reason:
      'One row has 7 values for 8 curves ("****************" where two columns ran together): lasio gives up; we read the row with the missing value as null and warn.',
  },
};

/** Files in the corpus that have no reference: what reading them must give. */
const NOT_IN_REFERENCE: Record<string, { expect: 'LasError' | 'reads'; reason: string }> = {
  'LICENSE.lasio': { expect: 'LasError', reason: 'The licence text, not a LAS file.' },
  'sample.las_units-brackets.csv': { expect: 'LasError', reason: 'lasio CSV export fixture, not a LAS file.' },
  'sample.las_units-line.csv': { expect: 'LasError', reason: 'lasio CSV export fixture, not a LAS file.' },
  'sample.las_units-none.csv': { expect: 'LasError', reason: 'lasio CSV export fixture, not a LAS file.' },
  'sample.las_units-parentheses.csv': { expect: 'LasError', reason: 'lasio CSV export fixture, not a LAS file.' },
  'sample_null.json': { expect: 'LasError', reason: 'lasio JSON export fixture, not a LAS file.' },
  'test_write_sect_widths_12.txt': { expect: 'reads', reason: 'lasio writer output (a LAS 1.2 file with a .txt name).' },
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

const files = existsSync(filesDir)
  ? walk(filesDir)
      .map((f) => path.relative(filesDir, f).split(path.sep).join('/'))
      .sort()
  : [];

describe('LAS corpus against the lasio reference', () => {
  it('finds the corpus', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  for (const rel of files) {
    const refPath = path.join(corpus, 'reference', rel + '.json');
    if (!existsSync(refPath)) {
      it(`${rel} (no reference)`, () => {
        const entry = NOT_IN_REFERENCE[rel];
        expect(entry, `${rel} has no reference and is not listed in NOT_IN_REFERENCE`).toBeDefined();
        const bytes = new Uint8Array(readFileSync(path.join(filesDir, rel)));
        if (entry.expect === 'LasError') {
          expect(() => readLas(bytes)).toThrow(LasError);
        } else {
          const file = readLas(bytes);
          expect(file.rowCount).toBeGreaterThan(0);
        }
      });
      continue;
    }
    it(rel, () => {
      const ref = JSON.parse(readFileSync(refPath, 'utf8')) as ReferenceJson;
      const summary = inspectLas(new Uint8Array(readFileSync(path.join(filesDir, rel))), { convertIndexToFeet: false });
      const diffs = compareWithReference(summary, ref);
      const found = [...new Set(diffs.map(category))].sort();
      const expected = [...(DEVIATIONS[rel]?.differs ?? [])].sort();
      expect(found, diffs.join('\n')).toEqual(expected);
    });
  }

  it('lists only corpus files in the deviation tables', () => {
    for (const name of [...Object.keys(DEVIATIONS), ...Object.keys(NOT_IN_REFERENCE)]) expect(files).toContain(name);
  });

  it('names the line of a file that is not LAS', () => {
    const bytes = new Uint8Array(readFileSync(path.join(filesDir, 'not_a_las_file.las')));
    try {
      readLas(bytes);
      expect.unreachable('not_a_las_file.las must not read');
    } catch (error) {
      expect(error).toBeInstanceOf(LasError);
      expect((error as LasError).line).toBe(1);
      expect((error as LasError).message).toMatch(/^Line 1: no ~ section found/);
    }
  });

  it('reads the run-on row of null_policy_runon.las as lasio does, with a warning', () => {
    const file = readLas(new Uint8Array(readFileSync(path.join(filesDir, 'null_policy_runon.las'))));
    const c05 = file.curves[5].values as Float64Array;
    expect(Array.from(c05)).toEqual([4648.011, NaN, -19508.961, NaN, 4182.679]);
    expect(file.warnings.some((w) => /run-on/.test(w.message) && w.line === 33)).toBe(true);
  });

  it('keeps the mud-gas files identical across LF and CRLF', () => {
    const lf = readLas(new Uint8Array(readFileSync(path.join(filesDir, 'mudgas/synth_mudgas_500rows.las'))));
    const crlf = readLas(new Uint8Array(readFileSync(path.join(filesDir, 'mudgas/synth_mudgas_500rows_crlf.las'))));
    expect(crlf.curves.map((c) => Array.from(c.values as Float64Array))).toEqual(lf.curves.map((c) => Array.from(c.values as Float64Array)));
    expect(lf.curves).toHaveLength(60);
    expect(lf.warnings).toEqual([]);
  });
});
