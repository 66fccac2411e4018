import { findSeries } from './catalogue';
import type { FileCurve } from './file-curves';
import { derivedInputs } from './ratios';

/**
 * The built-in configuration fitted to one project (docs/decisions.md, "The built-in configuration adapts"): its
 * graphs that have data in the project, then the project's curves no graph draws, grouped by unit: the drilling
 * curves first, then the rest. A configuration a user saved is never adapted: it shows what they chose.
 */

/** The fields of a graph this rule reads and writes (the contract's Graph has them all). */
export interface AdaptableGraph {
  name: string;
  ylabel: string;
  appliesTo: 'both' | 'vertical' | 'lateral';
  kind: 'lines' | 'haworth';
  scale: 'linear' | 'log';
  drawOrder: number;
  series: Record<string, string>;
}

export interface AdaptedGraphs<G extends AdaptableGraph> {
  graphs: (G | AdaptableGraph)[];
  /**
   * What the project has no data for: the names of the graphs left out (none of their series is in the project),
   * then the series left out of a kept graph, by their long names ("Pentane", "Pixler C1/C5").
   */
  missing: string[];
}

/** Colours far apart in hue and lightness (Tableau 10), in order, for the series of one graph. */
export const SERIES_PALETTE: readonly string[] = Object.freeze([
  '#1f77b4',
  '#d62728',
  '#2ca02c',
  '#ff7f0e',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#7f7f7f',
]);

/**
 * Drilling curves by mnemonic: rate of penetration, weight on bit, rotary speed, torque, d-exponent, flow, pump and
 * standpipe pressures, hook load, strokes.
 */
const DRILLING =
  /^(rop|ropa?_?\w*|wob|wob\w*|rpm|srpm|rpm\w*|trq|tq|torq\w*|dxc|dexp|d_?exp\w*|dxp|flow\w*|flw\w*|mfi|mfo|spp|sppa|pres\w*|pump\w*|spm\w*|hkld|hook\w*|hkl|bpos|bit\w*|block\w*)$/i;

/** Whether a curve is a drilling parameter (by its mnemonic). */
export function isDrillingCurve(name: string): boolean {
  return DRILLING.test(name);
}

/** Whether a series has data in a project holding `stored` curves: stored itself, or derived from stored inputs. */
export function seriesAvailable(name: string, stored: ReadonlySet<string>): boolean {
  if (stored.has(name)) return true;
  const inputs = derivedInputs(name);
  return inputs.length > 0 && inputs.every((i) => stored.has(i));
}

/** At most this many curves in one added graph; more of one unit make several graphs. */
const CURVES_PER_GRAPH = 6;

/** A hydrocarbon gas by its mnemonic: C1 to C10 and their isomers (iC4, nC4, neoC5...). */
const HYDROCARBON_GAS = /^(i|n|neo)?c\d+$/i;

/**
 * An added graph of the file's other curves: on a log axis when every curve is a hydrocarbon gas, as the built-in
 * C1-C5 graph (an isomer reads a few ppm in background and thousands in a show), else linear.
 */
function addedGraph(name: string, names: string[], drawOrder: number): AdaptableGraph {
  const series: Record<string, string> = {};
  names.forEach((n, i) => (series[n] = SERIES_PALETTE[i % SERIES_PALETTE.length]));
  const scale = names.every((n) => HYDROCARBON_GAS.test(n)) ? 'log' : 'linear';
  return { name, ylabel: '', appliesTo: 'both', kind: 'lines', scale, drawOrder, series };
}

/**
 * A curve's mnemonic as a title gives it: in capitals (ROP, GR), but the isomers of the heavier gases as a
 * geologist writes them (iC4, nC4, iC5, nC5, neoC5).
 */
function mnemonicText(name: string): string {
  const isomer = /^(i|n|neo)c(\d+)$/i.exec(name);
  return isomer ? `${isomer[1].toLowerCase()}C${isomer[2]}` : name.toUpperCase();
}

/** The title of an added graph: its curves' mnemonics, with the unit they share. */
function titleOf(names: string[], unit: string): string {
  const list = names.map(mnemonicText).join(', ');
  return unit ? `${list} (${unit})` : list;
}

/**
 * The built-in graphs fitted to a project's curves (`curves`, depth first or not): a graph is kept when one of its
 * series has data there (a Haworth track when its ratios can be computed), with those series only, so that no
 * legend names a curve the file does not have (C1-C4 without C5; the Pixler ratios but C1/C5); the curves no kept graph draws follow,
 * the drilling ones first ("Drilling: ROP (ft/h)"), then the others, a graph per unit, in the file's order.
 */
export function adaptGraphs<G extends AdaptableGraph>(graphs: readonly G[], curves: readonly FileCurve[]): AdaptedGraphs<G> {
  const stored = new Set(curves.map((c) => c.name));
  const kept: G[] = [];
  const missing: string[] = [];
  const missingSeries: string[] = [];
  for (const g of graphs) {
    const names = Object.keys(g.series);
    const available = names.filter((n) => seriesAvailable(n, stored));
    if (available.length === 0) missing.push(g.name);
    else if (available.length === names.length) kept.push(g);
    else {
      kept.push({ ...g, series: Object.fromEntries(available.map((n) => [n, g.series[n]])) });
      for (const n of names) if (!available.includes(n)) missingSeries.push(findSeries(n)?.long_name ?? n);
    }
  }
  const drawn = new Set(kept.flatMap((g) => Object.keys(g.series)));
  // A stored derived series (a logged ratio) is drawn by its own graph when kept; the rest are the file's curves.
  const rest = curves.filter((c) => c.name !== 'depth' && !drawn.has(c.name) && findSeries(c.name)?.derived !== true);
  // Drilling curves first, together, a graph per unit (psi and ft/h on one axis would flatten all but one); then
  // the other curves, a graph per unit; in the file's order, at most CURVES_PER_GRAPH a graph.
  const groups = new Map<string, { drilling: boolean; unit: string; names: string[] }>();
  for (const drilling of [true, false]) {
    for (const c of rest) {
      if (isDrillingCurve(c.name) !== drilling) continue;
      const unit = c.unit.trim();
      const key = `${drilling}:${unit.toLowerCase()}`;
      const group = groups.get(key) ?? { drilling, unit, names: [] };
      group.names.push(c.name);
      groups.set(key, group);
    }
  }
  let order = Math.max(-1, ...graphs.map((g) => g.drawOrder)) + 1;
  const added: AdaptableGraph[] = [];
  for (const { drilling, unit, names } of groups.values()) {
    for (let i = 0; i < names.length; i += CURVES_PER_GRAPH) {
      const part = names.slice(i, i + CURVES_PER_GRAPH);
      added.push(addedGraph(`${drilling ? 'Drilling: ' : ''}${titleOf(part, unit)}`, part, order++));
    }
  }
  return { graphs: [...kept, ...added], missing: [...missing, ...new Set(missingSeries)] };
}
