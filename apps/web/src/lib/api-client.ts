import { parse as parseContentDisposition } from 'content-disposition';
import type { User } from '@mudstack/contracts';
import { csrfToken } from './cookies';
import { dropEarlyCalls, REFRESH_URL, takeEarlyCall, takeEarlyRefresh } from './early-calls';
import { failureNotices, SESSION_EXPIRED_TEXT, successNotice, NOTICE_MS } from './notice-catalogue';
import { showNotice } from './notify';
import { fetchOffThread, type ApiResponse } from './off-thread-fetch';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  query?: QueryParams;
  /** No notices for this call (failures still throw an ApiError). */
  silent?: boolean;
  /** Return the whole body instead of unwrapping `result` (for answers with fields beside it). */
  raw?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The fetch cache mode (default: the browser's HTTP cache). */
  cache?: RequestCache;
  /** A 304 is an answer, not a failure (the caller sent If-None-Match and holds the body). */
  notModifiedOk?: boolean;
  /** Bytes of the body sent so far, of `total` (an upload's progress bar): the call goes out by XMLHttpRequest. */
  onUploadProgress?: (sent: number, total: number) => void;
  /** A GET whose large body is read off the page's thread (lib/off-thread-fetch.ts). */
  offThread?: boolean;
}

interface SendOptions extends RequestOptions {
  method: string;
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
}

/** A failed call: its status, the server's message and, for 422, the messages per field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiClientHandlers {
  /** A refresh failed while retrying a call: the session is gone. */
  onSessionExpired: () => void;
  /** A 403: the catalogue signs the user out. */
  onForbidden: () => void;
}

let handlers: ApiClientHandlers = {
  onSessionExpired: () => window.location.assign('/auth/login'),
  onForbidden: () => window.location.assign('/auth/login'),
};

/** The app wires sign-out and navigation here (the client knows nothing of the router). */
export function configureApiClient(next: Partial<ApiClientHandlers>) {
  handlers = { ...handlers, ...next };
}

// Calls whose 401 is an answer, not an expired session: never refreshed and retried.
const NO_RETRY = ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout', '/api/auth/reset-password', '/api/auth/confirm-invitation'];
const isAuthCall = (path: string) => NO_RETRY.some((p) => path === p || path.startsWith(`${p}/`) || path.startsWith(`${p}?`));

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

async function fetchOnce(path: string, options: SendOptions, csrf: 'access' | 'refresh' = 'access'): Promise<ApiResponse> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // The server asks for the CSRF header on writes only; a GET reads no cookie (each read of document.cookie is a
  // call to the browser's process: some 1 ms each on a first visit's busy page).
  const token = options.method === 'GET' || options.method === 'HEAD' ? undefined : csrfToken(csrf);
  if (token) headers['X-CSRF-TOKEN'] = token;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (options.onUploadProgress && body !== undefined) return sendWithProgress(buildUrl(path, options.query), options.method, headers, body, options);
  const url = buildUrl(path, options.query);
  const onPage = () => fetch(url, { method: options.method, credentials: 'include', headers, body, signal: options.signal, cache: options.cache });
  if (options.offThread && options.method === 'GET') return fetchOffThread(url, { headers, signal: options.signal, cache: options.cache }, onPage);
  return onPage();
}

/**
 * The same call by XMLHttpRequest, whose upload reports progress (fetch does not): answers a Response like fetch's,
 * rejects as fetch does when the network fails, and aborts with the signal.
 */
function sendWithProgress(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: BodyInit,
  options: Pick<SendOptions, 'signal' | 'onUploadProgress'>,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => options.onUploadProgress?.(e.loaded, e.lengthComputable ? e.total : e.loaded);
    xhr.onload = () => {
      const responseHeaders = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) responseHeaders.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers: responseHeaders }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The call was aborted.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body as XMLHttpRequestBodyInit);
  });
}

async function readBody(response: ApiResponse): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

let refreshing: Promise<User | null> | null = null;
/** How many refreshes have succeeded: a call sent before the latest one met a 401 of the old token, and only needs sending again. */
let refreshes = 0;

/**
 * Rotates the session with the refresh cookie; concurrent callers share one call, because
 * presenting an already-rotated refresh token revokes the whole session.
 */
