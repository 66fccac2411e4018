import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { autoYRange, buildDepthChartConfig, linearTicks, syncPubFilter, thinning, VALUE_AXIS_PX, valueAxisSize } from './build-depth-chart-config';
import { clampToPlot } from './plugins/hairlines-plugin';
import { formationBand, formationLabel, opaqueColor, FORMATION_PALETTE } from './plugins/formations-plugin';

const series = [
  { name: 'c1', label: 'Methane', color: '#ff0000' },
  { name: 'c2', label: 'Ethane', color: '#00aa00' },
];

describe('the value axis', () => {
  it('is as wide as its longest tick label, so the axis title clears "1,000,000"', () => {
    const one = valueAxisSize(['1', '10', '100']);
    const million = valueAxisSize(['1,000', '100,000', '1,000,000']);
    // 9 characters of the 11 px axis font are about 56 px; the title starts after the tick and a gap.
    expect(million).toBeGreaterThanOrEqual(9 * 6.2 + 15);
    expect(million).toBeGreaterThan(one);
    expect(valueAxisSize(null)).toBe(40);
    // Every graph's axis takes the room of "1,000,000", so the plots line up down the stack.
    const axis = buildDepthChartConfig({ series, yLabel: 'ppm', width: 800, height: 200, logY: true }).axes![1];
    expect(axis.size).toBe(VALUE_AXIS_PX);
    expect(VALUE_AXIS_PX).toBe(million);
  });
});

describe('buildDepthChartConfig', () => {
  const opts = buildDepthChartConfig({ series, yLabel: 'Parts per million', width: 640.7, height: 200, syncKey: 'ws' });

  it('plots depth on x and one coloured line per series', () => {
    expect(opts.width).toBe(640);
    expect(opts.height).toBe(200);
    expect(opts.series).toHaveLength(3);
    expect(opts.series[0].label).toBe('Depth (ft)');
    expect(opts.series.slice(1).map((s) => [s.label, s.stroke])).toEqual([
      ['Methane', '#ff0000'],
      ['Ethane', '#00aa00'],
    ]);
    expect(opts.scales?.x).toMatchObject({ time: false, auto: false });
    expect(opts.axes?.[0].label).toBe('Depth (ft)');
    expect(opts.axes?.[1].label).toBe('Parts per million');
  });
  it("keeps the same room right of the plot whatever the data, so a graph's width is known before its first draw", () => {
    // uPlot's automatic padding there grew by the end depth label once the data was set: the first window was
    // reduced for a plot 25 px too wide, then drawn again.
    const padding = opts.padding as number[];
    expect(typeof padding[1]).toBe('number');
    // Half of the widest depth label, "88,888.8" ft, in the 11 px axis font.
    expect(padding[1]).toBeGreaterThanOrEqual((8 * 6.2) / 2);
  });

  it('selects along x only and leaves zooming to the plugin', () => {
    expect(opts.cursor?.drag).toMatchObject({ x: true, y: false, setScale: false });
    const dbl = opts.cursor?.bind?.dblclick;
    expect(dbl?.({} as uPlot, {} as HTMLElement, () => null)).toBeNull();
  });
  it('shares only the cursor through the sync key', () => {
    expect(opts.cursor?.sync?.key).toBe('ws');
    expect(['mousemove', 'mouseleave', 'mousedown', 'mouseup', 'dblclick'].map(syncPubFilter)).toEqual([true, true, false, false, false]);
    expect(buildDepthChartConfig({ series, yLabel: '', width: 1, height: 1 }).cursor?.sync).toBeUndefined();
  });
  it('uses the manual y window when there is one, else a padded auto range from zero', () => {
    let manual: { min: number; max: number } | null = null;
    const o = buildDepthChartConfig({ series, yLabel: '', width: 1, height: 1, getYRange: () => manual });
    const range = o.scales!.y.range as (u: uPlot, min: number, max: number, key: string) => [number, number];
    expect(range({} as uPlot, 10, 110, 'y')).toEqual([5, 115]);
    manual = { min: 3, max: 4 };
    expect(range({} as uPlot, 10, 110, 'y')).toEqual([3, 4]);
    expect(autoYRange(null, null)).toEqual([0, 1]);
    expect(autoYRange(5, 5)).toEqual([4.5, 5.5]);
    expect(autoYRange(-10, 10)).toEqual([-11, 11]);
  });
  it('formats legend values', () => {
    const fmt = opts.series[1].value as (u: uPlot, v: number | null, s: number, i: number | null) => string;
    expect(fmt({} as uPlot, 1234.567, 1, 0)).toBe('1235');
    expect(fmt({} as uPlot, null, 1, 0)).toBe('–');
  });
  it('reads "–" in the legend while an overview is drawn, never a blank or an overview row\'s value', () => {
    let preview = true;
    const o = buildDepthChartConfig({ series, yLabel: '', width: 1, height: 1, isPreview: () => preview });
    const read = (s: number, v: number | null) =>
      (o.series[s].value as (u: uPlot, v: number | null, s: number, i: number | null) => string)({} as uPlot, v, s, 0);
    expect([read(0, 5000), read(1, 1234.567), read(2, null)]).toEqual(['–', '–', '–']);
    preview = false;
    expect([read(0, 5000), read(1, 1234.567)]).toEqual(['5000.0', '1235']);
  });
});

