import type { Locator, Page } from '@playwright/test';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { signInAs, signOut } from './support/auth';
import { api, createProjectViaApi, inviteAndActivate, setAccess } from './support/api';
import { screenshot } from './support/browser';
import { adaptGraphs, type AdaptableGraph } from '../packages/core/src/gas/adapt-graphs';
import type { FileCurve } from '../packages/core/src/gas/file-curves';
import { demoProjectId, expect, test, useE2E } from './support/setup';
import { recordStatuses, waitForStatus } from './support/status';

const e2e = useE2E('workspace', { seedDemo: true });

interface GraphConfigLite {
  graphs: { name: string; appliesTo: string; drawOrder: number; series: Record<string, string> }[];
}

/**
 * Opens the workspace. Retries a 404 page: apps/web/dist is shared, and a rebuild by another
 * run briefly removes index.html under the running server.
 */
async function openWorkspace(page: Page, id: number) {
  await expect.poll(async () => (await page.goto(`/projects/${id}`))?.status(), { timeout: 20_000, intervals: [1000, 3000] }).not.toBe(404);
  await page.getByTestId('section-vertical').waitFor({ timeout: 60_000 });
}

async function xRange(chart: Locator): Promise<[number, number]> {
  const [min, max] = await chart.evaluate((el) => [Number((el as HTMLElement).dataset.xMin), Number((el as HTMLElement).dataset.xMax)]);
  return [min, max];
}

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/**
 * The window of every graph as drawn. A graph off screen skips redraws until it comes into view, so each is
 * scrolled into view and read once drawn; then the first graph is brought back into view.
 */
async function allRanges(page: Page): Promise<[number, number][]> {
  const charts = page.getByTestId('depth-chart');
  const out: [number, number][] = [];
  for (let i = 0; i < (await charts.count()); i++) {
    await charts.nth(i).scrollIntoViewIfNeeded();
    await frames(page);
    out.push(await xRange(charts.nth(i)));
  }
  await charts.first().scrollIntoViewIfNeeded();
  await frames(page);
  return out;
}

/** The window of every graph on screen now, without scrolling (during a drag). */
async function onScreenRanges(page: Page): Promise<[number, number][]> {
  const charts = page.getByTestId('depth-chart');
  const viewport = page.viewportSize()!;
  const out: [number, number][] = [];
  for (let i = 0; i < (await charts.count()); i++) {
    const box = await charts.nth(i).boundingBox();
    if (!box || box.y > viewport.height || box.y + box.height < 0 || box.x > viewport.width || box.x + box.width < 0) continue;
    out.push(await xRange(charts.nth(i)));
  }
  return out;
}

/** Pixels of the chart's canvas within a small distance of each series colour. */
async function seriesPixels(chart: Locator, colours: string[]): Promise<number[]> {
  return chart.evaluate((el, cols) => {
    const canvas = el.querySelector('canvas') as HTMLCanvasElement;
    const ctx = canvas.getContext('2d')!;
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const rgb = cols.map((c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)));
    const counts = cols.map(() => 0);
    for (let p = 0; p < data.length; p += 4) {
      if (data[p + 3] < 200) continue;
      rgb.forEach(([r, g, b], i) => {
        if (Math.abs(data[p] - r) + Math.abs(data[p + 1] - g) + Math.abs(data[p + 2] - b) < 40) counts[i]++;
      });
    }
    return counts;
  }, colours);
}

async function plotBox(chart: Locator) {
  const box = await chart.locator('.u-over').boundingBox();
  if (!box) throw new Error('no plot area');
  return box;
}

/**
 * The box of a hairline's part (its line, its information box). A marker keeps its element but remakes its parts
 * whenever its chart's hairlines or data change (an autosave's answer, a drop), so a part found a moment earlier can
 * be gone when it is measured (Playwright then answers null): look again until one is measured.
 */
async function hairlinePartBox(marker: Locator, part: '.ms-hl-line' | '.ms-hl-box') {
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect.poll(async () => (box = await marker.locator(part).boundingBox()) !== null, { message: `${part} measured` }).toBe(true);
  return box!;
}

/** Depth under a plot x offset for the chart's current window. */
function depthAt(range: [number, number], box: { width: number }, offset: number) {
  return range[0] + (offset / box.width) * (range[1] - range[0]);
}

async function waitForRangeChange(chart: Locator, before: [number, number]) {
  await expect.poll(async () => (await xRange(chart)).join(), { timeout: 10_000 }).not.toBe(before.join());
}

