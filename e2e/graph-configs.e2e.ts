import type { Page } from '@playwright/test';
import { generateMudGasLas } from '@mudstack/core';
import { noticeTexts, signInAs } from './support/auth';
import { screenshot } from './support/browser';
import { expect, test, useE2E } from './support/setup';

const e2e = useE2E('graph-configs');

interface Config {
  id: number;
  name: string;
  graphs: Array<{ name: string; drawOrder: number; series: Record<string, string>; appliesTo: string }>;
}

/** A GET through the browser's own session. */
function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include' });
    return (await response.json()).result;
  }, path) as Promise<T>;
}

/** Uploads a small generated LAS file as a project through the real API; returns its id. */
async function createProject(page: Page, curveSet: 'demo' | 'wide' = 'demo'): Promise<number> {
  const las = generateMudGasLas({ rows: 200, step: 0.5, startDepth: 5000, landingDepth: 5070, seed: 3, curveSet });
  return page.evaluate(async (text) => {
    const csrf =
      document.cookie
        .split('; ')
        .find((c) => c.startsWith('csrf_access_token='))
        ?.split('=')[1] ?? '';
    const form = new FormData();
    form.append('name', 'Config journey well');
    form.append('las_file', new Blob([text]), 'journey.las');
    const response = await fetch('/api/projects', {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: { 'X-CSRF-TOKEN': decodeURIComponent(csrf) },
    });
    const body = await response.json();
    if (!response.ok) throw new Error(`project upload failed: ${response.status} ${JSON.stringify(body)}`);
    return body.result.id as number;
  }, las);
}

/** Picks a series in the n-th graph's picker by typing part of its long name. */
async function pickSeries(page: Page, graph: number, search: string, longName: string) {
  const editor = page.getByTestId('graph-editor').nth(graph);
  await editor.getByLabel('Search series').fill(search);
  await page.getByRole('option', { name: longName, exact: true }).click();
  await editor
    .getByTestId(/^series-tag-/)
    .last()
    .waitFor();
}

/** Signs in and waits for the main layout. */
async function signIn(page: Page) {
  await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
  await page.getByRole('button', { name: 'Settings', exact: true }).waitFor();
}

const configIdOf = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop());

