// Workspace in the browser: a 100,000-row project (the generator's 60-curve "wide" well, all in
// the Vertical section) shown as 6 graphs of 8 series. Time from navigation to all graphs drawn,
// and the work per frame of a synchronised Shift + drag pan, for the app (uPlot) and for the same
// page drawn with dygraphs (6 synchronised graphs over the same binary data call), in one run.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { launchBrowser, newContext } from '../e2e/support/browser';
import { databaseUrlOf, ROOT, startServer } from '../e2e/support/server';
import { addHistoryLinesAt } from '../apps/server/src/test/projects';
import { signInAs } from '../e2e/support/auth';
import { chunkSeries } from '../apps/web/src/lib/series-chunks';
import type { LoadMark } from '../apps/web/src/lib/load-marks';
import { profiled, traced } from './cpu-profile';
import { figure, median, p95 } from './report';
// @ts-expect-error plain ESM helper shared with `npm start` and the e2e runner
import { ensureWebBuild } from '../scripts/web-build.mjs';

const GRAPHS: string[][] = [
  ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7', 'c8'],
  ['c9', 'c10', 'ben', 'tol', 'xy', 'naph', 'para', 'arom'],
  ['acetic_acid', 'amu_22', 'amu_51', 'amu_55', 'total_gas', 'co2', 'h2s', 'he'],
  ['hy', 'ar', 'ni', 'wh', 'bh', 'ch', 'hl1', 'hl2'],
  ['hl3', 'hl4', 'pix1', 'pix2', 'pix3', 'pix4', 'norm_c1', 'norm_c2'],
  ['norm_c3', 'norm_c4', 'norm_c5', 'norm_c6', 'norm_c7', 'norm_c8', 'norm_c9', 'norm_c10'],
];
const COLOURS = ['#a51d1d', '#28a14b', '#551782', '#9b8d27', '#209ab3', '#e8590c', '#1971c2', '#495057'];
const RUNS = 3;
const PAN_STEPS = 60;

/**
 * Shift + drag across the element, one mousemove per animation frame (dispatched from the frame's
 * requestAnimationFrame callback, as a browser delivers them). Returns per step the work (the
 * event dispatched to everything drawn, microtasks included) and the frame interval (from this
 * frame's callback to the next one's, so painting and rasterising the canvases are included; a
 * 60 Hz display caps it below at 16.7 ms). A string, so the bundler's helpers never end up in the page.
 */
export const PAN_SCRIPT = `async ([selector, steps, down]) => {
  const el = document.querySelector(selector);
  const box = el.getBoundingClientRect();
  // Across, the drag runs right to left through the middle; depth down, bottom to top.
  const fixed = down ? box.left + box.width / 2 : box.top + box.height / 2;
  let x = down ? box.top + box.height * 0.75 : box.left + box.width * 0.75;
  function opts(along) {
    const at = down ? { clientX: fixed, clientY: along } : { clientX: along, clientY: fixed };
    return { bubbles: true, cancelable: true, shiftKey: true, button: 0, buttons: 1, ...at, view: window };
  }
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  el.dispatchEvent(new MouseEvent('mousedown', opts(x)));
  await frame();
  const work = [];
  const intervals = [];
  let last = await frame();
  for (let i = 0; i < steps; i++) {
    x -= 6;
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent('mousemove', opts(x)));
    for (let k = 0; k < 8; k++) await Promise.resolve();
    work.push(performance.now() - t0);
    const now = await frame();
    intervals.push(now - last);
    last = now;
  }
  el.dispatchEvent(new MouseEvent('mouseup', opts(x)));
  return { work, intervals };
}`;

/** Ctrl + wheel on the element, one notch per animation frame, `steps` notches out then in. */
export const ZOOM_SCRIPT = `async ([selector, steps]) => {
  const el = document.querySelector(selector);
  const box = el.getBoundingClientRect();
  const frame = () => new Promise((r) => requestAnimationFrame(r));
  const work = [];
  const intervals = [];
  let last = await frame();
  for (let i = 0; i < 2 * steps; i++) {
    const t0 = performance.now();
    el.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, ctrlKey: true, deltaY: i < steps ? 100 : -100, clientX: box.left + box.width * 0.4, clientY: box.top + box.height / 2 }));
    for (let k = 0; k < 8; k++) await Promise.resolve();
    work.push(performance.now() - t0);
    const now = await frame();
    intervals.push(now - last);
    last = now;
  }
  return { work, intervals };
}`;

