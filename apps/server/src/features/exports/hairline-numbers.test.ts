import { describe, expect, it } from 'vitest';
import { numberByDepth } from './report-input';

// Annotations and zones shared one counter in the PDF (1, 2, 4 and Z3).
describe('PDF hairline numbers', () => {
  it('number annotations and zones each on their own, by depth', () => {
    const saved = [
      { index: 1, xval: 5100, text: 'a', isZone: false },
      { index: 2, xval: 5200, text: 'b', isZone: false },
      { index: 3, xval: 5300, text: 'zone', isZone: true },
      { index: 4, xval: 5050, text: 'c', isZone: false },
    ];
    expect(numberByDepth(saved.filter((h) => !h.isZone))).toEqual([
      { index: 1, xval: 5050, text: 'c' },
      { index: 2, xval: 5100, text: 'a' },
      { index: 3, xval: 5200, text: 'b' },
    ]);
    expect(numberByDepth(saved.filter((h) => h.isZone))).toEqual([{ index: 1, xval: 5300, text: 'zone' }]);
  });
});