test.describe('graph configurations', () => {
  test('builds a configuration, saves it, copies it with Save As New, and a project draws it in that order', async () => {
    const page = await e2e.newPage();
    await signIn(page);

    await page.goto('/graph-configurations');
    await page.getByRole('heading', { name: '1 Available Configuration(s)' }).waitFor();
    expect(await page.getByTestId('graph-config-card').count()).toBe(1);
    await page.getByRole('link', { name: '+ Create New' }).click();
    await page.waitForURL('**/graph-configurations/edit/new');

    await page.getByRole('heading', { name: 'Manage Graph Configuration' }).waitFor();
    const title = page.getByLabel('Title', { exact: true });
    expect(await title.inputValue()).toBe('new config');
    // Save As New is not offered on a configuration that was never saved.
    expect(await page.getByRole('button', { name: 'Save As New' }).count()).toBe(0);
    await title.fill('Journey config');
    await page.getByLabel('Description').fill('Two graphs for the e2e journey');

    // Graph 1: methane and ethane, picked by long name.
    await page.getByTestId('graph-editor').nth(0).getByLabel('Graph title').fill('Light gases');
    await pickSeries(page, 0, 'Methane', 'Methane');
    await pickSeries(page, 0, 'Ethane', 'Ethane');

    // Graph 2, added with "+ Add Graph": applies to both, one Pixler series.
    await page.getByRole('button', { name: '+ Add Graph' }).click();
    const second = page.getByTestId('graph-editor').nth(1);
    await second.getByText('Graph 2 of 2').waitFor();
    expect(await second.getByLabel('Applies to').inputValue()).toBe('Both vertical and lateral');
    await second.getByLabel('Graph title').fill('Pixler ratios');
    await pickSeries(page, 1, 'pixler c1/c2', 'Pixler C1/C2');
    // Pixler ratios are read on a log axis: saved with the configuration, drawn so in its preview. (The series
    // search keeps its list open until Escape.)
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option', { name: 'Pixler C1/C3' })).toHaveCount(0);
    // Mantine's switch input lies over its label: the input is what takes the click.
    await second.getByRole('switch', { name: /Log scale/ }).click();
    await expect(second.getByRole('switch', { name: /Log scale/ })).toBeChecked();
    await expect(second.getByTestId('graph-preview').locator('[data-log-y="true"]')).toHaveCount(1);
    await expect(second.getByTestId('preview-sketch')).toContainText('made-up values');
    expect(await page.getByTestId('graph-count').innerText()).toBe('2 graph(s)');

    // New tags are dark green; recolour methane.
    const c1 = page.getByTestId('graph-editor').nth(0).getByTestId('series-tag-c1');
    expect(await c1.getAttribute('data-colour')).toBe('#006400');
    await c1.getByRole('button', { name: 'Colour of c1' }).click();
    await page.getByRole('textbox', { name: 'Hex' }).fill('#ff8800');
    await page.getByRole('button', { name: 'Done' }).click();
    expect(await c1.getAttribute('data-colour')).toBe('#ff8800');

    // The live previews are drawn.
    await page.getByTestId('graph-preview').nth(0).locator('canvas').waitFor();
    await screenshot(page, 'graph-configs-editor-new');

    // Move "Light gases" down: it becomes graph 2 of 2.
    await page.getByRole('button', { name: 'Actions for graph 1' }).click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    expect(await page.getByTestId('graph-editor').nth(0).getByLabel('Graph title').inputValue()).toBe('Pixler ratios');
    expect(await page.getByTestId('graph-editor').nth(1).getByLabel('Graph title').inputValue()).toBe('Light gases');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/graph-configurations\/edit\/\d+$/);
    const savedId = configIdOf(page);
    // The editor of the saved configuration (the route commits after the URL changes).
    await page.getByRole('button', { name: 'Save As New' }).waitFor();
    const saved = await api<Config>(page, `/api/graph-configs/${savedId}`);
    expect(saved.name).toBe('Journey config');
    expect(saved.graphs.map((g) => g.name)).toEqual(['Pixler ratios', 'Light gases']);
    expect(saved.graphs[1].series).toEqual({ c1: '#ff8800', c2: '#006400' });
    expect(saved.graphs.every((g) => g.appliesTo === 'both')).toBe(true);
    expect(saved.graphs.map((g) => (g as { scale?: string }).scale)).toEqual(['log', 'linear']);

    // Save As New moves the editor to the copy.
    await page.getByLabel('Title', { exact: true }).fill('Journey copy');
    await page.getByRole('button', { name: 'Save As New' }).click();
    await page.waitForURL((url) => /\/edit\/\d+$/.test(url.pathname) && configIdOf(page) !== savedId);
    const copyId = configIdOf(page);
    expect(copyId).toBeGreaterThan(savedId);
    await page.getByTestId('graph-editor').nth(1).getByLabel('Graph title').waitFor();
    expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Journey copy');
    const copy = await api<Config>(page, `/api/graph-configs/${copyId}`);
    expect(copy.graphs).toEqual(saved.graphs);
    expect((await api<Config>(page, `/api/graph-configs/${savedId}`)).name).toBe('Journey config');

    // The list shows all three, sorted by id.
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.getByRole('heading', { name: '3 Available Configuration(s)' }).waitFor();
    const cards = await page.getByTestId('graph-config-card').allInnerTexts();
    expect(cards[1]).toContain('Journey config');
    expect(cards[1]).toContain('2 graph(s)');
    expect(cards[2]).toContain('Journey copy');
    await screenshot(page, 'graph-configs-list');

    // A project opened with ?config= draws the copy's graphs in its order.
    const projectId = await createProject(page);
    await page.goto(`/projects/${projectId}?config=${copyId}`);
    const panels = page.getByTestId('section-vertical').getByTestId('graph-panel');
    await panels.nth(1).waitFor({ timeout: 30_000 });
    const drawn = await panels.evaluateAll((els) => els.map((el) => el.getAttribute('data-graph')));
    expect(drawn).toEqual(['Pixler ratios', 'Light gases']);
    await expect(panels.nth(0).getByTestId('depth-chart')).toHaveAttribute('data-log-y', 'true');
    await screenshot(page, 'graph-configs-in-project');
  });

  test('refuses a name containing "default config" and protects the built-in default', async () => {
    const page = await e2e.newPage();
    await signIn(page);
    await page.goto('/graph-configurations/edit/new');
    await page.getByLabel('Title', { exact: true }).fill('My Default Config');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Config name cannot include 'default config'.").waitFor();
    expect(await noticeTexts(page)).toContainEqual(expect.stringContaining("Config name cannot include 'default config'."));
    expect(new URL(page.url()).pathname).toBe('/graph-configurations/edit/new');
    const names = (await api<Config[]>(page, '/api/graph-configs')).map((c) => c.name);
    expect(names).not.toContain('My Default Config');
    await screenshot(page, 'graph-configs-name-refused');

    // The built-in default: Save is off and there is no delete icon; Save As New is offered.
    await page.goto('/graph-configurations/edit/0');
    await page.getByText('Default configuration', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save As New' }).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete configuration' }).count()).toBe(0);
  });

  test('deletes a configuration after the spec confirmation', async () => {
    const page = await e2e.newPage();
    await signIn(page);
    await page.goto('/graph-configurations/edit/new');
    await page.getByLabel('Title', { exact: true }).fill('Short lived');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/graph-configurations\/edit\/\d+$/);
    const id = configIdOf(page);

    await page.getByRole('button', { name: 'Delete configuration' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Delete this configuration?').waitFor();
    expect(await dialog.innerText()).toContain('Are you sure you would like to delete Short lived? this action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/graph-configurations');
    const ids = (await api<Config[]>(page, '/api/graph-configs')).map((c) => c.id);
    expect(ids).not.toContain(id);
  });
});

