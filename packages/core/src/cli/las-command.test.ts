import { describe, expect, it } from 'vitest';
import { generateMudGasLas } from '../demo/generate-mudgas-las';
import { readLas } from '../las/read-las';
import { runLasCommand } from './las-command';

const files: Record<string, Uint8Array> = {
  'demo.las': new TextEncoder().encode(generateMudGasLas({ rows: 12 })),
  'metres.las': new TextEncoder().encode('~V\n VERS. 2.0 :\n~W\n NULL. -999.25 :\n~C\n DEPT.M :\n GR.GAPI :\n~A\n100 5\n100.5 -999.25\n'),
  'bad.las': new TextEncoder().encode('1,2,3\n'),
};
const read = (p: string) => {
  const f = files[p];
  if (!f) throw new Error('ENOENT');
  return f;
};

describe('las command', () => {
  it('inspect prints the reference-shaped summary', () => {
    const r = runLasCommand(['inspect', 'demo.las'], read);
    expect(r.exitCode).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(Object.keys(s)).toEqual(
      expect.arrayContaining([
        'ok',
        'error',
        'version',
        'wrap',
        'null_value',
        'well',
        'params',
        'curves',
        'n_rows',
        'first_index',
        'last_index',
        'index_unit',
        'stats',
        'warnings',
      ]),
    );
    expect(s).toMatchObject({
      ok: true,
      version: 2,
      wrap: 'NO',
      null_value: -999.25,
      n_rows: 12,
      first_index: 5000,
      last_index: 5005.5,
      index_unit: 'FT',
    });
    expect(s.curves.map((c: { mnemonic: string }) => c.mnemonic)).toEqual(['DEPT', 'C1', 'C2', 'C3', 'IC4', 'NC4', 'IC5', 'NC5', 'TG', 'CO2', 'H2S']);
    expect(s.stats[0]).toEqual({ mnemonic: 'DEPT', dtype: 'float', n: 12, count: 12, min: 5000, max: 5005.5, sum: 60033 });
    expect(s.well.find((w: { mnemonic: string }) => w.mnemonic === 'API').value).toBe('3305300042');
  });

  it('inspect converts a metre index unless told to keep metres', () => {
    const feet = JSON.parse(runLasCommand(['inspect', 'metres.las'], read).stdout);
    expect(feet.first_index).toBe(328.084); // 100 m = 328.0839895... ft, rounded to 0.0001 ft
    expect(feet.index_unit).toBe('FT');
    const metres = JSON.parse(runLasCommand(['inspect', 'metres.las', '--keep-metres'], read).stdout);
    expect(metres.first_index).toBe(100);
    expect(metres.index_unit).toBe('M');
  });

  it('inspect reports a file that is not LAS with ok false, the error and exit code 1', () => {
    const r = runLasCommand(['inspect', 'bad.las'], read);
    expect(r.exitCode).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      ok: false,
      error: 'Line 1: no ~ section found: this is not a LAS file (a LAS file starts with ~Version or ~V)',
    });
  });

  it('convert --to csv writes mnemonics, units and rows with empty nulls', () => {
    const r = runLasCommand(['convert', 'metres.las', '--to', 'csv', '--keep-metres'], read);
    expect(r.stdout).toBe('DEPT,GR\nM,GAPI\n100,5\n100.5,\n');
    expect(r.exitCode).toBe(0);
  });

  it('convert --to las writes LAS that reads back the same', () => {
    const r = runLasCommand(['convert', 'demo.las', '--to', 'las'], read);
    const back = readLas(r.stdout);
    const orig = readLas(files['demo.las']);
    expect(back.curves.map((c) => Array.from(c.values as Float64Array))).toEqual(orig.curves.map((c) => Array.from(c.values as Float64Array)));
  });

  it('explains its usage on bad arguments and a missing file', () => {
    expect(runLasCommand([], read).exitCode).toBe(2);
    expect(runLasCommand(['convert', 'demo.las', '--to', 'xml'], read).stderr).toMatch(/--to must be csv or las/);
    expect(runLasCommand(['inspect', 'nope.las'], read)).toMatchObject({ exitCode: 1, stderr: 'Cannot read nope.las: ENOENT\n' });
    expect(runLasCommand(['inspect', 'demo.las', '--null-policy', 'lenient'], read).exitCode).toBe(2);
  });
});

describe('las inspect on LAS 3.0', () => {
  it('names the data section read, says whether it is a depth log, and lists the other data sets with their rows', async () => {
    const { readFileSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    const file = fileURLToPath(new URL('../../las3-corpus/', import.meta.url)) + 'Curve-Param Error #1 (MS).LAS';
    const out = JSON.parse(runLasCommand(['inspect', 'x.las'], () => readFileSync(file)).stdout);
    expect(out).toMatchObject({ ok: true, n_rows: 33, data_section: '~Phase_B_data | Phase_B_Definition', depth_indexed: false });
    expect(out.data_sets).toEqual([
      { name: 'PHASE_A', title: '~Phase_A_data | Phase_A_Definition', n_rows: 6, curves: ['BAT_DEP_STATE', 'AORIENT', 'ALONG_DL', 'ASTATE'] },
    ]);
  });
});
