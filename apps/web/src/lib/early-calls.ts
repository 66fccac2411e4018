import { csrfToken } from './cookies';
import { readStoredUser } from './stored-user';
import { configIdFor, positiveInt, workspaceProjectId } from './workspace-url';

// The workspace's first calls, sent by a script of their own (app/early-calls.entry.ts) as soon as the page is
// read, while the app's libraries still load and start (140-270 ms of a first visit): the session check, the
// project, its metadata and its graph configuration. The app's first call of each takes the answer on its way
// (takeEarlyRefresh, takeEarlyCall in api-client.ts) instead of asking again. No heavy imports: this module loads
// before the libraries do.

/** An answer not taken this long after the page started is dropped: a later GET never gets an old one. */
export const EARLY_CALLS_KEEP_MS = 10_000;

const calls = new Map<string, Promise<Response>>();

/**
 * The calls the workspace of `location` makes before it can ask for data (prefetchWorkspace's): the project, its
 * metadata (the URL's revision) and its graph configuration (the URL's, else the user's stored default). None for
 * another page.
 */
export function workspaceFirstCalls(location: { pathname: string; search: string }, defaultConfigId: number | null | undefined): string[] {
  const projectId = workspaceProjectId(location.pathname);
  if (projectId === null) return [];
  const search = new URLSearchParams(location.search);
  const mdr = positiveInt(search.get('mdr'));
  return [
    `/api/projects/${projectId}`,
    `/api/projects/${projectId}/metadata${mdr ? `?revision=${mdr}` : ''}`,
    `/api/graph-configs/${configIdFor(search.get('config'), defaultConfigId)}`,
  ];
}

/** The page's list of the workspace route's code files (vite.config.ts writes it at build). */
export const WORKSPACE_CODE_META = 'mudstack-workspace-code';

/** Asks for the workspace route's code and stylesheets at once, which the app would ask for only once it has started. */
function preloadWorkspaceCode(): void {
  // The script is async: it may run before the page's head (where the list is) is read.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', preloadWorkspaceCode, { once: true });
    return;
  }
  const files = document.querySelector(`meta[name="${WORKSPACE_CODE_META}"]`)?.getAttribute('content')?.split(' ') ?? [];
  for (const href of files) {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** The session check: refreshSession's call, whether the page's early script or the app sends it. */
export const REFRESH_URL = '/api/auth/refresh?withUserInfo=true';
let refresh: { answer: Promise<Response>; csrfSent: string } | null = null;

/**
 * Sends the workspace's first calls, when the page is a workspace and a session is there to send them with: the
 * session check (the layout shows nothing before it answers) and, while the access token holds, the calls above.
 */
export function startEarlyCalls(): void {
  const urls = workspaceFirstCalls(window.location, readStoredUser()?.default_config_id);
  if (urls.length === 0) return;
  const refreshCsrf = csrfToken('refresh');
  if (!refreshCsrf) return; // signed out: the app sends the user to sign in
  const answer = fetch(REFRESH_URL, { method: 'POST', credentials: 'include', headers: { Accept: 'application/json', 'X-CSRF-TOKEN': refreshCsrf } });
  answer.catch(() => undefined); // the taker sees the failure
  refresh = { answer, csrfSent: refreshCsrf };
  // The calls first, then the code: over HTTP/1.1 the browser sends six requests at a time, in the order asked.
  if (csrfToken('access')) {
    for (const url of urls) {
      const answer = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
      answer.catch(() => undefined); // the taker sees the failure, and asks again as any failed call does
      calls.set(url, answer);
    }
  } // else the access token has lapsed: the app asks once the refresh renewed it
  preloadWorkspaceCode();
}

/**
 * Drops the early answers not yet taken: called before any other call than a GET (a sign-in, a sign-out, a save),
 * after which an answer read before it may no longer be true, or no longer the user's.
 */
export function dropEarlyCalls(): void {
  calls.clear();
  // A session check not taken by then is not this page's any more (a sign-in after it failed): its cookies, when it
  // answers, are the browser's, and the app's next refresh sends them.
  refresh = null;
}

/**
 * The session check the page sent (its answer, and the CSRF token it was sent with), once, whenever it is asked
 * for: refreshSession takes it instead of sending its own, because a refresh token is rotated by each use.
 */
export function takeEarlyRefresh(): { answer: Promise<Response>; csrfSent: string } | undefined {
  const taken = refresh ?? undefined;
  refresh = null;
  return taken;
}

/** The answer of an early call to `url`, once, if one was sent and the page is still starting; else undefined. */
export function takeEarlyCall(url: string): Promise<Response> | undefined {
  const answer = calls.get(url);
  if (!answer) return undefined;
  calls.delete(url);
  return performance.now() <= EARLY_CALLS_KEEP_MS ? answer : undefined;
}
