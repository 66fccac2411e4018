import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from './notices';

const shown: Notice[] = [];
vi.mock('./notify', () => ({ showNotice: (notice: Notice) => shown.push(notice) }));

const { apiClient, ApiError, buildUrl, configureApiClient, filenameFromDisposition, refreshSession } = await import('./api-client');

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let calls: Call[];
let replies: Array<(call: Call) => Response>;
const onSessionExpired = vi.fn();
const onForbidden = vi.fn();

beforeEach(() => {
  calls = [];
  replies = [];
  shown.length = 0;
  onSessionExpired.mockReset();
  onForbidden.mockReset();
  configureApiClient({ onSessionExpired, onForbidden });
  vi.stubGlobal('document', { cookie: 'csrf_access_token=ACCESS; csrf_refresh_token=REFRESH' });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const call: Call = {
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body,
    };
    calls.push(call);
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected call ${call.method} ${url}`);
    return reply(call);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiClient', () => {
  it('unwraps {result}, sends credentials and the access CSRF token as JSON', async () => {
    replies.push(() => json(200, { result: { id: 7 } }));
    await expect(apiClient.put('/api/things/7', { name: 'x' })).resolves.toEqual({ id: 7 });
    expect(calls[0].headers['X-CSRF-TOKEN']).toBe('ACCESS');
    expect(calls[0].headers['Content-Type']).toBe('application/json');
    expect(calls[0].body).toBe('{"name":"x"}');
  });

  it('sends FormData as multipart (no JSON content type)', async () => {
    replies.push(() => json(201, { result: { id: 1 } }));
    const form = new FormData();
    form.append('name', 'Well A');
    await apiClient.post('/api/projects', form);
    expect(calls[0].body).toBe(form);
    expect(calls[0].headers['Content-Type']).toBeUndefined();
  });

  it('shows a green notice for a success with a message, none when silent or for GET', async () => {
    replies.push(() => json(200, { result: { message: 'Saved.' } }));
    replies.push(() => json(200, { result: { message: 'Saved.' } }));
    replies.push(() => json(200, { result: { message: 'hello' } }));
    await apiClient.post('/api/x', {});
    await apiClient.post('/api/x', {}, { silent: true });
    await apiClient.get('/api/x');
    expect(shown).toEqual([{ kind: 'success', message: 'Saved.', autoClose: 5500 }]);
  });

  it('on a 401 refreshes once with the refresh CSRF token and retries the call', async () => {
    replies.push(() => json(401, { message: 'Your session has expired; please log in again.' }));
    replies.push(() => json(200, { result: { user: null } }));
    replies.push(() => json(200, { result: [1, 2] }));
    await expect(apiClient.get('/api/projects')).resolves.toEqual([1, 2]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/projects', 'POST /api/auth/refresh?withUserInfo=true', 'GET /api/projects']);
    expect(calls[1].headers['X-CSRF-TOKEN']).toBe('REFRESH');
    expect(shown).toEqual([]);
  });

  it('signs out with the session-expired notice when the refresh fails', async () => {
    replies.push(() => json(401, { message: 'expired' }));
    replies.push(() => json(401, { message: 'Refresh token revoked.' }));
    await expect(apiClient.get('/api/projects')).rejects.toBeInstanceOf(ApiError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(shown.map((n) => n.message)).toEqual(['Your session has expired; please log in again.']);
  });

  it('does not refresh on a failed sign-in but shows its message', async () => {
    replies.push(() => json(401, { message: 'Invalid email or password.' }));
    await expect(apiClient.post('/api/auth/login', { email: 'a', password: 'b' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password.',
    });
    expect(calls).toHaveLength(1);
    expect(shown.map((n) => n.message)).toEqual(['Invalid email or password.']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('on 403 shows the message and signs out', async () => {
    replies.push(() => json(403, { message: 'You do not have permission to do that.' }));
    await expect(apiClient.delete('/api/graph-configs/3')).rejects.toMatchObject({ status: 403 });
    expect(shown.map((n) => n.message)).toEqual(['You do not have permission to do that.']);
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('puts 422 field errors on the ApiError and one notice per field', async () => {
    replies.push(() => json(422, { message: 'invalid', errors: { last_name: ['Last name required.'] } }));
    const error = await apiClient.post('/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).fieldErrors).toEqual({ last_name: ['Last name required.'] });
    expect(shown).toEqual([{ kind: 'error', title: 'Error: last name field', message: 'Last name required.', autoClose: 5500 }]);
  });

  it('keeps quiet on failures when silent', async () => {
    replies.push(() => json(500, { message: 'Something went wrong on our side.' }));
    await expect(apiClient.get('/api/x', { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(shown).toEqual([]);
  });

  it('shows the generic notice when the server cannot be reached', async () => {
    replies.push(() => {
      throw new TypeError('fetch failed');
    });
    await expect(apiClient.get('/api/x')).rejects.toMatchObject({ status: 0 });
    expect(shown.map((n) => n.autoClose)).toEqual([8000]);
  });

  it('downloads a blob with the suggested file name', async () => {
    replies.push(() => new Response('a,b\n1,2\n', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="Well A_c.las"' } }));
    const { blob, filename } = await apiClient.download('/api/projects/1/export-las', { query: { type: 'c_type' } });
    expect(await blob.text()).toBe('a,b\n1,2\n');
    expect(filename).toBe('Well A_c.las');
    expect(calls[0].url).toBe('/api/projects/1/export-las?type=c_type');
  });

  it('shares one refresh between concurrent callers (a rotated token must not be sent twice)', async () => {
    replies.push(() => json(200, { result: { user: { id: 1 } } }));
    const first = refreshSession();
    const second = refreshSession();
    await expect(Promise.all([first, second])).resolves.toEqual([{ id: 1 }, { id: 1 }]);
    expect(calls).toHaveLength(1);
  });
});

describe('buildUrl and filenameFromDisposition', () => {
  it('appends defined query values only', () => {
    expect(buildUrl('/api/p', { a: 1, b: undefined, c: null, d: 'x y', e: false })).toBe('/api/p?a=1&d=x+y&e=false');
    expect(buildUrl('/api/p?x=1', { y: 2 })).toBe('/api/p?x=1&y=2');
    expect(buildUrl('/api/p', {})).toBe('/api/p');
  });

  it('reads plain and RFC 5987 file names', () => {
    expect(filenameFromDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''Well%20%C3%85.csv")).toBe('Well Å.csv');
    expect(filenameFromDisposition(null)).toBeUndefined();
  });
});