test.describe('project workspace', () => {
  test('draws the configured graphs, zooms them together, resets, and shows the lateral section', async ({ adminPage: page, demoProject: id }) => {
    const config = (await (await page.request.get('/api/graph-configs/0')).json()).result as GraphConfigLite;
    const meta = (await (await page.request.get(`/api/projects/${id}/metadata`)).json()).result as {
      depth_of_split: number;
      start_depth: number;
      stop_depth: number;
    };

    const curves = (await (await page.request.get(`/api/projects/${id}`)).json()).result.curves as FileCurve[];

    await openWorkspace(page, id);
    const panels = page.getByTestId('graph-panel');
    // The built-in configuration fits the project: its graphs with data here, then the well's other curves.
    const fitted = adaptGraphs(config.graphs as AdaptableGraph[], curves).graphs;
    const expected = fitted.filter((g) => g.appliesTo !== 'lateral').sort((a, b) => a.drawOrder - b.drawOrder);
    expect(await panels.count()).toBe(expected.length);
    for (let i = 0; i < expected.length; i++) expect(await panels.nth(i).getAttribute('data-graph')).toBe(expected[i].name);

    // The first graph (C1-C5 in the demo) really draws each configured series in its colour.
    const first = panels.nth(0).getByTestId('depth-chart');
    await expect.poll(async () => Number(await first.getAttribute('data-draws')) > 0, { timeout: 20_000 }).toBe(true);
    const colours = Object.values(expected[0].series);
    const pixels = await seriesPixels(first, colours);
    // Lines are 1 px and the small heavy gases hug the axis under the others, so a drawn series may
    // show only a few dozen pixels of its own colour; an undrawn one shows none.
    for (const [i, n] of pixels.entries()) expect(n, `pixels of ${Object.keys(expected[0].series)[i]} (${colours[i]})`).toBeGreaterThan(8);
    // A graph's actions name themselves on hover, just above the action and inside the page (the tooltip is made on
    // the first hover).
    const settings = panels.nth(0).getByRole('button', { name: 'Graph settings' });
    await settings.hover();
    const tip = page.getByRole('tooltip', { name: 'Graph settings' });
    await expect(tip).toBeVisible();
    const [tipBox, buttonBox] = [(await tip.boundingBox())!, (await settings.boundingBox())!];
    const buttonMiddle = buttonBox.x + buttonBox.width / 2;
    expect(tipBox.x).toBeLessThan(buttonMiddle);
    expect(tipBox.x + tipBox.width).toBeGreaterThan(buttonMiddle);
    expect(tipBox.x + tipBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(buttonBox.y);
    expect(tipBox.y + tipBox.height).toBeGreaterThan(buttonBox.y - 20);
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    // Legend names every series
    const legend = await first.locator('.u-legend').innerText();
    expect(legend).toContain('Methane (ppm)');
    // The conventions: Pixler ratios on a log axis, the Haworth ratios on their zone track, a ratio's formula on
    // hover over its legend entry.
    await expect(page.locator('[data-graph="Pixler ratios"] [data-testid="depth-chart"]')).toHaveAttribute('data-log-y', 'true');
    await expect(page.locator('[data-graph="Haworth: wetness, balance and character"]')).toHaveCount(1);
    const hl1 = page.locator('[data-graph="Heavy/light ratios"] .u-legend .u-series').nth(1);
    await expect(hl1).toHaveAttribute('title', 'Heavy to light ratio 1 = (C3 + C4 + C5) / (C1 + C2)');

    // Vertical: depth below the landing point only.
    const full = await allRanges(page);
    expect(full[0][0]).toBeGreaterThanOrEqual(meta.start_depth - 1);
    expect(full[0][1]).toBeLessThan(meta.depth_of_split);
    expect(new Set(full.map((r) => r.join()))).toHaveProperty('size', 1);
    await screenshot(page, 'workspace-vertical');

    // Drag-zoom on the first graph changes the window of every graph.
    const box = await plotBox(first);
    const y = box.y + box.height / 2;
    const from = depthAt(full[0], box, box.width * 0.25);
    const to = depthAt(full[0], box, box.width * 0.5);
    await page.mouse.move(box.x + box.width * 0.25, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, y, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 4 });
    await page.mouse.up();
    await waitForRangeChange(first, full[0]);
    const zoomed = await allRanges(page);
    for (const r of zoomed) {
      expect(r[0]).toBeCloseTo(from, -1);
      expect(r[1]).toBeCloseTo(to, -1);
    }
    expect(await page.getByTestId('depth-window').innerText()).toMatch(/\(\d+%\)/);

    // Double click restores every graph.
    const last = page.getByTestId('depth-chart').last();
    const lastBox = await plotBox(last);
    await last.scrollIntoViewIfNeeded();
    await page.mouse.dblclick(lastBox.x + lastBox.width / 2, (await plotBox(last)).y + 20);
    // The graph on screen (the first may be scrolled off now: it draws the window when it comes back into view).
    await waitForRangeChange(last, zoomed[zoomed.length - 1]);
    expect(await allRanges(page)).toEqual(full);

    // Lateral: at or beyond the landing point.
    await page.getByText('Lateral', { exact: true }).click();
    await page.getByTestId('section-lateral').waitFor({ timeout: 30_000 });
    const lateralChart = page.getByTestId('section-lateral').getByTestId('depth-chart').first();
    await expect.poll(async () => Number(await lateralChart.getAttribute('data-draws')) > 0, { timeout: 20_000 }).toBe(true);
    const lateral = await xRange(lateralChart);
    expect(lateral[0]).toBeGreaterThanOrEqual(meta.depth_of_split);
    expect(lateral[1]).toBeLessThanOrEqual(meta.stop_depth + 1);
    const lateralPixels = await seriesPixels(lateralChart, [colours[0]]);
    expect(lateralPixels[0]).toBeGreaterThan(30);
    await screenshot(page, 'workspace-lateral');
  });

  test('adds an annotation where the graph is clicked and renumbers hairlines when one is dragged', async () => {
    const page = await e2e.newPage();
    // The page's timers run on Playwright's clock, so the test can move past the click delay without waiting it out.
    await page.clock.install();
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    // A well of its own, with no marks yet (the demo comes annotated).
    const id = await createProjectViaApi(
      page,
      'Hairlines well',
      generateMudGasLas({ rows: 3000, startDepth: 5000, landingDepth: 6200, seed: 8 }),
      6200,
    );
    await openWorkspace(page, id);
    const chart = page.getByTestId('depth-chart').first();
    await expect.poll(async () => Number(await chart.getAttribute('data-draws')) > 0, { timeout: 20_000 }).toBe(true);
    const range = await xRange(chart);
    const box = await plotBox(chart);
    const y = box.y + box.height * 0.6;

    const add = async (fraction: number, note: string) => {
      const expectedDepth = Math.round(depthAt(range, box, box.width * fraction));
      await page.mouse.click(box.x + box.width * fraction, y);
      const dialog = page.getByRole('dialog', { name: 'Add annotation' });
      await dialog.waitFor();
      const depth = Number(await dialog.getByLabel('Depth (ft)').inputValue());
      expect(Math.abs(depth - expectedDepth)).toBeLessThanOrEqual(1);
      await dialog.getByLabel('Note').fill(note);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      return depth;
    };
    // A click is not an annotation: with Annotate off, nothing opens once the click delay has passed.
    await page.mouse.click(box.x + box.width * 0.45, y);
    await page.clock.runFor(1000);
    await expect(page.getByRole('dialog', { name: 'Add annotation' })).toHaveCount(0);
    // Annotate on: a click adds an annotation where it lands. The status line is recorded from here: on a slow
    // machine the autosave's tick can fall before it is looked at, and "Changes will be autosaved" is gone by then.
    await recordStatuses(page);
    await page.getByRole('button', { name: 'Annotate' }).click();
    await expect(page.getByRole('button', { name: 'Annotate' })).toHaveAttribute('aria-pressed', 'true');
    const a = await add(0.3, 'first');
    const b = await add(0.6, 'second');

    const markers = chart.locator('.ms-hl');
    await expect.poll(() => markers.count()).toBe(2);
    const byDepth = async (xval: number) => chart.locator(`.ms-hl[data-xval="${xval}"]`);
    expect(await (await byDepth(a)).getAttribute('data-index')).toBe('1');
    expect(await (await byDepth(b)).getAttribute('data-index')).toBe('2');
    await waitForStatus(page, 'Changes will be autosaved');
    // Each hairline shows up on every graph of the section.
    expect(await page.locator('[data-testid=depth-chart] .ms-hl').count()).toBe(2 * (await page.getByTestId('depth-chart').count()));

    // Drag the first one past the second: its depth changes and the numbering follows.
    const lineBox = await hairlinePartBox(await byDepth(a), '.ms-hl-line');
    await page.mouse.move(lineBox.x + lineBox.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.7, y, { steps: 8 });
    await page.mouse.move(box.x + box.width * 0.8, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => chart.locator(`.ms-hl[data-xval="${a}"]`).count()).toBe(0);
    const moved = chart.locator('.ms-hl').filter({ hasText: 'first' });
    const newDepth = Number(await moved.getAttribute('data-xval'));
    expect(Math.abs(newDepth - Math.round(depthAt(range, box, box.width * 0.8)))).toBeLessThanOrEqual(2);
    expect(await moved.getAttribute('data-index')).toBe('2');
    expect(await chart.locator('.ms-hl').filter({ hasText: 'second' }).getAttribute('data-index')).toBe('1');
    // The line itself moved to the new depth, its information box with it.
    const movedLine = await hairlinePartBox(moved, '.ms-hl-line');
    expect(Math.abs(movedLine.x + movedLine.width / 2 - (box.x + box.width * 0.8))).toBeLessThanOrEqual(6);
    const movedBox = await hairlinePartBox(moved, '.ms-hl-box');
    const gap = Math.min(Math.abs(movedBox.x - (movedLine.x + movedLine.width)), Math.abs(movedLine.x - (movedBox.x + movedBox.width)));
    expect(gap).toBeLessThanOrEqual(12);

    // A double click does not add anything.
    await page.mouse.dblclick(box.x + box.width * 0.45, y);
    // Past the 300 ms a single click waits for a second one: still no dialog.
    await page.clock.runFor(600);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await screenshot(page, 'workspace-hairlines');
  });

  test('draws a dense well as pixel columns, pans every graph in step and gives back the same pixels', async ({ adminPage: page }) => {
    // 40,000 rows: about 19 rows per pixel column in the Vertical tab, so the graphs draw in column mode.
    const las = generateMudGasLas({ rows: 40_000 });
    const id = await createProjectViaApi(page, 'Dense well', las);
    const config = (await (await page.request.get('/api/graph-configs/0')).json()).result as GraphConfigLite;
    // A well this large is drawn first from an overview: every row is held back here until the
    // overview is on screen, its legend reading "–"; then the rows arrive and replace it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    // How many times the first graph had drawn when every row was asked for: the call waits for the overview to be
    // on screen, so that its transfer does not take the cores the first draw needs. The overview's answer is held
    // until every row is asked for, or until the graphs show their loading state (by then a call made beside the
    // overview, as the route's loader used to make it, has been asked for).
    let drawsWhenRowsAsked: string | null = null;
    let rowsAsked: () => void = () => undefined;
    const rowsAskedBeforeOverview = new Promise<void>((resolve) => (rowsAsked = resolve));
    await page.route(`**/api/projects/${id}/data/**`, async (route) => {
      const url = route.request().url();
      asked.push(url);
      if (url.includes('overview=')) {
        await Promise.race([rowsAskedBeforeOverview, page.getByTestId('graphs-loading').first().waitFor()]);
      } else {
        drawsWhenRowsAsked ??= await page.evaluate(() => document.querySelector('[data-testid=depth-chart]')?.getAttribute('data-draws') ?? '0');
        rowsAsked();
        await held;
      }
      await route.continue();
    });
    await openWorkspace(page, id);
    const first = page.getByTestId('depth-chart').first();
    await expect.poll(async () => Number(await first.getAttribute('data-draws')) > 0, { timeout: 30_000 }).toBe(true);
    expect(await first.getAttribute('data-preview')).toBe('true');
    expect(asked.some((u) => u.includes('overview=4096'))).toBe(true);
    expect((await seriesPixels(first, Object.values(config.graphs[0].series))).some((n) => n > 8)).toBe(true);
    // An overview row is not the reading under the pointer: the legend says "–" for every value, as off the plot.
    await first.hover();
    const values = first.locator('.u-legend .u-value');
    expect(await values.count()).toBeGreaterThan(1);
    expect(new Set(await values.allTextContents())).toEqual(new Set(['–']));
    await expect(values.first()).toBeVisible();
    release();
    await expect.poll(() => first.getAttribute('data-preview'), { timeout: 30_000 }).toBeNull();
    // Every row here, the pointer reads the depth and the values under it.
    const over = await plotBox(first);
    await page.mouse.move(over.x + over.width / 3, over.y + over.height / 2);
    await expect.poll(async () => (await values.allTextContents()).slice(0, 2).every((t) => /\d/.test(t))).toBe(true);
    // Every row was asked for (and held above) by the page's body-reading worker, off the page's thread, once the
    // overview had been drawn.
    expect(asked.some((u) => !u.includes('overview='))).toBe(true);
    expect(Number(drawsWhenRowsAsked)).toBeGreaterThan(0);
    expect(page.workers().map((w) => w.url())).toContainEqual(expect.stringContaining('body-reader.worker'));
    await page.unroute(`**/api/projects/${id}/data/**`);
    const firstGraph = config.graphs.filter((g) => g.appliesTo !== 'lateral').sort((a, b) => a.drawOrder - b.drawOrder)[0];
    const colours = Object.values(firstGraph.series);
    const pixels = await seriesPixels(first, colours);
    for (const [i, n] of pixels.entries()) expect(n, `pixels of ${Object.keys(firstGraph.series)[i]} (${colours[i]})`).toBeGreaterThan(8);

    // Zoom in with Ctrl + wheel (still several rows per column), then pan with Shift + drag.
    const box = await plotBox(first);
    const y = box.y + box.height / 2;
    const full = await xRange(first);
    await page.mouse.move(box.x + box.width / 2, y);
    await page.keyboard.down('Control');
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    // Four notches of 1.2 leave under 0.6 of the width, once every wheel event has been handled.
    await expect
      .poll(
        async () => {
          const [a, b] = await xRange(first);
          return b - a;
        },
        { timeout: 10_000 },
      )
      .toBeLessThan((full[1] - full[0]) * 0.6);
    await expect.poll(async () => new Set((await allRanges(page)).map((r) => r.join())).size).toBe(1);
    const zoomed = await xRange(first);
    const plot = async () =>
      first.evaluate((el) => {
        const canvas = el.querySelector('canvas') as HTMLCanvasElement;
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        let hash = 2166136261;
        for (let i = 0; i < data.length; i++) hash = Math.imul(hash ^ data[i], 16777619);
        return hash >>> 0;
      });
    const before = await plot();

    const start = box.x + box.width * 0.6;
    await page.keyboard.down('Shift');
    await page.mouse.move(start, y);
    await page.mouse.down();
    await page.mouse.move(start - 50, y, { steps: 5 });
    await page.mouse.move(start - 100, y, { steps: 5 });
    const panned = await onScreenRanges(page);
    expect(panned.length).toBeGreaterThan(1);
    // Every graph moved by the same depth, 100 px of the window, keeping its span.
    expect(new Set(panned.map((r) => r.join())).size).toBe(1);
    const perPx = (zoomed[1] - zoomed[0]) / box.width;
    expect(panned[0][0] - zoomed[0]).toBeCloseTo(100 * perPx, 0);
    expect(panned[0][1] - panned[0][0]).toBeCloseTo(zoomed[1] - zoomed[0], 2);
    expect(await plot()).not.toBe(before);
    // Back to where the drag started: the pixels moved along and the strips drawn on the way
    // make up exactly the picture the graph drew for this window before.
    await page.mouse.move(start, y, { steps: 10 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    expect(await allRanges(page)).toEqual((await allRanges(page)).map(() => zoomed));
    expect(await plot()).toBe(before);

    // The legend, paused while the window moved, shows the readings under the cursor again.
    await page.mouse.move(box.x + box.width * 0.3, y);
    await expect.poll(async () => first.locator('.u-legend').innerText(), { timeout: 5_000 }).toMatch(/Methane \(ppm\):?\s*\d/);
    await screenshot(page, 'workspace-dense-columns');

    // A graph off screen skips the window's redraws, and draws the window in force when it comes into view.
    const last = page.getByTestId('depth-chart').last();
    expect((await last.boundingBox())!.y).toBeGreaterThan(page.viewportSize()!.height + 120);
    const drawsBefore = Number(await last.getAttribute('data-draws'));
    const lastBefore = await xRange(last);
    await first.focus();
    await page.keyboard.press('+');
    await expect.poll(async () => (await xRange(first)).join()).not.toBe(zoomed.join());
    await frames(page);
    expect(Number(await last.getAttribute('data-draws'))).toBe(drawsBefore);
    expect(await xRange(last)).toEqual(lastBefore);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await xRange(last)).join()).toBe((await xRange(first)).join());
    expect(Number(await last.getAttribute('data-draws'))).toBeGreaterThan(drawsBefore);
  });
});

