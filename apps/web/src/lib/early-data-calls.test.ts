// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';
import { dropEarlyCalls, startEarlyCalls, takeEarlyCall, type DataCallsRule, type FirstAnswers } from './early-calls';
import { forgetRevisioned, getRevisioned } from './revision-cache';
import { writeRevisionIndex } from './revision-index';

// The page's early script sends a workspace's first data call once its first calls (project, metadata,
// configuration) have answered, by the workspace's rule, while the app still starts; the app's data call (through
// the revision cache) takes its answer instead of asking again.

const DATA = '/api/projects/7/data/c1,c2?format=bin32&overview=4096';
const FIRST = ['/api/projects/7', '/api/projects/7/metadata', '/api/graph-configs/0'];

/**
 * The server: JSON for the first calls (each answer names its path), three bytes for data, a 304 when asked with
 * the data's ETag; `held` first calls wait until `answer()`.
 */
function server({ held = false, failing = '' } = {}) {
  const asked: { url: string; ifNoneMatch: string | null; cache?: RequestCache }[] = [];
  let release!: () => void;
  const gate = held ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const ifNoneMatch = new Headers(init.headers).get('If-None-Match');
      asked.push({ url, ifNoneMatch, cache: init.cache });
      if (url.includes('/data/')) {
        if (ifNoneMatch === '"d1"') return new Response(null, { status: 304, headers: { etag: '"d1"' } });
        return new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { etag: '"d1"', 'content-type': 'application/octet-stream' } });
      }
      await gate;
      if (url === failing) return new Response(JSON.stringify({ error: 'Not found.' }), { status: 404 });
      return new Response(JSON.stringify({ result: { path: url } }), { status: 200 });
    }),
  );
  return { asked, answer: () => release(), dataCalls: () => asked.filter((a) => a.url.includes('/data/')) };
}

/** The workspace's rule stood in for: records what it was given, and names DATA. */
function rule() {
  const given: FirstAnswers[] = [];
  const named: DataCallsRule = (_location, answers) => {
    given.push(answers);
    return [DATA];
  };
  return { given, named };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(async () => {
  dropEarlyCalls();
  await forgetRevisioned();
  document.cookie = 'csrf_refresh_token=r; path=/';
  document.cookie = 'csrf_access_token=a; path=/';
  window.history.replaceState(null, '', '/projects/7');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe("the workspace's early data call", () => {
  it('is sent once the first calls have answered, from their results, and taken by the app', async () => {
    const { asked, dataCalls } = server();
    const { given, named } = rule();
    startEarlyCalls(named);
    await vi.waitFor(() => expect(dataCalls()).toHaveLength(1));
    expect(given).toEqual([{ project: { path: FIRST[0] }, metadata: { path: FIRST[1] }, config: { path: FIRST[2] } }]);
    expect(dataCalls()[0]).toMatchObject({ url: DATA, ifNoneMatch: null });
    // The app's data call, through the revision cache, takes it: the server is not asked again.
    const body = await getRevisioned('/api/projects/7/data/c1,c2', { query: { format: 'bin32', overview: 4096 }, silent: true });
    expect([...new Uint8Array(body)]).toEqual([1, 2, 3]);
    expect(dataCalls()).toHaveLength(1);
    // The first calls' answers were read by the early script and are still whole for the app.
    expect(await apiClient.get(FIRST[0], { silent: true })).toEqual({ path: FIRST[0] });
    expect(asked.filter((a) => a.url === FIRST[0])).toHaveLength(1);
  });

  it('asks for an answer the revision cache holds with its ETag, and the app reads the held body on the 304', async () => {
    const { dataCalls } = server();
    // A first visit stores the answer (read through the revision cache; stored once the page is idle).
    const stores = new Map<string, Response>();
    vi.stubGlobal('caches', {
      open: async () => ({
        match: async (key: string) => stores.get(key)?.clone(),
        put: async (key: string, response: Response) => void stores.set(key, response),
        keys: async () => [...stores.keys()].map((key) => new Request(key)),
        delete: async () => true,
      }),
      delete: async () => true,
    });
    stores.set(new URL(DATA, location.origin).href, new Response(new Uint8Array([1, 2, 3]), { headers: { etag: '"d1"' } }));
    writeRevisionIndex(new URL(DATA, location.origin).href, '"d1"');
    startEarlyCalls(rule().named);
    await vi.waitFor(() => expect(dataCalls()).toHaveLength(1));
    // As the revision cache asks: If-None-Match, and no copy in the browser's HTTP cache.
    expect(dataCalls()[0]).toMatchObject({ url: DATA, ifNoneMatch: '"d1"', cache: 'no-store' });
    const body = await getRevisioned('/api/projects/7/data/c1,c2', { query: { format: 'bin32', overview: 4096 }, silent: true });
    expect([...new Uint8Array(body)]).toEqual([1, 2, 3]);
    expect(dataCalls()).toHaveLength(1);
  });

  it('is taken only by a call sent with the same ETag', async () => {
    const { dataCalls } = server();
    startEarlyCalls(rule().named);
    await vi.waitFor(() => expect(dataCalls()).toHaveLength(1));
    expect(takeEarlyCall(DATA, '"another"')).toBeUndefined();
    // Once looked at, it is gone: the app's own call goes out.
    expect(takeEarlyCall(DATA)).toBeUndefined();
  });

  it('is not sent when a first call failed: the workspace shows the failure', async () => {
    const { dataCalls } = server({ failing: FIRST[1] });
    const { given, named } = rule();
    startEarlyCalls(named);
    await settle();
    expect(given).toEqual([]);
    expect(dataCalls()).toEqual([]);
  });

  it('is not sent when the app asked for it first, nor after a write dropped the early calls', async () => {
    const first = server({ held: true });
    startEarlyCalls(rule().named);
    expect(takeEarlyCall(DATA)).toBeUndefined(); // the app asks for it before the first calls have answered
    first.answer();
    await settle();
    expect(first.dataCalls()).toEqual([]);

    dropEarlyCalls();
    const second = server({ held: true });
    startEarlyCalls(rule().named);
    // A write while the first calls are out (it drops the early calls as it leaves).
    const write = apiClient.post('/api/projects/7/metadata', { depth_of_split: 5000 }, { silent: true }).catch(() => undefined);
    second.answer();
    await write;
    await settle();
    expect(second.dataCalls()).toEqual([]);
  });

  it('is not sent when the rule cannot tell, nor without a rule', async () => {
    const { asked, dataCalls } = server();
    startEarlyCalls(() => {
      throw new Error('not a workspace answer');
    });
    await settle();
    expect(dataCalls()).toEqual([]);
    dropEarlyCalls();
    startEarlyCalls();
    await settle();
    expect(dataCalls()).toEqual([]);
    expect(asked.length).toBeGreaterThan(0);
  });
});