export interface PanTimes {
  work: number[];
  intervals: number[];
}

export async function pan(page: Page, selector: string, down = false): Promise<PanTimes> {
  const fn = await page.evaluateHandle(PAN_SCRIPT);
  return (await fn.evaluate((f, args) => (f as (a: unknown) => Promise<PanTimes>)(args), [selector, PAN_STEPS, down])) as PanTimes;
}

/** Zooms the first graph to about 11% of the well (12 Ctrl + wheel notches), then measures a pan and a wheel zoom. */
async function panAndZoom(page: Page, label: string, down: boolean): Promise<{ pan: PanTimes; zoom: PanTimes }> {
  await page.evaluate(`(() => {
    const over = document.querySelector('[data-testid=depth-chart] .u-over');
    const b = over.getBoundingClientRect();
    for (let i = 0; i < 12; i++) over.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, ctrlKey: true, deltaY: -100, clientX: b.left + b.width / 2, clientY: b.top + b.height / 2 }));
  })()`);
  await page.waitForTimeout(300);
  const panTimes = await traced(page, `${label}-pan`, () =>
    profiled(page, `${label}-pan`, () => pan(page, '[data-testid=depth-chart] .u-over', down)),
  );
  await page.screenshot({ path: path.join(ROOT, `test-results/bench-workspace-${label}-after-pan.png`) });
  const zoomFn = await page.evaluateHandle(ZOOM_SCRIPT);
  const zoom = await traced(page, `${label}-zoom`, () =>
    profiled(
      page,
      `${label}-zoom`,
      async () =>
        (await zoomFn.evaluate((f, args) => (f as (a: unknown) => Promise<PanTimes>)(args), ['[data-testid=depth-chart] .u-over', 10])) as PanTimes,
    ),
  );
  // Charts off screen skip redraws until they come into view: the ones on screen must agree.
  const moved = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid=depth-chart]')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      })
      .map((e) => e.dataset.xMin),
  );
  if (new Set(moved).size !== 1) console.log(`  warning: graphs out of step after the pan: ${moved.join(', ')}`);
  return { pan: panTimes, zoom };
}

