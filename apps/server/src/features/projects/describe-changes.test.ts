import { describe, expect, it } from 'vitest';
import { describeChanges, type MetadataDoc } from './metadata';

const doc = (over: Partial<MetadataDoc> & Record<string, unknown> = {}): MetadataDoc => ({
  depth_of_split: 5000,
  global_hairlines: [],
  global_formations: [],
  well: 'A 1H',
  ...over,
});
const h = (id: string, xval: number, isZone = false) => ({ id, xval, text: id, index: 0, isZone, interpolated: false });
const f = (id: string, low: number) => ({ id, xval_low: low, xval_high: low + 10, message: id, color: '#000000' });

describe("a metadata revision's summary says what changed", () => {
  it('counts annotations, zones and formations added, removed and changed', () => {
    const before = doc({ global_hairlines: [h('a', 1), h('b', 2), h('z', 3, true)], global_formations: [f('f1', 10)] });
    const after = doc({
      global_hairlines: [h('a', 5), h('c', 6), h('d', 7), h('z', 3, true), h('y', 8, true)],
      global_formations: [],
    });
    expect(describeChanges(before, after)).toEqual([
      '2 annotations added',
      '1 annotation removed',
      '1 annotation changed',
      '1 zone added',
      '1 formation removed',
    ]);
  });

  it('names the fields added, removed and changed', () => {
    expect(describeChanges(doc({ county: 'X' }), doc({ well: 'B 2H', rig: 'Rig 7' }))).toEqual(['county removed', 'rig added', 'well changed']);
  });

  it('says nothing changed when nothing did', () => {
    expect(describeChanges(doc(), doc())).toEqual([]);
  });
});
