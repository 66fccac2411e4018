import { describe, expect, it } from 'vitest';
import {
  clampHeight,
  clampWidth,
  DENSITY_HEIGHT,
  SHARED_TRACK_MIN,
  trackStyle,
  GRAPH_HEIGHT_MAX,
  GRAPH_HEIGHT_MIN,
  heightOf,
  readDensity,
  readDepthDown,
  readHeights,
  readWidths,
  TRACK_WIDTH_MAX,
  TRACK_WIDTH_MIN,
  widthOf,
} from './track-sizes';

describe('track sizes', () => {
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
  it('depth down: reads the orientation and track widths, as heights', () => {
    expect(readDepthDown('true')).toBe(true);
    expect(readDepthDown('false')).toBe(false);
    expect(readDepthDown(null)).toBe(false);
    expect(readWidths('{"Gases":250,"Thin":10,"Wide":5000,"Bad":null}')).toEqual({ Gases: 250, Thin: TRACK_WIDTH_MIN, Wide: TRACK_WIDTH_MAX });
    expect(widthOf('Gases', { Gases: 250 })).toBe(250);
    expect(widthOf('Ratios', { Gases: 250 })).toBeUndefined();
    expect(trackStyle(250, 'compact')).toEqual({ width: 250, flex: 'none' });
    expect(trackStyle(undefined, 'compact')).toEqual({ flex: '1 1 0', minWidth: SHARED_TRACK_MIN.compact });
    expect(SHARED_TRACK_MIN.comfortable).toBeGreaterThan(SHARED_TRACK_MIN.compact);
    expect(clampWidth(200.6)).toBe(201);
  });
});