function dygraphsPage(dataUrls: string[]): string {
  const dist = path.join(ROOT, 'node_modules/dygraphs/dist');
  const lib = readFileSync(path.join(dist, 'dygraph.min.js'), 'utf8');
  const css = readFileSync(path.join(dist, 'dygraph.min.css'), 'utf8');
  const sync = readFileSync(path.join(dist, 'extras/synchronizer.js'), 'utf8');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${css} body{margin:0;font-family:system-ui} .g{width:1380px;height:210px;margin:10px 20px 34px}</style></head>
<body><div id="root"></div><script>${lib}</script><script>${sync}</script><script>
const GRAPHS = ${JSON.stringify(GRAPHS)}; const COLOURS = ${JSON.stringify(COLOURS)};
(async () => {
  // The same calls as the app: the series list split to fit the server's path parameter limit.
  const cols = {};
  await Promise.all(${JSON.stringify(dataUrls)}.map(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    const bytes = new Uint8Array(await res.arrayBuffer());
    const view = new DataView(bytes.buffer);
    const headerLength = view.getUint32(8, true);
    const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength)));
    let offset = 12 + headerLength; offset += (8 - (offset % 8)) % 8;
    const n = header.rowCount;
    for (const name of header.columns) { cols[name] = new Float64Array(bytes.buffer.slice(offset, offset + n * 8)); offset += n * 8; }
  }));
  const n = cols.depth.length;
  const x = cols.depth; const graphs = [];
  for (const names of GRAPHS) {
    const rows = new Array(n);
    for (let i = 0; i < n; i++) { const row = [x[i]]; for (const s of names) { const v = cols[s][i]; row.push(v === v ? v : null); } rows[i] = row; }
    const div = document.createElement('div'); div.className = 'g'; document.getElementById('root').append(div);
    graphs.push(new Dygraph(div, rows, { labels: ['Depth', ...names], colors: COLOURS, legend: 'always', xlabel: 'Depth (ft)' }));
  }
  Dygraph.synchronize(graphs, { selection: true, zoom: true, range: false });
  window.__graphs = graphs;
  window.__drawn = performance.now();
})().catch((e) => { window.__error = String(e); });
</script></body></html>`;
}

export async function run() {
  ensureWebBuild();
  const server = await startServer({ env: { LOG_LEVEL: 'error' }, seedDemo: true });
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, server.baseUrl);
    const page = await context.newPage();
    await signInAs(page, server.adminEmail, server.adminPassword);
    // Read right before each call: entering the app rotates the session (and its CSRF token).
    const csrf = async () => (await context.cookies()).find((c) => c.name === 'csrf_access_token')?.value ?? '';

    const las = generateMudGasLas({ rows: 100_000, curveSet: 'wide' });
    const stop = Number(/STOP\s*\.FT\s+([\d.]+)/.exec(las)?.[1]);
    const created = await page.request.post('/api/projects', {
      headers: { 'x-csrf-token': await csrf() },
      multipart: {
        name: 'Bench well',
        depth_of_split: String(stop + 1),
        las_file: { name: 'bench.las', mimeType: 'text/plain', buffer: Buffer.from(las) },
      },
      timeout: 600_000,
    });
    if (!created.ok()) throw new Error(`project upload: ${created.status()} ${await created.text()}`);
    const projectId = (await created.json()).result.id as number;
    const config = await page.request.post('/api/graph-configs', {
      headers: { 'x-csrf-token': await csrf() },
      data: {
        name: 'Bench 6x8',
        description: '',
        graphs: GRAPHS.map((names, i) => ({
          name: `Graph ${i + 1}`,
          ylabel: '',
          appliesTo: 'both',
          drawOrder: i,
          series: Object.fromEntries(names.map((s, j) => [s, COLOURS[j]])),
        })),
      },
    });
    if (!config.ok()) throw new Error(`graph config: ${config.status()} ${await config.text()}`);
    const configId = (await config.json()).result.id as number;
    console.log(`  project: 100,000 rows, 60 curves; 6 graphs x 8 series; viewport 1440x900`);

    // The app (uPlot): navigation to every graph drawn with its data.
    const appTimes: number[] = [];
    const navigate = async () => {
      await page.goto(`/projects/${projectId}?config=${configId}`);
      return page
        .waitForFunction(
          () => {
            const panels = [...document.querySelectorAll('[data-testid=graph-panel]')];
            const done =
              panels.length === 6 &&
              panels.every(
                (p) =>
                  p.querySelector('[data-testid=graph-empty]') || (p.querySelector('[data-testid=depth-chart]') as HTMLElement | null)?.dataset.xMin,
              );
            return done ? performance.now() : null;
          },
          undefined,
          { timeout: 240_000, polling: 'raf' },
        )
        .catch(async (error) => {
          await page.screenshot({ path: path.join(ROOT, 'test-results/bench-workspace-failed.png') });
          throw new Error(`app page at ${page.url()}: ${(error as Error).message}`);
        });
    };
    // A large well is drawn from an overview first: the time until every graph shows every row.
    const everyRow = async () =>
      (
        await page.waitForFunction(() => (document.querySelector('[data-testid=depth-chart][data-preview]') ? null : performance.now()), undefined, {
          timeout: 240_000,
          polling: 'raf',
        })
      ).jsonValue() as Promise<number>;
    // Bytes of the workspace's data calls as they cross the wire (encoded, headers and body; a revalidated answer
    // is its 304 alone), per navigation, and when each left and was answered (for the phases): from Playwright's
    // network events, which include the calls the page's body-reading worker makes (lib/off-thread-fetch.ts).
    const wire: { encoded: number; notModified: number; calls: number; urls?: string[]; timings: DataCallTiming[] }[] = [];
    const finished: Promise<void>[] = [];
    // A call's answer is first timed by its headers ('response': all a 304 has, and Playwright reports no
    // 'requestfinished' for a 304), then by its last byte.
    const timings = new Map<Request, DataCallTiming>();
    page.on('response', (response) => {
      if (!response.url().includes(`/api/projects/${projectId}/data/`)) return;
      const current = wire[wire.length - 1];
      const { startTime, responseStart } = response.request().timing();
      const timing = {
        start: startTime,
        firstByte: startTime + responseStart,
        end: startTime + responseStart,
        rows: !response.url().includes('overview='),
      };
      timings.set(response.request(), timing);
      current.timings.push(timing);
      // Calls and 304s as the page sees them (a revalidation from the app's Cache Storage is the server's 304).
      current.calls += 1;
      current.urls = [...(current.urls ?? []), response.url()];
      if (response.status() === 304) current.notModified += 1;
    });
    page.on('requestfinished', (request) => {
      if (!request.url().includes(`/api/projects/${projectId}/data/`)) return;
      const current = wire[wire.length - 1];
      const { startTime, responseEnd } = request.timing();
      const timing = timings.get(request);
      if (timing && responseEnd >= 0) timing.end = startTime + responseEnd;
      finished.push(
        request.sizes().then((sizes) => {
          current.encoded += sizes.responseHeadersSize + sizes.responseBodySize;
        }),
      );
    });
    // The app stores a first visit's answers once the page is idle after drawing (lib/revision-cache.ts): the same
    // revision again is a visit after they are stored, as it is for someone who looked at the well for a moment.
    // Polled from here: page.evaluate awaits the check's promise (waitForFunction took the promise itself as a truthy
    // answer and went on at once, so the visits below were first visits again while the answers were being stored).
    // The index is read as JSON: a URL's text is found in another's (every row's URL begins the overview's).
    const heldAndIndexed = (urls: string[]) =>
      page.evaluate(async (urls) => {
        const stores = await Promise.all((await caches.keys()).map((name) => caches.open(name)));
        const held = await Promise.all(urls.map(async (url) => (await Promise.all(stores.map((store) => store.match(url)))).some(Boolean)));
        const indexes = Object.keys(localStorage)
          .filter((key) => key.startsWith('mudstack-revisions'))
          .map((key) => JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>);
        return held.every(Boolean) && urls.every((url) => indexes.some((index) => url in index));
      }, urls);
    const untilStored = async () => {
      const lastUrls = [...new Set(wire[wire.length - 1].urls ?? [])];
      for (const giveUpAt = Date.now() + 30_000; !(await heldAndIndexed(lastUrls));) {
        if (Date.now() > giveUpAt) throw new Error(`a first visit's answers were not stored within 30 s: ${lastUrls.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // Cold: nothing held (the app's store of answers and the browser's cache emptied), so the data crosses the
    // wire as on a first visit. Warm: the same revision again, answered 304 from the app's store.
    const forget = async () => {
      // The last visit left first (for a page of the same origin that is not the app): its page would store its
      // answers once idle, after they were forgotten.
      await page.goto('/favicon.svg');
      await page.evaluate(async () => {
        for (const name of await caches.keys()) await caches.delete(name);
        // and the index of what was held (lib/revision-cache.ts), as a browser that never opened the app
        for (const key of Object.keys(localStorage)) if (key.startsWith('mudstack-revisions')) localStorage.removeItem(key);
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    };
    const coldTimes: number[] = [];
    const coldRowTimes: number[] = [];
    const coldRowPhases: (RowPhases | null)[] = [];
    // The well's first visit ever: the server builds every answer (its overview, its rows as drawn) for the first
    // time; the upload left its columns in the server's memory (holdStoredColumns). The visits after it are timed.
    let firstEver = { drawnAt: NaN, rowsAt: NaN };
    const coldPhases: Phases[] = [];
    const warmPhases: Phases[] = [];
    for (let i = 0; i <= RUNS; i++) {
      // The visit before has stored its answers (tens of MB written to disk by the browser, on a core of its own for
      // up to half a second) before the next first visit starts: a first visit has nothing of an earlier one still
      // running beside it (BENCH_TRACE showed cache_storage_blob_to_disk_cache busy through the timed visit).
      if (i > 0) await untilStored();
      await forget();
      wire.push({ encoded: 0, notModified: 0, calls: 0, timings: [] });
      // The last first visit can be traced (BENCH_TRACE) and profiled (BENCH_PROFILE): where its main thread went.
      const t = i === RUNS ? await traced(page, 'app-first-visit', () => profiled(page, 'app-first-visit', navigate)) : await navigate();
      const drawnAt = (await t.jsonValue()) as number;
      if (i > 0) coldPhases.push(await phasesOf(page, drawnAt, wire[wire.length - 1].timings));
      if (i === RUNS && process.env.BENCH_TIMELINE === '1') await printTimeline(page, 'a first visit');
      const rowsAt = await everyRow();
      if (i > 0) coldTimes.push(drawnAt);
      if (i > 0) coldRowTimes.push(rowsAt);
      if (i > 0) coldRowPhases.push(await rowPhasesOf(page, drawnAt, rowsAt, wire[wire.length - 1].timings));
      else firstEver = { drawnAt, rowsAt };
    }
    await untilStored();
    for (let i = 0; i < RUNS; i++) {
      wire.push({ encoded: 0, notModified: 0, calls: 0, timings: [] });
      const t = i === RUNS - 1 ? await profiled(page, 'app-navigation', navigate) : await navigate();
      const drawnAt = (await t.jsonValue()) as number;
      warmPhases.push(await phasesOf(page, drawnAt, wire[wire.length - 1].timings));
      appTimes.push(drawnAt);
    }
    // The data calls alone, as Float64 (format=bin), after the app's visits (which are timed from the well's first
    // read on): each answer is built for this call, from columns the server holds.
    const t0 = Date.now();
    const probes = await Promise.all(
      chunkSeries([...new Set(GRAPHS.flat())]).map((names) =>
        page.request.get(`/api/projects/${projectId}/data/${names.join(',')}?format=bin`, { timeout: 300_000 }),
      ),
    );
    let bytes = 0;
    for (const p of probes) {
      if (!p.ok()) throw new Error(`data call: ${p.status()} ${await p.text()}`);
      bytes += (await p.body()).length;
    }
    console.log(`  data calls alone (${probes.length} in parallel): ${(bytes / 1e6).toFixed(1)} MB in ${Date.now() - t0} ms`);

    await page.waitForTimeout(200);
    await Promise.all(finished);
    figure(
      `workspace data on the wire, first load of this 100,000-row well (${wire[0].calls} calls; Float64 alone ${(bytes / 1e6).toFixed(1)} MB)`,
      wire[0].encoded / 1e6,
      'MB',
    );
    const again = wire
      .slice(RUNS + 1)
      .reduce((sum, w) => ({ ...sum, encoded: sum.encoded + w.encoded, notModified: sum.notModified + w.notModified, calls: sum.calls + w.calls }));
    figure(
      `workspace data on the wire, same revision again, per load (${again.notModified} of ${again.calls} answered 304 over ${RUNS} loads)`,
      again.encoded / RUNS / 1e6,
      'MB',
    );
    if (process.env.BENCH_TIMELINE === '1') {
      await printTimeline(page, 'the same revision again');
      const draws = await page.evaluate(() => [...document.querySelectorAll<HTMLElement>('[data-testid=depth-chart]')].map((e) => e.dataset.draws));
      console.log(`  draws per chart: ${draws.join(', ')}`);
    }
    // The demo project (goal: at most 12 MB on a first load), nothing held.
    const demoId = ((await (await page.request.get('/api/projects')).json()).result as { id: number; name: string }[]).find(
      (p) => p.name === 'Demo well',
    )!.id;
    const demoCalls: Promise<number>[] = [];
    const onDemo = (request: Request) => {
      if (request.url().includes(`/api/projects/${demoId}/data/`))
        demoCalls.push(request.sizes().then((s) => s.responseHeadersSize + s.responseBodySize));
    };
    page.on('requestfinished', onDemo);
    await forget();
    await page.goto(`/projects/${demoId}`);
    await page.locator('[data-testid=depth-chart][data-x-min]').first().waitFor({ timeout: 60_000 });
    await everyRow();
    await page.waitForTimeout(300);
    page.off('requestfinished', onDemo);
    const demoBytes = (await Promise.all(demoCalls)).reduce((a, b) => a + b, 0);
    figure(`workspace data on the wire, first load of the demo project (${demoCalls.length} calls)`, demoBytes / 1e6, 'MB', { atMost: 12 });
    wire.push({ encoded: 0, notModified: 0, calls: 0, timings: [] }); // the way back is counted on its own
    await navigate(); // back to the bench well for the pan and zoom
    await everyRow();
    const drawnCharts = await page.locator('[data-testid=depth-chart]').count();
    console.log(`  app runs, cold (ms): ${coldTimes.map((t) => t.toFixed(0)).join(', ')}; warm: ${appTimes.map((t) => t.toFixed(0)).join(', ')}`);
    const across = await panAndZoom(page, 'app', false);
    const appPan = across.pan;
    const appZoom = across.zoom;

    // The same, depth down: the switch is remembered, so the next loads are tracks.
    await page.getByRole('switch', { name: 'Depth down' }).check();
    await page.locator('[data-testid=section-vertical][data-orientation=down]').waitFor();
    const downTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) downTimes.push((await (await navigate()).jsonValue()) as number);
    const down = await panAndZoom(page, 'app-down', true);
    await page.getByRole('switch', { name: 'Depth down' }).uncheck();

    // Years of history: 100,000 settings revisions on the well, then the Project settings modal opened until its
    // newest revisions show, five times.
    await addHistoryLinesAt(databaseUrlOf(server), projectId, { count: 100_000, firstRevision: 1000, from: new Date() });
    await navigate();
    const modalTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const button = await page.getByRole('button', { name: 'Project settings' }).elementHandle();
      modalTimes.push(
        await button!.evaluate(async (b: HTMLElement) => {
          const started = performance.now();
          b.click();
          while (!document.querySelector('[data-testid=revision-cards] [data-testid^=revision-]')) await new Promise((r) => requestAnimationFrame(r));
          return performance.now() - started;
        }),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: /Project settings/ }).waitFor({ state: 'hidden' });
    }

    const app = median(appTimes);
    const cold = median(coldTimes);
    console.log(`  graphs drawn by the app: ${drawnCharts}`);
    figure('navigation to all graphs drawn, first visit: data over the wire (uPlot app)', cold, 'ms', { atMost: 500 });
    figure('  of which until every graph shows every row (the overview replaced)', median(coldRowTimes), 'ms', { atMost: 800 });
    figure("navigation to all graphs drawn, the well's first visit ever (the server builds its answers), once", firstEver.drawnAt, 'ms');
    figure('  of which until every graph shows every row', firstEver.rowsAt, 'ms');
    printPhases('first visit', coldPhases);
    printRowPhases(coldRowPhases);
    printPhases('same revision again', warmPhases);
    figure('navigation to all graphs drawn, same revision again: data held (uPlot app)', app, 'ms', { atMost: 1500 });
    figure('synchronised pan, work per frame, median (uPlot app)', median(appPan.work), 'ms', { atMost: 8 });
    figure('synchronised pan, work per frame, p95 (uPlot app)', p95(appPan.work), 'ms');
    figure('synchronised pan, frame interval incl. painting, median (uPlot app)', median(appPan.intervals), 'ms');
    figure('synchronised pan, frame interval incl. painting, p95 (uPlot app)', p95(appPan.intervals), 'ms');
    figure('Ctrl + wheel zoom, work per frame, median (uPlot app)', median(appZoom.work), 'ms', { atMost: 8 });
    figure('Ctrl + wheel zoom, frame interval incl. painting, median (uPlot app)', median(appZoom.intervals), 'ms');
    console.log(`  depth down runs (ms): ${downTimes.map((t) => t.toFixed(0)).join(', ')}`);
    figure('navigation to all graphs drawn, depth down (uPlot app)', median(downTimes), 'ms', { atMost: 1500 });
    console.log(`  Project settings with 100,000 revisions (ms): ${modalTimes.map((t) => t.toFixed(0)).join(', ')}`);
    figure('Project settings modal opened to its newest revisions, 100,000 revisions, median of 5', median(modalTimes), 'ms', { atMost: 300 });
    figure('synchronised pan, work per frame, median, depth down (uPlot app)', median(down.pan.work), 'ms', { atMost: 8 });
    figure('synchronised pan, frame interval incl. painting, median, depth down (uPlot app)', median(down.pan.intervals), 'ms');
    figure('Ctrl + wheel zoom, work per frame, median, depth down (uPlot app)', median(down.zoom.work), 'ms', { atMost: 8 });
    if (process.env.BENCH_APP_ONLY === '1') return;

    // The same page with dygraphs, same origin, same data call.
    const dataUrls = chunkSeries([...new Set(GRAPHS.flat())]).map((names) => `/api/projects/${projectId}/data/${names.join(',')}?format=bin`);
    await page.route('**/bench/dygraphs.html', (route) => route.fulfill({ contentType: 'text/html', body: dygraphsPage(dataUrls) }));
    const dyTimes: number[] = [];
    for (let i = 0; i <= RUNS; i++) {
      await forget(); // as the app's first visit: nothing held
      await page.goto('/bench/dygraphs.html');
      const t = await page.waitForFunction(
        () => (window as unknown as { __drawn?: number; __error?: string }).__drawn ?? (window as unknown as { __error?: string }).__error ?? null,
        undefined,
        { timeout: 300_000, polling: 100 },
      );
      const v = await t.jsonValue();
      if (typeof v !== 'number') throw new Error(`dygraphs page: ${v}`);
      if (i > 0) dyTimes.push(v);
    }
    await page.evaluate(() => {
      const g = (window as unknown as { __graphs: { xAxisExtremes(): [number, number]; updateOptions(o: object): void }[] }).__graphs[0];
      const [a, b] = g.xAxisExtremes();
      const mid = (a + b) / 2;
      const half = ((b - a) * Math.pow(1 / 1.2, 12)) / 2;
      g.updateOptions({ dateWindow: [mid - half, mid + half] });
    });
    await page.waitForTimeout(300);
    const dyPan = await pan(page, '.g canvas:last-of-type');

    const dy = median(dyTimes);
    // Each run, as the app's are printed: on a shared machine the ratio moves with both sides' spread.
    console.log(`  dygraphs runs, cold (ms): ${dyTimes.map((t) => t.toFixed(0)).join(', ')}`);
    figure('navigation to all graphs drawn (dygraphs page)', dy, 'ms');
    figure('  ratio dygraphs / uPlot app, first visit', dy / cold, 'x', { atLeast: 8 });
    figure('  ratio dygraphs / uPlot app, same revision again', dy / app, 'x', { atLeast: 8 });
    figure('synchronised pan, work per frame, median (dygraphs)', median(dyPan.work), 'ms');
    figure('synchronised pan, work per frame, p95 (dygraphs)', p95(dyPan.work), 'ms');
    figure('synchronised pan, frame interval incl. painting, median (dygraphs)', median(dyPan.intervals), 'ms');
    figure('  ratio dygraphs / uPlot (median pan frame work)', median(dyPan.work) / median(appPan.work), 'x');
    figure('  ratio dygraphs / uPlot (median frame interval)', median(dyPan.intervals) / median(appPan.intervals), 'x');
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** Where a navigation's time went, from the page's own clock (ms from navigation start). */
interface Phases {
  /** The page and its scripts, until the app's code runs (its `mudstack:app-start` mark). */
  scripts: number;
  /**
   * Of `scripts`: the page's document in (its last byte), then the browser until the page asks for its first
   * script (a new tab's page starting: nothing of the app's can run or be fetched before it), then its scripts
   * fetched, parsed and run until the app starts.
   */
  scriptParts: { document: number; pageStart: number; code: number };
  /** From then until the first data call is sent: the session check, the project, its settings and graphs. */
  calls: number;
  /** The data calls, from the first sent to the last answered. */
  data: number;
  /** From the last data answer until every graph is drawn: decoding, layout and drawing. */
  draw: number;
  /**
   * The page's own steps, ms from navigation start (apps/web/src/lib/load-marks.ts): its first render, its graphs'
   * first render with data, the first chart made, and every graph drawn. From the first to the last the page's
   * thread renders and draws; the data calls answer meanwhile.
   */
  steps: { appStart: number; sent: number; firstAnswer: number; lastAnswer: number; page: number; graphs: number; charts: number; drawn: number };
}

