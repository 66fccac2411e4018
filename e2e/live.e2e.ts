import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generateDrillingLog } from '../packages/core/src/demo/generate-drilling-log';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { createProjectViaApi } from './support/api';
import { screenshot } from './support/browser';
import { freePort } from './support/server';
import { startBridge, startWits, stopWits } from './support/wits';
import { expect, test, useE2E } from './support/setup';

useE2E('live');

/** Project settings opened on project `id`, and an ingest token made in its Live feed panel (shown once, then closed). */
async function tokenInLiveFeedPanel(page: Page, id: number, name: string, shot?: string) {
  await page.goto(`/projects?open=${id}`);
  const panel = page.getByTestId('live-feed-panel');
  await panel.getByText('No frames received yet.').waitFor();
  await panel.getByLabel('Token name').fill(name);
  await panel.getByRole('button', { name: 'Create ingest token' }).click();
  const token = (await page.getByTestId('new-ingest-token').textContent())!.trim();
  if (shot) await screenshot(page, shot);
  await page.getByRole('button', { name: 'Close the new token' }).click();
  return { panel, token };
}

/**
 * The rig: a drilling log from `startDepth` (ft) down `feet` written to a file, the compiled bridge for project
 * `id` listening, and `wits replay` sending the log to it at 8 rows a second (with `replayArgs`).
 */
async function drillAhead(url: string, id: number, token: string, drilled: { startDepth: number; feet: number }, replayArgs: string[] = []) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-live-e2e-'));
  const file = path.join(dir, 'drilling-ahead.las');
  writeFileSync(file, generateDrillingLog({ ...drilled, secondsPerRow: 10, lagMinutes: 8 }));
  const port = await freePort();
  const bridge = startBridge({ port, url, project: id, token, buffer: path.join(dir, 'buffer') });
  try {
    await expect.poll(() => bridge.output(), { timeout: 20_000 }).toContain('listening');
  } catch (error) {
    stopWits(bridge);
    throw error;
  }
  return { bridge, replay: startWits(['replay', file, '--to', `127.0.0.1:${port}`, '--rate', '8', ...replayArgs]) };
}

test('a replay through the bridge grows the workspace graphs, and Follow keeps the newest depth in view', async ({ adminPage: page, server }) => {
  test.setTimeout(120_000);
  // A well logged to 5,099.5 ft with its landing point at that last row (so no Lateral section yet): the rig
  // drills on below it, and the new rows make the Lateral section.
  const id = await createProjectViaApi(
    page,
    'Rig 7 Falcon 3H',
    generateMudGasLas({ rows: 200, startDepth: 5000, step: 0.5, landingDepth: 5070, seed: 7 }),
    5099.5,
  );

  // The project admin makes an ingest token in the Live feed panel.
  const { panel, token } = await tokenInLiveFeedPanel(page, id, 'Rig 7 logging unit', 'live-token');
  expect(token).toMatch(/^msi_/);
  await expect(panel.getByTestId('ingest-tokens')).toContainText('Rig 7 logging unit');
  await screenshot(page, 'live-feed-panel');

  // The workspace is open before the rig sends anything: one section, no Lateral tab yet.
  await page.goto(`/projects/${id}`);
  await page.getByTestId('workspace-toolbar').waitFor();
  await expect(page.getByText('Lateral', { exact: true })).toHaveCount(0);

  const rig = await drillAhead(server.baseUrl, id, token, { startDepth: 5099.5, feet: 40 });
  try {
    // The Live badge comes with the first rows, the last data depth below the file's last row.
    const status = page.getByTestId('live-status');
    await expect(status.getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
    const lastDepth = async () =>
      Number(/([\d,]+\.\d+) ft/.exec((await page.getByTestId('live-last-data').textContent()) ?? '')?.[1].replace(/,/g, '') ?? NaN);
    await expect.poll(lastDepth, { timeout: 30_000 }).toBeGreaterThan(5100);

    // Follow: the window's end stays on the newest depth as rows arrive, in the Lateral section they made.
    await status.getByLabel('Follow').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('lateral');
    // The navbar's visible window, "5,106.5 - 5,140.0 ft (34%)": its end.
    const windowEnd = async () => {
      const text = (await page.getByTestId('depth-window').textContent()) ?? '';
      return Number(/[–-]\s*([\d,]+\.\d+)/.exec(text)?.[1].replace(/,/g, '') ?? NaN);
    };
    const first = await lastDepth();
    await expect.poll(lastDepth, { timeout: 60_000 }).toBeGreaterThan(first + 5);
    await expect
      .poll(async () => Math.abs((await windowEnd()) - (await lastDepth())), { timeout: 20_000, message: 'the window ends at the newest depth' })
      .toBeLessThanOrEqual(1);
    await expect(status.getByLabel('Follow')).toBeChecked();
    // The gas comes up a lag time after the bit: the badge says how far up, in the project's unit.
    await expect(page.getByTestId('live-last-data')).toContainText(/ ft, lag depth [\d,]+\.\d ft$/);
    await screenshot(page, 'live-follow');
  } finally {
    stopWits(rig.replay);
    stopWits(rig.bridge);
  }
});

test('a metric rig: the feed set to metres in the Live feed panel grows a metric well at its depth in metres', async ({
  adminPage: page,
  server,
}) => {
  test.setTimeout(120_000);
  // A well logged in metres to 1,599.9 m (5,249.0157 ft), at 0.1 m; its unit sends WITS depths in metres.
  const rows = Array.from({ length: 1000 }, (_, i) => `${(1500 + i * 0.1).toFixed(1)} ${(800 + (i % 50)).toFixed(1)}`);
  const header = ['~V', ' VERS. 2.0 :', ' WRAP. NO :', '~W', ' STRT.M 1500.0 :', ' STOP.M 1599.9 :', ' STEP.M 0.1 :', ' NULL. -999.25 :'];
  const id = await createProjectViaApi(page, 'Rig 9 metric', [...header, '~C', ' DEPT.M : Depth', ' C1.ppm : Methane', '~A', ...rows].join('\n'));

  const { panel, token } = await tokenInLiveFeedPanel(page, id, 'Rig 9 logging unit');
  await panel.getByRole('combobox', { name: 'Depths from the rig in' }).click();
  await page.getByRole('option', { name: 'Metres (m)' }).click();
  await panel.getByRole('button', { name: 'Save feed settings' }).click();
  await expect(page.getByText('Live feed settings saved.')).toBeVisible();

  await page.goto(`/projects/${id}`);
  await page.getByTestId('workspace-toolbar').waitFor();
  const rig = await drillAhead(server.baseUrl, id, token, { startDepth: 5249, feet: 30 }, ['--depth-unit', 'm']);
  try {
    await expect.poll(() => rig.replay.output(), { timeout: 20_000 }).toContain('Depths are sent in metres');
    // Read as feet, 1,600 m would be 1,600 ft, above the well's last row: no row at all. In metres, the rows
    // come below 1,599.9 m, and the badge gives them in the project's metres.
    const lastDepth = async () =>
      Number(/([\d,]+\.\d+) m\b/.exec((await page.getByTestId('live-last-data').textContent()) ?? '')?.[1].replace(/,/g, '') ?? NaN);
    await expect(page.getByTestId('live-status').getByText('Live', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect.poll(lastDepth, { timeout: 30_000 }).toBeGreaterThan(1600);
    expect(await lastDepth()).toBeLessThan(1610);
    await screenshot(page, 'live-metric');
  } finally {
    stopWits(rig.replay);
    stopWits(rig.bridge);
  }
});
