// Correlation in the browser: six wells of 100,000 rows each, 6 graphs each, side by side, flattened on a top.
// Time from navigation to every track drawn, and the work per frame of a pan and a zoom that move all six wells;
// against the same six wells opened one after the other in the workspace, in the same run.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { ROOT, startServer } from '../e2e/support/server';
import { signInAs } from '../e2e/support/auth';
import { figure, median, p95 } from './report';
import { pan, ZOOM_SCRIPT, type PanTimes } from './workspace.bench';
// @ts-expect-error plain ESM helper shared with `npm start` and the e2e runner
import { ensureWebBuild } from '../scripts/web-build.mjs';

const WELLS = 6;
const ROWS = 100_000;
const RUNS = 3;
const TRACKS = '[data-testid=correlation-track]';
const GRAPHS = [
  { name: 'Hydrocarbons C1-C5', series: ['c1', 'c2', 'c3', 'c4', 'c5'], scale: 'log', kind: 'lines' },
  { name: 'Total gas', series: ['total_gas'], scale: 'log', kind: 'lines' },
  { name: 'Pixler ratios', series: ['pix1', 'pix2', 'pix3', 'pix4'], scale: 'log', kind: 'lines' },
  { name: 'Haworth', series: ['wh', 'bh', 'ch'], scale: 'log', kind: 'haworth' },
  { name: 'CO2', series: ['co2'], scale: 'linear', kind: 'lines' },
  { name: 'H2S', series: ['h2s'], scale: 'linear', kind: 'lines' },
];
const COLOURS = ['#1971c2', '#e03131', '#2f9e44', '#f08c00', '#7048e8'];

/** In the page: every one of `count` elements matching `selector` has drawn (its chart set data-x-min): performance.now(), else null. */
function drawnAt([selector, count]: [string, number]): number | null {
  const els = [...document.querySelectorAll<HTMLElement>(selector)];
  return els.length === count && els.every((e) => e.dataset.xMin) ? performance.now() : null;
}

/** In the page: no chart matching `selector` shows an overview any more: performance.now(), else null. */
function everyRowAt(selector: string): number | null {
  return document.querySelector(`${selector}[data-preview]`) ? null : performance.now();
}

/** Milliseconds from the page's navigation until `count` charts matching `selector` have drawn. */
async function timeTo(page: Page, url: string, selector: string, count: number): Promise<number> {
  await page.goto(url);
  const handle = await page.waitForFunction(drawnAt, [selector, count] as [string, number], { timeout: 240_000, polling: 'raf' });
  return (await handle.jsonValue()) as number;
}

const everyRow = async (page: Page, selector: string) =>
  (await (await page.waitForFunction(everyRowAt, selector, { timeout: 240_000, polling: 'raf' })).jsonValue()) as number;

