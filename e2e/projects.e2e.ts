import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { noticeTexts, signInAs } from './support/auth';
import { screenshot } from './support/browser';
import { api, createProjectViaApi, inviteAndActivate, setAccess } from './support/api';
import { expect, test, useE2E } from './support/setup';

const e2e = useE2E('projects');

async function waitForNotice(page: Page, text: string) {
  await page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor({ timeout: 30_000 });
}

test.describe('projects list, settings and permissions', () => {
  test('creates a project from the demo LAS file, finds it, archives and unarchives it, changes the landing point and grants view access', async () => {
    test.setTimeout(300_000);
    const started = Date.now();
    const step = (name: string) => console.log(`[projects e2e] ${((Date.now() - started) / 1000).toFixed(1)}s ${name}`);
    const lasPath = path.join(tmpdir(), `demo-${Date.now()}.las`);
    writeFileSync(lasPath, generateMudGasLas({ rows: 1200, startDepth: 5000, step: 0.5, landingDepth: 5400, seed: 7 }));

    const page = await e2e.newPage();
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    await page.getByText("It looks like you haven't been invited to any projects yet.").waitFor();

    // Add new project: validation first, then a real upload.
    await page.getByRole('button', { name: 'Add new' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter a project name').first().waitFor();
    await page.getByLabel('Project name').fill('Falcon 12H lateral');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Please enter a c-type .las file').first().waitFor();
    await page.locator('input[type=file]').setInputFiles(lasPath);
    await page.getByLabel('Landing point (in feet)').fill('5300');
    await screenshot(page, 'projects-add-modal');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/projects\/\d+$/, { timeout: 60_000 });
    const projectId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(projectId).toBeGreaterThan(0);

    step('Find it by search');
    // Find it by search (stripped characters and case do not matter).
    await page.goto('/projects');
    const table = page.getByTestId('projects-table');
    await table.getByText('Falcon 12H l...').waitFor();
    await page.getByLabel('Search projects').fill('(FALCON)');
    await expect(table.locator('tbody tr').count()).resolves.toBe(1);
    await page.getByLabel('Search projects').fill('no such project');
    await table.getByText('No projects match your search.').waitFor();
    await page.getByLabel('Search projects').fill('');
    await screenshot(page, 'projects-list');

    step('Change the landing point');
    // Change the landing point from the settings modal.
    await page.getByLabel('Settings of Falcon 12H lateral').click();
    await page.getByText('Revision history').waitFor();
    await page.getByLabel('Landing point (ft)').fill('9999');
    await page.getByRole('button', { name: 'Change' }).click();
    await page.getByText('Landing point must fall between 5000 and 5600.5.').waitFor();
    await page.getByLabel('Landing point (ft)').fill('5450');
    await page.getByRole('button', { name: 'Change' }).click();
    await waitForNotice(page, 'Landing point updated.');
    const detail = await api(page, 'GET', `/api/projects/${projectId}`);
    expect(detail.body.result.latest_metadata.depth_of_split).toBe(5450);
    await screenshot(page, 'projects-settings');

    step('Archive, then find');
    // Archive, then find it in the archived view (no link), then restore it.
    await page.getByRole('button', { name: 'Archive project' }).click();
    await page.getByRole('button', { name: 'Archive', exact: true }).click();
    await waitForNotice(page, 'Project archived.');
    await page.getByRole('link', { name: 'View archived projects' }).click();
    await page.waitForURL('**/projects/archived');
    await page.getByRole('heading', { name: 'Archived projects' }).waitFor();
    await table.getByText('Falcon 12H l...').waitFor();
    expect(await table.getByRole('link', { name: /Falcon/ }).count()).toBe(0);
    await page.getByLabel('Restore Falcon 12H lateral').click();
    await waitForNotice(page, 'is active again.');
    await page.getByRole('link', { name: 'View active projects' }).click();
    await table.getByRole('link', { name: 'Falcon 12H l...' }).waitFor();

    step('Invite a user');
    // Invite a user, who activates their account from the emailed link.
    const { email } = await inviteAndActivate(page, e2e.server, 'Vera', 'Viewer', 'viewer-password-1');

    step('Grant view access');
    // Grant view access through the permissions modal.
    await page.getByLabel('Settings of Falcon 12H lateral').click();
    await page.getByRole('button', { name: 'Project permissions' }).click();
    await page.getByLabel('Select Vera Viewer').check();
    await page.getByRole('button', { name: 'Move to View' }).click();
    await page.getByTestId('level-view').getByText('Vera Viewer').waitFor();
    await screenshot(page, 'projects-permissions');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await waitForNotice(page, 'Project permissions updated.');

    step('The viewer sees');
    // The viewer sees the project read-only.
    const viewer = await e2e.newPage();
    await signInAs(viewer, email, 'viewer-password-1');
    const viewerTable = viewer.getByTestId('projects-table');
    const row = viewerTable.locator(`tr[data-project-id="${projectId}"]`);
    await row.waitFor();
    expect(await row.innerText()).toMatch(/\bview\b/i);
    expect(await viewer.getByRole('button', { name: 'Add new' }).count()).toBe(0);
    await viewer.getByLabel('Settings of Falcon 12H lateral').click();
    await viewer.getByText('You must have write permissions to change landing point.').waitFor();
    expect(await viewer.getByLabel('Landing point (ft)').isDisabled()).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Archive project' }).count()).toBe(0);
    await screenshot(viewer, 'projects-viewer-settings');
    // And the server refuses the viewer's writes anyway.
    const refused = await api(viewer, 'PUT', `/api/projects/${projectId}`, { name: 'hijacked' });
    expect([403, 404]).toContain(refused.status);
    expect(await noticeTexts(viewer)).not.toContainEqual(expect.stringContaining('Something went wrong'));

    step('Permissions that leave no admin');
    // Saving a list without an admin shows the server's reason in the modal.
    // The project's settings are still open behind the permissions just saved.
    await page.getByRole('button', { name: 'Project permissions' }).click();
    await page.getByTestId('level-view').getByText('Vera Viewer').waitFor();
    await page.getByRole('button', { name: 'Clear permissions' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByTestId('permissions-error').waitFor();
    expect(await page.getByTestId('permissions-error').textContent()).toContain('A project needs at least one admin.');
    await screenshot(page, 'projects-permissions-no-admin');
  });
});

test.describe('an archived project', () => {
  test('a list that fails to load says what failed and loads on Try again; empty panels say what to do next', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const id = await createProjectViaApi(
      page,
      'Empty panels well',
      generateMudGasLas({ rows: 800, startDepth: 5000, landingDepth: 5300, seed: 4 }),
      5300,
    );
    // The calls for the projects fail as a dropped connection would (the query's own retries too), until the network is back.
    let down = true;
    const projectsCall = (url: URL) => url.pathname === '/api/projects';
    await page.route(projectsCall, async (route) => {
      if (down) await route.abort('connectionreset');
      else await route.continue();
    });
    await page.goto('/projects');
    const alert = page.getByTestId('load-failed');
    await expect(alert).toContainText('The projects could not be loaded. Check your connection, then try again.', { timeout: 30_000 });
    await screenshot(page, 'projects-load-failed');
    down = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByTestId('projects-table')
      .getByText(/^Empty panels/)
      .waitFor();
    await expect(alert).toHaveCount(0);
    await page.unroute(projectsCall);

    // A writer's empty panels say how to fill them.
    await page.goto(`/projects/${id}`);
    await page.getByTestId('section-vertical').waitFor({ timeout: 60_000 });
    await page.getByLabel('Toggle side panel').click();
    const panel = page.getByTestId('side-panel');
    await expect(panel.getByTestId('panel-annotations')).toContainText(
      'No annotations yet. Turn on Annotate in the toolbar and click a graph at the depth.',
    );
    await expect(panel.getByTestId('panel-zones')).toContainText('then switch the dialog to a zone');
    await expect(panel.getByTestId('panel-formations')).toContainText('No formations yet. Press + to add one in the interval in view');
    await page.getByRole('button', { name: 'Graph settings' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('press New snippet');
  });

  test('an upload shows the bytes sent and a percentage, then says the server is reading the file', async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    const lasPath = path.join(tmpdir(), `upload-progress-${Date.now()}.las`);
    writeFileSync(lasPath, generateMudGasLas({ rows: 90_000, startDepth: 5000, step: 0.5, landingDepth: 40_000, seed: 12 }));
    // A link of 4 MB/s up, as from a rig's satellite uplink on a good day: the bar has time to move.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 4 * 1024 * 1024 });
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Add new' }).click();
    await page.getByLabel('Project name').fill('Progress well');
    await page.locator('input[type=file]').setInputFiles(lasPath);
    // Every text the bar's caption shows, however briefly.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __upload: string[] }).__upload = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="upload-progress-text"]')?.textContent;
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByTestId('upload-progress').waitFor();
    await screenshot(page, 'projects-upload-progress');
    await page.waitForURL(/\/projects\/\d+$/, { timeout: 120_000 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    const seen = await page.evaluate(() => (window as unknown as { __upload: string[] }).__upload);
    const percents = seen
      .map((t) => /\((\d+)%\)$/.exec(t)?.[1])
      .filter((p): p is string => p !== undefined)
      .map(Number);
    expect(
      seen.some((t) => /^Sending [\d.,]+ of [\d.,]+ MB \(\d+%\)$/.test(t)),
      seen.join(' | '),
    ).toBe(true);
    expect(new Set(percents).size, `the bar moved: ${percents.join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen).toContain('Reading the file...');
  });

  test('opens read-only with a notice, and its changes are refused by the server', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const las = generateMudGasLas({ rows: 400, startDepth: 5000, step: 0.5, landingDepth: 5100, seed: 5 });
    const id = await createProjectViaApi(page, 'Archived 7H', las, 5100);
    expect((await api(page, 'PUT', `/api/projects/${id}`, { deleted_date: new Date().toISOString() })).status).toBe(200);

    await page.goto(`/projects/${id}`);
    await page.getByTestId('archived-notice').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('archived-notice').textContent()).toContain('read-only until an admin unarchives it');
    await screenshot(page, 'projects-archived-read-only');
    const save = await api(page, 'POST', `/api/projects/${id}/metadata?dr=1`, { revision: 1, field: 'Changed' });
    expect(save.status).toBe(409);
  });
});

test.describe('a long history', () => {
  test('the settings modal draws the newest revisions, then more and older ones as the list is scrolled to its end', async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    const las = generateMudGasLas({ rows: 400, startDepth: 5000, step: 0.5, landingDepth: 5100, seed: 8 });
    const id = await createProjectViaApi(page, 'Old Timer 9H', las, 5100);
    // 210 settings saves, each its own revision, as months of editing leave.
    let revision = 1;
    for (let i = 0; i < 210; i++) {
      const save = await api(page, 'POST', `/api/projects/${id}/metadata?dr=1`, { revision, field: `Edit ${i}` });
      expect(save.status).toBe(200);
      revision = save.body.result.revision;
    }
    const total = (await api(page, 'GET', `/api/projects/${id}`)).body.result.revisions_total as number;
    expect(total).toBeGreaterThan(210);
    await page.goto(`/projects?open=${id}`);
    const count = page.getByTestId('revision-count');
    // The project detail brings the newest 200; 40 cards are drawn at first, so the modal opens at once.
    await expect(count).toHaveText(`40 of ${total} revisions`);
    await expect(page.getByTestId('revision-cards').locator('[data-testid^=revision-]')).toHaveCount(40);
    const list = page.getByTestId('revision-cards').locator('xpath=ancestor::*[contains(@class, "mantine-ScrollArea-viewport")][1]');
    const shown = async () => Number(((await count.textContent()) ?? '').split(' ')[0].replace(/,/g, ''));
    // Each time the list is scrolled to its end it draws more, and past the first 200 it asks for the next page.
    let before = await shown();
    while (before < total) {
      await list.evaluate((el) => {
        el.scrollTop = el.scrollHeight;
      });
      await expect.poll(shown).toBeGreaterThan(before);
      before = await shown();
    }
    await expect(count).toHaveText(`${total} of ${total} revisions`);
    await expect(page.getByTestId('revision-cards').locator('[data-testid^=revision-]')).toHaveCount(total);
    await expect(page.getByRole('button', { name: 'Load older revisions' })).toHaveCount(0);
  });
});

test.describe('access to a project', () => {
  test('a project one cannot see says so with a way back; access removed while open returns to the list with a message', async () => {
    test.setTimeout(180_000);
    const admin = await e2e.newPage();
    await signInAs(admin, e2e.server.adminEmail, e2e.server.adminPassword);
    const las = generateMudGasLas({ rows: 400, startDepth: 5000, step: 0.5, landingDepth: 5100, seed: 6 });
    const id = await createProjectViaApi(admin, 'Private 3H', las, 5100);
    const { id: userId, email } = await inviteAndActivate(admin, e2e.server, 'Nora', 'Noaccess', 'nora-noaccess-42');

    // Never shared: a clear "no access" page, not a data error.
    const nora = await e2e.newPage();
    await signInAs(nora, email, 'nora-noaccess-42');
    await nora.goto(`/projects/${id}`);
    await nora.getByTestId('workspace-no-access').waitFor({ timeout: 30_000 });
    expect(await nora.getByRole('heading', { name: "You don't have access to this project" }).count()).toBe(1);
    expect(await noticeTexts(nora)).not.toContainEqual(expect.stringContaining('failed to load'));
    await screenshot(nora, 'projects-no-access');
    await nora.getByRole('link', { name: 'Back to projects' }).click();
    await nora.waitForURL('**/projects');

    // Shared, opened, then taken away: back to the list with a message, not "Something went wrong".
    await setAccess(admin, id, [{ user_id: userId, access_level: 'view' }]);
    await nora.goto(`/projects/${id}`);
    await nora.locator('canvas').first().waitFor({ timeout: 60_000 });
    const current = await api(admin, 'GET', `/api/projects/${id}/access`);
    const keep = (current.body.result.access as Array<{ id: number; access_level: 'admin' | 'write' | 'view' }>).filter((r) => r.id !== userId);
    expect(
      (
        await api(admin, 'POST', `/api/projects/${id}/access`, {
          access_levels: keep.map((r) => ({ user_id: r.id, access_level: r.access_level })),
        })
      ).status,
    ).toBe(200);
    await nora.waitForURL('**/projects', { timeout: 30_000 });
    await expect
      .poll(() => noticeTexts(nora), { timeout: 10_000 })
      .toContainEqual(expect.stringContaining('Your access to this project was removed'));
    expect(await noticeTexts(nora)).not.toContainEqual(expect.stringContaining('Something went wrong'));
  });
});

test.describe('background subtraction', () => {
  test('starts at Moderate (32), the default of the specification, when switched on', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const las = generateMudGasLas({ rows: 600, startDepth: 5000, step: 0.5, landingDepth: 5200, seed: 8 });
    const id = await createProjectViaApi(page, 'Background 5H', las, 5200);
    await page.goto(`/projects/${id}`);
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Graph settings' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Graph settings/ });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Moderate (32)' }).isChecked()).toBe(true);
    await dialog.getByLabel('Subtract the background').check();
    await page.getByText('Background subtracted · Moderate').first().waitFor();
    await screenshot(page, 'workspace-background-moderate');

    // A snippet saved on the subtracted graph opens subtracted too.
    await dialog.getByRole('button', { name: 'New snippet' }).click();
    const create = page.getByRole('dialog', { name: 'New snippet' });
    await create.getByLabel('Name').fill('Subtracted peak');
    await create.getByRole('button', { name: 'Save snippet' }).click();
    await create.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Graph settings' }).first().click();
    await page
      .getByRole('dialog', { name: /Graph settings/ })
      .getByText('Subtracted peak')
      .click();
    const view = page.getByRole('dialog', { name: 'Snippet: Subtracted peak' });
    await view.getByTestId('snippet-background').waitFor();
    expect(await view.getByTestId('snippet-background').textContent()).toContain('Moderate');
    // It opens as the graph drew it: log scale, and methane in the graph's blue (not the catalogue's red).
    await expect(view.getByTestId('snippet-chart')).toHaveAttribute('data-log-y', 'true');
    const marker = view.locator('.u-legend .u-series').nth(1).locator('.u-marker');
    await expect(marker).toHaveCSS('border-color', 'rgb(31, 119, 180)');
    await screenshot(page, 'workspace-snippet-subtracted');
  });

  test('the smoothing comparison draws the estimated background over the original, and the subtracted curves below', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const las = generateMudGasLas({ rows: 1200, startDepth: 5000, step: 0.5, landingDepth: 5500, seed: 9 });
    const id = await createProjectViaApi(page, 'Smoothing 7H', las, 5500);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`/projects/${id}`);
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Smoothing comparison' }).first().click();
    const dialog = page.getByRole('dialog', { name: /Smoothing comparison/ });
    await expect(dialog.getByText('Original, with the estimated background (Moderate) dashed')).toBeVisible();
    await expect(dialog.getByText('Background subtracted (Moderate)')).toBeVisible();
    // The original panel's legend names each curve and its background; the subtracted panel's only the curves.
    const original = dialog.getByTestId('smoothing-original');
    await expect(original.locator('.u-legend')).toContainText('background');
    const subtracted = dialog.getByTestId('smoothing-subtracted');
    await expect(subtracted.locator('canvas')).toBeVisible();
    await expect(subtracted.locator('.u-legend')).not.toContainText('background');
    await dialog.getByText('Heavy (64)').click();
    await expect(dialog.getByText('Background subtracted (Heavy)')).toBeVisible();
    await screenshot(page, 'workspace-smoothing-comparison');
  });
});

test.describe('every file shows its own curves', () => {
  test('a LAS 2.0 file of GR, NPHI, RHOB and DT opens on its own curves, and names the gas graphs it has no data for', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const rows = Array.from({ length: 300 }, (_, i) => {
      const d = 3000 + i * 0.5;
      return `${d.toFixed(1)} ${(60 + 40 * Math.sin(i / 20)).toFixed(2)} ${(0.2 + 0.05 * Math.cos(i / 15)).toFixed(4)} ${(2.4 + 0.1 * Math.sin(i / 9)).toFixed(3)} ${(90 + 10 * Math.cos(i / 11)).toFixed(1)}`;
    });
    const las = [
      '~VERSION INFORMATION',
      ' VERS. 2.0 : CWLS LOG ASCII STANDARD - VERSION 2.0',
      ' WRAP. NO : ONE LINE PER DEPTH STEP',
      '~WELL INFORMATION',
      ' STRT.FT 3000.0 :',
      ' STOP.FT 3149.5 :',
      ' STEP.FT 0.5 :',
      ' NULL. -999.25 :',
      ' WELL. Open hole 1 : WELL',
      '~CURVE INFORMATION',
      ' DEPT.FT : Depth',
      ' GR.GAPI : Gamma ray',
      ' NPHI.V/V : Neutron porosity',
      ' RHOB.G/CC : Bulk density',
      ' DT.US/F : Sonic',
      '~A',
      ...rows,
    ].join('\n');
    const id = await createProjectViaApi(page, 'Open hole 1', las);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`/projects/${id}`);
    await page.getByTestId('section-vertical').waitFor({ timeout: 60_000 });
    const names = await page.getByTestId('graph-panel').evaluateAll((els) => els.map((e) => e.getAttribute('data-graph')));
    expect(names).toEqual(['GR (GAPI)', 'NPHI (V/V)', 'RHOB (G/CC)', 'DT (US/F)']);
    await expect(page.getByTestId('graph-empty')).toHaveCount(0);
    await expect(page.getByTestId('not-in-file')).toContainText('Not in this file: Hydrocarbons C1-C5');
    await expect(page.locator('[data-graph="GR (GAPI)"] .u-legend')).toContainText('Gamma ray (GAPI)');
    await screenshot(page, 'workspace-las2-open-hole');
  });
});

test.describe('metric wells', () => {
  test('shows and takes depths in metres for a well logged in metres, and in feet once the project is switched', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const rows = Array.from({ length: 1001 }, (_, i) => {
      const m = (1500 + i * 0.1).toFixed(1);
      const c1 = 800 + 4000 * Math.exp(-(((i - 500) / 40) ** 2));
      return `${m} ${c1.toFixed(1)} ${(c1 / 12).toFixed(2)} ${(c1 / 40).toFixed(2)}`;
    });
    // A LAS 3.0 rig export logged in metres, with its formation tops.
    const las = ['~Version', ' VERS. 3.0 :', ' WRAP. NO :', ' DLM . SPACE :', '~Well', ' STRT.M 1500.0 :', ' STOP.M 1600.0 :', ' STEP.M 0.1 :'];
    las.push(
      ' NULL. -999.25 :',
      ' WELL. Metric 1 :',
      '~Log_Definition',
      ' DEPT.M : Depth',
      ' C1.ppm : Methane',
      ' C2.ppm : Ethane',
      ' C3.ppm : Propane',
    );
    las.push('~Log_Data | Log_Definition', ...rows);
    las.push(
      '~Tops_Definition',
      ' TOPT.M : Top depth {F}',
      ' TOPN. : Top name {S}',
      '~Tops_Data | Tops_Definition',
      ' 1520.0 Upper',
      ' 1550.0 Lower',
    );
    const id = await createProjectViaApi(page, 'Metric 1', las.join('\n'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/projects/${id}`);
    await page.getByTestId('section-vertical').waitFor({ timeout: 60_000 });
    // The file's own unit and precision (the last row is the landing point, so Vertical ends a row before): not 4,921.2598 ft or 1,599.89999 m.
    await expect(page.getByTestId('depth-window')).toHaveText('1,500.0 – 1,599.9 m (100%)');
    await expect(page.locator('[data-testid="depth-chart"]').first().locator('.u-legend')).toContainText('Depth (m)');
    // C1 to C3 only: the hydrocarbons graph names no butane or pentane, which are listed as not in this file.
    await expect(page.locator('[data-graph="Hydrocarbons C1-C5"] .u-legend')).toContainText('Propane (ppm)');
    await expect(page.locator('[data-graph="Hydrocarbons C1-C5"] .u-legend')).not.toContainText('Butane');
    await expect(page.getByTestId('not-in-file')).toContainText('Butane, Pentane, Pixler C1/C4, Pixler C1/C5');
    const goTo = page.getByLabel('Go to depth');
    await expect(goTo).toHaveAttribute('placeholder', 'Go to depth (m)');
    await goTo.fill('1550');
    await goTo.press('Enter');
    await expect(page.getByTestId('depth-window')).toContainText(/^1,5\d\d\.\d – 1,5\d\d\.\d m/);
    const [from, to] = (await page.getByTestId('depth-window').innerText()).match(/[\d,.]+/g)!.map((t) => Number(t.replace(/,/g, '')));
    expect((from + to) / 2).toBeCloseTo(1550, 0);
    await screenshot(page, 'workspace-metric');
    // The PDF options give the window in view and the thinnest show interval in metres too (sent in feet).
    await page.getByRole('button', { name: 'Export PDF' }).click();
    const pdfOptions = page.getByRole('dialog', { name: 'Export PDF' });
    await expect(pdfOptions.getByText('Depth range (m)')).toBeVisible();
    await expect(pdfOptions.getByLabel('Thinnest show interval (m)')).toHaveValue('0.6096');
    const pdfFrom = Number(await pdfOptions.getByLabel('From depth').inputValue());
    expect(pdfFrom).toBe(from); // the window's start as the navbar gives it, in metres
    await screenshot(page, 'workspace-metric-pdf-options');
    await pdfOptions.getByRole('button', { name: 'Cancel' }).click();
    await expect(pdfOptions).toBeHidden();
    // The file's tops are formations, in metres.
    await page.getByRole('button', { name: 'Toggle side panel' }).click();
    const formations = page.getByTestId('panel-formations');
    await expect(formations).toContainText('Start (m)');
    await expect(formations).toContainText('1520.0');
    await expect(formations).toContainText('Lower');
    // The metadata's depths too: the landing point and the data's range in metres, at the file's precision.
    const metadata = page.getByTestId('panel-metadata');
    await expect(metadata.locator('[data-metadata-key="start_depth"]')).toContainText('1,500.0 m');
    await expect(metadata.locator('[data-metadata-key="step"]')).toContainText('0.1 m');
    await screenshot(page, 'workspace-metric-formations');

    // Project settings switch the project to feet: the same window reads in feet.
    await page.goto('/projects');
    await page.goto(`/projects?open=${id}`);
    const settings = page.getByRole('dialog');
    await settings.getByText('Feet (ft)', { exact: true }).click();
    await waitForNotice(page, 'Depths are now shown in feet.');
    await page.goto(`/projects/${id}`);
    await expect(page.getByTestId('depth-window')).toHaveText('4,921.2598 – 5,249.0157 ft (100%)');
  });
});

test.describe('depth precision and short sections', () => {
  test("shows the window in the file's own precision, and no Lateral tab when the lateral would hold one row", async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    // 400 rows at 0.5 ft from 5000 ft (stop 5199.5); a landing point just before the last row leaves one lateral row.
    const las = generateMudGasLas({ rows: 400, startDepth: 5000, step: 0.5, landingDepth: 5100, seed: 2 });
    const id = await createProjectViaApi(page, 'Short lateral 2H', las, 5199.4);
    await page.goto(`/projects/${id}`);
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('depth-window').innerText()).toMatch(/^5,000\.0 – 5,199\.[0-9] ft/);
    await expect(page.getByTestId('no-lateral')).toHaveText('No lateral in this well');
    await expect(page.getByRole('radio', { name: 'Lateral' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: 'Vertical' })).toHaveCount(1);
    await screenshot(page, 'workspace-no-lateral');
  });
});

test.describe('the side panel', () => {
  test('fits at 1280 px without cutting anything off, resizes by its edge or the keyboard, and remembers its width', async () => {
    test.setTimeout(120_000);
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    const las = generateMudGasLas({ rows: 400, startDepth: 5000, step: 0.5, landingDepth: 5100, seed: 11 });
    const id = await createProjectViaApi(page, 'Side panel 4H', las, 5100);
    await page.goto(`/projects/${id}`);
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Toggle side panel' }).click();
    const panel = page.getByTestId('side-panel');
    await panel.waitFor();
    const overflow = () => panel.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The toolbar beside it keeps every control whole: none cut short, none broken over lines (it wraps instead).
    const cut = await page.getByTestId('workspace-toolbar').evaluate((bar) =>
      Array.from(bar.querySelectorAll<HTMLElement>(':scope > *, label, button, [data-testid="interaction-help"] p'))
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || (el.tagName === 'P' && el.getBoundingClientRect().height > 20))
        .map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    await screenshot(page, 'workspace-side-panel-1280');

    const width = async () => (await panel.boundingBox())!.width;
    const before = await width();
    const handle = page.getByTestId('side-panel-resizer');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + 200, { steps: 5 });
    await page.mouse.up();
    expect(await width()).toBeGreaterThan(before + 100);
    await handle.focus();
    await page.keyboard.press('ArrowLeft');
    const afterKey = await width();
    expect(afterKey).toBeLessThan(before + 120);
    expect(await overflow()).toBeLessThanOrEqual(0);

    // Remembered for this user after a reload.
    await page.reload();
    await page.locator('canvas').first().waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Toggle side panel' }).click();
    await panel.waitFor();
    expect(Math.abs((await width()) - afterKey)).toBeLessThanOrEqual(1);
  });
});

test.describe('markers close together', () => {
  test('stack their information boxes so each stays readable', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const las = generateMudGasLas({ rows: 400, startDepth: 5000, step: 0.5, landingDepth: 5100, seed: 12 });
    const id = await createProjectViaApi(page, 'Close markers 6H', las, 5100);
    const meta = await api(page, 'GET', `/api/projects/${id}/metadata`);
    const saved = await api(page, 'POST', `/api/projects/${id}/metadata?dr=1`, {
      revision: meta.body.result.revision,
      global_hairlines: [
        { xval: 5040, text: 'Gas show one', isZone: false },
        { xval: 5041, text: 'Gas show two', isZone: false },
        { xval: 5042, text: 'Connection gas', isZone: true },
      ],
    });
    expect(saved.status).toBe(200);
    await page.goto(`/projects/${id}`);
    const chart = page.getByTestId('depth-chart').first();
    await chart.locator('.ms-hl-box').nth(2).waitFor({ timeout: 60_000 });
    const boxes = await chart
      .locator('.ms-hl-box')
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom })));
    expect(boxes.length).toBeGreaterThanOrEqual(3);
    for (const a of boxes) for (const b of boxes) if (a !== b) expect(a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t).toBe(true);
    await screenshot(page, 'workspace-close-markers');

    // Depth down, a track is one box wide: the boxes move apart along the depth, each within its own track.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('switch', { name: 'Depth down' }).click();
    await expect.poll(() => page.getByTestId('section-vertical').getAttribute('data-orientation')).toBe('down');
    const track = page.getByTestId('depth-chart').nth(1);
    await track.locator('.ms-hl-box').nth(2).waitFor();
    const inTrack = async () => {
      const plot = (await track.locator('.u-over').boundingBox())!;
      const rects = await track
        .locator('.ms-hl-box')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ l: r.left, r: r.right, t: r.top, b: r.bottom })));
      const apart = rects.every((a) => rects.every((b) => a === b || a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t));
      return { count: rects.length, apart, within: rects.every((r) => r.l >= plot.x - 1 && r.r <= plot.x + plot.width + 1) };
    };
    await expect.poll(inTrack).toEqual({ count: 3, apart: true, within: true });
    await screenshot(page, 'workspace-close-markers-depth-down');
    await page.getByRole('switch', { name: 'Depth down' }).click();
  });
});

