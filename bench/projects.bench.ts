// Projects: upload-to-ready of the 100,000-row 60-curve file on PGlite, and the data endpoint for
// 10 series over 100,000 rows with background subtraction, as CSV and binary.
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { readLas } from '../packages/core/src/las/read-las';
import { buildUser } from '../apps/server/src/test/factories';
import { buildTestApp, signIn } from '../apps/server/src/test/helper';
import { createProjectVia } from '../apps/server/src/features/projects/test-support';
import { columnCache, readDataset } from '../apps/server/src/features/project-data/curves.repository';
import { figure, timeIt } from './report';

export async function run() {
  const t = await buildTestApp();
  try {
    const user = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, user.email);
    // A different seed each run: identical curves would be shared with the previous upload and cost nothing.
    let seed = 1;
    const files = new Map<number, string>();
    const fileFor = (s: number) => {
      if (!files.has(s)) files.set(s, generateMudGasLas({ rows: 100_000, curveSet: 'wide', seed: s }));
      return files.get(s)!;
    };
    const sample = fileFor(1);
    figure('bench file size', sample.length / 1024 / 1024, 'MB');
    figure('readLas alone (100,000 rows x 61 curves)', await timeIt(() => readLas(sample), 1), 'ms');
    fileFor(2);

    let projectId = 0;
    const upload = await timeIt(async () => {
      const response = await createProjectVia(agent, { name: `Bench ${seed}`, las: fileFor(seed++) });
      if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
      projectId = response.json().result.id;
      files.delete(seed - 1);
    }, 1);
    figure('upload-to-ready, 100,000 rows x 60 curves (PGlite)', upload / 1000, 's', { atMost: 3 });

    const cold = async <T>(fn: () => Promise<T>) => {
      columnCache.clear();
      return fn();
    };
    figure('read back every curve of a revision from the database (bytea, cache cleared)', await timeIt(() => cold(() => readDataset(t.db, projectId, 1)), 3), 'ms');

    const series = 'c1,c2,c3,c4,c5,total_gas,co2,h2s,wh,pix1';
    const csvUrl = `/api/projects/${projectId}/data/${series}?backgroundSubtract=32`;
    const csvSize = (await agent.get(csvUrl)).body.length;
    const csv = await timeIt(async () => {
      const r = await agent.get(csvUrl);
      if (r.statusCode !== 200) throw new Error(r.body);
    });
    figure(`data endpoint CSV, 10 series x 100,000 rows, background 32 (${(csvSize / 1e6).toFixed(1)} MB)`, csv, 'ms');
    const binUrl = `${csvUrl}&format=bin`;
    const binSize = (await agent.get(binUrl)).rawPayload.byteLength;
    const bin = await timeIt(async () => {
      const r = await agent.get(binUrl);
      if (r.statusCode !== 200) throw new Error(r.body);
    });
    figure(`data endpoint binary, same (${(binSize / 1e6).toFixed(1)} MB)`, bin, 'ms', { atMost: 100 });
    const binCold = await timeIt(() => cold(() => agent.get(binUrl)), 3);
    figure('data endpoint binary, same, first read (column cache cleared)', binCold, 'ms');
    const plain = await timeIt(async () => {
      await agent.get(`/api/projects/${projectId}/data/${series}?format=bin`);
    });
    figure('data endpoint binary, no background subtraction', plain, 'ms');
  } finally {
    await t.close();
  }
}
