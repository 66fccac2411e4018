// A call's URL from its path and query. No imports: the page's early script (lib/early-calls.ts) builds its calls'
// URLs here as the app does, so that the app finds the early answers under the URL it asks for.

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** `path` with the query's set values appended (`undefined` and `null` left out), in the query's order. */
export function buildUrl(path: string, query?: QueryParams): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}
