import { apiClient, buildUrl, type RequestOptions } from './api-client';

/**
 * Large answers tagged by revision (the workspace's column data), kept in the browser's Cache Storage with
 * their ETag: opening the same revision again asks with If-None-Match and reads the body from here when the
 * server answers 304. The browser's own HTTP cache would do the same for small answers,
 * but it skips entries of many megabytes (private windows keep a few MB in all). Emptied on sign-out.
 */
const STORE = 'mudstack-revisions-v1';
/** Answers kept; the oldest go first (another well, series list or filter is another answer). */
const MAX_ENTRIES = 40;

let opened: Promise<Cache | null> | undefined;
/** Counts sign-outs: an answer waiting to be stored when the store is emptied is not stored after it. */
let generation = 0;

/** The store, opened once per page (Cache Storage exists only in secure contexts: https, or localhost). */
function openStore(): Promise<Cache | null> {
  if (!('caches' in globalThis)) return Promise.resolve(null);
  opened ??= caches.open(STORE).catch(() => null);
  return opened;
}

/**
 * Opens the store and reads its keys as the workspace route starts loading (its loader), so that looking up a held
 * answer, done while its call is on its way, is not slower than the server's 304 (a page's first lookup took 50-95 ms: BENCH_TIMELINE=1 npm run
 * bench -- workspace).
 */
export function openRevisionStoreEarly(): void {
  void openStore()
    .then((store) => store?.keys())
    .catch(() => undefined);
}

async function keepAtMost(store: Cache, count: number) {
  const keys = await store.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - count))) await store.delete(key);
}

/**
 * The ETag of each kept answer by its URL, in localStorage: read at once, so a call is sent without first
 * opening the store and looking the answer up there (Cache Storage's first lookup of a page took 50-95 ms
 * before the call could leave). When the store does not hold the answer the index names (it was being stored
 * when the page was left, or it was evicted), the server's 304 is followed by one call for the whole answer.
 */
const INDEX = `${STORE}-etags`;

function readIndex(): Record<string, string> {
  try {
    const index: unknown = JSON.parse(localStorage.getItem(INDEX) ?? '{}');
    return index && typeof index === 'object' ? (index as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** Sets (or, with `etag` null, removes) an entry; the newest MAX_ENTRIES are kept, as in the store. */
function writeIndex(key: string, etag: string | null) {
  const index = readIndex();
  delete index[key];
  if (etag) index[key] = etag;
  const kept = Object.entries(index).slice(-MAX_ENTRIES);
  try {
    localStorage.setItem(INDEX, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // storage full or refused: answers are then asked for whole
  }
}

/** GET `path`: the server's body, or the one held for the same ETag when it answers 304. */
export async function getRevisioned(path: string, options: RequestOptions = {}): Promise<ArrayBuffer> {
  const key = new URL(buildUrl(path, options.query), location.origin).href;
  const etag = readIndex()[key];
  // The held answer is looked up while the call is on its way.
  const held = etag
    ? openStore()
        .then((store) => store?.match(key))
        .catch(() => undefined)
    : Promise.resolve(undefined);
  const response = await apiClient.response(path, {
    ...options,
    // A held answer is most likely still current: its 304 is read on the page, not by a worker started for it.
    offThread: options.offThread && !etag,
    headers: { ...options.headers, ...(etag ? { 'If-None-Match': etag } : {}) },
    // Our store, not the HTTP cache, holds the body: no second copy, and the 304 reaches us.
    cache: 'caches' in globalThis ? 'no-store' : undefined,
    notModifiedOk: Boolean(etag),
  });
  if (response.status === 304) {
    const kept = await held;
    if (kept && kept.headers.get('etag') === etag) return kept.arrayBuffer();
    writeIndex(key, null);
    return getRevisioned(path, options);
  }
  const body = await response.arrayBuffer();
  const tag = response.headers.get('etag');
  if (tag && 'caches' in globalThis) {
    const type = response.headers.get('content-type') ?? '';
    const signedIn = generation;
    // A Response copies the bytes it is made from: made then, not now, so the graphs are drawn first.
    whenIdle(() => {
      if (generation === signedIn) void keep(key, new Response(body, { headers: { etag: tag, 'content-type': type } }));
    });
  }
  return body;
}

/**
 * How long an answer waits at most for the page to be idle before it is stored. Storing a large answer holds the
 * page's thread for a while: copying a 16 MB answer into a Response and the store took 380 ms of a first visit
 * here, before the graphs could be drawn (BENCH_PROFILE=dir npm run bench -- workspace). Once they are drawn, the
 * page is idle. A page left before then has stored nothing: that answer is asked for whole next time.
 */
const STORE_WITHIN_MS = 3000;

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: STORE_WITHIN_MS });
  else setTimeout(run, 0);
}

/** Stores `copy` (an answer with its ETag) and indexes it; an answer left unstored is asked for whole next time. */
async function keep(key: string, copy: Response) {
  const store = await openStore();
  if (!store) return;
  // Indexed as the store starts: the page may be left before a large answer is stored (it then finishes on its own).
  writeIndex(key, copy.headers.get('etag'));
  try {
    await store.put(key, copy);
    await keepAtMost(store, MAX_ENTRIES);
  } catch {
    writeIndex(key, null); // a full disk or a private window's quota: the next load asks again
  }
}

/** Forgets every kept answer (sign-out: the next person at this browser sees none of it). */
export async function forgetRevisioned(): Promise<void> {
  opened = undefined;
  generation += 1;
  try {
    localStorage.removeItem(INDEX);
  } catch {
    // nothing kept
  }
  if ('caches' in globalThis) await caches.delete(STORE).catch(() => false);
}