/** A data call's start, first byte and answer (its last byte), in ms since 1970 (Playwright's request timing). */
interface DataCallTiming {
  start: number;
  firstByte: number;
  end: number;
  /** Every row (not a large well's overview). */
  rows: boolean;
}

/** Where the time from the first draw to every row went: the every-row call, then its reading and drawing. */
interface RowPhases {
  drawn: number;
  painted: number;
  sent: number;
  firstByte: number;
  lastByte: number;
  rowsAt: number;
}

async function rowPhasesOf(page: Page, drawnAt: number, rowsAt: number, dataCalls: DataCallTiming[]): Promise<RowPhases | null> {
  const mark: LoadMark = 'mudstack:overview-painted';
  const { timeOrigin, painted } = await page.evaluate(
    (mark) => ({ timeOrigin: performance.timeOrigin, painted: performance.getEntriesByName(mark)[0]?.startTime ?? NaN }),
    mark,
  );
  const call = dataCalls.find((c) => c.rows && c.end - timeOrigin > drawnAt);
  if (!call) return null;
  return { drawn: drawnAt, painted, sent: call.start - timeOrigin, firstByte: call.firstByte - timeOrigin, lastByte: call.end - timeOrigin, rowsAt };
}

function printRowPhases(runs: (RowPhases | null)[]) {
  const known = runs.filter((r): r is RowPhases => r !== null);
  if (known.length === 0) return;
  const step = (key: keyof RowPhases) => median(known.map((r) => r[key])).toFixed(0);
  console.log(
    `      until every row, ms from navigation (median of ${known.length}): the overview drawn ${step('drawn')}, seen painted ${step('painted')}, every row asked for ${step('sent')}, ` +
      `its first byte ${step('firstByte')}, its last ${step('lastByte')}, every graph redrawn with it ${step('rowsAt')}`,
  );
}