test.describe('every curve can be drawn', () => {
  test("offers a project's curves outside the catalogue in the editor, and the workspace draws them with their names and units", async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signIn(page);
    const projectId = await createProject(page, 'wide');
    const curves = (await api<{ curves: { name: string }[] }>(page, `/api/projects/${projectId}`)).curves.map((c) => c.name);
    expect(curves).toContain('rop');

    await page.goto('/graph-configurations/edit/new');
    await page.getByRole('heading', { name: 'Manage Graph Configuration' }).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Drilling config');
    await page.getByRole('combobox', { name: 'Curves from project' }).click();
    await page.getByRole('option', { name: 'Config journey well' }).first().click();
    await page.getByTestId('graph-editor').nth(0).getByLabel('Graph title').fill('Drilling');
    await pickSeries(page, 0, 'penetration', 'Rate of penetration (ft/h)');
    await pickSeries(page, 0, 'wob', 'Weight on bit (klbf)');
    await page.getByTestId('graph-preview').nth(0).locator('canvas').waitFor();
    await screenshot(page, 'graph-configs-file-curves');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/graph-configurations\/edit\/\d+$/);
    const configId = configIdOf(page);
    const saved = await api<Config>(page, `/api/graph-configs/${configId}`);
    expect(saved.graphs[0].series).toEqual({ rop: '#006400', wob: '#006400' });

    // The data endpoint answers the curve under its own name.
    const data = await page.evaluate(async (id) => (await fetch(`/api/projects/${id}/data/rop`, { credentials: 'include' })).status, projectId);
    expect(data).toBe(200);

    await page.goto(`/projects/${projectId}?config=${configId}`);
    const panel = page.getByTestId('section-vertical').locator('[data-graph="Drilling"]');
    const chart = panel.getByTestId('depth-chart');
    await expect.poll(async () => Number(await chart.getAttribute('data-draws')) > 0, { timeout: 30_000 }).toBe(true);
    const legend = await chart.locator('.u-legend').innerText();
    expect(legend).toContain('Rate of penetration (ft/h)');
    expect(legend).toContain('Weight on bit (klbf)');
    // A graph of file curves is labelled by the unit most of them are in; these differ (a tie), so no one unit
    // titles the axis and the legend names each curve's own.
    expect(await chart.getAttribute('data-y-label')).toBe('Mixed units');
    // Both curves are drawn: pixels of the tag colour on the canvas.
    const drawn = await chart.evaluate((el) => {
      const canvas = el.querySelector('canvas') as HTMLCanvasElement;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let n = 0;
      for (let p = 0; p < data.length; p += 4) if (Math.abs(data[p]) + Math.abs(data[p + 1] - 100) + Math.abs(data[p + 2]) < 60) n++;
      return n;
    });
    expect(drawn).toBeGreaterThan(50);
    await screenshot(page, 'workspace-file-curves');
  });
});
