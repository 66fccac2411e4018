import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { createProjectViaApi } from './support/api';
import { RESULTS_DIR, screenshot } from './support/browser';
import { expect, test, useE2E } from './support/setup';

useE2E('exports');

/** Creates a project through the API with the signed-in page's session; returns its id. */
function createProject(page: Page, name: string): Promise<number> {
  const las = generateMudGasLas({ rows: 3000, startDepth: 5000, step: 0.5, landingDepth: 6000, seed: 3 });
  // The shared helper waits for the page's session refresh and retries once if the CSRF cookie rotated under it.
  return createProjectViaApi(page, name, las, 6000);
}

test.describe('exports', () => {
  test('shows the printable export page with the server PDF and downloads it named after the project', async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    const projectId = await createProject(page, 'Export journey 3H');

    await page.goto(`/projects/${projectId}/export-pdf?xRange=5200:6400&hideFlags=false`);
    await page.getByText('(showing only 5200ft. - 6400ft.)').waitFor();
    const frame = page.getByTestId('printable-report');
    await frame.waitFor({ timeout: 60_000 });
    expect(await frame.getAttribute('src')).toMatch(/^blob:/);
    await screenshot(page, 'exports-printable-page');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Export journey 3H.pdf');
    // Kept with its pages as PNGs to look at: test-results/exports/demo-project-*.png.
    const saved = path.join(RESULTS_DIR, 'exports', 'demo-project.pdf');
    mkdirSync(path.dirname(saved), { recursive: true });
    await file.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
    execFileSync('pdftoppm', ['-png', '-r', '80', saved, saved.replace(/\.pdf$/, '')]);

    // Options: the modal opens with the metadata's well name; Apply makes the report again.
    await page.getByRole('button', { name: 'Options' }).click();
    const wellName = page.getByLabel('Well name');
    await expect(wellName.inputValue()).resolves.toBe('DEMO STATE 14-7H #3');
    await wellName.fill('Renamed 1H');
    // By the keyboard: the PDF viewer behind the modal keeps the page too busy for a click's stability check.
    const hideFlags = page.getByLabel('Hide flags', { exact: false });
    await hideFlags.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => hideFlags.isChecked()).toBe(true);
    // The layout and the vertical scale of the depth-down log, and the thinnest show interval.
    await expect(page.getByRole('radio', { name: 'Depth down log' })).toBeChecked();
    await page.getByRole('combobox', { name: 'Vertical scale' }).click({ force: true });
    await page.getByRole('option', { name: '1:240 (5 in per 100 ft)' }).click({ force: true });
    await page.getByLabel('Thinnest show interval (ft)').fill('5');
    await screenshot(page, 'exports-printable-options');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/wellName=Renamed\+1H/);
    expect(page.url()).toContain('hideFlags=true');
    expect(page.url()).toContain('layout=down');
    expect(page.url()).toContain('scale=240');
    expect(page.url()).toContain('minShow=5');
    expect(page.url()).toContain('xRange=5200%3A6400');
    await page.getByTestId('printable-report').waitFor({ timeout: 60_000 });

    // Back to the project keeps the page's query out of the way.
    await page.getByRole('link', { name: 'Back to project' }).click();
    await page.waitForURL(new RegExp(`/projects/${projectId}$`));
  });

  test('exports CSV and LAS from the Export data panel of the workspace', async ({ adminPage: page }) => {
    test.setTimeout(180_000);
    const projectId = await createProject(page, 'Panel export 2H');
    await page.goto(`/projects/${projectId}`);
    await page.getByTestId('workspace-navbar').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Toggle side panel' }).click();
    const panel = page.getByTestId('export-data-panel');
    await panel.waitFor();

    // Nothing ticked: the spec's notice, no download.
    await panel.getByRole('button', { name: 'Export' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Nothing to export!' }).first().waitFor();

    // A heading ticks its group; the filter narrows the rows.
    await panel.getByTitle('Toggle Hydrocarbons').click();
    await expect(panel.getByRole('checkbox', { name: 'c10', exact: true }).isChecked()).resolves.toBe(true);
    await panel.getByTitle('Toggle Hydrocarbons').click();
    await expect(panel.getByRole('checkbox', { name: 'c1', exact: true }).isChecked()).resolves.toBe(false);
    await panel.getByRole('checkbox', { name: 'c1', exact: true }).check();
    await panel.getByRole('checkbox', { name: 'c2', exact: true }).check();
    await panel.getByPlaceholder('depth <= 3000').fill('depth <= 5010');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'exports-data-panel-csv');
    const csvDownload = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export' }).click();
    const csvFile = await csvDownload;
    expect(csvFile.suggestedFilename()).toBe('Panel export 2H.csv');
    const csv = readFileSync(await csvFile.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    // Each column names its unit, the file's own.
    expect(csv[0]).toBe('depth (ft),c1 (ppm),c2 (ppm)');
    // 5000 to 5010 ft every 0.5 ft.
    expect(csv).toHaveLength(1 + 21);

    // LAS, D-Type.
    await panel.getByText('LAS', { exact: true }).click();
    await panel.getByLabel('LAS type').click();
    await page.getByRole('option', { name: 'D-Type (more data)' }).click();
    await screenshot(page, 'exports-data-panel-las');
    const lasDownload = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export' }).click();
    const lasFile = await lasDownload;
    expect(lasFile.suggestedFilename()).toBe('Panel export 2H_d.las');
    expect(readFileSync(await lasFile.path(), 'utf8')).toMatch(/~A/);
  });

  test('answers a bad export query with the field message', async ({ adminPage: page }) => {
    test.setTimeout(60_000);
    const projectId = await createProject(page, 'Export errors');
    await page.goto(`/projects/${projectId}/export-pdf?snippets=424242`);
    await page.getByText('The report could not be made').waitFor({ timeout: 60_000 });
    await screenshot(page, 'exports-printable-error');
  });
});
