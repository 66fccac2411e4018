// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyReader, type BodyReaderAnswer, type BodyReaderRequest } from './body-reader';

/**
 * A Worker as the browser runs body-reader.worker.ts: each message goes to the real bodyReader, whose fetch is
 * `workerFetch`; its answers come back as message events. `fail()` is a worker that could not start.
 */
class FakeWorker {
  static made: FakeWorker[] = [];
  static workerFetch: typeof fetch;
  onmessage: ((event: MessageEvent<BodyReaderAnswer>) => void) | null = null;
  onerror: (() => void) | null = null;
  posted: BodyReaderRequest[] = [];
  transferred: Transferable[] = [];
  terminated = false;
  private handle = bodyReader(
    (answer, transfer) => {
      this.transferred.push(...transfer);
      setTimeout(() => this.onmessage?.({ data: answer } as MessageEvent<BodyReaderAnswer>));
    },
    (url, init) => FakeWorker.workerFetch(url, init),
  );
  constructor(readonly url: URL | string) {
    FakeWorker.made.push(this);
  }
  postMessage(request: BodyReaderRequest) {
    this.posted.push(request);
    void this.handle(request);
  }
  terminate() {
    this.terminated = true;
  }
  fail() {
    this.onerror?.();
  }
}

type Module = typeof import('./off-thread-fetch');
type Init = Parameters<Module['fetchOffThread']>[1];
let fetchOffThread: (url: string, init: Init) => ReturnType<Module['fetchOffThread']>;
let startOffThreadReader: Module['startOffThreadReader'];

/** The module afresh (no worker started yet), its calls made on the page by the page's fetch where the worker is not. */
async function load() {
  vi.resetModules();
  const module = await import('./off-thread-fetch');
  startOffThreadReader = module.startOffThreadReader;
  fetchOffThread = (url, init) =>
    module.fetchOffThread(url, init, () => fetch(url, { credentials: 'include', headers: init.headers, signal: init.signal }));
}

beforeEach(async () => {
  FakeWorker.made = [];
  vi.stubGlobal('Worker', FakeWorker);
  await load();
});
afterEach(() => vi.unstubAllGlobals());

describe('fetchOffThread', () => {
  it("answers with the worker's own buffer, no copy, read as the API client reads a Response", async () => {
    const bytes = new TextEncoder().encode('{"message":"No."}');
    FakeWorker.workerFetch = async () => new Response(bytes, { status: 422, headers: { 'content-type': 'application/json' } });
    const answer = await fetchOffThread('/api/projects/1/data/c1?format=bin32', { headers: { Accept: 'application/json' } });
    const [worker] = FakeWorker.made;
    expect(String(worker.url)).toContain('body-reader.worker');
    expect(worker.posted[0]).toMatchObject({
      kind: 'get',
      url: `${location.origin}/api/projects/1/data/c1?format=bin32`,
      headers: { Accept: 'application/json' },
    });
    expect(answer.status).toBe(422);
    expect(answer.ok).toBe(false);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.arrayBuffer()).toBe(worker.transferred[0]);
    expect(await answer.text()).toBe('{"message":"No."}');
  });

  it('uses one worker for every call', async () => {
    FakeWorker.workerFetch = async () => new Response('ok');
    await Promise.all([fetchOffThread('/a', { headers: {} }), fetchOffThread('/b', { headers: {} })]);
    await fetchOffThread('/c', { headers: {} });
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0].posted.map((p) => p.kind === 'get' && new URL(p.url).pathname)).toEqual(['/a', '/b', '/c']);
  });

  it('rejects as fetch does: an abort as AbortError, a network failure as TypeError', async () => {
    let workerSignal: AbortSignal | undefined;
    FakeWorker.workerFetch = (url, init) => {
      if (String(url).endsWith('/down')) return Promise.reject(new TypeError('Failed to fetch'));
      workerSignal = init!.signal!;
      return new Promise((_, reject) => workerSignal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    };
    await expect(fetchOffThread('/down', { headers: {} })).rejects.toBeInstanceOf(TypeError);
    const controller = new AbortController();
    const call = fetchOffThread('/slow', { headers: {}, signal: controller.signal });
    await vi.waitFor(() => expect(workerSignal).toBeDefined());
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(workerSignal!.aborted).toBe(true);
    await expect(fetchOffThread('/slow', { headers: {}, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('makes the call on the page when the worker cannot start, the calls it held and every later one', async () => {
    FakeWorker.workerFetch = () => new Promise(() => undefined); // never answers: the worker is broken
    const pageFetch = vi.fn(async (url: string) => new Response(`page ${url}`));
    vi.stubGlobal('fetch', pageFetch);
    const held = fetchOffThread('/a', { headers: {} });
    FakeWorker.made[0].fail();
    expect(await (await held).text()).toBe('page /a');
    expect(await (await fetchOffThread('/b', { headers: {} })).text()).toBe('page /b');
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0].terminated).toBe(true);
    expect(pageFetch).toHaveBeenCalledTimes(2);
  });

  it('starts its worker ahead of the first call when asked, once, and makes that call on it', async () => {
    startOffThreadReader();
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0].posted).toEqual([]);
    startOffThreadReader();
    FakeWorker.workerFetch = async () => new Response('ok');
    expect(await (await fetchOffThread('/a', { headers: {} })).text()).toBe('ok');
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0].posted).toHaveLength(1);
  });

  it('makes the call on the page where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    await load();
    vi.stubGlobal('fetch', async () => new Response('page'));
    expect(await (await fetchOffThread('/a', { headers: {} })).text()).toBe('page');
  });

  it('is how the API client makes an offThread GET: a 401 there renews the session and is sent again', async () => {
    const { apiClient } = await import('./api-client');
    vi.stubGlobal('document', { cookie: 'csrf_refresh_token=t' }); // a signed-in browser
    const pageCalls: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      pageCalls.push(url);
      return new Response(JSON.stringify({ result: { user: null } }), { status: 200 });
    });
    let workerCalls = 0;
    FakeWorker.workerFetch = async () => (++workerCalls === 1 ? new Response(null, { status: 401 }) : new Response(new Uint8Array([1, 2, 3])));
    const answer = await apiClient.response('/api/projects/1/data/c1', { query: { format: 'bin32' }, offThread: true, silent: true });
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(workerCalls).toBe(2);
    expect(pageCalls).toEqual(['/api/auth/refresh?withUserInfo=true']);
  });
});
