// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient, refreshSession } from './api-client';
import {
  dropEarlyCalls,
  EARLY_CALLS_KEEP_MS,
  REFRESH_URL,
  startEarlyCalls,
  takeEarlyCall,
  takeEarlyRefresh,
  workspaceFirstCalls,
} from './early-calls';
import { storeUser } from './stored-user';
import type { User } from '@mudstack/contracts';

/** A server that answers every call with its path, and records the paths asked for. */
function server() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ result: { url } }), { status: 200 });
    }),
  );
  return asked;
}

const cookie = (name: string, value: string | null) =>
  (document.cookie = value === null ? `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT` : `${name}=${value}; path=/`);
const signedIn = () => {
  cookie('csrf_refresh_token', 'r');
  cookie('csrf_access_token', 'a');
};
const signedOut = () => {
  cookie('csrf_refresh_token', null);
  cookie('csrf_access_token', null);
};

beforeEach(() => {
  dropEarlyCalls();
  localStorage.clear();
  signedOut();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the early calls', () => {
  it("sends a workspace's first calls from the URL and the stored user's default configuration", () => {
    expect(workspaceFirstCalls({ pathname: '/projects/7', search: '?config=3&mdr=2' }, 5)).toEqual([
      '/api/projects/7',
      '/api/projects/7/metadata?revision=2',
      '/api/graph-configs/3',
    ]);
    expect(workspaceFirstCalls({ pathname: '/projects/7', search: '' }, 5)).toEqual([
      '/api/projects/7',
      '/api/projects/7/metadata',
      '/api/graph-configs/5',
    ]);
    expect(workspaceFirstCalls({ pathname: '/projects/7', search: '' }, null)).toContain('/api/graph-configs/0');
    expect(workspaceFirstCalls({ pathname: '/projects', search: '?config=3' }, 5)).toEqual([]);
  });

  it('are sent signed in on a workspace page, and taken once by the GET of the same URL', async () => {
    const asked = server();
    signedIn();
    storeUser({ default_config_id: 4 } as User);
    window.history.replaceState(null, '', '/projects/7');
    startEarlyCalls();
    expect(asked.sort()).toEqual(['/api/auth/refresh?withUserInfo=true', '/api/graph-configs/4', '/api/projects/7', '/api/projects/7/metadata']);
    // The app's GET takes the answer on its way: the server is not asked again.
    expect(await apiClient.get('/api/projects/7', { silent: true })).toEqual({ url: '/api/projects/7' });
    expect(asked).toHaveLength(4);
    // Once only: the next GET asks the server.
    await apiClient.get('/api/projects/7', { silent: true });
    expect(asked).toHaveLength(5);
  });

  it("sends the session check once: the app's refresh takes it, a rotated refresh token is never sent twice", async () => {
    const asked = server();
    signedIn();
    window.history.replaceState(null, '', '/projects/7');
    startEarlyCalls();
    expect(asked.filter((url) => url === REFRESH_URL)).toHaveLength(1);
    await refreshSession();
    expect(asked.filter((url) => url === REFRESH_URL)).toHaveLength(1);
    // The next refresh (15 minutes on) is the app's own.
    await refreshSession();
    expect(asked.filter((url) => url === REFRESH_URL)).toHaveLength(2);
  });

  it('drops a session check not taken before another call: a failed one never signs out the session that followed', async () => {
    server();
    signedIn();
    window.history.replaceState(null, '', '/projects/7');
    startEarlyCalls();
    await apiClient.post('/api/auth/login', { email: 'a@b.c', password: 'x' }, { silent: true });
    expect(takeEarlyRefresh()).toBeUndefined();
  });

  it('checks the session but waits for it to ask for the rest when the access token has lapsed', () => {
    const asked = server();
    cookie('csrf_refresh_token', 'r');
    window.history.replaceState(null, '', '/projects/7');
    startEarlyCalls();
    expect(asked).toEqual([REFRESH_URL]);
  });

  it('are not sent signed out or on another page', () => {
    const asked = server();
    window.history.replaceState(null, '', '/projects/7');
    startEarlyCalls();
    signedIn();
    window.history.replaceState(null, '', '/projects');
    startEarlyCalls();
    expect(asked).toEqual([]);
  });

  it('are dropped by any call but a GET, and once the page has started', async () => {
    server();
    signedIn();
    window.history.replaceState(null, '', '/projects/7');
    startEarlyCalls();
    await apiClient.post('/api/auth/logout', undefined, { silent: true });
    expect(takeEarlyCall('/api/projects/7')).toBeUndefined();
    startEarlyCalls();
    vi.spyOn(performance, 'now').mockReturnValue(EARLY_CALLS_KEEP_MS + 1);
    expect(takeEarlyCall('/api/projects/7')).toBeUndefined();
  });
});
