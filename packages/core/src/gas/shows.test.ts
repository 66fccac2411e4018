import { describe, expect, it } from 'vitest';
import { showIntervals, type ShowColumns } from './shows';

/** A well at 0.5 ft from 5000 ft whose zone per row is given by `zoneAt(depth)`. */
function well(rows: number, zoneAt: (d: number) => number, tgAt: (d: number) => number = () => 100): ShowColumns {
  const depth = Float64Array.from({ length: rows }, (_, i) => 5000 + i * 0.5);
  const col = (f: (d: number) => number) => depth.map(f);
  return { depth, zone: col(zoneAt), totalGas: col(tgAt), wh: col(() => 10), bh: col(() => 20), ch: col((d) => (d < 5010 ? 0.2 : 0.4)) };
}

describe('showIntervals', () => {
  it('makes one interval of the rows of one zone, running to where the next begins', () => {
    const shows = showIntervals(
      well(41, (d) => (d < 5010 ? 2 : 4)),
      { min: 5000, max: 5020 },
    );
    expect(shows.map((s) => [s.top, s.base, s.code, s.name])).toEqual([
      [5000, 5010, 2, 'Gas'],
      [5010, 5020, 4, 'Oil'],
    ]);
    expect(shows[0]).toMatchObject({ wh: 10, bh: 20, peakTotalGas: 100 });
    expect(shows[0].ch).toBeCloseTo(0.2, 12);
    expect(shows[1].ch).toBeCloseTo(0.4, 12);
  });

  it('absorbs flip-flops thinner than the minimum into their neighbours, so no interval is thin or zero-thick', () => {
    // Zone 3 with a single row of zone 4 every 3 ft, and a 1 ft run of zone 2 at 5040.
    const zoneAt = (d: number) => (d >= 5040 && d < 5041 ? 2 : (d * 2) % 6 === 0 ? 4 : 3);
    const shows = showIntervals(well(201, zoneAt), { min: 5000, max: 5100 });
    expect(shows.map((s) => s.code)).toEqual([3]);
    expect(shows[0]).toMatchObject({ top: 5000, base: 5100 });
  });

  it('keeps every interval at least the minimum thick and the table continuous', () => {
    const zoneAt = (d: number) => [1, 2, 3, 4, 5][Math.floor((d - 5000) / 1.5) % 5];
    for (const min of [0.5, 2, 5]) {
      const shows = showIntervals(well(2001, zoneAt), { min: 5000, max: 6000 }, min);
      for (const s of shows) expect(s.base - s.top, `${min}: ${s.top}-${s.base}`).toBeGreaterThanOrEqual(min);
      for (let i = 1; i < shows.length; i++) {
        expect(shows[i].top).toBe(shows[i - 1].base);
        expect(shows[i].code).not.toBe(shows[i - 1].code);
      }
      expect(shows[0].top).toBe(5000);
      expect(shows.at(-1)!.base).toBe(6000);
    }
  });

  it('is clipped to the range asked, and gives the peak total gas of each interval', () => {
    const shows = showIntervals(
      well(
        4001,
        (d) => (d < 6000 ? 2 : 4),
        (d) => (d === 5500 ? 9000 : d === 6500 ? 7000 : 100),
      ),
      { min: 5200, max: 6999 },
    );
    expect(shows.map((s) => [s.top, s.base, s.peakTotalGas])).toEqual([
      [5200, 6000, 9000],
      [6000, 6999, 7000],
    ]);
  });

  it('gives nothing where no row has a zone, and one interval for a range thinner than the minimum', () => {
    expect(
      showIntervals(
        well(100, () => NaN),
        { min: 5000, max: 5050 },
      ),
    ).toEqual([]);
    const thin = showIntervals(
      well(100, (d) => (d < 5000.5 ? 2 : 3)),
      { min: 5000, max: 5001 },
    );
    expect(thin).toHaveLength(1);
  });

  it('merges a long log flipping zone every row (200,000 rows, as the 66 MB well): every interval at least the minimum', () => {
    const zoneAt = (d: number) => 1 + (Math.floor(d * 2) % 5);
    const columns = well(200_000, zoneAt);
    const shows = showIntervals(columns, { min: 5000, max: 105_000 });
    expect(shows.length).toBeGreaterThan(0);
    for (const s of shows) expect(s.base - s.top).toBeGreaterThanOrEqual(2);
  });
});