test.describe('interpretation plots', () => {
  test('opens the Pixler and ternary plots for the interval in view, and hovering moves the hairline of every graph', async ({
    adminPage: page,
    demoProject: id,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openWorkspace(page, id);
    const chart = page.getByTestId('depth-chart').first();
    await expect.poll(async () => (await xRange(chart))[1] > 0, { timeout: 30_000 }).toBe(true);

    await page.getByRole('button', { name: 'Pixler plot' }).click();
    const pixler = page.getByTestId('pixler-plot');
    await pixler.waitFor({ timeout: 30_000 });
    const lines = pixler.locator('.pixler-line');
    await expect.poll(() => lines.count()).toBeGreaterThan(10);
    const [min, max] = await xRange(chart);
    const depths = await lines.evaluateAll((els) => els.map((el) => Number((el as SVGElement).dataset.depth)));
    for (const d of depths) expect(d >= min - 1e-6 && d <= max + 1e-6).toBe(true);

    // Hover a line in the middle: its depth is named, and every graph's hairline (cursor) stands at it.
    // (The line under the pointer may be another one crossing there: the depth named is the one to check.)
    const target = lines.nth(Math.floor(depths.length / 2));
    await target.locator('polyline').first().hover({ force: true });
    await expect.poll(() => page.getByTestId('interpretation-hover').innerText()).toContain('Depth');
    const depth = Number(/Depth ([\d,.]+) ft/.exec(await page.getByTestId('interpretation-hover').innerText())![1].replace(/,/g, ''));
    expect(depths).toContain(depth);
    const box = await plotBox(chart);
    const cursorX = async (c: Locator) =>
      c.locator('.u-cursor-x').evaluate((el) => {
        const off = el.classList.contains('u-off');
        const m = /translate\(([-\d.]+)px/.exec((el as HTMLElement).style.transform);
        return off || !m ? null : Number(m[1]);
      });
    await expect.poll(() => cursorX(chart)).not.toBeNull();
    const expected = ((depth - min) / (max - min)) * box.width;
    expect(Math.abs((await cursorX(chart))! - expected)).toBeLessThan(3);
    const second = page.getByTestId('depth-chart').nth(1);
    expect(Math.abs((await cursorX(second))! - expected)).toBeLessThan(3);
    await screenshot(page, 'workspace-pixler-plot');

    // Zooming the graphs changes the interval: the plot follows.
    const before = await page.getByTestId('interpretation-range').innerText();
    await chart.locator('.u-over').hover();
    await page.keyboard.down('Control');
    await page.mouse.wheel(0, -600);
    await page.keyboard.up('Control');
    await expect.poll(() => page.getByTestId('interpretation-range').innerText(), { timeout: 10_000 }).not.toBe(before);

    await page.getByRole('button', { name: 'Ternary plot' }).click();
    const ternary = page.getByTestId('ternary-plot');
    await ternary.waitFor({ timeout: 30_000 });
    const points = ternary.locator('.ternary-point');
    await expect.poll(() => points.count()).toBeGreaterThan(5);
    await points.nth(0).hover({ force: true });
    await expect.poll(() => page.getByTestId('interpretation-hover').innerText()).toContain('Depth');
    await screenshot(page, 'workspace-ternary-plot');
  });
});

test.describe('the demo', () => {
  test('shows off Mudstack: formations, annotated shows and a zone, a snippet, a Haworth track, and depth down in one click', async ({
    adminPage: page,
    demoProject: id,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openWorkspace(page, id);
    const chart = page.getByTestId('depth-chart').first();
    await expect.poll(async () => Number(await chart.getAttribute('data-draws')) > 0, { timeout: 30_000 }).toBe(true);
    await page.getByLabel('Toggle side panel').click();
    const panel = page.getByTestId('side-panel');
    await expect(panel.getByTestId('panel-formations')).toContainText('Middle Bakken');
    await expect(panel.getByTestId('panel-annotations')).toContainText('Gas show');
    await expect(panel.getByTestId('panel-zones')).toContainText('Best lateral show');
    // The annotated shows lie on every graph of the vertical section.
    await expect.poll(() => chart.locator('.ms-hl').count()).toBeGreaterThanOrEqual(3);
    // The Haworth track is in the default configuration.
    await expect(page.locator('[data-graph^="Haworth"]').first()).toBeVisible();
    await screenshot(page, 'demo-workspace-1600x1000');
    // A snippet to open from a graph's settings.
    await page.getByRole('button', { name: 'Graph settings' }).first().click();
    await expect(page.getByRole('dialog')).toContainText('Largest vertical show');
    await page.keyboard.press('Escape');
    // Depth down is one click away.
    await page.getByRole('switch', { name: 'Depth down' }).click();
    await expect.poll(() => page.getByTestId('section-vertical').getAttribute('data-orientation')).toBe('down');
    await screenshot(page, 'demo-depth-down-1600x1000');
    await page.getByRole('switch', { name: 'Depth down' }).click();
    await expect.poll(() => page.getByTestId('section-vertical').getAttribute('data-orientation')).toBe('across');
  });
});

test.describe('interpretation plots linked both ways', () => {
  test('the cursor on the graphs highlights the nearest Pixler line and ternary point; ticks, depth colours, field names and show lines', async ({
    adminPage: page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1600, height: 1000 });
    const id = await createProjectViaApi(
      page,
      'Linked plots well',
      generateMudGasLas({ rows: 2000, startDepth: 5000, landingDepth: 5800, seed: 21 }),
      5800,
    );
    const meta = (await api(page, 'GET', `/api/projects/${id}/metadata`)).body.result;
    const marks = [
      { xval: 5100, text: 'Show one', isZone: false },
      { xval: 5300, text: 'Show two', isZone: false },
      { xval: 5500, text: 'Tight zone', isZone: true },
    ];
    const saved = await api(page, 'POST', `/api/projects/${id}/metadata?dr=${meta.data_revision}`, {
      revision: meta.revision,
      global_hairlines: marks,
    });
    expect(saved.status).toBe(200);
    await openWorkspace(page, id);
    const chart = page.getByTestId('depth-chart').first();
    await expect.poll(async () => (await xRange(chart))[1] > 0, { timeout: 30_000 }).toBe(true);
    const range = await xRange(chart);
    const hoverText = page.getByTestId('interpretation-hover');

    // Pixler: hovering the graphs highlights the line nearest the cursor's depth.
    await page.getByRole('button', { name: 'Pixler plot' }).click();
    const pixler = page.getByTestId('pixler-plot');
    await pixler.waitFor({ timeout: 30_000 });
    const lines = pixler.locator('.pixler-line');
    await expect.poll(() => lines.count()).toBeGreaterThan(10);
    const depths = await lines.evaluateAll((els) => els.map((el) => Number((el as SVGElement).dataset.depth)));
    const box = await plotBox(chart);
    for (const fraction of [0.3, 0.7]) {
      await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2);
      const cursor = depthAt(range, box, box.width * fraction);
      const nearest = depths.reduce((a, b) => (Math.abs(b - cursor) < Math.abs(a - cursor) ? b : a));
      await expect.poll(() => pixler.locator('.pixler-line[data-active]').getAttribute('data-depth')).toBe(String(nearest));
      expect(await pixler.locator('.pixler-line[data-active]').count()).toBe(1);
      await expect(hoverText).toContainText('Depth');
    }
    // The field names are drawn over the lines (after them), and a colour bar says which colour is which depth.
    const order = await pixler.evaluate((svg) => {
      const labels = svg.querySelector('[data-testid="pixler-field-labels"]')!;
      const lastLine = Array.from(svg.querySelectorAll('.pixler-line')).pop()!;
      return lastLine.compareDocumentPosition(labels) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    await expect(pixler.getByTestId('pixler-field-labels')).toContainText('Oil');
    await expect(pixler.getByTestId('pixler-field-labels')).toContainText('Gas');
    const bar = pixler.getByTestId('depth-colour-bar');
    await expect(bar).toContainText(Math.min(...depths).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
    await screenshot(page, 'workspace-pixler-linked');

    // One line per marked show: the peak total-gas row of each, named on hover.
    await page.getByText('Shows: peak gas', { exact: true }).click();
    await expect.poll(() => lines.count()).toBe(3);
    await expect(page.getByTestId('interpretation-range')).toContainText('3 marked shows');
    // (Lines cross: the one under the pointer names itself, and its peak lies within 10 ft of its mark.)
    await lines.nth(1).locator('polyline').first().hover({ force: true });
    await expect(hoverText).toContainText(/: (Show one|Show two|Tight zone) \(marked at [\d,]+\.0 ft\)/);
    const named = /Depth ([\d,.]+) ft: .+ \(marked at ([\d,.]+) ft\)/.exec(await hoverText.innerText())!;
    const [peak, mark] = [named[1], named[2]].map((v) => Number(v.replace(/,/g, '')));
    expect(marks.map((m) => m.xval)).toContain(mark);
    expect(Math.abs(peak - mark)).toBeLessThanOrEqual(10);
    await page.getByText('Shows: average', { exact: true }).click();
    await expect.poll(() => lines.nth(1).getAttribute('data-depth')).toBe('5300');
    await screenshot(page, 'workspace-pixler-shows');

    // Ternary: percentage ticks on its three sides, each point's make-up on hover, linked to the graphs' cursor.
    await page.getByRole('button', { name: 'Ternary plot' }).click();
    const ternary = page.getByTestId('ternary-plot');
    await ternary.waitFor({ timeout: 30_000 });
    const ticks = ternary.getByTestId('ternary-ticks');
    // (The butane corner is nC4 when the file logged it, else C4.)
    for (const side of ['="C2"', '="C3"', '$="C4"']) {
      expect(await ticks.locator(`text[data-side${side}]`).allTextContents()).toEqual(['20%', '40%', '60%', '80%']);
    }
    const points = ternary.locator('.ternary-point');
    await expect.poll(() => points.count()).toBeGreaterThan(5);
    await points.nth(3).hover({ force: true });
    await expect(hoverText).toHaveText(/^Depth [\d,.]+ ft: C2 \d+\.\d%, C3 \d+\.\d%, n?C4 \d+\.\d%$/);
    const pointDepths = await points.evaluateAll((els) => els.map((el) => Number((el as SVGElement).dataset.depth)));
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2);
    const cursor = depthAt(range, box, box.width * 0.6);
    const nearestPoint = pointDepths.reduce((a, b) => (Math.abs(b - cursor) < Math.abs(a - cursor) ? b : a));
    await expect.poll(() => ternary.locator('.ternary-point[data-active]').getAttribute('data-depth')).toBe(String(nearestPoint));
    await screenshot(page, 'workspace-ternary-linked');
  });
});

test.describe('Haworth track and log scale', () => {
  test('draws a configured Haworth track on a log axis over the zones with their legend; Log scale switches another graph', async ({
    adminPage: page,
    demoProject: id,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1600, height: 1000 });
    // Through api(): it waits for the page's session refresh and retries the 401 of a rotated session.
    const created = await api(page, 'POST', '/api/graph-configs', {
      name: 'Interpretation config',
      description: 'A Haworth track under the gases',
      graphs: [
        { name: 'Gases', ylabel: '', appliesTo: 'both', drawOrder: 0, series: { c1: '#1f77b4', c2: '#d62728', c3: '#2ca02c' } },
        {
          name: 'Haworth track',
          ylabel: 'Ratio',
          appliesTo: 'both',
          kind: 'haworth',
          drawOrder: 1,
          series: { wh: '#279b8d', bh: '#711782', ch: '#a5401d' },
        },
      ],
    });
    expect(created.status).toBe(201);
    const configId = created.body.result.id as number;
    await page.goto(`/projects/${id}?config=${configId}`);
    await page.getByTestId('section-vertical').waitFor({ timeout: 60_000 });

    const track = page.locator('[data-graph="Haworth track"]');
    await track.getByTestId('depth-chart').waitFor();
    expect(await track.getByTestId('depth-chart').getAttribute('data-log-y')).toBe('true');
    await track.getByTestId('haworth-legend').getByText('4 Oil').waitFor();
    await expect(track.getByRole('switch', { name: 'Log scale of Haworth track' }).isDisabled()).resolves.toBe(true);
    // Zone bands are drawn behind the lines: pixels of the zone tints (over white) are on the canvas.
    const tinted = await track.getByTestId('depth-chart').evaluate((el) => {
      let n = 0;
      for (const canvas of Array.from(el.querySelectorAll('canvas'))) {
        const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
        // The gas zone's light red: red well above green and blue, and light.
        for (let p = 0; p < data.length; p += 4) if (data[p] > 230 && data[p] - data[p + 1] > 20 && data[p] - data[p + 2] > 20) n++;
      }
      return n;
    });
    await screenshot(page, 'workspace-haworth-track');
    expect(tinted).toBeGreaterThan(1000);

    const gases = page.locator('[data-graph="Gases"]');
    expect(await gases.getByTestId('depth-chart').getAttribute('data-log-y')).toBeNull();
    // Nothing to save while the switch agrees with the configuration.
    expect(await page.getByRole('button', { name: 'Save to configuration' }).count()).toBe(0);
    await gases.getByRole('switch', { name: 'Log scale of Gases' }).click({ force: true });
    await expect.poll(() => gases.getByTestId('depth-chart').getAttribute('data-log-y')).toBe('true');
    await screenshot(page, 'workspace-log-scale');

    // The switch lasts for the session; Save to configuration keeps it in the configuration, so the graph opens on a
    // log scale next time, and the offer goes away.
    const save = gases.getByRole('button', { name: 'Save to configuration' });
    await save.click();
    await expect(save).toHaveCount(0);
    const stored = (await api(page, 'GET', `/api/graph-configs/${configId}`)).body.result as { graphs: { name: string; scale: string }[] };
    expect(stored.graphs.find((g) => g.name === 'Gases')!.scale).toBe('log');
    await page.reload();
    await gases.getByTestId('depth-chart').waitFor({ timeout: 60_000 });
    await expect.poll(() => gases.getByTestId('depth-chart').getAttribute('data-log-y')).toBe('true');
    expect(await page.getByRole('button', { name: 'Save to configuration' }).count()).toBe(0);

    // Depth down a track is narrow: the zones' legend moves into a Zones tooltip in the track's header.
    await page.getByRole('switch', { name: 'Depth down' }).click({ force: true });
    const zones = track.getByText('Zones', { exact: true });
    await zones.hover();
    const legend = page.getByRole('tooltip');
    await expect(legend).toContainText('4 Oil');
    // Each zone's swatch is its band's tint over white, as behind the track, not the tint over the dark tooltip.
    const swatches = legend.getByTestId('zone-swatch');
    await expect(swatches).toHaveCount(5);
    for (const swatch of await swatches.all()) await expect(swatch).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await screenshot(page, 'workspace-haworth-zones-tooltip');
    await page.mouse.move(0, 0);
    await expect(legend).toBeHidden();
    await page.getByRole('switch', { name: 'Depth down' }).click({ force: true });
  });
});

test.describe('shareable views, Go to depth and the keyboard', () => {
  test('opens a link at its depth range, goes to a depth in the other section, steps back through settled views and answers the keys', async () => {
    test.setTimeout(180_000);
    const page = await e2e.newPage();
    await page.clock.install();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    const id = await demoProjectId(page);
    const meta = (await (await page.request.get(`/api/projects/${id}/metadata`)).json()).result as {
      depth_of_split: number;
      start_depth: number;
    };
    const from = Math.ceil(meta.start_depth) + 200;
    const to = from + 300;
    await page.goto(`/projects/${id}?from=${from}&to=${to}`);
    await page.getByTestId('section-vertical').waitFor({ timeout: 60_000 });
    const chart = page.getByTestId('section-vertical').getByTestId('depth-chart').first();
    await expect.poll(async () => (await xRange(chart)).join(), { timeout: 30_000 }).toBe(`${from},${to}`);
    expect(await page.getByTestId('depth-window').innerText()).toContain(from.toLocaleString('en-US'));

    // Go to depth in the lateral: the Lateral tab opens centred on it with the same width, and the URL says so.
    const target = Math.round(meta.depth_of_split + 400);
    await page.getByLabel('Go to depth').fill(target.toLocaleString('en-US'));
    await page.getByLabel('Go to depth').press('Enter');
    await page.getByTestId('section-lateral').waitFor({ timeout: 30_000 });
    const lateralChart = page.getByTestId('section-lateral').getByTestId('depth-chart').first();
    await expect.poll(async () => (await xRange(lateralChart)).join(), { timeout: 30_000 }).toBe(`${target - 150},${target + 150}`);
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('lateral');
    await expect.poll(() => new URL(page.url()).searchParams.get('from')).toBe(String(target - 150));
    await screenshot(page, 'workspace-go-to-depth');

    // A depth outside the well is refused with its range, nothing moves.
    await page.getByLabel('Go to depth').fill('10');
    await page.getByLabel('Go to depth').press('Enter');
    await page.getByText(/Depth must be between/).waitFor();
    expect((await xRange(lateralChart)).join()).toBe(`${target - 150},${target + 150}`);

    // Back returns to the linked view in the Vertical tab.
    await page.goBack();
    await page.getByTestId('section-vertical').waitFor({ timeout: 30_000 });
    await expect.poll(async () => (await xRange(chart)).join(), { timeout: 30_000 }).toBe(`${from},${to}`);

    // Keyboard: the graph is focusable and named; arrows pan by a tenth, + and - zoom around the centre, 0 resets.
    const graph = page.getByRole('group', { name: 'Hydrocarbons C1-C5 graph' });
    await graph.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await xRange(chart)).join()).toBe(`${from + 30},${to + 30}`);
    // Every graph of the section moves with it.
    const second = page.getByTestId('section-vertical').getByTestId('depth-chart').nth(1);
    await expect.poll(async () => (await xRange(second)).join()).toBe(`${from + 30},${to + 30}`);
    // Settled: the URL holds the panned view (one history step), then a zoom makes the next one.
    await expect.poll(() => new URL(page.url()).searchParams.get('from'), { timeout: 10_000 }).toBe(String(from + 30));
    // Moves closer together than the settle time (400 ms) are one view: move the page's clock past it.
    await page.clock.runFor(800);
    await page.keyboard.press('+');
    await expect
      .poll(async () => {
        const [a, b] = await xRange(chart);
        return [Math.round(b - a), Math.round((a + b) / 2)].join();
      })
      .toBe(`${Math.round(300 / 1.5)},${from + 180}`);
    // The settled view is in the URL, one history step each: Back returns to the panned view.
    await expect.poll(() => new URL(page.url()).searchParams.get('to'), { timeout: 10_000 }).toBe(String(from + 280));
    await page.goBack();
    await expect.poll(async () => (await xRange(chart)).join(), { timeout: 10_000 }).toBe(`${from + 30},${to + 30}`);
    await graph.focus();
    await page.keyboard.press('0');
    await expect.poll(async () => (await xRange(chart))[0]).toBeLessThan(meta.start_depth + 1);
    await expect.poll(() => new URL(page.url()).searchParams.has('from')).toBe(false);

    // Tab reaches the next graph.
    await graph.focus();
    let reached = '';
    const isGraph = (label: string) => label.endsWith(' graph') && !label.startsWith('Resize ');
    for (let i = 0; i < 12 && !isGraph(reached); i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    }
    expect(reached).toBe(await second.getAttribute('aria-label'));
    expect(reached).not.toBe('Hydrocarbons C1-C5 graph');
    await screenshot(page, 'workspace-graph-focus');

    // ? lists the shortcuts.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    expect(await help.innerText()).toContain('Zoom in around the centre');
    await expect(help).toHaveCSS('opacity', '1'); // the modal's fade-in, for the screenshot
    await screenshot(page, 'workspace-shortcuts');
  });
});

