import { describe, expect, it } from 'vitest';
import { hasLateral, rangeNote, snippetBelongs, snippetsForGraph } from './snippet-placement';

const landing = 8000;
const snip = (series: string[], xRange: [number, number]) => ({ series, xRange });

describe('snippet placement', () => {
  it('puts a vertical snippet under a graph holding its last series when it ends above the landing point', () => {
    expect(snippetBelongs(snip(['c2', 'c1'], [6000, 7000]), ['c1', 'c3'], 'Vertical', landing)).toBe(true);
  });
  it('matches on the last series only', () => {
    expect(snippetBelongs(snip(['c1', 'c2'], [6000, 7000]), ['c1', 'c3'], 'Vertical', landing)).toBe(false);
    expect(snippetBelongs(snip([], [6000, 7000]), ['c1'], 'Vertical', landing)).toBe(false);
  });
  it('leaves out a vertical snippet whose x end reaches the landing point', () => {
    expect(snippetBelongs(snip(['c1'], [7000, 8000]), ['c1'], 'Vertical', landing)).toBe(false);
    expect(snippetBelongs(snip(['c1'], [7000, 7999.5]), ['c1'], 'Vertical', landing)).toBe(true);
    expect(snippetBelongs(snip(['c1'], [7500, 9000]), ['c1'], 'Vertical', landing)).toBe(false);
  });
  it('puts a lateral snippet in when its x start is at or beyond the landing point', () => {
    expect(snippetBelongs(snip(['c1'], [8000, 9000]), ['c1'], 'Lateral', landing)).toBe(true);
    expect(snippetBelongs(snip(['c1'], [8500, 9000]), ['c1'], 'Lateral', landing)).toBe(true);
    expect(snippetBelongs(snip(['c1'], [7999, 9000]), ['c1'], 'Lateral', landing)).toBe(false);
    expect(snippetBelongs(snip(['c9'], [8500, 9000]), ['c1'], 'Lateral', landing)).toBe(false);
  });
  it('reads a reversed window by its ends', () => {
    expect(snippetBelongs(snip(['c1'], [7000, 6000]), ['c1'], 'Vertical', landing)).toBe(true);
    expect(snippetBelongs(snip(['c1'], [9000, 8000]), ['c1'], 'Lateral', landing)).toBe(true);
  });
  it('keeps the chosen order', () => {
    const a = snip(['c1'], [6500, 7000]);
    const b = snip(['c1'], [5000, 5500]);
    const c = snip(['c1'], [8100, 8200]);
    expect(snippetsForGraph([a, b, c], ['c1'], 'Vertical', landing)).toEqual([a, b]);
    expect(snippetsForGraph([a, b, c], ['c1'], 'Lateral', landing)).toEqual([c]);
  });
  it('draws the lateral section only when the landing point is above the stop depth', () => {
    expect(hasLateral(8000, 9000)).toBe(true);
    expect(hasLateral(9000, 9000)).toBe(false);
    expect(hasLateral(9500, 9000)).toBe(false);
    expect(hasLateral(null, 9000)).toBe(false);
  });
  it('words the applied range heading as the spec does', () => {
    expect(rangeNote([5000, 6000])).toBe('(showing only 5000ft. - 6000ft.)');
    expect(rangeNote(undefined)).toBeUndefined();
  });
});
