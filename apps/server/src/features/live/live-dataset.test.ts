import { describe, expect, it } from 'vitest';
import { appendLiveRows } from './live-dataset';

const curve = (name: string, unit: string, values: number[]) => ({
  name,
  unit,
  original_mnemonic: name.toUpperCase(),
  description: '',
  values: Float64Array.from(values),
});
const column = (unit: string, values: number[]) => ({ unit, originalMnemonic: 'ROP', description: '', values: Float64Array.from(values) });

describe('the live revision’s rows', () => {
  it("keeps the base's unit, converting a feed's rate of penetration in m/h into a base's ft/h", () => {
    const base = { depth: Float64Array.from([1, 2]), depthUnit: 'ft', curves: [curve('rop', 'ft/h', [50, 60]), curve('c1', 'ppm', [5, 6])] };
    const grown = appendLiveRows(base, 2, {
      depth: Float64Array.from([3, 4]),
      columns: new Map([
        ['rop', column('m/h', [15.24, 30.48])],
        ['c1', column('%', [7, 8])],
      ]),
    });
    expect(grown.curves.map((c) => c.unit)).toEqual(['ft/h', 'ppm']);
    expect([...grown.curves[0].values].map((v) => Number(v.toFixed(9)))).toEqual([50, 60, 50, 100]);
    // Units this rule does not know are not touched (gas comes to the catalogue's unit before this).
    expect([...grown.curves[1].values]).toEqual([5, 6, 7, 8]);
  });
});