test.describe('track sizes', () => {
  test('fits six graphs on a 1600 x 1000 screen in Compact, and a dragged graph edge keeps its height after a reload', async ({
    adminPage: page,
    demoProject: id,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1600, height: 1000 });
    await openWorkspace(page, id);
    const panels = page.getByTestId('section-vertical').getByTestId('graph-panel');
    const windowHeight = 1000;
    const fullyVisible = async () => {
      const boxes = await panels.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().bottom));
      return boxes.filter((bottom) => bottom <= windowHeight).length;
    };
    await expect.poll(() => panels.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(6);
    await panels.nth(0).getByTestId('depth-chart').waitFor();
    const comfortable = await fullyVisible();
    await page.getByText('Compact', { exact: true }).click();
    await expect.poll(fullyVisible).toBeGreaterThanOrEqual(6);
    expect(comfortable).toBeLessThan(6);
    await screenshot(page, 'workspace-compact');

    // Drag the first graph's bottom edge down by 80 px: its chart grows by as much, the others keep theirs.
    const first = panels.nth(0);
    const chartHeight = async (n: number) => (await panels.nth(n).getByTestId('depth-chart').locator('canvas').first().boundingBox())!.height;
    const before = [await chartHeight(0), await chartHeight(2)];
    const edge = (await first.getByTestId('graph-resizer').boundingBox())!;
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2 + 40, { steps: 4 });
    await page.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2 + 80, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => chartHeight(0)).toBeCloseTo(before[0] + 80, -1);
    expect(await chartHeight(2)).toBeCloseTo(before[1], 0);
    // The arrow keys on the edge step by 10 px.
    await first.getByRole('separator', { name: /^Resize .* graph$/ }).focus();
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => chartHeight(0)).toBeCloseTo(before[0] + 70, -1);

    // Remembered for this configuration: after a reload the density and the height are back.
    await page.reload();
    await page.getByTestId('section-vertical').waitFor({ timeout: 60_000 });
    await expect.poll(() => chartHeight(0), { timeout: 20_000 }).toBeCloseTo(before[0] + 70, -1);
    expect(await page.getByRole('radio', { name: 'Compact' }).isChecked()).toBe(true);
    await screenshot(page, 'workspace-resized-graph');
  });
});