export function refreshSession(options: { withUserInfo?: boolean } = {}): Promise<User | null> {
  if (!refreshing) {
    refreshing = (async () => {
      const send = () => fetchOnce(REFRESH_URL, { method: 'POST' }, 'refresh');
      // The page's own script may have sent it already (lib/early-calls.ts): its answer is this refresh's.
      const early = takeEarlyRefresh();
      const csrfSent = early ? early.csrfSent : csrfToken('refresh');
      // No refresh cookie, no session (the CSRF one is set and cleared with it): the server is not asked, so a page
      // opened signed out logs no 401.
      if (!csrfSent) throw new ApiError(401, SESSION_EXPIRED_TEXT, undefined);
      let response = await (early?.answer ?? send());
      // Another tab's refresh landed while this one was out: the browser sent its new cookies with our older CSRF
      // header, and the server refused the pair. The session is fine: ask again with the cookies as they are now.
      if (response.status === 401 && csrfToken('refresh') !== csrfSent) response = await send();
      const body = await readBody(response);
      if (!response.ok) throw new ApiError(response.status, SESSION_EXPIRED_TEXT, body);
      refreshes++;
      return (body as { result?: { user?: User | null } } | undefined)?.result?.user ?? null;
    })().finally(() => {
      refreshing = null;
    });
  }
  return options.withUserInfo === false ? refreshing.then(() => null) : refreshing;
}

function showSessionExpired() {
  showNotice({ kind: 'error', message: SESSION_EXPIRED_TEXT, autoClose: NOTICE_MS }, 'session-expired');
}

/** Sends a call, refreshing the session once on a 401; throws ApiError on failure. */
async function send(path: string, options: SendOptions): Promise<{ response: ApiResponse; body?: unknown }> {
  const refreshesBefore = refreshes;
  // A plain GET the page sent before the app started (lib/early-calls.ts) is taken as it is: a 401 is retried below.
  // Any other call drops those not taken yet: a sign-in, sign-out or save may change their answers.
  if (options.method !== 'GET') dropEarlyCalls();
  const early = options.method === 'GET' && !options.headers && !options.signal ? takeEarlyCall(buildUrl(path, options.query)) : undefined;
  let response = await (early ?? fetchOnce(path, options)).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return null;
  });
  if (response?.status === 401 && !isAuthCall(path)) {
    try {
      // A refresh that finished while this call was out already renewed the token: send it again, no second refresh.
      if (refreshes === refreshesBefore) await refreshSession({ withUserInfo: false });
    } catch (error) {
      showSessionExpired();
      handlers.onSessionExpired();
      throw error instanceof ApiError ? error : new ApiError(401, SESSION_EXPIRED_TEXT, undefined);
    }
    response = await fetchOnce(path, options).catch(() => null);
  }
  if (!response) {
    const outcome = failureNotices(0, undefined);
    if (!options.silent) outcome.notices.forEach((n) => showNotice(n));
    throw new ApiError(0, 'The server could not be reached.', undefined);
  }
  if (!response.ok && !(options.notModifiedOk && response.status === 304)) {
    const body = await readBody(response);
    const outcome = failureNotices(response.status, body, { authCall: isAuthCall(path) });
    if (!options.silent) outcome.notices.forEach((n) => showNotice(n));
    const message = (body as { message?: string } | undefined)?.message ?? `Request failed with status ${response.status}`;
    const fieldErrors = (body as { errors?: Record<string, string[]> } | undefined)?.errors;
    if (outcome.signOut && !options.silent) handlers.onForbidden();
    throw new ApiError(response.status, message, body, fieldErrors);
  }
  return { response };
}

async function json<T>(path: string, options: SendOptions): Promise<T> {
  const { response } = await send(path, options);
  const body = await readBody(response);
  if (!options.silent && options.method !== 'GET') {
    const notice = successNotice(response.status, body);
    if (notice) showNotice(notice);
  }
  if (options.raw) return body as T;
  if (body && typeof body === 'object' && 'result' in body) return (body as { result: T }).result;
  return body as T;
}

/** The file name a download names in Content-Disposition (its UTF-8 `filename*` first), if any. */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  try {
    return parseContentDisposition(header).parameters.filename;
  } catch {
    return undefined; // a header the package cannot read names no file
  }
}

/** The one HTTP client: cookies, CSRF header, `{result}` unwrapped, 401 refresh-and-retry, notices. */
export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) => json<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => json<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => json<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) => json<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options: RequestOptions = {}) => json<T>(path, { ...options, method: 'DELETE' }),
  /** The response itself (a 304 too with `notModifiedOk`), after the same refresh, retry and notices. */
  async response(path: string, options: RequestOptions = {}): Promise<ApiResponse> {
    return (await send(path, { ...options, method: 'GET' })).response;
  },
  /** A binary answer (CSV, LAS, PDF): the blob and the file name the server suggests. */
  async download(path: string, options: RequestOptions & { method?: string; body?: unknown } = {}): Promise<{ blob: Blob; filename?: string }> {
    const { response } = await send(path, { ...options, method: options.method ?? 'GET' });
    const blob = await response.blob();
    return { blob, filename: filenameFromDisposition(response.headers.get('Content-Disposition')) };
  },
};

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
