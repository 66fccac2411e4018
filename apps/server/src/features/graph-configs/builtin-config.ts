import { BUILTIN_CONFIG_ID, type Graph, type GraphConfig } from '@mudstack/contracts';
import { findSeries, SERIES_PALETTE } from '@mudstack/core';

const EPOCH = new Date(0).toISOString();

function graph(name: string, drawOrder: number, seriesNames: string[], scale: Graph['scale'] = 'linear', kind: Graph['kind'] = 'lines'): Graph {
  const series: Record<string, string> = {};
  seriesNames.forEach((short, i) => {
    const def = findSeries(short);
    if (!def) throw new Error(`built-in configuration names unknown series ${short}`);
    // Far apart in hue and lightness, so no two curves of a graph look alike (the catalogue's greens are not).
    series[def.short_name] = SERIES_PALETTE[i % SERIES_PALETTE.length];
  });
  // No y label of its own: the axis names the unit the file gives its series (total gas may be in detector units).
  return { name, ylabel: '', appliesTo: 'both', kind, scale, drawOrder, series };
}

/**
 * The built-in default configuration (id 0), defined in code: one graph per measured group, each
 * drawn on both vertical and lateral sections. Series measured in different units never share an
 * axis: total gas (detector units), CO2 (usually %) and H2S (ppm) get a graph each. The hydrocarbon
 * and total gas graphs are on log axes (C1 and C5 differ by decades); CO2 and H2S, mostly
 * near zero with rare spikes, stay linear. Pixler ratios are read on log axes (Pixler 1969); wetness, balance
 * and character on Haworth's zone track (log, over the zones; Haworth et al. 1985), never squashed on one linear
 * axis. The workspace leaves out the graphs a project has no data for and adds its other curves (adaptGraphs).
 */
export const BUILTIN_CONFIG: GraphConfig = Object.freeze({
  id: BUILTIN_CONFIG_ID,
  name: 'Mudstack default config',
  description: 'Built-in graphs for every measured group. Save As New to make your own copy.',
  created_by_id: null,
  created_by: null,
  created_datetime: EPOCH,
  company_id: null,
  company: null,
  graphs: [
    graph('Hydrocarbons C1-C5', 0, ['c1', 'c2', 'c3', 'c4', 'c5'], 'log'),
    graph('Heavy hydrocarbons C6-C10', 1, ['c6', 'c7', 'c8', 'c9', 'c10'], 'log'),
    graph('Total gas', 2, ['total_gas'], 'log'),
    graph('Carbon dioxide (CO2)', 3, ['co2']),
    graph('Hydrogen sulfide (H2S)', 4, ['h2s']),
    graph('Pixler ratios', 5, ['pix1', 'pix2', 'pix3', 'pix4'], 'log'),
    graph('Heavy/light ratios', 6, ['hl1', 'hl2', 'hl3', 'hl4']),
    graph('Haworth: wetness, balance and character', 7, ['wh', 'bh', 'ch'], 'log', 'haworth'),
  ],
});