test.describe('depth down at the screen sizes geologists use', () => {
  test('tracks share the row, no narrower than their minimum, and every curve keeps a whole legend line, in both densities', async ({
    adminPage: page,
    demoProject: id,
  }) => {
    test.setTimeout(180_000);
    await openWorkspace(page, id);
    const toggle = page.getByRole('switch', { name: 'Depth down' });
    if (!(await toggle.isChecked())) await toggle.check();
    const section = page.getByTestId('section-vertical');
    await expect.poll(() => section.getAttribute('data-orientation')).toBe('down');
    const config = (await (await page.request.get('/api/graph-configs/0')).json()).result as GraphConfigLite;
    const curves = (await (await page.request.get(`/api/projects/${id}`)).json()).result.curves as FileCurve[];
    const fitted = adaptGraphs(config.graphs as AdaptableGraph[], curves).graphs;
    for (const [width, height] of [
      [1600, 1000],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const density of ['Comfortable', 'Compact'] as const) {
        await page.getByText(density, { exact: true }).click();
        const minimum = density === 'Compact' ? 140 : 170;
        const panels = section.getByTestId('graph-panel');
        await expect.poll(async () => Number(await panels.first().getByTestId('depth-chart').getAttribute('data-draws')) > 0).toBe(true);
        // Shared widths: the same for every track; the row scrolls only when every track is at its minimum.
        const layout = await section.evaluate((row) => ({
          overflow: row.scrollWidth - row.clientWidth,
          widths: Array.from(row.querySelectorAll('[data-testid="graph-panel"]')).map((el) => el.getBoundingClientRect().width),
        }));
        const widest = Math.max(...layout.widths);
        const narrowest = Math.min(...layout.widths);
        expect(widest - narrowest, `${width} ${density}: ${layout.widths.join(', ')}`).toBeLessThanOrEqual(1.5);
        expect(narrowest).toBeGreaterThanOrEqual(minimum - 0.5);
        if (layout.overflow > 1) expect(widest, `${width} ${density} scrolls ${layout.overflow} px with wider tracks`).toBeLessThan(minimum + 1);
        // Every series of each track has its legend line, whole: not scrolled away, its name not cut.
        for (const graph of await panels.evaluateAll((els) => els.map((el) => el.getAttribute('data-graph')!))) {
          const configured = fitted.find((g) => g.name === graph)!;
          const legend = await section.locator(`[data-graph="${graph}"] .u-legend`).evaluate((el) => ({
            bottom: el.getBoundingClientRect().bottom,
            rows: Array.from(el.querySelectorAll('.u-series:not(:first-child)')).map((row) => {
              const label = row.querySelector('.u-label') as HTMLElement;
              return { text: label.innerText, bottom: row.getBoundingClientRect().bottom, cut: label.scrollWidth > label.clientWidth + 1 };
            }),
          }));
          expect(legend.rows.length, graph).toBe(Object.keys(configured.series).length);
          for (const row of legend.rows) {
            expect(row.cut, `${width} ${density} ${graph}: "${row.text}" is cut`).toBe(false);
            expect(row.bottom, `${width} ${density} ${graph}: "${row.text}" below its legend`).toBeLessThanOrEqual(legend.bottom + 0.5);
          }
        }
        await screenshot(page, `workspace-depth-down-${density.toLowerCase()}-${width}x${height}`);
      }
    }
  });
});

