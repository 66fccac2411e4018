// The index of the answers the revision cache holds (lib/revision-cache.ts): each one's ETag by its URL, in
// localStorage, read at once, so a call is sent without first opening Cache Storage and looking the answer up there
// (a page's first lookup took 50-95 ms before the call could leave). When the store does not hold the answer the
// index names (it was being stored when the page was left, or it was evicted), the server's 304 is followed by one
// call for the whole answer. No imports: the page's early script (lib/early-calls.ts) reads it too, to ask for a
// held answer as the app would, with If-None-Match.

/** The Cache Storage store the answers are in; the index is kept under its name. */
export const REVISION_STORE = 'mudstack-revisions-v1';
/** Answers kept; the oldest go first (another well, series list or filter is another answer). */
export const MAX_REVISION_ENTRIES = 40;

const INDEX = `${REVISION_STORE}-etags`;

/** Every indexed answer's ETag by its URL (absolute, as `new URL(path, location.origin).href` gives it). */
export function readRevisionIndex(): Record<string, string> {
  try {
    const index: unknown = JSON.parse(localStorage.getItem(INDEX) ?? '{}');
    return index && typeof index === 'object' ? (index as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Sets (or, with `etag` null, removes) an entry; the newest MAX_REVISION_ENTRIES are kept, as in the store. */
export function writeRevisionIndex(key: string, etag: string | null): void {
  const index = readRevisionIndex();
  delete index[key];
  if (etag) index[key] = etag;
  const kept = Object.entries(index).slice(-MAX_REVISION_ENTRIES);
  try {
    localStorage.setItem(INDEX, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // storage full or refused: answers are then asked for whole
  }
}

/** Forgets the index (sign-out). */
export function clearRevisionIndex(): void {
  try {
    localStorage.removeItem(INDEX);
  } catch {
    // nothing kept
  }
}
