import { describe, expect, it } from 'vitest';
import {
  compareInterval,
  flattenChoices,
  flattenOffsets,
  formationsInTvd,
  formationTop,
  mdToTvd,
  tieLines,
  tvdRows,
  tvdToMd,
  type CorrelationWell,
} from './correlation';

const f = (message: string, xval_low: number, xval_high: number) => ({ message, xval_low, xval_high });

const wells: CorrelationWell[] = [
  { id: 1, formations: [f('Wolfcamp A', 6000, 6200), f('Wolfcamp B', 6200, 6500)] },
  { id: 2, formations: [f('  wolfcamp  a ', 7100, 7300), f('Wolfcamp B', 7300, 7700)] },
  { id: 3, formations: [f('Wolfcamp B', 5400, 5600)] },
];

describe('flattening on a formation top', () => {
  it('finds the top of a formation by name, whatever its case and spacing, at its shallowest start', () => {
    expect(formationTop(wells[1].formations, 'Wolfcamp A')).toBe(7100);
    expect(formationTop([f('Spraberry', 5000, 5100), f('SPRABERRY', 4800, 4900)], 'spraberry')).toBe(4800);
    // A band drawn bottom-up still starts at its top.
    expect(formationTop([f('Dean', 5300, 5200)], 'Dean')).toBe(5200);
    expect(formationTop(wells[2].formations, 'Wolfcamp A')).toBeNull();
  });

  it('offsets each well by its top, and names and lays out last the wells without it', () => {
    const flat = flattenOffsets(wells, 'Wolfcamp A');
    // Well 3 has no Wolfcamp A: it is drawn at the depths the formation has in the others (their mean top).
    expect(Object.fromEntries(flat.offsets)).toEqual({ 1: 6000, 2: 7100, 3: 6550 });
    expect(flat.missing).toEqual([3]);
    expect(flat.order).toEqual([1, 2, 3]);
    // On the second formation, all three are flattened, in the order given.
    const onB = flattenOffsets([wells[2], wells[0], wells[1]], 'Wolfcamp B');
    expect(Object.fromEntries(onB.offsets)).toEqual({ 1: 6200, 2: 7300, 3: 5400 });
    expect(onB.order).toEqual([3, 1, 2]);
    // Not flattened: every offset 0.
    expect([...flattenOffsets(wells, null).offsets.values()]).toEqual([0, 0, 0]);
  });

  it('offers every formation name, shallowest first, with how many wells have it', () => {
    expect(flattenChoices(wells)).toEqual([
      { name: 'Wolfcamp B', wells: 3 },
      { name: 'Wolfcamp A', wells: 2 },
    ]);
  });

  it("ties the same formation's top across neighbouring wells, in shown depth", () => {
    const flat = flattenOffsets(wells, 'Wolfcamp A');
    const lines = tieLines(wells, flat.order, flat.offsets);
    expect(lines).toEqual([
      { name: 'Wolfcamp A', left: { id: 1, depth: 0 }, right: { id: 2, depth: 0 } },
      { name: 'Wolfcamp B', left: { id: 1, depth: 200 }, right: { id: 2, depth: 200 } },
      // Well 3 is not flattened on a top of its own: its Wolfcamp B top is shown less the others' mean top.
      { name: 'Wolfcamp B', left: { id: 2, depth: 200 }, right: { id: 3, depth: 5400 - 6550 } },
    ]);
  });
});

