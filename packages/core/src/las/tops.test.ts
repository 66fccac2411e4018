import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readLas } from './read-las';
import { lasTops } from './tops';

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../las3-corpus');

describe('formation tops of a LAS 3.0 file', () => {
  it("reads the specification example's ~Tops set: names, tops and bases, metres in feet", () => {
    const las = readLas(readFileSync(path.join(corpus, 'sample_las3.0_spec.las')));
    expect(lasTops(las)).toEqual([
      { name: 'Viking', top: 1789.6982, base: 1975.0656 },
      { name: 'Colony', top: 1975.0656, base: 2017.7165 },
      { name: 'Basal Quartz', top: 2017.7165, base: 2148.9501 },
    ]);
  });

  it('takes the next top as the base when the file gives none, and the last depth for the deepest', () => {
    const las = readLas(
      [
        '~Version',
        'VERS. 3.0 :',
        'WRAP. NO :',
        'DLM . COMMA :',
        '~Well',
        'NULL. -999.25 :',
        '~Log_Definition',
        'DEPT.FT :',
        'C1.ppm :',
        '~Log_Data | Log_Definition',
        '5000,1',
        '5100,2',
        '5200,3',
        '~Tops_Parameter',
        'TOPS.  Prognosis : Tops source {S}',
        '~Tops_Definition',
        'TOPT.FT : Top depth {F}',
        'TOPN.   : Top name {S}',
        '~Tops_Data | Tops_Definition',
        '5150,Lower',
        '5010,Upper',
      ].join('\n'),
    );
    expect(lasTops(las)).toEqual([
      { name: 'Upper', top: 5010, base: 5150 },
      { name: 'Lower', top: 5150, base: 5200 },
    ]);
  });

  it('finds none in a file without a tops set', () => {
    expect(lasTops(readLas('~V\nVERS. 2.0 :\nWRAP. NO :\n~C\nDEPT.FT :\n~A\n1\n2\n'))).toEqual([]);
  });
});