test.describe('less data on the wire', () => {
  test("sends the session check and the project's first calls as the page loads, once each, before the app has started", async ({
    adminPage: page,
    demoProject: id,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) asked.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await openWorkspace(page, id);
    await page.getByTestId('section-vertical').getByTestId('depth-chart').first().waitFor();
    const times = (call: string) => asked.filter((a) => a === call).length;
    expect(times('POST /api/auth/refresh?withUserInfo=true'), asked.join('\n')).toBe(1);
    expect(times(`GET /api/projects/${id}`), asked.join('\n')).toBe(1);
    expect(times(`GET /api/projects/${id}/metadata`), asked.join('\n')).toBe(1);
    // The data the router's loader asks for while the workspace's code loads is the data the graphs draw: asked once.
    const data = asked.filter((a) => a.startsWith(`GET /api/projects/${id}/data/`));
    expect(data.length, asked.join('\n')).toBeGreaterThan(0);
    expect(new Set(data).size, asked.join('\n')).toBe(data.length);
    // Sent by the page's own early script (lib/early-calls.ts), not by the app once its libraries have run.
    const started = await page.evaluate((projectId) => {
      const at = (path: string) =>
        performance.getEntriesByType('resource').find((e) => new URL(e.name).pathname + new URL(e.name).search === path)?.startTime;
      return {
        app: performance.getEntriesByName('mudstack:app-start')[0]?.startTime,
        refresh: at('/api/auth/refresh?withUserInfo=true'),
        project: at(`/api/projects/${projectId}`),
        workspaceCode: performance.getEntriesByType('resource').find((e) => /\/assets\/routes-[^/]+\.js$/.test(new URL(e.name).pathname))?.startTime,
        workspaceLibraries: performance.getEntriesByType('resource').find((e) => /\/assets\/vendor-routes-[^/]+\.js$/.test(new URL(e.name).pathname))
          ?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .map((e) => new URL(e.name).pathname)
          .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
      };
    }, id);
    expect(started.app, JSON.stringify(started)).toBeGreaterThan(0);
    for (const call of [started.refresh, started.project, started.workspaceCode, started.workspaceLibraries]) {
      expect(call, JSON.stringify(started)).toBeLessThan(started.app!);
    }
    // The code comes in a few files (vite.config.ts), not thirty small ones the calls would queue behind, six at a
    // time over HTTP/1.1: the early script, the app's entry, its start mark, the libraries every page runs, zod, its
    // own code, the routes' code, the libraries only routes use and the charts' library.
    expect(started.scripts.length, started.scripts.join('\n')).toBeLessThanOrEqual(10);
  });

  test("reads every graph container's width before any plot is inserted: one layout for the graphs a page makes, not one each", async ({
    adminPage: page,
    demoProject: id,
  }) => {
    // Each read of a chart container's width, with the plots the page held at that moment (container-widths.ts).
    await page.addInitScript(() => {
      const reads: number[] = [];
      (window as unknown as { __widthReads: number[] }).__widthReads = reads;
      const own = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
      Object.defineProperty(Element.prototype, 'clientWidth', {
        configurable: true,
        get(this: Element) {
          if (this.hasAttribute('data-chart-container')) reads.push(document.querySelectorAll('.uplot').length);
          return own.get!.call(this) as number;
        },
      });
    });
    await openWorkspace(page, id);
    const charts = page.getByTestId('section-vertical').getByTestId('depth-chart');
    await charts.first().waitFor();
    await expect.poll(() => charts.count()).toBeGreaterThan(1);
    const count = await charts.count();
    const reads = await page.evaluate(() => (window as unknown as { __widthReads: number[] }).__widthReads);
    // The first chart's read took every container's width; the others' were read before any plot was there.
    expect(reads.length, JSON.stringify(reads)).toBeGreaterThanOrEqual(count);
    expect(reads.slice(0, count), JSON.stringify(reads)).toEqual(new Array<number>(count).fill(0));
  });

  test('loads the workspace data compressed, answers a reload of the same revision 304, and forgets it on sign-out', async ({
    adminPage: page,
    demoProject: id,
  }) => {
    test.setTimeout(180_000);
    const dataCalls: { url: string; status: number; encoding?: string; format: string | null }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith(`/api/projects/${id}/data/`)) return;
      dataCalls.push({
        url: url.href,
        status: response.status(),
        encoding: response.headers()['content-encoding'],
        format: url.searchParams.get('format'),
      });
    });
    await openWorkspace(page, id);
    await page.getByTestId('section-vertical').getByTestId('depth-chart').first().waitFor();
    await expect.poll(() => dataCalls.length).toBeGreaterThan(0);
    expect(
      dataCalls.every((c) => c.status === 200 && c.encoding === 'gzip' && c.format === 'bin32'),
      JSON.stringify(dataCalls),
    ).toBe(true);
    const firstCount = dataCalls.length;
    // Stored once the page is idle after drawing (lib/revision-cache.ts): the reload comes after that, as someone's
    // would who looked at the well for a moment.
    const urls = [...new Set(dataCalls.map((c) => c.url))];
    await expect
      .poll(() =>
        page.evaluate(async (wanted) => {
          const store = await caches.open('mudstack-revisions-v1');
          return (await Promise.all(wanted.map((url) => store.match(url)))).every(Boolean);
        }, urls),
      )
      .toBe(true);

    dataCalls.length = 0;
    await openWorkspace(page, id);
    await page.getByTestId('section-vertical').getByTestId('depth-chart').first().waitFor();
    await expect.poll(() => dataCalls.length).toBe(firstCount);
    expect(dataCalls.map((c) => c.status)).toEqual(dataCalls.map(() => 304));
    // Drawn from what the browser kept: the graphs have their depth range.
    await expect.poll(() => allRanges(page).then((ranges) => ranges.length > 0 && ranges.every(([a, b]) => b > a))).toBe(true);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(1);

    await signOut(page);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mudstack-revisions')))).toEqual([]);
  });
});

