// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyReader, type BodyReaderAnswer, type BodyReaderRequest } from './body-reader';
import { forgetRevisioned, getRevisioned } from './revision-cache';

// Large answers kept by ETag in Cache Storage, with an index of their ETags in localStorage: a call leaves at once
// (asking If-None-Match when the index names the answer), the held body is looked up while it is on its way, and
// a store that lost the body costs one call for the whole answer, never a wrong one.

/** Cache Storage in memory, counting its lookups. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  let lookups = 0;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (key: string) => {
        lookups += 1;
        return store.get(key)?.clone();
      },
      put: async (key: string, response: Response) => void store.set(key, response),
      keys: async () => [...store.keys()].map((key) => new Request(key)),
      delete: async (key: string | Request) => store.delete(typeof key === 'string' ? key : key.url),
    };
  };
  vi.stubGlobal('caches', { open, delete: async (name: string) => stores.delete(name), keys: async () => [...stores.keys()] });
  return { stores, lookups: () => lookups };
}

/** The server: version `version` of the answer, 304 when asked with its ETag. */
function server() {
  const asked: (string | null)[] = [];
  const state = { version: 1 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const ifNoneMatch = new Headers(init.headers).get('If-None-Match');
      asked.push(ifNoneMatch);
      const etag = `"v${state.version}"`;
      if (ifNoneMatch === etag) return new Response(null, { status: 304, headers: { etag } });
      return new Response(new Uint8Array([state.version, 2, 3]), { status: 200, headers: { etag, 'content-type': 'application/octet-stream' } });
    }),
  );
  return { asked, state };
}

const bytes = async (path = '/api/projects/7/data/c1') => [...new Uint8Array(await getRevisioned(path))];
/** The answer is stored after it is returned, once the page is idle (no requestIdleCallback here: a timer). */
const stored = () => new Promise((resolve) => setTimeout(resolve, 0));

/** requestIdleCallback held in hand: the page stays busy until `idle()` runs what waited. */
function busyPage() {
  const waiting: { run: () => void; timeout?: number }[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => waiting.push({ run, timeout: options?.timeout }));
  return {
    waiting,
    idle: async () => {
      for (const { run } of waiting.splice(0)) run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

// Each test starts with no store opened and nothing indexed.
beforeEach(() => forgetRevisioned());
afterEach(() => vi.unstubAllGlobals());

describe('getRevisioned', () => {
  it('asks the first time without an ETag and without looking in the store, then reads a 304 from the store', async () => {
    const caches = fakeCaches();
    const { asked } = server();
    expect(await bytes()).toEqual([1, 2, 3]);
    expect(asked).toEqual([null]);
    expect(caches.lookups()).toBe(0);
    await stored();
    expect(await bytes()).toEqual([1, 2, 3]);
    expect(asked).toEqual([null, '"v1"']);
    expect(caches.lookups()).toBe(1);
  });

  it('takes a new revision whole, and keeps it for the next time', async () => {
    fakeCaches();
    const { asked, state } = server();
    await bytes();
    await stored();
    state.version = 2;
    expect(await bytes()).toEqual([2, 2, 3]);
    await stored();
    expect(await bytes()).toEqual([2, 2, 3]);
    expect(asked).toEqual([null, '"v1"', '"v2"']);
  });

  it('asks again for the whole answer when the store lost the body its index names', async () => {
    const caches = fakeCaches();
    const { asked } = server();
    await bytes();
    await stored();
    for (const store of caches.stores.values()) store.clear();
    expect(await bytes()).toEqual([1, 2, 3]);
    expect(asked).toEqual([null, '"v1"', null]);
  });

  it('forgets the answers and their index on sign-out', async () => {
    fakeCaches();
    const { asked } = server();
    await bytes();
    await stored();
    await forgetRevisioned();
    expect(Object.keys(localStorage).filter((k) => k.startsWith('mudstack-revisions'))).toEqual([]);
    await bytes();
    expect(asked).toEqual([null, null]);
  });

  it('stores a new answer only once the page is idle, so the graphs are drawn first, and then within seconds', async () => {
    const caches = fakeCaches();
    const page = busyPage();
    const { asked } = server();
    expect(await bytes()).toEqual([1, 2, 3]);
    await stored();
    expect([...caches.stores.values()].every((store) => store.size === 0)).toBe(true);
    expect(page.waiting).toHaveLength(1);
    expect(page.waiting[0].timeout).toBeLessThanOrEqual(5000);
    await page.idle();
    expect(await bytes()).toEqual([1, 2, 3]);
    expect(asked).toEqual([null, '"v1"']);
  });

  it('asks for the whole answer again when the page was left before it was idle', async () => {
    fakeCaches();
    busyPage();
    const { asked } = server();
    await bytes();
    await stored();
    expect(await bytes()).toEqual([1, 2, 3]);
    expect(asked).toEqual([null, null]);
  });

  it('does not store, after a sign-out, an answer that waited for the page to be idle', async () => {
    const caches = fakeCaches();
    const page = busyPage();
    server();
    await bytes();
    await forgetRevisioned();
    await page.idle();
    expect([...caches.stores.values()].every((store) => store.size === 0)).toBe(true);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('mudstack-revisions'))).toEqual([]);
  });

  it('reads a large answer by the body-reading worker, and revalidates a held one on the page', async () => {
    fakeCaches();
    const { asked } = server();
    const posted: BodyReaderRequest[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage: ((event: MessageEvent<BodyReaderAnswer>) => void) | null = null;
        onerror = null;
        private handle = bodyReader(
          (answer) => setTimeout(() => this.onmessage?.({ data: answer } as MessageEvent<BodyReaderAnswer>)),
          (url, init) => fetch(url, init),
        );
        postMessage(request: BodyReaderRequest) {
          posted.push(request);
          void this.handle(request);
        }
      },
    );
    vi.resetModules();
    const cache = await import('./revision-cache');
    const large = async () => [...new Uint8Array(await cache.getRevisioned('/api/projects/7/data/c1', { offThread: true }))];
    expect(await large()).toEqual([1, 2, 3]);
    await stored();
    expect(await large()).toEqual([1, 2, 3]);
    expect(asked).toEqual([null, '"v1"']);
    expect(posted.map((p) => p.kind)).toEqual(['get']);
  });
});
