import type { Page } from '@playwright/test';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { api, createProjectViaApi } from './support/api';
import { screenshot } from './support/browser';
import { expect, test, useE2E } from './support/setup';

const e2e = useE2E('correlation');

/** Three wells: the same formations at different depths (Wolfcamp A at 5,300, 6,650 and 7,900 ft MD). */
const WELLS = [
  { name: 'North 1H', start: 5000, top: 5300 },
  { name: 'Middle 2H', start: 6200, top: 6650 },
  { name: 'South 3H', start: 7400, top: 7900 },
];

async function createWells(page: Page): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, w] of WELLS.entries()) {
    const las = generateMudGasLas({ rows: 2400, startDepth: w.start, step: 0.5, landingDepth: w.start + 1100, seed: 11 + i });
    const id = await createProjectViaApi(page, w.name, las);
    const saved = await api(page, 'POST', `/api/projects/${id}/metadata?dr=1`, {
      revision: 1,
      global_formations: [
        { xval_low: w.start, xval_high: w.top, message: 'Spraberry', color: '#1e88e540' },
        { xval_low: w.top, xval_high: w.top + 250, message: 'Wolfcamp A', color: '#e5393540' },
        { xval_low: w.top + 250, xval_high: w.top + 500, message: 'Wolfcamp B', color: '#43a04740' },
      ],
    });
    expect(saved.status).toBe(200);
    ids.push(id);
  }
  return ids;
}

/** A LAS file with a TVD curve added: TVD = MD - `below` (a straight hole whose depth reference is `below` ft up). */
function withTvd(las: string, below: number): string {
  const lines = las.split('\n');
  const out: string[] = [];
  let section = '';
  for (const line of lines) {
    if (line.startsWith('~')) {
      // The curve goes last in the ~Curve section, in the data's column order.
      if (section === 'C') out.push(' TVD      .FT                                    : True vertical depth');
      section = line[1].toUpperCase();
    }
    if (line.startsWith('~A')) {
      out.push(`${line} TVD`);
      continue;
    }
    if (section === 'A' && line.trim() !== '') {
      out.push(`${line} ${(Number(line.trim().split(/\s+/)[0]) - below).toFixed(2)}`);
      continue;
    }
    out.push(line);
  }
  return out.join('\n');
}

/** Each well's group: its accessible name, and the window it names in its own measured depth. */
async function groups(page: Page): Promise<{ name: string; from: number; to: number }[]> {
  const names = await page.locator('[data-testid="well-group"]').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return names.map((name) => {
    const m = /track, ([\d,.-]+)–([\d,.-]+) ft$/.exec(name);
    return { name, from: m ? Number(m[1].replace(/,/g, '')) : NaN, to: m ? Number(m[2].replace(/,/g, '')) : NaN };
  });
}

/** Each graph's value range (the y scale drawn) in every well, by graph in order: `[well][graph]` as "min..max". */
async function valueRanges(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid="well-group"]')
    .evaluateAll((groups) =>
      groups.map((g) =>
        Array.from(g.querySelectorAll<HTMLElement>('[data-testid="correlation-track"]'), (t) => `${t.dataset.yMin ?? ''}..${t.dataset.yMax ?? ''}`),
      ),
    );
}

/** The tie lines of one formation: where each meets its two wells (screen px). */
async function ties(page: Page, formation: string) {
  return page
    .locator(`[data-testid="tie-lines"] line[data-formation="${formation}"]`)
    .evaluateAll((els) => els.map((el) => ({ y1: Number(el.getAttribute('y1')), y2: Number(el.getAttribute('y2')) })));
}

