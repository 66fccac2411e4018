import type { Page } from '@playwright/test';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { api as apiCall, createProjectViaApi, inviteAndActivate, setAccess } from './support/api';
import { noticeTexts, signInAs, signOut } from './support/auth';
import { screenshot } from './support/browser';
import { linkInEmail, waitForEmail } from './support/server';
import { expect, test, useE2E } from './support/setup';

const e2e = useE2E('admin');

/** An API call made by the page itself: its cookies and the CSRF header, like the web app's client. */
async function api<T>(page: Page, method: string, path: string, body?: unknown, form?: Record<string, string>): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, form }) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('csrf_access_token='))
          ?.split('=')[1] ?? '';
      let payload: BodyInit | undefined;
      const headers: Record<string, string> = { 'X-CSRF-TOKEN': decodeURIComponent(csrf) };
      if (form) {
        const data = new FormData();
        for (const [k, v] of Object.entries(form)) {
          if (k === 'las_file') data.append(k, new Blob([v], { type: 'application/octet-stream' }), 'e2e-well.las');
          else data.append(k, v);
        }
        payload = data;
      } else if (body !== undefined) {
        headers['Content-Type'] = 'application/json';
        payload = JSON.stringify(body);
      }
      const response = await fetch(path, { method, headers, body: payload, credentials: 'include' });
      const json = await response.json();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json.result;
    },
    { method, path, body, form },
  ) as Promise<T>;
}

