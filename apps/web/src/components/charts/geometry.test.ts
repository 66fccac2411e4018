import { describe, expect, it } from 'vitest';
import { clampRange, panBy, percentOfWhole, pxToVal, selectionToRange, valToPx, wheelFactor, zoomAround } from './geometry';

const r = { min: 1000, max: 2000 };

describe('value <-> pixel', () => {
  it('maps the window onto the plot width and back', () => {
    expect(valToPx(1000, r, 500)).toBe(0);
    expect(valToPx(2000, r, 500)).toBe(500);
    expect(valToPx(1250, r, 500)).toBe(125);
    expect(pxToVal(125, r, 500)).toBe(1250);
    for (const v of [1000, 1333.3, 1999]) expect(pxToVal(valToPx(v, r, 800), r, 800)).toBeCloseTo(v, 9);
  });
  it('does not divide by zero', () => {
    expect(valToPx(5, { min: 5, max: 5 }, 100)).toBe(0);
    expect(pxToVal(50, r, 0)).toBe(1000);
  });
});

describe('zoom', () => {
  it('keeps the anchor depth under the pointer', () => {
    const z = zoomAround(r, 1250, 0.5);
    expect(z).toEqual({ min: 1125, max: 1625 });
    expect(valToPx(1250, z, 500)).toBeCloseTo(valToPx(1250, r, 500) * 1, 0);
  });
  it('zooming out stops at the bounds', () => {
    expect(zoomAround(r, 1500, 10, { min: 0, max: 3000 })).toEqual({ min: 0, max: 3000 });
    expect(zoomAround({ min: 0, max: 100 }, 0, 1.2, { min: 0, max: 3000 })).toEqual({ min: 0, max: 120 });
  });
  it('one wheel notch is 20%, up zooms in', () => {
    expect(wheelFactor(-100)).toBeCloseTo(1 / 1.2);
    expect(wheelFactor(100)).toBe(1.2);
  });
  it('turns a drag selection into a window and ignores tiny drags', () => {
    expect(selectionToRange(100, 200, r, 1000)).toEqual({ min: 1100, max: 1300 });
    expect(selectionToRange(100, 2, r, 1000)).toBeNull();
  });
});

describe('pan and clamp', () => {
  it('content follows the pointer: dragging right shows shallower depths', () => {
    expect(panBy(r, 100, 500)).toEqual({ min: 800, max: 1800 });
    expect(panBy(r, -50, 500)).toEqual({ min: 1100, max: 2100 });
  });
  it('stops at the ends keeping the span', () => {
    expect(panBy(r, 1000, 500, { min: 500, max: 5000 })).toEqual({ min: 500, max: 1500 });
    expect(panBy(r, -5000, 500, { min: 500, max: 5000 })).toEqual({ min: 4000, max: 5000 });
  });
  it('widens too-narrow windows around their centre and caps at the bounds', () => {
    expect(clampRange({ min: 100, max: 100.2 }, { min: 0, max: 1000 }, 1)).toEqual({ min: 99.6, max: 100.6 });
    expect(clampRange({ min: -50, max: 5000 }, { min: 0, max: 1000 })).toEqual({ min: 0, max: 1000 });
  });
  it('percent of the whole range', () => {
    expect(percentOfWhole({ min: 0, max: 250 }, { min: 0, max: 1000 })).toBe(25);
    expect(percentOfWhole({ min: 0, max: 1 }, { min: 0, max: 0 })).toBe(100);
  });
});