test.describe('correlation: wells side by side', () => {
  test('ticks three wells, correlates them, flattens on a shared top and compares an interval', async () => {
    test.setTimeout(180_000);
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    const { signInAs } = await import('./support/auth');
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    const ids = await createWells(page);

    // The projects list: Correlate waits for two ticked wells, then opens them side by side.
    await page.goto('/projects');
    const correlate = page.getByRole('button', { name: /^Correlate/ });
    await expect(correlate).toBeDisabled();
    for (const w of WELLS) await page.getByRole('checkbox', { name: `Correlate ${w.name}` }).check();
    await expect(correlate).toBeEnabled();
    await correlate.click();
    await page.waitForURL(/\/correlation\?projects=/);
    expect(new URL(page.url()).searchParams.get('projects')).toBe(ids.join(','));

    // Unflattened: one measured-depth axis, so every group names the same window.
    await expect(page.getByRole('region', { name: /^North 1H track, / })).toBeVisible();
    await expect(page.locator('[data-testid="correlation-track"] canvas').first()).toBeVisible();
    await expect.poll(async () => (await groups(page)).every((g) => Number.isFinite(g.from))).toBe(true);
    const md = await groups(page);
    expect(md.map((g) => g.name.split(' track')[0])).toEqual(WELLS.map((w) => w.name));
    expect(new Set(md.map((g) => `${g.from}-${g.to}`)).size).toBe(1);
    // One value scale per graph: a show as tall in two wells is as strong in both (each well's gas differs).
    await expect
      .poll(async () => {
        const ranges = await valueRanges(page);
        const graphs = ranges[0].length;
        if (graphs === 0 || ranges.some((r) => r.length !== graphs || r.some((x) => x === '..'))) return 'not drawn';
        return Array.from({ length: graphs }, (_, i) => new Set(ranges.map((r) => r[i])).size);
      })
      .toEqual([1, 1, 1, 1]);
    await screenshot(page, 'correlation-unflattened-1600');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'correlation-unflattened-1280');
    // A long track title reads two lines and an ellipsis, with nothing of a third line showing under them.
    const showingMore = await page
      .getByTestId('track-title')
      .evaluateAll((els) => els.filter((el) => el.clientHeight > 2 * parseFloat(getComputedStyle(el).lineHeight) + 0.5).map((el) => el.textContent));
    expect(showingMore).toEqual([]);
    await page.setViewportSize({ width: 1600, height: 1000 });

    // Flatten on Wolfcamp A: each well's top at 0, so the same distance down every group; the tie lines are level.
    await page.getByRole('combobox', { name: 'Flatten on' }).click();
    await page.getByRole('option', { name: /^Wolfcamp A/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('flatten')).toBe('Wolfcamp A');
    await expect.poll(async () => new Set((await groups(page)).map((g) => g.from)).size).toBe(3);
    const flat = await groups(page);
    const relative = flat.map((g, i) => Math.round(g.from - WELLS[i].top));
    expect(new Set(relative).size).toBe(1);
    await expect.poll(async () => (await ties(page, 'Wolfcamp A')).length).toBe(2);
    for (const line of await ties(page, 'Wolfcamp A')) expect(Math.abs(line.y1 - line.y2)).toBeLessThanOrEqual(1);
    // Wolfcamp B is 250 ft below A in every well: level too.
    for (const line of await ties(page, 'Wolfcamp B')) expect(Math.abs(line.y1 - line.y2)).toBeLessThanOrEqual(1);
    await screenshot(page, 'correlation-flattened-1600');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'correlation-flattened-1280');

    // One cursor: hovering one well puts the hairline at the same height in every well.
    const firstTrack = page.locator('[data-testid="well-group"]').first().locator('[data-testid="correlation-track"] .u-over').first();
    const box = (await firstTrack.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    const cursorTops = await page
      .locator('[data-testid="correlation-track"] .u-cursor-x')
      .evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(cursorTops.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...cursorTops) - Math.min(...cursorTops)).toBeLessThanOrEqual(1);

    // The keyboard zooms every well together (+ on a focused track), and Go to depth centres them all: 0 is the top of Wolfcamp A.
    const widthOf = async () => {
      const g = (await groups(page))[0];
      return g.to - g.from;
    };
    const whole = await widthOf();
    await page.locator('[data-testid="correlation-track"]').first().focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(widthOf).toBeLessThan(whole * 0.8);
    const zoomed = await groups(page);
    expect(new Set(zoomed.map((g, i) => Math.round(g.to - g.from + 0 * i))).size).toBe(1);
    await page.getByRole('textbox', { name: 'Go to depth' }).fill('0');
    await page.getByRole('textbox', { name: 'Go to depth' }).press('Enter');
    await expect
      .poll(async () => {
        const g = (await groups(page))[0];
        return Math.abs((g.from + g.to) / 2 - WELLS[0].top) < 2;
      })
      .toBe(true);

    // The view is in the URL: a reload opens it again, flattened, on the same window.
    const before = await groups(page);
    // The URL follows the window a moment after it stops moving (relative to the top when flattened).
    await expect.poll(() => Math.round(Number(new URL(page.url()).searchParams.get('from')))).toBe(Math.round(before[0].from - WELLS[0].top));
    await page.reload();
    await expect.poll(async () => (await groups(page)).map((g) => g.from)).toEqual(before.map((g) => g.from));

    // Compare intervals: a row per well, a Pixler line per well, and the CSV.
    await page.getByRole('button', { name: 'Compare intervals' }).click();
    const table = page.getByTestId('comparison-table');
    await expect(table.locator('tbody tr')).toHaveCount(3);
    // Peak and mean total gas each in the well's own unit (a well's file may give it in ppm, another's in gas units).
    const firstRow = table.locator('tbody tr').first().locator('td');
    await expect(firstRow.nth(1)).toHaveText(/^[\d,]+ ppm$/);
    await expect(firstRow.nth(2)).toHaveText(/^[\d,]+ ppm$/);
    await expect(page.locator('[data-testid="pixler-plot"] .pixler-line')).toHaveCount(3);
    const href = await page.getByTestId('compare-csv').getAttribute('href');
    expect(href).toContain('format=csv');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(4);
    await screenshot(page, 'correlation-compare-1280');

    // Export PDF: the page as the report draws it, downloaded.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export PDF' }).click();
    expect((await download).suggestedFilename()).toBe('Correlation.pdf');
  });

  test('switches to true vertical depth: a well with a TVD curve is drawn on it, the others stay in measured depth', async () => {
    const page = await e2e.newPage();
    await page.setViewportSize({ width: 1600, height: 1000 });
    const { signInAs } = await import('./support/auth');
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    const las = generateMudGasLas({ rows: 1200, startDepth: 5000, step: 0.5, seed: 5 });
    const deep = await createProjectViaApi(page, 'Deviated 5H', withTvd(las, 2000));
    const plain = await createProjectViaApi(page, 'Plain 6H', generateMudGasLas({ rows: 1200, startDepth: 5000, step: 0.5, seed: 6 }));
    await page.goto(`/correlation?projects=${deep},${plain}`);
    await expect(page.getByRole('region', { name: /^Deviated 5H track, 5,000–5,600 ft$/ })).toBeVisible();
    await page.getByTestId('depth-kind').getByText('TVD').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('depth')).toBe('tvd');
    // TVD is MD less 2,000 ft (3,000-3,599.5 ft); the other well stays at 5,000-5,599.5 ft MD: one axis over both.
    await expect(page.getByRole('region', { name: /^Deviated 5H track, 3,000–5,600 ft TVD$/ })).toBeVisible();
    await expect(page.getByTestId('no-tvd')).toContainText('Plain 6H has no TVD curve');
    await expect(page.getByRole('region', { name: /^Plain 6H track, 3,000–5,600 ft$/ })).toBeVisible();
    await screenshot(page, 'correlation-tvd-1600');
  });

  test('names a project the user may not view as unavailable, and says so when too few wells are asked for', async () => {
    const page = await e2e.newPage();
    const { signInAs } = await import('./support/auth');
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    const id = await createProjectViaApi(page, 'Lone 4H', generateMudGasLas({ rows: 400, startDepth: 5000, step: 0.5, seed: 3 }));
    await page.goto(`/correlation?projects=${id},999999`);
    await expect(page.getByTestId('unavailable-wells')).toContainText('Project 999999 is unavailable');
    await expect(page.locator('[data-testid="well-group"]')).toHaveCount(1);
    await page.goto('/correlation?projects=1');
    await expect(page.getByText('Tick two to eight projects in the projects list')).toBeVisible();
  });
});