export async function run() {
  ensureWebBuild();
  const server = await startServer({ env: { LOG_LEVEL: 'error' } });
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    await signInAs(page, server.adminEmail, server.adminPassword);
    const csrf = async () => (await context.cookies()).find((c) => c.name === 'csrf_access_token')?.value ?? '';

    const ids: number[] = [];
    for (let i = 0; i < WELLS; i++) {
      const start = 5000 + i * 350;
      const las = generateMudGasLas({ rows: ROWS, startDepth: start, step: 0.5, seed: 21 + i });
      const created = await page.request.post('/api/projects', {
        headers: { 'x-csrf-token': await csrf() },
        multipart: { name: `Offset ${i + 1}H`, las_file: { name: `offset-${i + 1}.las`, mimeType: 'text/plain', buffer: Buffer.from(las) } },
        timeout: 600_000,
      });
      if (!created.ok()) throw new Error(`project upload: ${created.status()} ${await created.text()}`);
      const id = (await created.json()).result.id as number;
      const top = start + 8000 + i * 40;
      const saved = await page.request.post(`/api/projects/${id}/metadata?dr=1`, {
        headers: { 'x-csrf-token': await csrf() },
        data: { revision: 1, global_formations: [{ xval_low: top, xval_high: top + 400, message: 'Wolfcamp A', color: '#e5393540' }] },
      });
      if (!saved.ok()) throw new Error(`formations: ${saved.status()} ${await saved.text()}`);
      ids.push(id);
    }
    const config = await page.request.post('/api/graph-configs', {
      headers: { 'x-csrf-token': await csrf() },
      data: {
        name: 'Bench correlation 6',
        description: '',
        graphs: GRAPHS.map((g, i) => ({
          name: g.name,
          ylabel: '',
          appliesTo: 'both',
          drawOrder: i,
          kind: g.kind,
          scale: g.scale,
          series: Object.fromEntries(g.series.map((s, j) => [s, COLOURS[j]])),
        })),
      },
    });
    if (!config.ok()) throw new Error(`graph config: ${config.status()} ${await config.text()}`);
    const configId = (await config.json()).result.id as number;
    console.log(
      `  ${WELLS} wells of ${ROWS.toLocaleString('en-US')} rows, ${GRAPHS.length} graphs each, flattened on Wolfcamp A; viewport 1600x1000`,
    );

    const url = `/correlation?projects=${ids.join(',')}&flatten=Wolfcamp%20A&config=${configId}`;
    const tracks = WELLS * GRAPHS.length;
    const first: number[] = [];
    const every: number[] = [];
    // Where the first visit's time goes: each API call's start and end (ms since navigation), from the browser's log.
    const calls: { url: string; start: number; end: number }[] = [];
    const onFinished = async (request: import('playwright-core').Request) => {
      if (!request.url().includes('/api/')) return;
      const t = request.timing();
      calls.push({ url: new URL(request.url()).pathname, start: t.startTime, end: t.startTime + t.responseEnd });
    };
    page.on('requestfinished', onFinished);
    for (let r = 0; r < RUNS; r++) {
      const navStart = Date.now();
      first.push(await timeTo(page, url, TRACKS, tracks));
      every.push(await everyRow(page, TRACKS));
      if (r === 0) {
        page.off('requestfinished', onFinished);
        const at = (ms: number) => Math.round(ms - navStart);
        const of = (match: (u: string) => boolean, label: string) => {
          const hits = calls.filter((c) => match(c.url));
          if (hits.length)
            console.log(
              `  first visit: ${label}: ${hits.length} calls, ${at(Math.min(...hits.map((c) => c.start)))}-${at(Math.max(...hits.map((c) => c.end)))} ms`,
            );
        };
        of((u) => u === '/api/correlation', 'the wells (GET /api/correlation)');
        of((u) => u.startsWith('/api/graph-configs'), 'the configuration');
        of((u) => u.includes('/data/') && calls.length > 0, 'data (overviews, then rows)');
      }
    }
    await page.screenshot({ path: path.join(ROOT, 'test-results/bench-correlation.png') });

    // The same wells opened one after the other in the workspace (depth across, its default).
    const one: number[] = [];
    for (const id of ids) one.push(await timeTo(page, `/projects/${id}?config=${configId}`, '[data-testid=depth-chart]', GRAPHS.length));

    // Pan and zoom every well at once, zoomed to about a tenth of the window first.
    await page.goto(url);
    await page.waitForFunction(drawnAt, [TRACKS, tracks] as [string, number], { timeout: 240_000, polling: 'raf' });
    await everyRow(page, TRACKS);
    await page.evaluate((selector) => {
      const over = document.querySelector(`${selector} .u-over`)!;
      const b = over.getBoundingClientRect();
      for (let i = 0; i < 10; i++)
        over.dispatchEvent(
          new WheelEvent('wheel', {
            bubbles: true,
            cancelable: true,
            ctrlKey: true,
            deltaY: -100,
            clientX: b.left + b.width / 2,
            clientY: b.top + b.height / 2,
          }),
        );
    }, TRACKS);
    await page.waitForTimeout(300);
    const panned = await pan(page, `${TRACKS} .u-over`, true);
    const zoomFn = await page.evaluateHandle(ZOOM_SCRIPT);
    const zoomed = (await zoomFn.evaluate((f, args) => (f as (a: unknown) => Promise<PanTimes>)(args), [`${TRACKS} .u-over`, 10])) as PanTimes;

    figure('correlation: navigation to every track drawn, first visit', first[0], 'ms', { atMost: 1500 });
    figure('correlation: navigation to every track drawn, again (median)', median(first.slice(1)), 'ms', { atMost: 1500 });
    figure('  of which until every track shows every row (median)', median(every), 'ms');
    const sum = one.reduce((a, b) => a + b, 0);
    figure(`six workspaces opened one after the other (sum of ${WELLS})`, sum, 'ms');
    figure('  ratio six workspaces / one correlation (again)', sum / median(first.slice(1)), 'x');
    figure('correlation: pan of all six wells, work per frame, median', median(panned.work), 'ms', { atMost: 16 });
    figure('correlation: pan of all six wells, work per frame, p95', p95(panned.work), 'ms');
    figure('correlation: pan, frame interval incl. painting, median', median(panned.intervals), 'ms');
    figure('correlation: Ctrl + wheel zoom, work per frame, median', median(zoomed.work), 'ms', { atMost: 16 });
    figure('correlation: Ctrl + wheel zoom, work per frame, p95', p95(zoomed.work), 'ms');
  } finally {
    await browser.close();
    await server.stop();
  }
}
