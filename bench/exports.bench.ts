// PDF export of a 100,000-row project with 6 graphs and 6 snippets (goals: under 1.5 s, under 3 MB).
// 1. The renderer alone on synthetic demo-like curves.
// 2. The whole export over HTTP on the embedded database: the 60-curve, 100,000-row bench file
//    imported as a project, the built-in configuration (6 graphs), 6 chosen snippets; the time
//    covers loading the curves, computing derived series, rendering and storing the PDF.
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { renderReport } from '../apps/server/src/features/exports/pdf/render-report';
import { sampleReportInput } from '../apps/server/src/features/exports/pdf/sample-report';
import { createProjectId } from '../apps/server/src/test/projects';
import { buildUser } from '../apps/server/src/test/factories';
import { buildTestApp, signIn } from '../apps/server/src/test/helper';
import { seedDemoProject } from '../apps/server/src/features/demo';
import { figure, healthDuring, timeIt } from './report';

/** Pages of a PDF (pdfkit writes each page object as `/Type /Page`). */
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

export async function run() {
  const input = sampleReportInput({ rows: 100_000 });
  let size = 0;
  const ms = await timeIt(async () => {
    size = (await renderReport(input)).length;
  }, 5);
  console.log('  renderer only: 100,000 synthetic rows, 6 graphs per section, 6 snippets');
  figure('PDF render time', ms / 1000, 's', { atMost: 1.5 });
  figure('PDF file size', size / (1024 * 1024), 'MB', { atMost: 3 });

  const t = await buildTestApp();
  try {
    const user = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, user.email);
    const las = generateMudGasLas({ curveSet: 'wide', rows: 100_000, startDepth: 5000, step: 0.5, seed: 1 });
    const projectId = await createProjectId(agent, { name: 'Bench well', las });
    const meta = (await agent.get(`/api/projects/${projectId}/metadata`)).json().result as {
      depth_of_split: number;
      start_depth: number;
      stop_depth: number;
    };
    const landing = meta.depth_of_split;
    const windows: [string, string[], [number, number]][] = [
      ['V1', ['c2', 'c1'], [meta.start_depth + 500, meta.start_depth + 900]],
      ['V2', ['total_gas'], [meta.start_depth + 4000, meta.start_depth + 4600]],
      ['V3', ['wh'], [landing - 2000, landing - 1000]],
      ['L1', ['c1'], [landing + 200, landing + 900]],
      ['L2', ['pix1'], [landing + 3000, landing + 3500]],
      ['L3', ['hl2'], [landing + 6000, landing + 7000]],
    ];
    const ids: number[] = [];
    for (const [name, series, x] of windows) {
      const row = await t.db
        .insertInto('snippets')
        .values({ project_id: projectId, name, config: JSON.stringify({ dateWindow: { x, y: [0, 0] }, series }), created_by_id: user.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    let uri = '';
    const httpMs = await timeIt(async () => {
      const response = await agent.post(`/api/projects/${projectId}/export-pdf?snippets=${ids.join(':')}&layout=across`, {
        wellName: 'Bench well 1H',
      });
      if (response.statusCode !== 200) throw new Error(`export failed: ${response.statusCode} ${response.body}`);
      uri = response.json().result.uri;
    }, 3);
    const pdf = (await agent.get(uri)).rawPayload;
    console.log(
      `  over HTTP: 100,000 rows x 60 curves, built-in configuration, 6 snippets, landing ${landing} ft, Graphs across (the second wave's report, same goals)`,
    );
    figure('PDF export time (POST export-pdf)', httpMs / 1000, 's', { atMost: 1.5 });
    figure('PDF file size', pdf.length / (1024 * 1024), 'MB', { atMost: 3 });
    figure('PDF pages', pageCount(pdf), 'pages');

    // The depth-down log of 5,000 ft at 1:600: a printed mud log's length of hole, to be made in under 3 s and 5 MB.
    const range = `${meta.start_depth}:${meta.start_depth + 5000}`;
    let logUri = '';
    const logMs = await timeIt(async () => {
      const response = await agent.post(`/api/projects/${projectId}/export-pdf?xRange=${range}&scale=600`, { wellName: 'Bench well 1H' });
      if (response.statusCode !== 200) throw new Error(`export failed: ${response.statusCode} ${response.body}`);
      logUri = response.json().result.uri;
    }, 3);
    const logPdf = (await agent.get(logUri)).rawPayload;
    console.log(`  over HTTP: the same well, 5,000 ft (${range}) depth down at 1:600, no snippets`);
    figure('PDF export time (5,000 ft at 1:600)', logMs / 1000, 's', { atMost: 3 });
    figure('PDF file size', logPdf.length / (1024 * 1024), 'MB', { atMost: 5 });
    figure('PDF pages', pageCount(logPdf), 'pages');

    // The demo well's default report, the one a newcomer makes first: at 1:600 in at most 6 pages, under 0.5 s, for the
    // workspace's default window, the vertical section (5,000 ft to the landing point). The demo project as first
    // start seeds it: formations, annotated shows, a zone and a snippet.
    const admin = await buildUser(t.db, { role: 'super-admin' });
    const demoId = await seedDemoProject(t.app.deps, admin.id, t.app.log);
    const adminAgent = await signIn(t.app, admin.email);
    const demoMeta = (await adminAgent.get(`/api/projects/${demoId}/metadata`)).json().result as { start_depth: number; depth_of_split: number };
    let demoUri = '';
    const demoMs = await timeIt(async () => {
      const response = await adminAgent.post(`/api/projects/${demoId}/export-pdf?xRange=${demoMeta.start_depth}:${demoMeta.depth_of_split}`, {
        wellName: '',
      });
      if (response.statusCode !== 200) throw new Error(`export failed: ${response.statusCode} ${response.body}`);
      demoUri = response.json().result.uri;
    }, 3);
    const demoPdf = (await adminAgent.get(demoUri)).rawPayload;
    console.log(`  over HTTP: the seeded demo well, ${demoMeta.start_depth}-${demoMeta.depth_of_split} ft, the default report (depth down, 1:600)`);
    figure('PDF export time (demo well)', demoMs / 1000, 's', { atMost: 0.5 });
    figure('PDF pages (demo well)', pageCount(demoPdf), 'pages', { atMost: 6 });

    // Does the server keep answering while it makes large exports? /api/health every 10 ms
    // during each, over real HTTP.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { cookie: agent.jar.header(), 'x-csrf-token': agent.jar.get('csrf_access_token')! };
    const during = async (label: string, work: () => Promise<Response>) => {
      const started = performance.now();
      const { result, times, pct } = await healthDuring(address, async () => {
        const response = await work();
        return { ok: response.ok, status: response.status, bytes: (await response.arrayBuffer()).byteLength };
      });
      const ms = performance.now() - started;
      if (!result.ok) throw new Error(`${label}: ${result.status}`);
      figure(
        `/api/health p99 during ${label} (${(result.bytes / 1e6).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s, ${times.length} calls)`,
        pct(0.99),
        'ms',
        {
          atMost: 100,
        },
      );
    };
    await during('a PDF export', () =>
      fetch(`${address}/api/projects/${projectId}/export-pdf?snippets=${ids.join(':')}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ wellName: 'Bench well 1H' }),
      }),
    );
    await during('a D-type LAS export of every curve', () => fetch(`${address}/api/projects/${projectId}/export-las?type=d_type`, { headers }));
    const every = (await agent.get(`/api/projects/${projectId}`))
      .json()
      .result.curves.map((c: { name: string }) => c.name)
      .filter((n: string) => n !== 'depth');
    await during(`a CSV of ${every.slice(0, 50).length} curves`, () =>
      fetch(`${address}/api/projects/${projectId}/data/${every.slice(0, 50).join(',')}`, { headers: { ...headers, 'accept-encoding': 'identity' } }),
    );
  } finally {
    await t.close();
  }
}
