import { describe, expect, it } from 'vitest';
import { clampHeight, DENSITY_HEIGHT, GRAPH_HEIGHT_MAX, GRAPH_HEIGHT_MIN, heightOf, readDensity, readHeights } from './track-sizes';

describe('track sizes (issue 19 item 5)', () => {
  it('reads the density, comfortable unless compact was stored', () => {
    expect(readDensity('compact')).toBe('compact');
    expect(readDensity(null)).toBe('comfortable');
    expect(readDensity('huge')).toBe('comfortable');
  });
  it('reads stored heights, clamped, dropping anything unreadable', () => {
    expect(readHeights('{"Gases":300,"Ratios":5,"Big":9999,"Bad":"x"}')).toEqual({ Gases: 300, Ratios: GRAPH_HEIGHT_MIN, Big: GRAPH_HEIGHT_MAX });
    expect(readHeights('not json')).toEqual({});
    expect(readHeights('[1,2]')).toEqual({});
    expect(readHeights(null)).toEqual({});
  });
  it("gives a resized graph its own height and the others the density's", () => {
    expect(heightOf('Gases', { Gases: 300 }, 'compact')).toBe(300);
    expect(heightOf('Ratios', { Gases: 300 }, 'compact')).toBe(DENSITY_HEIGHT.compact);
    expect(heightOf('Ratios', {}, 'comfortable')).toBe(DENSITY_HEIGHT.comfortable);
    expect(clampHeight(123.4)).toBe(123);
  });
});