async function phasesOf(page: Page, drawnAt: number, dataCalls: DataCallTiming[]): Promise<Phases> {
  // (No function declared inside: the bundler would name it with a helper the page lacks.)
  // The app's names (lib/load-marks.ts; app/app-start.ts's own), so that renaming one there fails the type check here.
  const loadMarks: LoadMark[] = ['mudstack:workspace-render', 'mudstack:graphs-render', 'mudstack:charts-create'];
  const names = ['mudstack:app-start', ...loadMarks];
  const { times, timeOrigin, documentIn, firstScript } = await page.evaluate((marks) => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => r.initiatorType !== 'fetch');
    return {
      times: marks.map((name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN),
      timeOrigin: performance.timeOrigin,
      documentIn: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.responseEnd ?? NaN,
      firstScript: Math.min(...scripts.map((r) => r.startTime)),
    };
  }, names);
  const [appStart, ...steps] = times;
  const marks = { page: steps[0], graphs: steps[1], charts: steps[2] };
  // The data calls the first draw waited for (a large well's rows may still be arriving after it), the page's and
  // its worker's, on the page's clock.
  const data = dataCalls.map((c) => ({ start: c.start - timeOrigin, end: c.end - timeOrigin })).filter((c) => c.end <= drawnAt);
  const dataSent = Math.min(...data.map((c) => c.start));
  const dataAnswered = Math.max(...data.map((c) => c.end));
  return {
    scripts: appStart,
    scriptParts: { document: documentIn, pageStart: firstScript - documentIn, code: appStart - firstScript },
    calls: dataSent - appStart,
    data: dataAnswered - dataSent,
    draw: drawnAt - dataAnswered,
    steps: { appStart, sent: dataSent, firstAnswer: Math.min(...data.map((c) => c.end)), lastAnswer: dataAnswered, ...marks, drawn: drawnAt },
  };
}

