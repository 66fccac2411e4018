import { CSV_EXPORT_GROUPS } from '@mudstack/core';
import type { QueryParams } from '../api-client';

/** The selectable names of the Export data panel (the 58 of the spec and the Haworth zone), in group order. */
export const CSV_SERIES: readonly string[] = CSV_EXPORT_GROUPS.flatMap((g) => g.series);

/** The filter expression is sent only from this many characters (workspace-and-projects.md 5). */
export const MIN_FILTER_LENGTH = 3;
export const NOTHING_TO_EXPORT = 'Nothing to export!';

/** Clicking a group heading: ticks the whole group unless all of it is ticked, then unticks it. */
export function toggleGroup(selected: ReadonlySet<string>, series: readonly string[]): Set<string> {
  const next = new Set(selected);
  const all = series.every((s) => next.has(s));
  for (const s of series) {
    if (all) next.delete(s);
    else next.add(s);
  }
  return next;
}

/** Toggle all: everything unless everything is ticked, then nothing. */
export function toggleAll(selected: ReadonlySet<string>): Set<string> {
  return CSV_SERIES.every((s) => selected.has(s)) ? new Set() : new Set(CSV_SERIES);
}

export type CsvRequest = { error: string } | { path: string; query: QueryParams };

/**
 * The CSV download call: `GET /api/projects/{id}/data/{series,...}` in catalogue order, with the
 * filter expression only when it has 3 characters or more, and the route's data revision.
 */
export function csvRequest(projectId: number, selected: ReadonlySet<string>, filterExpression: string, revision?: number): CsvRequest {
  const series = CSV_SERIES.filter((s) => selected.has(s));
  if (series.length === 0) return { error: NOTHING_TO_EXPORT };
  const filter = filterExpression.trim();
  return {
    path: `/api/projects/${projectId}/data/${series.join(',')}`,
    // The export names each column's unit in its header (the diff-only import reads it back).
    query: { filterExpression: filter.length >= MIN_FILTER_LENGTH ? filter : undefined, revision, units: 'true' },
  };
}

export type LasType = 'c_type' | 'd_type';
export const LAS_TYPES: { value: LasType; label: string }[] = [
  { value: 'c_type', label: 'C-Type (importable)' },
  { value: 'd_type', label: 'D-Type (more data)' },
];

export const csvFilename = (projectName: string) => `${projectName}.csv`;
export const lasFilename = (projectName: string, type: LasType) => `${projectName}_${type === 'c_type' ? 'c' : 'd'}.las`;
