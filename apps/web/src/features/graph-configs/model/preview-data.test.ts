import { describe, expect, it } from 'vitest';
import { PREVIEW_ROWS, previewDepths, previewValues } from './preview-data';

describe('preview sample data', () => {
  it('has 15 ascending depths in feet', () => {
    const x = [...previewDepths()];
    expect(x).toHaveLength(15);
    expect(x).toEqual([...x].sort((a, b) => a - b));
    expect(new Set(x).size).toBe(15);
  });

  it('has 15 values below 100 and not below 0, even at the edges of the generator', () => {
    for (const r of [0, 0.5, 0.9999999999]) {
      const ys = [...previewValues(() => r)];
      expect(ys).toHaveLength(PREVIEW_ROWS);
      expect(ys.every((v) => v >= 0 && v < 100)).toBe(true);
    }
    expect([...previewValues()].every((v) => v >= 0 && v < 100)).toBe(true);
  });
});