describe('comparing wells over an interval', () => {
  // Six rows, hand-computed.
  const depth = Float64Array.from([100, 100.5, 101, 101.5, 102, 102.5]);
  const columns = {
    depth,
    totalGas: Float64Array.from([10, 40, NaN, 20, 30, 999]),
    wh: Float64Array.from([5, 15, 25, NaN, 35, 1]),
    bh: Float64Array.from([20, 10, 8, 6, NaN, 1]),
    ch: Float64Array.from([0.2, 0.4, NaN, 0.6, 0.8, 1]),
    zone: Float64Array.from([2, 3, 3, NaN, 4, 1]),
    pixler: [
      Float64Array.from([4, 6, -1, 0, NaN, 100]),
      Float64Array.from([10, 10, 10, 10, 10, 10]),
      new Float64Array(6).fill(NaN),
      Float64Array.from([1, 2, 3, 4, 5, 6]),
    ],
  };

  it('gives the peak and mean total gas, the mean ratios, the dominant zone and the Pixler line over [from, to]', () => {
    const c = compareInterval(columns, 100, 102);
    expect(c.rows).toBe(5);
    expect(c.peakTotalGas).toBe(40);
    expect(c.peakDepth).toBe(100.5);
    expect(c.meanTotalGas).toBe((10 + 40 + 20 + 30) / 4);
    expect(c.meanWh).toBe((5 + 15 + 25 + 35) / 4);
    expect(c.meanBh).toBe((20 + 10 + 8 + 6) / 4);
    expect(c.meanCh).toBeCloseTo((0.2 + 0.4 + 0.6 + 0.8) / 4, 12);
    // Zones 2, 3, 3, 4 over the zoned rows: 3 has half of them.
    expect(c.dominantZone).toBe(3);
    expect(c.dominantShare).toBe(0.5);
    // Ratios average their positive values only; a ratio with none has no point.
    expect(c.pixler).toEqual([5, 10, null, 3]);
  });

  it('takes the interval either way round, and answers nothing where the well has no rows', () => {
    expect(compareInterval(columns, 102, 100)).toEqual(compareInterval(columns, 100, 102));
    const none = compareInterval(columns, 200, 300);
    expect(none).toMatchObject({
      rows: 0,
      peakTotalGas: null,
      meanWh: null,
      dominantZone: null,
      dominantShare: null,
      pixler: [null, null, null, null],
    });
  });

  it('breaks a tie between zones towards the drier (lower) code', () => {
    const c = compareInterval({ depth: Float64Array.from([1, 2]), zone: Float64Array.from([4, 2]) }, 0, 3);
    expect(c.dominantZone).toBe(2);
    expect(c.dominantShare).toBe(0.5);
  });
});

describe('true vertical depth as the depth axis', () => {
  // A hole vertical to 1,000 ft MD, then building: TVD 1,000, 1,080, 1,140, 1,170, then flat and up a little.
  const md = Float64Array.from([0, 500, 1000, 1100, 1200, 1300, 1400, 1500]);
  const tvd = Float64Array.from([0, 500, 1000, 1080, 1140, 1170, 1170, 1165]);

  it('keeps the rows where TVD rises, in MD order', () => {
    const axis = tvdRows(md, tvd);
    expect(Array.from(axis.rows)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(Array.from(axis.tvd)).toEqual([0, 500, 1000, 1080, 1140, 1170]);
    expect(Array.from(tvdRows(md, Float64Array.from([NaN, 10, 5, 20])).rows)).toEqual([1, 3]);
  });

  it('reads MD as TVD and back between the rows either side, and nothing past where TVD stops rising', () => {
    const axis = tvdRows(md, tvd);
    expect(mdToTvd(md, axis, 250)).toBe(250);
    expect(mdToTvd(md, axis, 1050)).toBe(1040);
    expect(mdToTvd(md, axis, 1350)).toBeNull();
    expect(tvdToMd(md, axis, 1040)).toBe(1050);
    expect(tvdToMd(md, axis, 1171)).toBeNull();
  });

  it('puts formations on the TVD axis: an end past it is its last TVD, a formation below it is left out', () => {
    const axis = tvdRows(md, tvd);
    const f = (message: string, xval_low: number, xval_high: number) => ({ message, xval_low, xval_high, color: '#fff' });
    expect(formationsInTvd(md, axis, [f('A', 500, 1050), f('B', 1200, 1450), f('C', 1400, 1500)])).toEqual([f('A', 500, 1040), f('B', 1140, 1170)]);
  });
});
