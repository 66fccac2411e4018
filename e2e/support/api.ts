import type { Page } from '@playwright/test';
import { linkInEmail, waitForEmail, type TestServer } from './server';

/**
 * A call made as the signed-in page: run inside it, reading the CSRF cookie and sending in one step as the web
 * app's own client does, so it can never pair a rotated cookie with a stale header.
 */
export async function api(page: Page, method: string, url: string, body?: unknown): Promise<{ status: number; body: any }> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_access_token=([^;]*)/)?.[1] ?? '';
      const response = await fetch(url, {
        method,
        credentials: 'same-origin',
        headers: { 'X-CSRF-TOKEN': decodeURIComponent(csrf), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json().catch(() => undefined) };
    },
    { method, url, body },
  );
}

/** Uploads a LAS file as a new project through the API, from inside the signed-in page; answers the project id. */
export async function createProjectViaApi(page: Page, name: string, las: string, landing?: number): Promise<number> {
  const answer = await page.evaluate(
    async ({ name, las, landing }) => {
      const csrf = document.cookie.match(/(?:^|; )csrf_access_token=([^;]*)/)?.[1] ?? '';
      const form = new FormData();
      form.set('name', name);
      if (landing !== undefined) form.set('depth_of_split', String(landing));
      form.set('las_file', new File([las], `${name}.las`, { type: 'text/plain' }));
      const response = await fetch('/api/projects', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'X-CSRF-TOKEN': decodeURIComponent(csrf) },
        body: form,
      });
      return { status: response.status, text: await response.text() };
    },
    { name, las, landing },
  );
  if (answer.status !== 200) throw new Error(`project upload failed: ${answer.status} ${answer.text}`);
  return (JSON.parse(answer.text) as { result: { id: number } }).result.id;
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
