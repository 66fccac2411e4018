import { BUILTIN_CONFIG_ID, type Graph, type GraphConfig } from '@mudstack/contracts';
import { dominantUnit, findSeries } from '@mudstack/core';

const EPOCH = new Date(0).toISOString();

function graph(name: string, drawOrder: number, seriesNames: string[]): Graph {
  const series: Record<string, string> = {};
  for (const short of seriesNames) {
    const def = findSeries(short);
    if (!def) throw new Error(`built-in configuration names unknown series ${short}`);
    series[def.short_name] = def.default_color;
  }
  return { name, ylabel: dominantUnit(seriesNames), appliesTo: 'both', drawOrder, series };
}

/**
 * The built-in default configuration (id 0), defined in code: one graph per measured group,
 * each drawn on both vertical and lateral sections, in catalogue colours.
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
    graph('Hydrocarbons C1-C5', 0, ['c1', 'c2', 'c3', 'c4', 'c5']),
    graph('Heavy hydrocarbons C6-C10', 1, ['c6', 'c7', 'c8', 'c9', 'c10']),
    graph('Total gas, CO2 and H2S', 2, ['total_gas', 'co2', 'h2s']),
    graph('Pixlers', 3, ['pix1', 'pix2', 'pix3', 'pix4']),
    graph('Heavy/light ratios', 4, ['hl1', 'hl2', 'hl3', 'hl4']),
    graph('Wetness, balance and character', 5, ['wh', 'bh', 'ch']),
  ],
});
