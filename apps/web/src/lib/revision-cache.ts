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

async function openStore(): Promise<Cache | null> {
  // Cache Storage exists only in secure contexts (https, or localhost).
  if (!('caches' in globalThis)) return null;
  return caches.open(STORE).catch(() => null);
}

async function keepAtMost(store: Cache, count: number) {
  const keys = await store.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - count))) await store.delete(key);
}

/** GET `path`: the server's body, or the one held for the same ETag when it answers 304. */
export async function getRevisioned(path: string, options: RequestOptions = {}): Promise<ArrayBuffer> {
  const store = await openStore();
  const key = new URL(buildUrl(path, options.query), location.origin).href;
  const held = await store?.match(key).catch(() => undefined);
  const etag = held?.headers.get('etag');
  const response = await apiClient.response(path, {
    ...options,
    headers: { ...options.headers, ...(etag ? { 'If-None-Match': etag } : {}) },
    // Our store, not the HTTP cache, holds the body: no second copy, and the 304 reaches us.
    cache: store ? 'no-store' : undefined,
    notModifiedOk: Boolean(held),
  });
  if (response.status === 304 && held) return held.arrayBuffer();
  const body = await response.arrayBuffer();
  const tag = response.headers.get('etag');
  if (store && tag) {
    const copy = new Response(body.slice(0), { headers: { etag: tag, 'content-type': response.headers.get('content-type') ?? '' } });
    void store
      .put(key, copy)
      .then(() => keepAtMost(store, MAX_ENTRIES))
      .catch(() => undefined); // a full disk or a private window's quota: the next load asks again
  }
  return body;
}

/** Forgets every kept answer (sign-out: the next person at this browser sees none of it). */
export async function forgetRevisioned(): Promise<void> {
  if ('caches' in globalThis) await caches.delete(STORE).catch(() => false);
}