describe('formation and hairline geometry', () => {
  const toPx = (v: number) => (v - 1000) * 2 + 50; // plot starts at 50 canvas px, 2 px/ft
  it('clips bands to the plot and drops those out of view', () => {
    expect(formationBand({ xval_low: 1010, xval_high: 1020, message: 'A', color: '#ff000040' }, toPx, 50, 1000)).toEqual({ left: 70, width: 20 });
    expect(formationBand({ xval_low: 1020, xval_high: 900, message: 'B', color: '' }, toPx, 50, 1000)).toEqual({ left: 50, width: 40 });
    expect(formationBand({ xval_low: 2000, xval_high: 3000, message: 'C', color: '' }, toPx, 50, 1000)).toBeNull();
  });
  it('labels use the colour without alpha; the palette has 8 semi-transparent colours', () => {
    expect(opaqueColor('#12ab34cc')).toBe('#12ab34');
    expect(opaqueColor('red')).toBe('red');
    expect(FORMATION_PALETTE).toHaveLength(8);
    for (const c of FORMATION_PALETTE) expect(c).toMatch(/^#[0-9a-f]{6}[0-9a-f]{2}$/i);
    // Translucent enough that every curve over a formation stays readable: at most 15% of the colour.
    for (const c of FORMATION_PALETTE) expect(parseInt(c.slice(7), 16) / 255, c).toBeLessThanOrEqual(0.15);
  });
  it('fits a formation name to its band: smaller type first, then its middle cut out, so "Wolfcamp A" and "Wolfcamp B" stay told apart', () => {
    // A font's glyphs as 0.6 of its size wide.
    const measure = (text: string, px: number) => text.length * px * 0.6;
    expect(formationLabel('Wolfcamp A', 100, measure)).toEqual({ text: 'Wolfcamp A', px: 11 });
    // A depth-down track of some 60 px: the whole name in smaller type.
    expect(formationLabel('Wolfcamp A', 56, measure)).toEqual({ text: 'Wolfcamp A', px: 9 });
    // Too long even then: the middle cut out for an ellipsis at the smallest size, both ends kept, never a bare cut.
    expect(formationLabel('Lower Spraberry Shale', 56, measure)).toEqual({ text: 'Lower…hale', px: 9 });
    expect(measure(formationLabel('Lower Spraberry Shale', 56, measure).text, 9)).toBeLessThanOrEqual(56);
    // Names that differ at either end stay told apart.
    const cut = (name: string) => formationLabel(name, 45, measure).text;
    expect(cut('Wolfcamp A')).not.toBe(cut('Wolfcamp B'));
    expect(cut('Upper Wolfcamp')).not.toBe(cut('Lower Wolfcamp'));
    expect(cut('Wolfcamp A')).toContain('…');
    expect(formationLabel('Wolfcamp', 2, measure)).toEqual({ text: '', px: 9 });
  });
  it('keeps a dragged hairline inside the plot area', () => {
    expect(clampToPlot(-20, 500)).toBe(0);
    expect(clampToPlot(250, 500)).toBe(250);
    expect(clampToPlot(900, 500)).toBe(500);
  });
});

describe('depth down', () => {
  const down = buildDepthChartConfig({ series, yLabel: 'ppm', width: 200, height: 800, depthDown: true });
  it('turns depth down the plot and the values across its top', () => {
    expect(down.scales?.x).toMatchObject({ ori: 1, dir: -1 });
    expect(down.scales?.y).toMatchObject({ ori: 0, dir: 1 });
    expect(down.axes?.[0].side).toBe(3);
    expect(down.axes?.[1].side).toBe(0);
    // Still a selection along depth only: uPlot runs it down the plot when x is vertical.
    expect(down.cursor?.drag).toMatchObject({ x: true, y: false });
  });
  it('keeps across as the default', () => {
    const across = buildDepthChartConfig({ series, yLabel: 'ppm', width: 200, height: 800 });
    expect(across.scales?.x?.ori).toBeUndefined();
    expect(across.axes?.[0].side).toBeUndefined();
  });
  it('labels depth at round intervals only, in both orientations', () => {
    expect(down.axes?.[0].incrs).toEqual(expect.arrayContaining([1, 2, 5, 10, 100, 1000]));
    expect(down.axes?.[0].incrs).not.toContain(25);
    const track = buildDepthChartConfig({ series: [], yLabel: 'ft', width: 120, height: 800, depthDown: true, depthTrack: true });
    const values = track.axes?.[0].values as (u: uPlot, splits: number[]) => string[];
    expect(values({} as uPlot, [4000, 4100, 4200])).toEqual(['4,000', '4,100', '4,200']);
    // A graph's track draws the grid and leaves the labels to the depth track: no label at all (null), not an
    // empty one, which the canvas would still be asked to draw on every frame of a pan.
    const gridOnly = down.axes?.[0].values as (u: uPlot, splits: number[]) => (string | null)[];
    expect(gridOnly({} as uPlot, [4000, 4100])).toEqual([null, null]);
    const trackValues = buildDepthChartConfig({ series: [], yLabel: 'ft', width: 120, height: 800, depthDown: true, depthTrack: true }).axes?.[1]
      .values as (u: uPlot, splits: number[]) => (string | null)[];
    expect(trackValues({} as uPlot, [0, 1])).toEqual([null, null]);
  });
  it('spaces a linear value axis across a track so that its widest labels never touch', () => {
    // Depth down a track is some 180 px wide: "100000" every 30 px (uPlot's spacing) ran into each other.
    const space = down.axes?.[1].space as (u: uPlot, axis: number, min: number, max: number, dim: number) => number;
    expect(typeof space).toBe('function');
    for (const [min, max] of [
      [0, 25_000],
      [0, 100_000],
      [0, 800_000],
      [0.001, 0.15],
    ]) {
      const widest = Math.max(...linearTicks([min, max], true).map((l) => l.length)) * 6.6;
      expect(space({} as uPlot, 1, min, max, 180)).toBeGreaterThan(widest);
    }
    // Across, the values run up the side: uPlot's own spacing stands.
    const across = buildDepthChartConfig({ series, yLabel: 'ppm', width: 200, height: 800 });
    expect(across.axes?.[1].space).toBeUndefined();
  });
  it("leaves out a value label that would run past the track's edge rather than cut it", () => {
    // A 180 px track, its plot 160 px from 12 px in, 0 to 100,000 across it: "100K" centred on the plot's right
    // end would run 5 px past the canvas and read "100".
    const track = (v: number) => (v / 100_000) * 160;
    const canvas = (width: number) => ({ canvas: { width } }); // one device pixel per CSS pixel
    const u = { width: 180, ctx: canvas(180), bbox: { left: 12, top: 0, width: 160, height: 700 }, valToPos: track } as unknown as uPlot;
    const values = down.axes?.[1].values as (u: uPlot, splits: number[]) => (string | null)[];
    expect(values(u, [0, 25_000, 50_000, 75_000, 100_000])).toEqual(['0', '25K', '50K', '75K', null]);
    // Wide enough, every label is whole and shown.
    const wide = {
      width: 400,
      ctx: canvas(400),
      bbox: { left: 12, top: 0, width: 372, height: 700 },
      valToPos: (v: number) => (v / 100_000) * 300,
    } as unknown as uPlot;
    expect(values(wide, [0, 50_000, 100_000])).toEqual(['0', '50K', '100K']);
  });
  it('groups the thousands of a linear axis as the log and depth axes do: 1,500 across, 1.5K depth down', () => {
    const across = buildDepthChartConfig({ series, yLabel: 'ppm', width: 800, height: 200 });
    const values = across.axes?.[1].values as (u: uPlot, splits: number[]) => string[];
    expect(values({} as uPlot, [0, 500, 1000, 1500])).toEqual(['0', '500', '1,000', '1,500']);
    expect(values({} as uPlot, [0, 250_000, 500_000, 750_000, 1_000_000])).toEqual(['0', '250,000', '500,000', '750,000', '1,000,000']);
    expect(values({} as uPlot, [-2000, 0, 2000])).toEqual(['-2,000', '0', '2,000']);
    expect(linearTicks([10_000, 12_500, 15_000], true)).toEqual(['10K', '12.5K', '15K']);
    expect(linearTicks([0, 1e7, 2e7], false)).toEqual(['0', '1.00e+7', '2.00e+7']);
  });
  it('labels a log axis across at whole decades, thousands grouped, below one with their decimals', () => {
    const log = buildDepthChartConfig({ series, yLabel: 'ppm', width: 800, height: 200, logY: true });
    const values = log.axes?.[1].values as (u: uPlot, splits: number[]) => string[];
    expect(values({} as uPlot, [-4, -2, -1, 0, 1, 2, 3, 4, 5, 6])).toEqual([
      '0.0001',
      '0.01',
      '0.1',
      '1',
      '10',
      '100',
      '1,000',
      '10,000',
      '100,000',
      '1,000,000',
    ]);
  });
  it("labels a linear axis's ticks with their step's decimals, so two ticks never read alike", () => {
    // Zoomed into a narrow band at 1,000 ppm: four significant figures read 1001 for 1,000.5 and for 1,001.
    expect(linearTicks([1000, 1000.5, 1001, 1001.5], false)).toEqual(['1,000.0', '1,000.5', '1,001.0', '1,001.5']);
    expect(linearTicks([0, 0.25, 0.5, 0.75], false)).toEqual(['0.00', '0.25', '0.50', '0.75']);
    expect(linearTicks([0.1 + 0.2, 0.4, 0.5], false)).toEqual(['0.3', '0.4', '0.5']);
    expect(linearTicks([0.0001, 0.0002], false)).toEqual(['0.0001', '0.0002']);
    // Depth down the short form stands only while it tells the ticks apart.
    expect(linearTicks([1000, 1000.5, 1001], true)).toEqual(['1,000.0', '1,000.5', '1,001.0']);
    // One tick alone keeps its own decimals.
    expect(linearTicks([0.05], false)).toEqual(['0.05']);
  });
  it('thins a narrow log axis to every other decade, by the same label spacing as a linear one', () => {
    const log = buildDepthChartConfig({ series, yLabel: 'ppm', width: 180, height: 800, depthDown: true, logY: true });
    const values = log.axes?.[1].values as (u: uPlot, splits: number[]) => (string | null)[];
    // 1 to 1M across 140 px: "100K" needs 39 px, so seven decades take every other one.
    expect(values({ width: 180 } as uPlot, [0, 1, 2, 3, 4, 5, 6])).toEqual(['1', null, '100', null, '10K', null, '1M']);
    // Wide enough for all of them, all are labelled.
    expect(values({ width: 400 } as uPlot, [0, 1, 2, 3, 4, 5, 6])).toEqual(['1', '10', '100', '1K', '10K', '100K', '1M']);
    expect(thinning(160, 6, 34)).toBe(2);
    expect(thinning(600, 6, 34)).toBe(1);
    expect(thinning(0, 6, 34)).toBe(1);
  });
});
