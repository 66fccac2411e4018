import { describe, expect, it } from 'vitest';
import { chunkSeries, MAX_SERIES_PARAM } from './series-chunks';

describe('chunkSeries', () => {
  it('keeps each comma-joined group within the path parameter limit, in order', () => {
    const names = Array.from({ length: 48 }, (_, i) => (i % 2 ? `norm_c${i}` : `c${i}`));
    // Every catalogue name of a graph fits the server's limit in one call...
    expect(chunkSeries(names)).toEqual([names]);
    // ...and only a list longer than the server takes is split.
    const groups = chunkSeries(names, 96);
    expect(groups.flat()).toEqual(names);
    for (const g of groups) expect(g.join(',').length).toBeLessThanOrEqual(96);
    expect(MAX_SERIES_PARAM).toBe(2000);
    expect(groups.length).toBeGreaterThan(1);
  });
  it('sends a short list in one call', () => {
    expect(chunkSeries(['c1', 'c2', 'wh'])).toEqual([['c1', 'c2', 'wh']]);
    expect(chunkSeries([])).toEqual([]);
  });
});
