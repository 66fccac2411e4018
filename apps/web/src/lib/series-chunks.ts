import { MAX_SERIES_PATH_LENGTH } from '@mudstack/contracts';

/**
 * Longest series list sent in one path segment: the server's own limit (shared in contracts), so a
 * list is split only when the server could not take it in one call.
 */
export const MAX_SERIES_PARAM = MAX_SERIES_PATH_LENGTH;

/** Splits series names into comma-joined groups of at most `max` characters (URL-encoded). */
export function chunkSeries(series: string[], max = MAX_SERIES_PARAM): string[][] {
  const groups: string[][] = [];
  let current: string[] = [];
  let length = 0;
  for (const name of series) {
    const size = encodeURIComponent(name).length;
    if (current.length > 0 && length + 1 + size > max) {
      groups.push(current);
      current = [];
      length = 0;
    }
    length += (current.length > 0 ? 1 : 0) + size;
    current.push(name);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
