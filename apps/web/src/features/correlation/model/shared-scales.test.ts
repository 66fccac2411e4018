import { describe, expect, it, vi } from 'vitest';
import { plottedExtent, SharedScales, sharedYRange } from './shared-scales';

describe('one value scale per graph across the wells', () => {
  it('takes the extent of the finite values plotted, gaps left out', () => {
    expect(plottedExtent([Float64Array.of(2, NaN, 5), Float32Array.of(-1, 3)])).toEqual({ min: -1, max: 5 });
    expect(plottedExtent([Float64Array.of(NaN), new Float64Array(0)])).toBeNull();
  });

  it('fits every well: whole decades on a log axis (log10 units), 5 % of room on a linear one', () => {
    // Total gas of one well 120 to 80,000 ppm, of the other 300 to 900,000: both drawn 100 to 1,000,000.
    const wells = [
      { min: Math.log10(120), max: Math.log10(80_000) },
      { min: Math.log10(300), max: Math.log10(900_000) },
    ];
    expect(sharedYRange(wells, true)).toEqual({ min: 2, max: 6 });
    expect(
      sharedYRange(
        [
          { min: 0, max: 40 },
          { min: 10, max: 100 },
        ],
        false,
      ),
    ).toEqual({ min: 0, max: 105 });
    expect(sharedYRange([], true)).toBeNull();
  });

  it("keeps each graph's wells apart, shares a range once every well has reported, and tells its charts only when one changes", () => {
    const scales = new SharedScales(3);
    const changed = vi.fn();
    scales.subscribe('Total gas', changed);
    scales.report('Total gas', 1, { min: 2.1, max: 4.9 });
    scales.report('Total gas', 2, { min: 2.5, max: 5.95 });
    // The third well's data is not in: each track fits its own data meanwhile.
    expect(scales.range('Total gas', true)).toBeNull();
    scales.report('Total gas', 3, null); // nothing to plot in this graph: it still counts as reported
    expect(scales.range('Total gas', true)).toEqual({ min: 2, max: 6 });
    scales.report('Pixler ratios', 1, { min: 0, max: 1.5 });
    expect(scales.range('Pixler ratios', true)).toBeNull();
    const range = scales.range('Total gas', true);
    changed.mockClear();
    scales.report('Total gas', 2, { min: 2.5, max: 5.95 });
    scales.report('Total gas', 3, null);
    expect(changed).not.toHaveBeenCalled();
    expect(scales.range('Total gas', true)).toBe(range);
    // A well's track gone (its data changing): back to each fitting its own until it reports again.
    scales.withdraw('Total gas', 2);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(scales.range('Total gas', true)).toBeNull();
    scales.report('Total gas', 2, { min: 2.2, max: 4.1 });
    expect(scales.range('Total gas', true)).toEqual({ min: 2, max: 5 });
  });

  it('lets the last well to come draw on the shared range at once, counting its own extent before it reports it', () => {
    const scales = new SharedScales(2);
    scales.report('Total gas', 1, { min: 2.1, max: 4.9 });
    const own = { well: 2, extent: { min: 2.5, max: 5.95 } };
    expect(scales.range('Total gas', true, own)).toEqual({ min: 2, max: 6 });
    expect(scales.range('Total gas', true)).toBeNull(); // not reported yet: for the others, each fits its own
    expect(new SharedScales(3).range('Total gas', true, own)).toBeNull(); // a well still missing
    scales.report('Total gas', 2, own.extent);
    expect(scales.range('Total gas', true, own)).toEqual({ min: 2, max: 6 });
  });
});
