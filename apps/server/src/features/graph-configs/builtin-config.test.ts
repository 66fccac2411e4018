import { findSeries } from '@mudstack/core';
import { describe, expect, it } from 'vitest';
import { BUILTIN_CONFIG } from './builtin-config';

/** CIE L*a*b* of an sRGB hex colour (D65). */
function lab(hex: string): [number, number, number] {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(0), channel(1), channel(2)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference: about 2.3 is just noticeable; above 25 two curves read as different colours. */
const deltaE = (a: string, b: string) => {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};

// The default track drew total gas and CO2 on one axis in two near-identical greens.
describe('the built-in configuration', () => {
  it('draws the series of each graph in clearly different colours (every pair at least 25 apart in CIE76)', () => {
    for (const graph of BUILTIN_CONFIG.graphs) {
      const colours = Object.values(graph.series);
      for (let i = 0; i < colours.length; i++) {
        for (let j = i + 1; j < colours.length; j++) {
          expect(deltaE(colours[i], colours[j]), `${graph.name}: ${colours[i]} vs ${colours[j]}`).toBeGreaterThan(25);
        }
      }
    }
    // The check itself tells the old greens apart from distinct colours.
    expect(deltaE('#279d67', '#17823b')).toBeLessThan(25);
  });

  it('never puts total gas, CO2 and H2S (measured in different units) on one axis', () => {
    const separated = ['total_gas', 'co2', 'h2s'];
    for (const graph of BUILTIN_CONFIG.graphs) {
      expect(Object.keys(graph.series).filter((s) => separated.includes(s)).length, graph.name).toBeLessThanOrEqual(1);
      // And no graph mixes the catalogue's y labels.
      expect(new Set(Object.keys(graph.series).map((s) => findSeries(s)!.y_label)).size, graph.name).toBe(1);
    }
  });

  it('follows the conventions: gases and Pixler ratios on log axes, the Haworth ratios on their zone track', () => {
    const scales = Object.fromEntries(BUILTIN_CONFIG.graphs.map((g) => [g.name, g.scale]));
    expect(scales).toMatchObject({
      'Hydrocarbons C1-C5': 'log',
      'Heavy hydrocarbons C6-C10': 'log',
      'Total gas': 'log',
      'Carbon dioxide (CO2)': 'linear',
      'Pixler ratios': 'log',
    });
    // Wetness (a percentage), balance and character are not squashed on one linear axis: Haworth's log track.
    const haworth = BUILTIN_CONFIG.graphs.filter((g) => g.kind === 'haworth');
    expect(haworth.map((g) => Object.keys(g.series))).toEqual([['wh', 'bh', 'ch']]);
    expect(BUILTIN_CONFIG.graphs.some((g) => g.kind !== 'haworth' && 'wh' in g.series)).toBe(false);
  });

  it("labels no axis itself: each graph's unit comes from the file (total gas in detector units is not ppm)", () => {
    for (const graph of BUILTIN_CONFIG.graphs) expect(graph.ylabel, graph.name).toBe('');
  });
});
