import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from './api-client';

/** A fetch that answers each path from a script: a status, after `delay` resolves. */
function scriptedFetch(answer: (path: string, n: number) => { status: number; body?: unknown; delay?: Promise<void> }) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    calls.push(path);
    const { status, body, delay } = answer(path, calls.filter((c) => c === path).length);
    await delay;
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiClient at an access-token expiry', () => {
  it('refreshes once for parallel calls, even when a 401 arrives after the refresh finished', async () => {
    vi.stubGlobal('document', { cookie: 'csrf_refresh_token=t' }); // a signed-in browser
    let releaseSlow!: () => void;
    const slow = new Promise<void>((r) => (releaseSlow = r));
    const calls = scriptedFetch((path, n) => {
      if (path === '/api/auth/refresh') return { status: 200, body: { result: { user: null } } };
      // The slow call was sent with the expired token; its 401 comes back only after the refresh is done.
      if (path === '/api/slow') return n === 1 ? { status: 401, delay: slow } : { status: 200, body: { result: 'slow' } };
      return n === 1 ? { status: 401 } : { status: 200, body: { result: 'fast' } };
    });
    const slowCall = apiClient.get('/api/slow', { silent: true });
    const fast = await apiClient.get('/api/fast', { silent: true });
    expect(fast).toBe('fast');
    releaseSlow();
    expect(await slowCall).toBe('slow');
    expect(calls.filter((c) => c === '/api/auth/refresh')).toHaveLength(1);
  });
});

describe('filenameFromDisposition', () => {
  it("reads the name the server's header gives, the UTF-8 one first", async () => {
    const { filenameFromDisposition } = await import('./api-client');
    const { create } = await import('content-disposition');
    for (const name of ['Demo well.pdf', 'Pozo Niño 3H_d.las', 'Ölfeld "A".las', 'plain']) expect(filenameFromDisposition(create(name))).toBe(name);
    expect(filenameFromDisposition(null)).toBeUndefined();
    expect(filenameFromDisposition('inline')).toBeUndefined();
    expect(filenameFromDisposition('garbage; ;; =')).toBeUndefined();
  });
});

describe('refreshSession racing another tab', () => {
  it("asks again when another tab's refresh changed the cookies while its own was out", async () => {
    const { refreshSession } = await import('./api-client');
    const jar = { cookie: 'csrf_refresh_token=old' };
    vi.stubGlobal('document', jar);
    let refreshes = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        refreshes++;
        const header = (init.headers as Record<string, string>)['X-CSRF-TOKEN'];
        if (refreshes === 1) {
          // The other tab's answer lands first: the browser's cookies are the new ones, our header the old one.
          jar.cookie = 'csrf_refresh_token=new';
          return new Response(JSON.stringify({ message: 'Missing or invalid CSRF token.' }), { status: 401 });
        }
        expect(header).toBe('new');
        return new Response(JSON.stringify({ result: { user: { id: 1 } } }), { status: 200 });
      }),
    );
    expect(await refreshSession()).toEqual({ id: 1 });
    expect(refreshes).toBe(2);
  });
});

describe('refreshSession without a session', () => {
  it('does not ask the server when the browser holds no refresh cookie (no 401 in the console on the sign-in page)', async () => {
    const { refreshSession } = await import('./api-client');
    vi.stubGlobal('document', { cookie: 'other=1' });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(refreshSession()).rejects.toMatchObject({ status: 401 });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the CSRF header', () => {
  it('goes with writes, read from its cookie; a GET reads no cookie and sends none (the server asks for it on writes only)', async () => {
    const { apiClient } = await import('./api-client');
    let reads = 0;
    vi.stubGlobal('document', {
      get cookie() {
        reads++;
        return 'csrf_access_token=tok';
      },
    });
    const sent: (string | undefined)[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push((init.headers as Record<string, string>)['X-CSRF-TOKEN']);
        return new Response(JSON.stringify({ result: 'ok' }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    await apiClient.get('/api/things', { silent: true });
    expect(sent).toEqual([undefined]);
    expect(reads).toBe(0);
    await apiClient.post('/api/things', { a: 1 }, { silent: true });
    expect(sent).toEqual([undefined, 'tok']);
    expect(reads).toBe(1);
  });
});