function printPhases(label: string, runs: Phases[]) {
  const part = (key: Exclude<keyof Phases, 'steps' | 'scriptParts'>) => median(runs.map((r) => r[key])).toFixed(0);
  const step = (key: keyof Phases['steps']) => median(runs.map((r) => r.steps[key])).toFixed(0);
  console.log(
    `    where the time goes, ${label} (median of ${runs.length}): page and scripts until the app runs ${part('scripts')} ms, ` +
      `session, project, settings and graph calls ${part('calls')} ms, data calls ${part('data')} ms, decoding and drawing ${part('draw')} ms`,
  );
  const scriptPart = (key: keyof Phases['scriptParts']) => median(runs.map((r) => r.scriptParts[key])).toFixed(0);
  console.log(
    `      of the page and scripts: the document in ${scriptPart('document')} ms, the browser until the page asks for its first script ` +
      `(a new tab's page starting) ${scriptPart('pageStart')} ms, the scripts fetched, parsed and run until the app starts ${scriptPart('code')} ms`,
  );
  console.log(
    `      its steps, ms from navigation: the app runs ${step('appStart')}, data calls sent ${step('sent')}, the first answered ${step('firstAnswer')}, the last ${step('lastAnswer')}; ` +
      `the page renders ${step('page')}, its graphs with data ${step('graphs')}, the first chart is made ${step('charts')}, every graph drawn ${step('drawn')}`,
  );
}

/** Every request of the page's last navigation and the app's start, from navigation start (BENCH_TIMELINE=1). */
async function printTimeline(page: Page, label: string) {
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource'), ...performance.getEntriesByType('mark')]
      .sort((a, b) => a.startTime - b.startTime)
      .map((e) => {
        if (e.entryType === 'mark') return `${e.startTime.toFixed(0).padStart(6)}           mark ${e.name}`;
        const r = e as PerformanceResourceTiming;
        const name = r.name.replace(location.origin, '');
        return `${r.startTime.toFixed(0).padStart(6)} -> ${r.responseEnd.toFixed(0).padStart(6)} ms  (first byte ${r.responseStart.toFixed(0)})  ${name.length > 120 ? `${name.slice(0, 117)}...` : name}`;
      }),
  );
  console.log(`  timeline of ${label}:\n    ${entries.join('\n    ')}`);
}