test.describe('depth down and the depth track', () => {
  /** Depth under a plot offset down a track, for its current window. */
  const depthDown = (range: [number, number], box: { height: number }, offset: number) => range[0] + (offset / box.height) * (range[1] - range[0]);

  test('turns the graphs into tracks with depth increasing down them: zoom, pan, keys, hairlines and the depth track with formation tops, remembered per user', async () => {
    test.setTimeout(240_000);
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    // A well of its own (other tests edit the demo's hairlines), dense enough for column mode, with one formation.
    const las = generateMudGasLas({ rows: 30_000 });
    const landing = Number(/LAND\s*\.FT\s+([\d.]+)/.exec(las)?.[1] ?? 0);
    const id = await createProjectViaApi(page, 'Depth down well', las, landing);
    const meta = (await api(page, 'GET', `/api/projects/${id}/metadata`)).body.result;
    const top = Math.round(meta.start_depth + (landing - meta.start_depth) * 0.3);
    const base = Math.round(meta.start_depth + (landing - meta.start_depth) * 0.45);
    const saved = await api(page, 'POST', `/api/projects/${id}/metadata?dr=${meta.data_revision}`, {
      revision: meta.revision,
      global_hairlines: [],
      global_formations: [{ xval_low: top, xval_high: base, message: 'Wolfcamp A', color: '#2ca02c80' }],
    });
    expect(saved.status).toBe(200);
    const config = (await (await page.request.get('/api/graph-configs/0')).json()).result as GraphConfigLite;
    const firstGraph = config.graphs.filter((g) => g.appliesTo !== 'lateral').sort((a, b) => a.drawOrder - b.drawOrder)[0];

    await openWorkspace(page, id);
    const section = page.getByTestId('section-vertical');
    const first = section.getByTestId('depth-chart').first();
    await expect.poll(async () => Number(await first.getAttribute('data-draws')) > 0, { timeout: 30_000 }).toBe(true);
    expect(await section.getAttribute('data-orientation')).toBe('across');
    await screenshot(page, 'workspace-across-1600x1000');

    const toggle = page.getByRole('switch', { name: 'Depth down' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await expect.poll(() => section.getAttribute('data-orientation')).toBe('down');
    await expect.poll(() => first.getAttribute('data-orientation')).toBe('down');
    await expect.poll(async () => Number(await first.getAttribute('data-draws')) > 0, { timeout: 30_000 }).toBe(true);

    // Tracks side by side, the depth track first, as tall as the window allows.
    const panels = section.getByTestId('graph-panel');
    const track = section.getByTestId('depth-track');
    const boxes = [(await track.boundingBox())!, ...(await panels.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON())))];
    for (let i = 1; i < boxes.length; i++) {
      expect(Math.abs(boxes[i].y - boxes[0].y)).toBeLessThanOrEqual(1);
      expect(boxes[i].x).toBeGreaterThan(boxes[i - 1].x);
    }
    expect(boxes[0].height).toBeGreaterThan(700);
    // The depth track's plot and every track's plot start and end level: one depth is one height across them.
    const trackPlot = await plotBox(track.getByTestId('depth-track-chart'));
    const box = await plotBox(first);
    expect(Math.abs(trackPlot.y - box.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(trackPlot.height - box.height)).toBeLessThanOrEqual(1);
    expect(box.height).toBeGreaterThan(box.width * 2);

    // On a screen too narrow for every track at its minimum width, the row scrolls sideways and the depth track stays
    // at its left edge, over the tracks that pass under it.
    await page.setViewportSize({ width: 1100, height: 1000 });
    const row = section;
    await expect.poll(() => row.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(100);
    const before = (await track.boundingBox())!;
    await row.evaluate((el) => el.scrollBy({ left: 600 }));
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(Math.abs((await track.boundingBox())!.x - before.x)).toBeLessThanOrEqual(1);
    await row.evaluate((el) => el.scrollTo({ left: 0 }));
    await page.setViewportSize({ width: 1600, height: 1000 });
    await expect.poll(() => row.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);

    // The first track draws every series in its colour (the dense well: as pixel columns, turned down the track).
    const colours = Object.values(firstGraph.series);
    const pixels = await seriesPixels(first, colours);
    for (const [i, n] of pixels.entries()) expect(n, `pixels of ${Object.keys(firstGraph.series)[i]} (${colours[i]})`).toBeGreaterThan(8);

    // The formation shades its band on the depth track, at its depths; the track is plain above it.
    const full = await xRange(first);
    const canvasPixel = (chart: Locator, x: number, y: number) =>
      chart.evaluate(
        (el, [px, py]) => {
          const canvas = el.querySelector('canvas') as HTMLCanvasElement;
          const rect = canvas.getBoundingClientRect();
          const ratio = canvas.width / rect.width;
          return Array.from(canvas.getContext('2d')!.getImageData(Math.round((px - rect.x) * ratio), Math.round((py - rect.y) * ratio), 1, 1).data);
        },
        [x, y],
      );
    const yOf = (depth: number, plot: { y: number; height: number }, range: [number, number]) =>
      plot.y + ((depth - range[0]) / (range[1] - range[0])) * plot.height;
    const trackChart = track.getByTestId('depth-track-chart');
    const inBand = await canvasPixel(trackChart, trackPlot.x + trackPlot.width - 6, yOf((top + base) / 2 + 10, trackPlot, full));
    const above = await canvasPixel(trackChart, trackPlot.x + trackPlot.width - 6, yOf(top - 40, trackPlot, full));
    expect(inBand[1], `band pixel ${inBand.join()}`).toBeGreaterThan(inBand[0] + 20);
    expect(above[3] === 0 || (above[0] > 200 && Math.abs(above[0] - above[1]) < 12), `pixel above the band ${above.join()}`).toBe(true);
    await screenshot(page, 'workspace-depth-down-1600x1000');

    // Drag down a track selects a depth window for every track: the shallower end at the top.
    const x = box.x + box.width / 2;
    const from = depthDown(full, box, box.height * 0.25);
    const to = depthDown(full, box, box.height * 0.5);
    await page.mouse.move(x, box.y + box.height * 0.25);
    await page.mouse.down();
    await page.mouse.move(x, box.y + box.height * 0.4, { steps: 4 });
    await page.mouse.move(x, box.y + box.height * 0.5, { steps: 4 });
    await page.mouse.up();
    await waitForRangeChange(first, full);
    const zoomed = await allRanges(page);
    expect(zoomed.length).toBe((await panels.count()) - (await section.getByTestId('graph-empty').count()));
    // The depth track follows the same window.
    zoomed.push(await xRange(trackChart));
    const ftPerPx = (full[1] - full[0]) / box.height;
    for (const r of zoomed) {
      expect(Math.abs(r[0] - from) / ftPerPx, `${r.join()} for ${from}-${to} at ${ftPerPx} ft/px`).toBeLessThanOrEqual(2);
      expect(Math.abs(r[1] - to) / ftPerPx, `${r.join()} for ${from}-${to} at ${ftPerPx} ft/px`).toBeLessThanOrEqual(2);
    }

    // Shift + drag down by 100 px: the log follows the pointer, so shallower depths come into view.
    const perPx = (zoomed[0][1] - zoomed[0][0]) / box.height;
    await page.keyboard.down('Shift');
    await page.mouse.move(x, box.y + box.height * 0.4);
    await page.mouse.down();
    await page.mouse.move(x, box.y + box.height * 0.4 + 50, { steps: 5 });
    await page.mouse.move(x, box.y + box.height * 0.4 + 100, { steps: 5 });
    await page.mouse.up();
    await page.keyboard.up('Shift');
    const panned = await allRanges(page);
    expect(new Set(panned.map((r) => r.join())).size).toBe(1);
    expect(zoomed[0][0] - panned[0][0]).toBeCloseTo(100 * perPx, 0);

    // Ctrl + wheel zooms around the pointer, on every track.
    const span = panned[0][1] - panned[0][0];
    await page.mouse.move(x, box.y + box.height / 2);
    await page.keyboard.down('Control');
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -100);
    await page.keyboard.up('Control');
    await expect.poll(async () => (await xRange(first))[1] - (await xRange(first))[0], { timeout: 10_000 }).toBeLessThan(span * 0.75);
    await expect.poll(async () => new Set((await allRanges(page)).map((r) => r.join())).size).toBe(1);

    // The keys: Arrow down on a focused track moves deeper by a tenth of the view; 0 shows the whole section.
    const beforeKey = await xRange(first);
    await page.getByRole('group', { name: `${firstGraph.name} graph` }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(async () => (await xRange(first))[0]).toBeCloseTo(beforeKey[0] + (beforeKey[1] - beforeKey[0]) * 0.1, 0);
    await page.keyboard.press('0');
    await expect.poll(async () => (await xRange(first)).join()).toBe(full.join());

    // Hovering a line of the Pixler plot lays every track's cursor line across it at that line's depth.
    await page.getByRole('button', { name: 'Pixler plot' }).click();
    const lines = page.getByTestId('pixler-plot').locator('.pixler-line');
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBeGreaterThan(10);
    await lines
      .nth(Math.floor((await lines.count()) / 2))
      .locator('polyline')
      .first()
      .hover({ force: true });
    await expect.poll(() => page.getByTestId('interpretation-hover').innerText()).toContain('Depth');
    const hovered = Number(/Depth ([\d,.]+) ft/.exec(await page.getByTestId('interpretation-hover').innerText())![1].replace(/,/g, ''));
    const cursorY = async (c: Locator) =>
      c.locator('.u-cursor-x').evaluate((el) => {
        const m = /translate\([-\d.]+px, ([-\d.]+)px/.exec((el as HTMLElement).style.transform);
        return el.classList.contains('u-off') || !m ? null : Number(m[1]);
      });
    await expect.poll(() => cursorY(first)).not.toBeNull();
    // The plot is measured again: the panel beside the tracks narrows the page, and the toolbar may wrap.
    const plotHeight = (await plotBox(first)).height;
    for (const c of [first, section.getByTestId('depth-chart').nth(1)]) {
      expect(Math.abs((await cursorY(c))! - ((hovered - full[0]) / (full[1] - full[0])) * plotHeight)).toBeLessThan(3);
    }
    await page.getByRole('button', { name: 'Pixler plot', exact: true }).click();
    await page.getByTestId('pixler-plot').waitFor({ state: 'detached' });

    // In Annotate mode a click on a track adds an annotation at the depth under the pointer; its hairline lies
    // across every track.
    await page.getByRole('button', { name: 'Annotate' }).click();
    const clickY = box.y + box.height * 0.6;
    const expected = Math.round(depthDown(full, box, box.height * 0.6));
    await page.mouse.click(x, clickY);
    const dialog = page.getByRole('dialog', { name: 'Add annotation' });
    await dialog.waitFor();
    expect(Math.abs(Number(await dialog.getByLabel('Depth (ft)').inputValue()) - expected) / ftPerPx).toBeLessThanOrEqual(2);
    await dialog.getByLabel('Note').fill('down here');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // On every track, each seen as the user would scroll to it (a track off screen draws when it comes into view).
    const tracks = section.getByTestId('depth-chart');
    for (let i = 0; i < (await tracks.count()); i++) {
      await tracks.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => tracks.nth(i).locator('.ms-hl').count()).toBe(1);
    }
    await first.scrollIntoViewIfNeeded();
    await frames(page);
    const line = await hairlinePartBox(first.locator('.ms-hl'), '.ms-hl-line');
    expect(line.width).toBeGreaterThan(line.height * 5);
    expect(Math.abs(line.y + line.height / 2 - clickY)).toBeLessThanOrEqual(4);
    // Dragged further down, it moves to the depth it is dropped at.
    await page.mouse.move(x + 20, line.y + line.height / 2);
    await page.mouse.down();
    await page.mouse.move(x + 20, box.y + box.height * 0.7, { steps: 6 });
    await page.mouse.move(x + 20, box.y + box.height * 0.8, { steps: 6 });
    await page.mouse.up();
    const moved = first.locator('.ms-hl').filter({ hasText: 'down here' });
    await expect.poll(async () => Number(await moved.getAttribute('data-xval'))).toBeGreaterThan(expected + 50);
    expect(
      Math.abs(Number(await moved.getAttribute('data-xval')) - Math.round(depthDown(full, box, box.height * 0.8))) / ftPerPx,
    ).toBeLessThanOrEqual(3);
    await screenshot(page, 'workspace-depth-down-hairline');

    // A track's right edge changes its width, remembered with the orientation after a reload.
    const firstPanel = panels.nth(0);
    const widthBefore = (await firstPanel.boundingBox())!.width;
    await firstPanel.getByRole('separator', { name: /^Resize .* track$/ }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await firstPanel.boundingBox())!.width).toBeCloseTo(widthBefore + 40, -1);
    await page.reload();
    await section.waitFor({ timeout: 60_000 });
    await expect.poll(() => section.getAttribute('data-orientation'), { timeout: 20_000 }).toBe('down');
    expect(await page.getByRole('switch', { name: 'Depth down' }).isChecked()).toBe(true);
    await expect.poll(async () => (await panels.nth(0).boundingBox())!.width).toBeCloseTo(widthBefore + 40, -1);

    // Per user: another user of the company opens the same project across, as by default.
    const other = await inviteAndActivate(page, e2e.server, 'Dora', 'Down', 'dora-password-1');
    await setAccess(page, id, [{ user_id: other.id, access_level: 'view' }]);
    const second = await e2e.newPage();
    await signInAs(second, other.email, 'dora-password-1');
    await openWorkspace(second, id);
    await expect.poll(() => second.getByTestId('section-vertical').getAttribute('data-orientation'), { timeout: 20_000 }).toBe('across');
    expect(await second.getByRole('switch', { name: 'Depth down' }).isChecked()).toBe(false);
  });
});
