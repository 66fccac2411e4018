/**
 * Longest series list sent in one path segment. Fastify refuses path parameters longer than its
 * `maxParamLength` (100 by default) with a 404, so longer lists go out as parallel calls.
 */
export const MAX_SERIES_PARAM = 96;

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