test.describe('administration', () => {
  test('a super-admin creates a company and invites a user, who activates and sees only what was granted; deactivating the company removes the access', async () => {
    test.setTimeout(180_000); // ten screens and three users: 27-44 s alone, up to 96 s beside the other lane in CI
    const admin = await e2e.newPage();
    await signInAs(admin, e2e.server.adminEmail, e2e.server.adminPassword);

    // Manage Companies: add a company.
    await admin.goto('/companies');
    await admin.getByRole('heading', { name: 'Manage Companies' }).waitFor();
    await admin.getByRole('button', { name: 'Add new' }).click();
    const add = admin.getByRole('dialog', { name: 'Add a company' });
    await add.getByLabel('Company name').fill('Permian Gas Logging');
    await add.getByLabel('Address', { exact: true }).fill('100 Derrick Rd');
    await add.getByLabel('Address line 2').fill('Suite 4');
    await add.getByLabel('City').fill('Midland');
    await add.getByLabel('State').fill('Tex');
    await admin.getByRole('option', { name: 'TX — Texas' }).click();
    await add.getByLabel('Zip').fill('79a701');
    expect(await add.getByLabel('Zip').inputValue()).toBe('79701');
    await screenshot(admin, 'admin-add-company');
    await add.getByRole('button', { name: 'Submit' }).click();
    await add.waitFor({ state: 'hidden' });
    const row = admin.getByRole('row', { name: /Permian Gas Logging/ });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/100 Derrick Rd[\s\S]*Suite 4[\s\S]*Midland[\s\S]*TX[\s\S]*79701[\s\S]*Yes/);
    await screenshot(admin, 'admin-companies');

    // The edit modal shows the whole name, however long.
    await admin.getByRole('button', { name: 'Edit Permian Gas Logging' }).click();
    const editModal = admin.getByRole('dialog', { name: /Edit company/ });
    const nameInput = editModal.getByLabel('Company name');
    expect(await nameInput.inputValue()).toBe('Permian Gas Logging');
    const fits = await nameInput.evaluate((el) => (el as HTMLInputElement).scrollWidth <= (el as HTMLInputElement).clientWidth);
    await screenshot(admin, 'admin-edit-company');
    expect(fits).toBe(true);
    await editModal.getByRole('button', { name: 'Close', exact: true }).click();
    await editModal.waitFor({ state: 'hidden' });

    // Manage users: invite someone into it.
    await admin.goto('/user-permissions');
    await admin.getByRole('heading', { name: 'Manage Users' }).waitFor();
    expect(await admin.getByRole('row', { name: /\(you\)/ }).innerText()).toContain(e2e.server.adminEmail);
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const invite = admin.getByRole('dialog', { name: 'Invite users' });
    await invite.getByLabel('Emails').fill('grace@permian.test');
    await invite.getByLabel('Emails').press('Enter');
    expect(await invite.getByLabel('Role').inputValue()).toBe('User');
    await invite.getByLabel('Company').click();
    await admin.getByRole('option', { name: 'Permian Gas ...' }).click();
    await screenshot(admin, 'admin-invite');
    await invite.getByRole('button', { name: 'Send invitations' }).click();
    await invite.waitFor({ state: 'hidden' });
    const invitedRow = admin.getByRole('row', { name: /grace@permian\.test/ });
    await invitedRow.waitFor();
    expect(await invitedRow.innerText()).toContain('Invited');
    await screenshot(admin, 'admin-users');

    // The invitation arrives in the outbox; the user activates.
    const mail = await waitForEmail(e2e.server, (m) => m.content.includes('To: grace@permian.test'));
    const link = linkInEmail(mail, e2e.server.baseUrl);
    expect(link).toMatch(/\/auth\/activate\/[\w-]+$/);
    const user = await e2e.newPage();
    await user.goto(link!);
    await user.getByRole('heading', { name: 'Activate your account' }).waitFor();
    await user.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => noticeTexts(user)).toContainEqual(expect.stringContaining('First name required.'));
    await user.getByLabel('First name').fill('Grace');
    await user.getByLabel('Last name').fill('Hopper');
    await user.getByLabel('New password').fill('compilers-1952');
    await user.getByLabel('Confirm password').fill('compilers-1953');
    await user.getByRole('button', { name: 'Activate account' }).click();
    await expect.poll(() => noticeTexts(user)).toContainEqual(expect.stringContaining('Passwords do not match!'));
    await user.getByLabel('Confirm password').fill('compilers-1952');
    await screenshot(user, 'admin-activate');
    await user.getByRole('button', { name: 'Activate account' }).click();
    await user.waitForURL('**/auth/login');

    // A used link shows a clear page, not a crash.
    await user.goto(link!);
    await user.getByRole('heading', { name: 'This invitation cannot be used' }).waitFor();
    await screenshot(user, 'admin-activate-used');

    // Two projects; the user is granted one.
    const las = generateMudGasLas({ rows: 200, seed: 7 });
    const granted = await api<{ id: number }>(admin, 'POST', '/api/projects', undefined, { name: 'Granted well', depth_of_split: '', las_file: las });
    await api(admin, 'POST', '/api/projects', undefined, { name: 'Hidden well', depth_of_split: '', las_file: las });
    const users = await api<Array<{ id: number; email: string }>>(admin, 'GET', '/api/users');
    const grace = users.find((u) => u.email === 'grace@permian.test')!;
    const me = users.find((u) => u.email === e2e.server.adminEmail)!;
    await api(admin, 'POST', `/api/projects/${granted.id}/access`, {
      access_levels: [
        { user_id: me.id, access_level: 'admin' },
        { user_id: grace.id, access_level: 'view' },
      ],
    });

    await signInAs(user, 'grace@permian.test', 'compilers-1952');
    await user.getByRole('link', { name: 'Granted well' }).waitFor();
    expect(await user.getByText('Hidden well').count()).toBe(0);
    await user.getByRole('button', { name: 'Settings', exact: true }).click();
    const items = (await user.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
    expect(items).not.toContain('Manage Users');
    expect(items).not.toContain('Manage Companies');
    await user.keyboard.press('Escape');
    // A plain user is turned away from the admin pages.
    await user.goto('/user-permissions');
    await user.waitForURL('**/my-account');
    await expect.poll(() => noticeTexts(user)).toContainEqual(expect.stringContaining('you must be an admin to access this part of the program'));
    await user.getByRole('heading', { name: 'My account' }).waitFor();
    expect(await user.getByLabel('Company').inputValue()).toBe('Permian Gas Logging');
    await screenshot(user, 'admin-my-account');

    // The super-admin sees Grace's access in the edit modal, accepted now.
    await admin.reload();
    await admin
      .getByRole('row', { name: /grace@permian\.test/ })
      .getByRole('button', { name: /Edit/ })
      .click();
    const edit = admin.getByRole('dialog', { name: 'Edit user' });
    await edit.getByRole('link', { name: 'Granted well' }).waitFor();
    await screenshot(admin, 'admin-edit-user');
    await admin.keyboard.press('Escape');
    await edit.waitFor({ state: 'hidden' });

    // Deactivate the company: Grace's project access is gone and her session ends.
    await admin.goto('/companies');
    await admin
      .getByRole('row', { name: /Permian Gas Logging/ })
      .getByRole('button', { name: /Edit/ })
      .click();
    const editCompany = admin.getByRole('dialog', { name: /Edit company/ });
    await editCompany.getByRole('button', { name: 'Deactivate company' }).click();
    await admin.getByText('Are you sure?').waitFor();
    await admin
      .getByRole('dialog', { name: /Deactivate Permian/ })
      .getByRole('button', { name: 'Deactivate company' })
      .click();
    await editCompany.waitFor({ state: 'hidden' });
    const inactiveRow = admin.getByRole('row', { name: /Permian Gas Logging/ });
    await expect.poll(() => inactiveRow.innerText()).toMatch(/\bNo\s*$/);
    expect(await inactiveRow.getAttribute('class')).toMatch(/deleted/);
    await screenshot(admin, 'admin-companies-deactivated');

    const after = await api<{ projects: unknown[]; is_active: boolean }>(admin, 'GET', `/api/users/${grace.id}`);
    expect(after.projects).toEqual([]);
    expect(after.is_active).toBe(false);
    await user.goto('/projects');
    await user.waitForURL('**/auth/login');
    await signOut(admin);
  });

  test('an admin manages only their company: super-admins cannot be edited, no super-admin role, companies refused; my account cancels, checks the reset email and saves', async () => {
    const sa = await e2e.newPage();
    await signInAs(sa, e2e.server.adminEmail, e2e.server.adminPassword);
    const companies = await api<Array<{ id: number; name: string }>>(sa, 'GET', '/api/companies');
    const home = companies.find((c) => c.name === 'Mudstack')!;
    await api(sa, 'POST', '/api/auth/invite-user', { emails: ['ada@mudstack.test'], role: 'admin', company_id: home.id });
    const mail = await waitForEmail(e2e.server, (m) => m.content.includes('To: ada@mudstack.test'));
    const token = linkInEmail(mail, e2e.server.baseUrl)!.split('/').pop()!;
    await api(sa, 'POST', `/api/auth/confirm-invitation/${token}`, { first_name: 'Ada', last_name: 'Lovelace', password: 'analytical-1843' });

    const page = await e2e.newPage();
    await signInAs(page, 'ada@mudstack.test', 'analytical-1843');
    await page.goto('/user-permissions');
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    const superRow = page.getByRole('row', { name: new RegExp(e2e.server.adminEmail) });
    expect(await superRow.getByRole('button', { name: /Edit/ }).isDisabled()).toBe(true);
    await superRow.locator('td').first().locator('span').first().hover();
    await page.getByText('cannot edit this user').waitFor();
    const ownRow = page.getByRole('row', { name: /\(you\)/ });
    expect(await ownRow.innerText()).toContain('ada@mudstack.test');
    expect(await ownRow.getByRole('button', { name: /Edit/ }).isDisabled()).toBe(true);

    // Search strips the listed characters and ignores case.
    await page.getByLabel('Search users').fill('(ADA)@MUDSTACK');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByLabel('Search users').fill('');

    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite users' });
    expect(await invite.getByLabel('Company').isDisabled()).toBe(true);
    expect(await invite.getByLabel('Company').inputValue()).toBe('Mudstack');
    // Pasting a list of addresses gives one tag per address, never pieces of them.
    await invite.getByLabel('Emails').evaluate((el) => {
      (el as HTMLInputElement).focus();
      const data = new DataTransfer();
      data.setData('text/plain', 'rene.ternet@example.com; tom.rig@example.com');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => invite.locator('.mantine-Pill-label').allInnerTexts()).toEqual(['rene.ternet@example.com', 'tom.rig@example.com']);
    await invite.getByLabel('Role').click();
    const roles = (await page.getByRole('option').allInnerTexts()).map((t) => t.split('\n')[0].trim());
    expect(roles).toEqual(['Admin', 'User']);
    expect(await page.getByText('Can archive and add/remove users to project').count()).toBe(1);
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-invite-as-admin');
    await page.keyboard.press('Escape');
    await invite.waitFor({ state: 'hidden' });

    // Companies are for super-admins only.
    await page.goto('/companies');
    await page.waitForURL('**/my-account');
    await expect
      .poll(() => noticeTexts(page))
      .toContainEqual(expect.stringContaining('You must be a super admin to access this part of the application.'));

    // My account: Cancel reverts, the reset email must be one's own, Save keeps the change.
    const first = page.getByLabel('First name');
    await first.fill('Augusta');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => noticeTexts(page)).toContainEqual(expect.stringContaining('Canceled.'));
    expect(await first.inputValue()).toBe('Ada');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset password' });
    await reset.getByText('Enter your email to receive a password reset message.').waitFor();
    await reset.getByLabel('Email').fill('someone-else@mudstack.test');
    await reset.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => noticeTexts(page)).toContainEqual(expect.stringContaining('That is not your email!'));
    await reset.getByLabel('Email').fill('ADA@mudstack.test');
    await reset.getByRole('button', { name: 'Submit' }).click();
    await reset.waitFor({ state: 'hidden' });
    await waitForEmail(e2e.server, (m) => m.content.includes('To: ada@mudstack.test') && m.content.includes('/auth/password-reset/'));
    await first.fill('Augusta');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => noticeTexts(page)).toContainEqual(expect.stringContaining('Your account has been saved.'));
    await page.reload();
    await page.getByRole('heading', { name: 'My account' }).waitFor();
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe('Augusta');
  });
});

