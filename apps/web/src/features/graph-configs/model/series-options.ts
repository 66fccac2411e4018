import { findSeries, SERIES_CATALOGUE, type FileCurve, type SeriesDef, type SeriesGroup } from '@mudstack/core';

export interface SeriesOptionGroup {
  group: SeriesGroup;
  options: SeriesDef[];
}

/**
 * The picker's choices: catalogue series matching the search on short or long name
 * (case-insensitive, anywhere in the name), minus those already on the graph, grouped in
 * catalogue order. Groups with nothing left are dropped.
 */
export function seriesOptions(search: string, taken: Iterable<string>): SeriesOptionGroup[] {
  const needle = search.trim().toLowerCase();
  const exclude = new Set(taken);
  const groups = new Map<SeriesGroup, SeriesDef[]>();
  for (const def of SERIES_CATALOGUE) {
    if (exclude.has(def.short_name)) continue;
    if (needle && !def.short_name.toLowerCase().includes(needle) && !def.long_name.toLowerCase().includes(needle)) continue;
    const list = groups.get(def.group) ?? [];
    list.push(def);
    groups.set(def.group, list);
  }
  return [...groups].map(([group, options]) => ({ group, options }));
}

/**
 * The picker's file curves: curves of the chosen project that match no catalogue series,
 * matching the search on name or description, minus those already on the graph, in file order.
 */
export function fileCurveOptions(search: string, taken: Iterable<string>, curves: readonly FileCurve[]): FileCurve[] {
  const needle = search.trim().toLowerCase();
  const exclude = new Set(taken);
  return curves.filter(
    (c) =>
      !findSeries(c.name) &&
      !exclude.has(c.name) &&
      (!needle || c.name.toLowerCase().includes(needle) || c.description.toLowerCase().includes(needle)),
  );
}
