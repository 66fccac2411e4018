import { expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { signIn } from '../../test/helper';
import { DEMO_PROJECT_NAME, DEMO_SNIPPET_NAME, LATERAL_UNIT, seedDemoProject } from './seed-demo';

const t = useTestApp();

it('creates the demo project with its landing point, vertical and lateral data', async () => {
  const admin = await buildUser(t.db, { role: 'super-admin' });
  const id = await seedDemoProject(t.app.deps, admin.id, t.app.log);
  expect(id).toEqual(expect.any(Number));
  const agent = await signIn(t.app, admin.email);
  const project = (await agent.get(`/api/projects/${id}`)).json().result;
  expect(project.name).toBe(DEMO_PROJECT_NAME);
  const m = project.latest_metadata;
  expect(m.depth_of_split).toBeGreaterThan(m.start_depth);
  expect(m.depth_of_split).toBeLessThan(m.stop_depth);
  expect(project.curves.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['depth', 'c1', 'c2', 'c3', 'c4', 'c5', 'co2', 'h2s']));
  expect(project.row_count).toBeGreaterThan(1000);
  const csv = (await agent.get(`/api/projects/${id}/data/c1,total_gas?filterExpression=${encodeURIComponent(`depth >= ${m.depth_of_split}`)}`)).body;
  expect(csv.trim().split('\n').length).toBeGreaterThan(100);
  expect(project.access_level).toBe('super-admin');
});

it('shows off the product: formations down to the lateral, annotated shows and a zone, and a snippet of the largest show', async () => {
  const admin = await buildUser(t.db, { role: 'super-admin' });
  const id = await seedDemoProject(t.app.deps, admin.id, t.app.log);
  const agent = await signIn(t.app, admin.email);
  const project = (await agent.get(`/api/projects/${id}`)).json().result;
  const m = project.latest_metadata;
  const formations = m.global_formations as { xval_low: number; xval_high: number; message: string; color: string }[];
  expect(formations.length).toBeGreaterThanOrEqual(3);
  // Shallow to deep, each starting where the one above ends, the last one the lateral's from the landing point.
  for (let i = 1; i < formations.length; i++) expect(formations[i].xval_low).toBe(formations[i - 1].xval_high);
  expect(formations.at(-1)).toMatchObject({ message: LATERAL_UNIT, xval_low: m.depth_of_split, xval_high: m.stop_depth });
  expect(new Set(formations.map((f) => f.message)).size).toBe(formations.length);
  const hairlines = m.global_hairlines as { xval: number; text: string; isZone: boolean }[];
  expect(hairlines.filter((h) => !h.isZone && h.xval < m.depth_of_split)).toHaveLength(3);
  expect(hairlines.filter((h) => h.isZone && h.xval > m.depth_of_split)).toHaveLength(1);
  // Each annotated show is a real one: total gas at its depth stands well above the vertical section's median.
  const csv = (await agent.get(`/api/projects/${id}/data/total_gas?filterExpression=${encodeURIComponent(`depth < ${m.depth_of_split}`)}`))
    .body as string;
  const rows = csv
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map(Number));
  const sorted = rows
    .map((r) => r[1])
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  for (const h of hairlines.filter((x) => !x.isZone)) {
    const at = rows.find((r) => r[0] === h.xval)!;
    expect(at[1], `total gas at the show at ${h.xval}`).toBeGreaterThan(median * 2);
  }
  const snippets = project.snippets as { name: string; config: { scale?: string; dateWindow: { x: [number, number] } } }[];
  expect(snippets.map((s) => s.name)).toEqual([DEMO_SNIPPET_NAME]);
  expect(snippets[0].config.scale).toBe('log');
});

it("makes a report a geologist hands over: the demo's vertical section at 1:600 in at most 6 pages, the header on one", async () => {
  const admin = await buildUser(t.db, { role: 'super-admin' });
  const id = await seedDemoProject(t.app.deps, admin.id, t.app.log);
  const agent = await signIn(t.app, admin.email);
  const m = (await agent.get(`/api/projects/${id}/metadata`)).json().result as { start_depth: number; depth_of_split: number };
  const created = await agent.post(`/api/projects/${id}/export-pdf?xRange=${m.start_depth}:${m.depth_of_split}`, { wellName: '' });
  expect(created.statusCode, created.body).toBe(200);
  const pdf = new Uint8Array((await agent.get(created.json().result.uri as string)).rawPayload);
  const proxy = await getDocumentProxy(pdf);
  expect(proxy.numPages).toBeLessThanOrEqual(6);
  // The header page holds the well, the metadata, the marks, the curves and the whole shows table; the log follows.
  const { text } = await extractText(proxy, { mergePages: false });
  expect(text[0]).toContain('Shows (Haworth zones');
  expect(text[1]).toMatch(/Vertical gas log/);
  // The log's track heads name each curve whole, as a mud log's heads do: symbol and the file's unit.
  for (const head of ['C1 (ppm)', 'C5 (ppm)', 'TG (ppm)', 'CO2 (ppm)', 'C1/C5', 'Wh (%)', 'nC5 (ppm)']) expect(text[1], head).toContain(head);
  expect(text[1]).not.toContain('…');
  // The header fields, in order, then the shows table's rows: top, base and thickness, joined top to base.
  const page = text[0].replace(/\s+/g, ' ');
  const order = ['DEMO STATE 14-7H #1', 'Project Demo well', 'Exported by', 'Operator', 'DEMO PETROLEUM INC.', 'Landing point', 'Formations'];
  const at = order.map((needle) => page.indexOf(needle));
  expect(
    at.every((i) => i >= 0),
    JSON.stringify(at),
  ).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  const table = page.slice(page.indexOf('Shows (Haworth zones'));
  const rows = [...table.matchAll(/(\d{4}(?:\.\d)?) (\d{4}(?:\.\d)?) (\d+(?:\.\d)?) \d (?:Dry gas|Gas|Oil|Residual)/g)].map((r) =>
    r.slice(1, 4).map(Number),
  );
  expect(rows.length).toBeGreaterThan(10);
  expect(rows[0][0]).toBe(m.start_depth);
  for (const [i, [top, base, thickness]] of rows.entries()) {
    expect(base - top).toBeCloseTo(thickness, 6);
    expect(thickness).toBeGreaterThanOrEqual(2);
    if (i > 0) expect(top).toBe(rows[i - 1][1]);
  }
  expect(rows.at(-1)![1]).toBeLessThanOrEqual(m.depth_of_split);
});