test.describe('removing project access', () => {
  test('asks for confirmation naming the user and the project, and removes nothing on Cancel', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const { id: userId, email } = await inviteAndActivate(page, e2e.server, 'Rita', 'Remover', 'rita-remover-42');
    const projectId = await createProjectViaApi(
      page,
      'Access 9H',
      generateMudGasLas({ rows: 300, startDepth: 5000, step: 0.5, landingDepth: 5100, seed: 4 }),
      5100,
    );
    await setAccess(page, projectId, [{ user_id: userId, access_level: 'write' }]);

    await page.goto('/user-permissions');
    await page.getByRole('button', { name: `Edit ${email}` }).click();
    const removeButton = page.getByRole('button', { name: 'Remove access to Access 9H' });
    await removeButton.click();
    const confirm = page.getByRole('dialog', { name: 'Remove access' });
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain("Remove Rita Remover's write access to Access 9H?");
    await screenshot(page, 'admin-remove-access-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await apiCall(page, 'GET', `/api/users/${userId}`)).body.result.projects).toHaveLength(1);

    await removeButton.click();
    await page.getByRole('dialog', { name: 'Remove access' }).getByRole('button', { name: 'Remove access' }).click();
    await expect.poll(async () => (await apiCall(page, 'GET', `/api/users/${userId}`)).body.result.projects.length).toBe(0);
  });
});

