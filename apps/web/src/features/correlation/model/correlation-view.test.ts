import { describe, expect, it } from 'vitest';
import { BUILTIN_CONFIG_ID, type Graph, type GraphConfig } from '@mudstack/contracts';
import { FEET, depthDisplay } from '../../../lib/depth-unit';
import { correlationGraphs, correlationSearch, readCorrelationView, shiftDepths, shiftFormations, trackGroupName } from './correlation-view';

describe('the correlation view in the URL', () => {
  it('reads the wells, flattening, window and configuration, dropping what is not an id', () => {
    const view = readCorrelationView(new URLSearchParams('projects=3,1,x,3,-2,7&flatten=%20Wolfcamp%20A%20&from=120&to=-40.5&config=4'));
    expect(view).toEqual({ ids: [3, 1, 7], flatten: 'Wolfcamp A', window: { min: -40.5, max: 120 }, config: 4, tvd: false });
    expect(readCorrelationView(new URLSearchParams('projects=1,2,3,4,5,6,7,8,9,10')).ids).toHaveLength(8);
    expect(readCorrelationView(new URLSearchParams('projects=1,2&from=5&to=5')).window).toBeNull();
    expect(readCorrelationView(new URLSearchParams('projects=1,2&config=-1')).config).toBeNull();
  });

  it('writes it back in a stable order, so a link reopens the same view', () => {
    const search = correlationSearch({ ids: [3, 1], flatten: 'Wolfcamp A', window: { min: -40.04, max: 120.06 }, config: null, tvd: true });
    expect(search).toBe('projects=3%2C1&flatten=Wolfcamp+A&from=-40&to=120.1&depth=tvd');
    expect(readCorrelationView(new URLSearchParams(search))).toMatchObject({
      ids: [3, 1],
      flatten: 'Wolfcamp A',
      window: { min: -40, max: 120.1 },
      tvd: true,
    });
  });
});

describe('wells in the view', () => {
  it('shifts depths, formations and marks by the well offset, and leaves them as they are unflattened', () => {
    const x = Float64Array.from([5000, 5000.5, 5001]);
    expect(Array.from(shiftDepths(x, 5000))).toEqual([0, 0.5, 1]);
    expect(shiftDepths(x, 0)).toBe(x);
    expect(shiftFormations([{ xval_low: 5300, xval_high: 5550, message: 'A', color: '#fff' }], 5300)).toEqual([
      { xval_low: 0, xval_high: 250, message: 'A', color: '#fff' },
    ]);
  });

  it("names a well's group for the window it shows in its own measured depth", () => {
    expect(trackGroupName('Demo well', { min: -300.4, max: 1699 }, 5300, FEET)).toBe('Demo well track, 5,000–6,999 ft');
    expect(trackGroupName('Demo well', { min: 5000, max: 6999.4 }, 0, FEET)).toBe('Demo well track, 5,000–6,999 ft');
    // A metric view gives metres.
    expect(trackGroupName('Nordsee', { min: 3280.84, max: 6561.68 }, 0, depthDisplay('m', 0.5))).toBe('Nordsee track, 1,000–2,000 m');
    expect(trackGroupName('Demo well', null, 0, FEET)).toBe('Demo well track');
  });

  it("draws the built-in configuration's gas, Pixler and Haworth graphs, and a saved one's vertical graphs", () => {
    const g = (name: string, appliesTo: Graph['appliesTo'], drawOrder: number): Graph => ({
      name,
      ylabel: '',
      appliesTo,
      kind: 'lines',
      scale: 'linear',
      drawOrder,
      series: { c1: '#000' },
    });
    const graphs = [
      g('Hydrocarbons C1-C5', 'both', 0),
      g('Carbon dioxide (CO2)', 'both', 1),
      g('Total gas', 'both', 2),
      g('Pixler ratios', 'both', 3),
      g('Haworth: wetness, balance and character', 'both', 4),
      g('Lateral only', 'lateral', 5),
    ];
    const config = { id: BUILTIN_CONFIG_ID, graphs } as GraphConfig;
    expect(correlationGraphs(config).map((x) => x.name)).toEqual([
      'Hydrocarbons C1-C5',
      'Total gas',
      'Pixler ratios',
      'Haworth: wetness, balance and character',
    ]);
    expect(correlationGraphs({ ...config, id: 9 }).map((x) => x.name)).toEqual(graphs.slice(0, 5).map((x) => x.name));
  });
});