test.describe('the original file', () => {
  test('downloads from the project settings byte for byte', async ({ adminPage: page }) => {
    test.setTimeout(120_000);
    const las = generateMudGasLas({ rows: 300, startDepth: 5000, step: 0.5, landingDepth: 5100, seed: 13 });
    await createProjectViaApi(page, 'Original 8H', las, 5100);
    await page.goto('/projects');
    await page.getByLabel('Settings of Original 8H').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download original file' }).click()]);
    expect(download.suggestedFilename()).toBe('Original 8H.las');
    const file = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(file!, 'utf8')).toBe(las);
  });
});

test.describe('LAS 3.0 uploads', () => {
  test('loads the log of a multi-set file and names the sets it kept aside; refuses a file with no depth log, naming its sets', async ({
    adminPage: page,
  }) => {
    test.setTimeout(120_000);
    const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/core/las3-corpus');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/projects');

    await page.getByRole('button', { name: 'Add new' }).click();
    await page.getByLabel('Project name').fill('CWLS example');
    await page.locator('input[type=file]').setInputFiles(path.join(corpus, 'sample_las3.0_spec.las'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForNotice(page, '~Inclinometry | Inclinometry_Definition (7 rows)');
    // The notice fits on a 1280 x 800 screen; its text scrolls when it is longer than the room it has.
    const notice = page.locator('.mantine-Notification-root').filter({ hasText: 'Inclinometry' });
    // Measured once it has slid in (the notice enters from the right).
    const edges = async () => {
      const box = (await notice.boundingBox())!;
      return { bottom: box.y + box.height, right: box.x + box.width };
    };
    await expect.poll(async () => (await edges()).right).toBeLessThanOrEqual(1280);
    expect((await edges()).bottom).toBeLessThanOrEqual(800);
    await expect(notice.getByTestId('notice-text')).toHaveCSS('overflow-y', 'auto');
    await page.waitForURL(/\/projects\/\d+$/, { timeout: 60_000 });
    await screenshot(page, 'projects-las3-notice');
    // The file's formation tops are the project's formations.
    await page.getByRole('button', { name: 'Toggle side panel' }).click();
    await expect(page.getByTestId('panel-formations')).toContainText('Basal Quartz');

    await page.goto('/projects');
    await page.getByRole('button', { name: 'Add new' }).click();
    await page.getByLabel('Project name').fill('Pressure test');
    await page.locator('input[type=file]').setInputFiles(path.join(corpus, 'Curve-Param Error #1 (MS).LAS'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await waitForNotice(page, 'no data set of this file is indexed by depth');
    await page.getByText('~Phase_B_data | Phase_B_Definition (33 rows', { exact: false }).first().waitFor();
    await screenshot(page, 'projects-las3-refused');
    expect(page.url()).toMatch(/\/projects$/);
  });
});