test.describe('personal access tokens', () => {
  test('My account makes a token shown once that a script can read with, lists it with its last use, and revokes it', async ({
    adminPage: page,
    e2e: env,
  }) => {
    await page.goto('/my-account');
    const panel = page.getByTestId('access-tokens');
    await expect(panel.getByText('No tokens yet')).toBeVisible();
    await panel.getByLabel('Token name').fill('Porosity notebook');
    await panel.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByTestId('new-token');
    await expect(shown).toHaveText(/^mst_/);
    const token = (await shown.textContent())!.trim();
    await screenshot(page, 'account-token-shown-once');
    await page.getByRole('dialog', { name: 'Your new token' }).getByRole('button', { name: 'Close dialog' }).click();

    // A script: no cookie, no CSRF header, only the token.
    const script = await fetch(`${env.server.baseUrl}/api/projects`, { headers: { authorization: `Bearer ${token}` } });
    expect(script.status).toBe(200);
    await page.reload();
    const row = page.getByTestId('token-list').getByRole('row', { name: /Porosity notebook/ });
    await expect(row).toContainText('Read only');
    await expect(row).not.toContainText('Never');
    await expect(page.getByTestId('token-list')).not.toContainText(token);

    await row.getByRole('button', { name: 'Revoke Porosity notebook' }).click();
    await page
      .getByRole('dialog', { name: /Revoke Porosity notebook/ })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await expect(panel.getByText('No tokens yet')).toBeVisible();
    expect((await fetch(`${env.server.baseUrl}/api/projects`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });
});
