import { HAWORTH_TRACK_SERIES, NEW_CONFIG_NAME, type AppliesTo, type Graph, type GraphConfig, type GraphConfigSaveInput } from '@mudstack/contracts';
import { dominantUnit, findSeries } from '@mudstack/core';

/** The colour of a series tag just added to a graph (spec: a dark green). */
export const NEW_SERIES_COLOUR = '#006400';
/** The title a graph gets when "+ Add Graph" creates it. */
export const NEW_GRAPH_NAME = 'New graph';

/** A graph being edited: `key` is a stable React key that survives reordering. */
export interface DraftGraph extends Graph {
  key: string;
}

/** The editor's working copy of a configuration. */
export interface ConfigDraft {
  name: string;
  description: string;
  graphs: DraftGraph[];
}

let keySequence = 0;
const nextKey = () => `g${++keySequence}`;

export function newGraph(drawOrder: number): DraftGraph {
  return { key: nextKey(), name: NEW_GRAPH_NAME, ylabel: dominantUnit([]), appliesTo: 'both', kind: 'lines', scale: 'linear', drawOrder, series: {} };
}

/** A fresh configuration: named "new config", with one empty graph applying to both sections. */
export function newDraft(): ConfigDraft {
  return { name: NEW_CONFIG_NAME, description: '', graphs: [newGraph(0)] };
}

export function draftFromConfig(config: Pick<GraphConfig, 'name' | 'description' | 'graphs'>): ConfigDraft {
  return {
    name: config.name,
    description: config.description,
    graphs: sortGraphs(config.graphs.map((g) => ({ ...g, series: { ...g.series }, key: nextKey() }))),
  };
}

/** Graphs in the order they are drawn (ties keep their list order). */
export function sortGraphs<T extends Pick<Graph, 'drawOrder'>>(graphs: T[]): T[] {
  return graphs
    .map((g, i) => [g, i] as const)
    .sort(([a, i], [b, j]) => a.drawOrder - b.drawOrder || i - j)
    .map(([g]) => g);
}

/**
 * The y label a graph is saved with: the dominant unit of its catalogue series; a graph of file curves only
 * (ROP, WOB...) is saved without one, so each project labels it with its curves' own unit.
 */
export function savedYLabel(series: Record<string, string>): string {
  const names = Object.keys(series);
  return names.length === 0 || names.some((n) => findSeries(n)) ? dominantUnit(names) : '';
}

/** The payload of a save: graphs in draw order, each with its dominant unit as y label. */
export function toSaveBody(draft: ConfigDraft): GraphConfigSaveInput {
  return {
    name: draft.name.trim(),
    description: draft.description,
    graphs: sortGraphs(draft.graphs).map(({ key: _key, ...graph }) => ({
      ...graph,
      name: graph.name.trim(),
      ylabel: savedYLabel(graph.series),
    })),
  };
}

/** Compares what would be saved, ignoring React keys. */
export function sameDraft(a: ConfigDraft, b: ConfigDraft): boolean {
  return JSON.stringify(toSaveBody(a)) === JSON.stringify(toSaveBody(b));
}

export type DraftAction =
  | { type: 'reset'; draft: ConfigDraft }
  | { type: 'rename'; name: string }
  | { type: 'describe'; description: string }
  | { type: 'addGraph' }
  | { type: 'deleteGraph'; key: string }
  | { type: 'moveGraph'; key: string; direction: 'up' | 'down' }
  | { type: 'renameGraph'; key: string; name: string }
  | { type: 'setAppliesTo'; key: string; appliesTo: AppliesTo }
  | { type: 'setKind'; key: string; kind: Graph['kind'] }
  | { type: 'setScale'; key: string; scale: Graph['scale'] }
  | { type: 'addSeries'; key: string; series: string }
  | { type: 'removeSeries'; key: string; series: string }
  | { type: 'recolourSeries'; key: string; series: string; colour: string };

function updateGraph(draft: ConfigDraft, key: string, change: (g: DraftGraph) => DraftGraph): ConfigDraft {
  return { ...draft, graphs: draft.graphs.map((g) => (g.key === key ? change(g) : g)) };
}

/** Every change the editor makes to its draft, as a pure reducer. */
export function draftReducer(draft: ConfigDraft, action: DraftAction): ConfigDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'rename':
      return { ...draft, name: action.name };
    case 'describe':
      return { ...draft, description: action.description };
    case 'addGraph': {
      const last = draft.graphs.reduce((max, g) => Math.max(max, g.drawOrder), -1);
      return { ...draft, graphs: [...draft.graphs, newGraph(last + 1)] };
    }
    case 'deleteGraph':
      return { ...draft, graphs: draft.graphs.filter((g) => g.key !== action.key) };
    case 'moveGraph': {
      // Moving swaps the draw orders of the graph and its neighbour in the drawn order. Shared
      // draw orders cannot be swapped meaningfully, so they are first renumbered by position.
      let ordered = sortGraphs(draft.graphs);
      if (new Set(ordered.map((g) => g.drawOrder)).size < ordered.length) {
        ordered = ordered.map((g, i) => ({ ...g, drawOrder: i }));
      }
      const at = ordered.findIndex((g) => g.key === action.key);
      const self = ordered[at];
      const other = ordered[action.direction === 'up' ? at - 1 : at + 1];
      if (!self || !other) return draft;
      const swapped = new Map([
        [self.key, other.drawOrder],
        [other.key, self.drawOrder],
      ]);
      return { ...draft, graphs: ordered.map((g) => ({ ...g, drawOrder: swapped.get(g.key) ?? g.drawOrder })) };
    }
    case 'renameGraph':
      return updateGraph(draft, action.key, (g) => ({ ...g, name: action.name }));
    case 'setAppliesTo':
      return updateGraph(draft, action.key, (g) => ({ ...g, appliesTo: action.appliesTo }));
    case 'setScale':
      return updateGraph(draft, action.key, (g) => ({ ...g, scale: action.scale }));
    case 'setKind':
      // A new Haworth track starts with wetness, balance and character (any series may still be added).
      return updateGraph(draft, action.key, (g) => ({
        ...g,
        kind: action.kind,
        series: action.kind === 'haworth' && Object.keys(g.series).length === 0 ? { ...HAWORTH_TRACK_SERIES } : g.series,
      }));
    case 'addSeries':
      // Tags are unique per graph: adding one already there changes nothing.
      return updateGraph(draft, action.key, (g) =>
        action.series in g.series ? g : { ...g, series: { ...g.series, [action.series]: NEW_SERIES_COLOUR } },
      );
    case 'removeSeries':
      return updateGraph(draft, action.key, (g) => {
        const { [action.series]: _removed, ...rest } = g.series;
        return { ...g, series: rest };
      });
    case 'recolourSeries':
      return updateGraph(draft, action.key, (g) =>
        action.series in g.series ? { ...g, series: { ...g.series, [action.series]: action.colour } } : g,
      );
  }
}
