import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signIn, type Agent, type TestApp } from '../../test/helper';
import { buildUser } from '../../test/factories';
import { createProjectId } from '../../test/projects';
import { generateMudGasLas } from '@mudstack/core';

async function pdfText(body: Buffer): Promise<string> {
  const proxy = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(proxy, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('PDF export over HTTP', () => {
  let t: TestApp;
  let owner: Agent;
  let viewer: Agent;
  let stranger: Agent;
  let projectId: number;
  let verticalSnippet: number;
  let lateralSnippet: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const ownerUser = await buildUser(t.db, { role: 'admin', firstName: 'Olive', lastName: 'Owner' });
    const viewerUser = await buildUser(t.db, { companyId: ownerUser.company_id!, firstName: 'Vera', lastName: 'Viewer' });
    const strangerUser = await buildUser(t.db, { companyId: ownerUser.company_id! });
    owner = await signIn(t.app, ownerUser.email);
    viewer = await signIn(t.app, viewerUser.email);
    stranger = await signIn(t.app, strangerUser.email);
    // 200 rows from 5000 to 5099.5 ft, landing point 5070.
    projectId = await createProjectId(owner, { name: 'Export well' });
    const access = await owner.post(`/api/projects/${projectId}/access`, {
      access_levels: [
        { user_id: ownerUser.id, access_level: 'admin' },
        { user_id: viewerUser.id, access_level: 'view' },
      ],
    });
    expect(access.statusCode).toBe(200);
    const meta = await owner.get(`/api/projects/${projectId}/metadata`);
    const revision = meta.json().result.revision as number;
    const saved = await owner.post(`/api/projects/${projectId}/metadata`, {
      revision,
      global_hairlines: [
        { xval: 5020, text: 'Trip gas at the bit change', isZone: false },
        { xval: 5080, text: 'Fracture zone in the lateral', isZone: true },
      ],
      global_formations: [{ xval_low: 5000, xval_high: 5050, message: 'Upper Bakken shale', color: '#ff000040' }],
    });
    expect(saved.statusCode).toBe(200);
    // Snippets are stored rows here; their own route belongs to the snippets feature.
    const snippet = (name: string, series: string[], x: [number, number]) =>
      t.db
        .insertInto('snippets')
        .values({ project_id: projectId, name, config: JSON.stringify({ dateWindow: { x, y: [0, 0] }, series }), created_by_id: ownerUser.id })
        .returning('id')
        .executeTakeFirstOrThrow();
    verticalSnippet = (await snippet('Top show', ['c2', 'c1'], [5010, 5040])).id;
    lateralSnippet = (await snippet('Lateral window', ['c1'], [5075, 5095])).id;
  });
  afterAll(async () => t?.close());

  const exportPdf = (agent: Agent, query = '', wellName = 'Export Well 1H') =>
    agent.post(`/api/projects/${projectId}/export-pdf${query ? `?${query}` : ''}`, { wellName });

  it('adds the interpretation when asked: a Pixler plot and ternary diagram per snippet; the shows table is always there', async () => {
    const created = await exportPdf(owner, `snippets=${verticalSnippet}&interpretation=true`);
    expect(created.statusCode, created.body).toBe(200);
    const pdf = (await owner.get(created.json().result.uri as string)).rawPayload;
    const text = await pdfText(pdf);
    for (const needle of [
      'Shows (Haworth zones, intervals of at least 2 ft)',
      'Top (ft)',
      'Base (ft)',
      // A page for each annotated show and zone (its mark +/- 10 ft), in depth order, then each snippet's.
      'Interpretation: Annotation 1: Trip gas at the bit change',
      'Interpretation: Zone Z1: Fracture zone in the lateral (5070 ft - 5090 ft)',
      'Interpretation: Top show (5010 ft - 5040 ft)',
      'Pixler plot (',
      'C1/C2',
      'C1/C5',
      'Ternary diagram: C2, C3',
    ]) {
      expect(text, needle).toContain(needle);
    }
    expect(text).toMatch(/\b[1-5] (Dry gas, non-productive|Gas|Gas condensate or wet gas|Oil|Residual oil, non-productive)\b/);
    const plain = await pdfText((await owner.get((await exportPdf(owner, `snippets=${verticalSnippet}`)).json().result.uri as string)).rawPayload);
    expect(plain).toContain('Shows (Haworth zones');
    expect(plain).not.toContain('Interpretation:');
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync('test-results/exports', { recursive: true });
    writeFileSync('test-results/exports/interpretation.pdf', pdf);
  });

  it('renders the report, answers its uri, and downloads it as an attachment named after the project', async () => {
    const created = await exportPdf(owner, `snippets=${verticalSnippet}:${lateralSnippet}&layout=across`);
    expect(created.statusCode).toBe(200);
    const { uri } = created.json().result as { uri: string };
    expect(uri).toMatch(/^\/api\/exports\/pdf\/[0-9a-f-]{36}$/);

    const download = await owner.get(uri);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Export well\.pdf"/);
    const text = await pdfText(download.rawPayload);
    const inOrder = [
      'Export Well 1H',
      'Project Export well - data revision 1, metadata revision 2',
      'Exported by Olive Owner on',
      'Metadata',
      'Landing point',
      '5070 ft',
      'Formations',
      'Upper Bakken shale',
      'Annotations',
      'Trip gas at the bit change',
      'Zones',
      'Fracture zone in the lateral',
      'Vertical',
      'Hydrocarbons C1-C5',
      'Top show (5010 ft - 5040 ft)',
      'Lateral',
      'Hydrocarbons C1-C5',
      'Lateral window (5075 ft - 5095 ft)',
    ];
    let at = 0;
    for (const needle of inOrder) {
      const found = text.indexOf(needle, at);
      expect(found, `"${needle}" after ${at}`).toBeGreaterThanOrEqual(0);
      at = found + needle.length;
    }
    // The vertical snippet's last series (c1) is in one graph only; each snippet appears once.
    expect(text.split('Top show (').length - 1).toBe(1);
    expect(text.split('Lateral window (').length - 1).toBe(1);
  });

  it('numbers annotations and zones each on their own, in the tables and on the graphs (Z1, not Z2)', async () => {
    const created = await exportPdf(owner);
    const text = await pdfText((await owner.get(created.json().result.uri)).rawPayload);
    expect(text).toContain('Z1');
    expect(text).not.toContain('Z2');
    expect(text).toMatch(/1 5,?080(\.0)? Fracture zone in the lateral/);
  });

  it("labels a graph's y axis with its series' unit when the configuration gives no label, as on screen", async () => {
    const config = await owner.post('/api/graph-configs', {
      name: 'Unlabelled',
      description: '',
      graphs: [
        { name: 'First graph', ylabel: '', appliesTo: 'both', drawOrder: 0, series: { c1: '#ff0000', c2: '#00aa00' } },
        { name: 'Second graph', ylabel: '', appliesTo: 'both', drawOrder: 1, series: { pix1: '#123456' } },
      ],
    });
    expect(config.statusCode, config.body).toBe(201);
    const created = await exportPdf(owner, `config=${config.json().result.id}&layout=across`);
    const text = await pdfText((await owner.get(created.json().result.uri)).rawPayload);
    expect(text).toContain('Parts per million');
    expect(text).toContain('Ratio');
  });

  it('draws a Haworth track with its zone legend, and only for a Haworth graph', async () => {
    const graphs = (kind: 'haworth' | 'lines') => [
      { name: 'Zones', ylabel: '', appliesTo: 'both', drawOrder: 0, kind, series: { wh: '#1f77b4', bh: '#d62728', ch: '#2ca02c' } },
    ];
    const render = async (kind: 'haworth' | 'lines') => {
      const config = await owner.post('/api/graph-configs', { name: `Track ${kind}`, description: '', graphs: graphs(kind) });
      expect(config.statusCode, config.body).toBe(201);
      const created = await exportPdf(owner, `config=${config.json().result.id}&layout=across`);
      expect(created.statusCode, created.body).toBe(200);
      return pdfText((await owner.get(created.json().result.uri)).rawPayload);
    };
    // The legend names the five zones in a row (the shows table names only the zones met, each with its depths).
    const legend = /1 Dry gas, non-productive\s+2 Gas\s+3 Gas condensate or wet gas\s+4 Oil\s+5 Residual oil, non-productive/;
    expect(await render('haworth')).toMatch(legend);
    expect(await render('lines')).not.toMatch(legend);
  });

  it('applies the x range: the heading says so and a section outside it is left out', async () => {
    const created = await exportPdf(owner, 'xRange=5000:5050&hideFlags=true&layout=across');
    expect(created.statusCode).toBe(200);
    const text = await pdfText((await owner.get(created.json().result.uri)).rawPayload);
    expect(text).toContain('Vertical (showing only 5000ft. - 5050ft.)');
    expect(text).not.toContain('Lateral (showing only');
  });

  it('draws the gas log depth down by default: track heads with each curve and its unit, the landing point, at 1:600, 1:240 or 1:500', async () => {
    for (const [query, scaleText] of [
      ['', 'Depth down, 1:600 (2 in per 100 ft)'],
      ['scale=240', 'Depth down, 1:240 (5 in per 100 ft)'],
      // A metric log's scale, asked of a well in feet, named in feet.
      ['scale=500', 'Depth down, 1:500 (2.4 in per 100 ft)'],
      ['scale=fit:1', 'Depth down, 1:'],
    ] as const) {
      const created = await exportPdf(owner, query);
      expect(created.statusCode, created.body).toBe(200);
      const text = (await pdfText((await owner.get(created.json().result.uri as string)).rawPayload)).replace(/\s+/g, ' ');
      for (const needle of ['Vertical gas log', 'Lateral gas log', scaleText, 'Depth (ft)', 'Hydrocarbons C1-C5', 'Methane (ppm)', 'Landing point']) {
        expect(text, `${query}: ${needle}`).toContain(needle);
      }
    }
  });

  it("reads every curve the report draws: the file's own curves the built-in configuration adds, and the shows' gases under any configuration", async () => {
    const wellId = await createProjectId(owner, {
      name: 'File curves well',
      las: generateMudGasLas({ rows: 600, startDepth: 5000, landingDepth: 5200, seed: 2 }),
    });
    const created = await owner.post(`/api/projects/${wellId}/export-pdf`, { wellName: '' });
    expect(created.statusCode, created.body).toBe(200);
    const text = (await pdfText((await owner.get(created.json().result.uri as string)).rawPayload)).replace(/\s+/g, ' ');
    // The well's iC4, nC4, iC5 and nC5 have data: drawn, not "not in this file".
    const missing = /Not in this file: ([^.]*)/.exec(text)?.[1] ?? '';
    expect(missing).not.toMatch(/IC4|NC4/);
    // A configuration drawing only C1 still gets a shows table (its zones need C1-C5).
    const config = await owner.post('/api/graph-configs', {
      name: 'Methane only',
      description: '',
      graphs: [{ name: 'Methane', ylabel: '', appliesTo: 'both', drawOrder: 0, series: { c1: '#ff0000' } }],
    });
    const narrow = await owner.post(`/api/projects/${wellId}/export-pdf?config=${config.json().result.id}`, { wellName: '' });
    const narrowText = (await pdfText((await owner.get(narrow.json().result.uri as string)).rawPayload)).replace(/\s+/g, ' ');
    expect(narrowText).not.toContain('No depth in the range has the C1-C5 gases');
    expect(narrowText).toMatch(/Shows \(Haworth zones, intervals of at least 2 ft\) Top \(ft\) .* \d{4}(\.\d)? \d{4}(\.\d)? [\d.]+ [1-5] /);
  });

  it('falls back to the well name of the metadata when the body has none', async () => {
    const created = await exportPdf(owner, '', '');
    const text = await pdfText((await owner.get(created.json().result.uri)).rawPayload);
    expect(text.startsWith('DEMO STATE 14-7H')).toBe(true);
  });

  it('writes the shows table over the range asked, at the minimum thickness asked', async () => {
    const created = await exportPdf(owner, 'xRange=5010:5060&minShow=5');
    expect(created.statusCode, created.body).toBe(200);
    const text = (await pdfText((await owner.get(created.json().result.uri as string)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Shows (Haworth zones, intervals of at least 5 ft)');
    const table = text.slice(text.indexOf('Shows (Haworth'), text.indexOf('Vertical', text.indexOf('Shows (Haworth')));
    // Rows of top, base, thickness and zone: continuous from the range's top to its bottom, none thinner than 5 ft.
    const rows = [...table.matchAll(/(\d{4}(?:\.\d)?) (\d{4}(?:\.\d)?) (\d+(?:\.\d)?) ([1-5]) /g)].map((m) => m.slice(1, 4).map(Number));
    expect(rows.length, table).toBeGreaterThan(0);
    expect(rows[0][0]).toBe(5010);
    expect(rows.at(-1)![1]).toBe(5060);
    for (const [i, [top, base, thickness]] of rows.entries()) {
      expect(base - top).toBe(thickness);
      if (rows.length > 1) expect(thickness).toBeGreaterThanOrEqual(5);
      if (i > 0) expect(top).toBe(rows[i - 1][1]);
    }
  });

  it('answers 422 with a message per bad parameter', async () => {
    const cases: [string, string, RegExp][] = [
      ['xRange=abc', 'xRange', /low:high/],
      ['xRange=6000:5000', 'xRange', /start below/],
      ['hideFlags=maybe', 'hideFlags', /true or false/],
      ['snippets=1:x', 'snippets', /colons/],
      ['mdr=0', 'mdr', /1 or more/],
      ['config=9999', 'config', /Graph configuration 9999 was not found/],
      ['mdr=99', 'mdr', /Metadata revision 99 does not exist/],
      ['dr=99', 'dr', /Data revision 99 does not exist/],
      ['snippets=987654', 'snippets', /Snippet 987654 is not in this project/],
      ['minShow=-1', 'minShow', /0 ft or more/],
      ['minShow=thick', 'minShow', /thickness in ft/],
      ['layout=sideways', 'layout', /down or across/],
      ['scale=1000', 'scale', /600, 240, 500, 200 or fit:N/],
      ['scale=300', 'scale', /600, 240, 500, 200 or fit:N/],
      ['scale=fit:0', 'scale', /600, 240, 500, 200 or fit:N/],
    ];
    for (const [query, field, message] of cases) {
      const response = await exportPdf(owner, query);
      expect(response.statusCode, query).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(errors[field]?.join(' '), `${query}: ${response.body}`).toMatch(message);
    }
  });

  it('needs view access to export, and only the maker may download', async () => {
    const mine = await exportPdf(viewer);
    expect(mine.statusCode).toBe(200);
    const uri = mine.json().result.uri as string;
    expect((await viewer.get(uri)).statusCode).toBe(200);
    expect((await owner.get(uri)).statusCode).toBe(404);
    expect((await stranger.get(uri)).statusCode).toBe(404);

    const denied = await exportPdf(stranger);
    expect(denied.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: uri })).statusCode).toBe(401);
    expect((await owner.get('/api/exports/pdf/not-an-id')).statusCode).toBe(422);
  });

  it('documents both routes in the OpenAPI description', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toContain('/api/projects/{id}/export-pdf');
    expect(paths).toContain('/api/exports/pdf/{id}');
  });
});
