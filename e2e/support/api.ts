import type { Page } from 'playwright-core';
import { linkInEmail, waitForEmail, type TestServer } from './server';

/** A call made as the signed-in page (its cookies plus the CSRF header the web app sends). */
export async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  await settle(page);
  for (let attempt = 0; ; attempt++) {
    const response = await page.request.fetch(url, { method, data: body as never, headers: { 'X-CSRF-TOKEN': await csrfOf(page) } });
    // The page may rotate the session (and its CSRF cookie) between reading the cookie and sending.
    if (response.status() === 401 && attempt === 0) continue;
    return { status: response.status(), body: await response.json().catch(() => undefined) };
  }
}

async function csrfOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((c) => c.name === 'csrf_access_token')?.value ?? '';
}

/** Lets the page finish its session refresh after sign-in before calls borrow its cookies. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/** Uploads a LAS file as a new project through the API; answers the project id. */
export async function createProjectViaApi(page: Page, name: string, las: string, landing: number): Promise<number> {
  await settle(page);
  const send = async () =>
    page.request.post('/api/projects', {
      headers: { 'X-CSRF-TOKEN': await csrfOf(page) },
      multipart: { name, depth_of_split: String(landing), las_file: { name: `${name}.las`, mimeType: 'text/plain', buffer: Buffer.from(las) } },
    });
  let response = await send();
  // As in api(): the page may have rotated the session (and its CSRF cookie) under the call.
  if (response.status() === 401) response = await send();
  if (response.status() !== 200) throw new Error(`project upload failed: ${response.status()} ${await response.text()}`);
  return (await response.json()).result.id;
}

/** Invites a user into the signed-in admin's company and activates them from the emailed link. */
export async function inviteAndActivate(
  page: Page,
  server: TestServer,
  first: string,
  last: string,
  password: string,
): Promise<{ id: number; email: string }> {
  const email = `${first.toLowerCase()}-${Date.now()}@mudstack.test`;
  const me = await api(page, 'GET', '/api/registered/account');
  const invited = await api(page, 'POST', '/api/auth/invite-user', { emails: [email], role: 'user', company_id: me.body.result.company_id });
  if (invited.status !== 200) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
  const mail = await waitForEmail(server, (m) => m.content.includes(email));
  const token = linkInEmail(mail, server.baseUrl)!.split('/').pop()!;
  const confirmed = await api(page, 'POST', `/api/auth/confirm-invitation/${token}`, { first_name: first, last_name: last, password });
  if (confirmed.status !== 200) throw new Error(`activation failed: ${confirmed.status}`);
  return { id: invited.body.result[0].id, email };
}

/** Sets the project's whole access list (project admin). */
export async function setAccess(page: Page, projectId: number, levels: Array<{ user_id: number; access_level: 'admin' | 'write' | 'view' }>) {
  const current = await api(page, 'GET', `/api/projects/${projectId}/access`);
  const keep = (current.body.result.access as Array<{ id: number; access_level: string }>).filter((r) => !levels.some((l) => l.user_id === r.id));
  const response = await api(page, 'POST', `/api/projects/${projectId}/access`, {
    access_levels: [...keep.map((r) => ({ user_id: r.id, access_level: r.access_level })), ...levels],
  });
  if (response.status !== 200) throw new Error(`access failed: ${response.status} ${JSON.stringify(response.body)}`);
}
