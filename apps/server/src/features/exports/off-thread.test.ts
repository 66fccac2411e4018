import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useSignedInApp } from '../../test/fixtures';
import { buildTestApp, signIn } from '../../test/helper';
import { createProjectId, smallLas } from '../../test/projects';
import { exportsMadeOffThread, LAS_OFF_THREAD_MIN_CELLS } from './exports.pool';

// PDF reports and large LAS exports are made on worker threads, with the same answers.
const { agent: admin } = useSignedInApp();
let big: number;
let small: number;
beforeAll(async () => {
  // 20,000 rows of the demo curves: over the hand-over threshold, for both CSV and LAS.
  big = await createProjectId(admin, { name: 'Big', las: smallLas({ rows: 20_000, landingDepth: 12_000 }) });
  small = await createProjectId(admin, { name: 'Small', las: smallLas() });
});

const lasOf = async (id: number, type: string) => (await admin.get(`/api/projects/${id}/export-las?type=${type}`)).body;

describe('exports off the event loop', () => {
  it('writes a large LAS export on a worker thread, the same text as written in place', async () => {
    const before = exportsMadeOffThread();
    const cType = await lasOf(big, 'c_type');
    const dType = await lasOf(big, 'd_type');
    expect(exportsMadeOffThread()).toBe(before + 2);
    const rows = (text: string) => text.slice(text.indexOf('~A')).trim().split('\n').length - 1;
    expect(rows(cType)).toBe(20_000);
    expect(rows(dType)).toBe(20_000);
    expect(dType).toContain('~Other');
    // The export really is past the hand-over threshold: its rows times its columns, counted in the file.
    const firstRow = dType.slice(dType.indexOf('~A')).split('\n')[1].trim().split(/\s+/);
    expect(rows(dType) * firstRow.length).toBeGreaterThanOrEqual(LAS_OFF_THREAD_MIN_CELLS);

    // The small project is written in place; both ways give the same layout (header, curves, data rows).
    const inPlace = await lasOf(small, 'd_type');
    expect(exportsMadeOffThread()).toBe(before + 2);
    const curveLines = (text: string) => text.slice(text.indexOf('~C'), text.indexOf('~', text.indexOf('~C') + 1)).trim();
    expect(curveLines(dType)).toBe(curveLines(inPlace));
    expect(inPlace.split('~A')[1].trim().split('\n')[0]).toBe(dType.split('~A')[1].trim().split('\n')[0]);
  });

  it('renders every PDF on a worker thread', async () => {
    const before = exportsMadeOffThread();
    const response = await admin.post(`/api/projects/${small}/export-pdf?config=0`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(exportsMadeOffThread()).toBe(before + 1);
    const pdf = await admin.get(response.json().result.uri);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('export time limit', () => {
  it('stops an export past EXPORT_TIME_LIMIT_SECONDS with a 503 that says what to change, and the pool goes on', async () => {
    const limited = await buildTestApp({ EXPORT_TIME_LIMIT_SECONDS: '0.001' });
    try {
      const agent = await signIn(limited.app, (await buildUser(limited.db, { role: 'admin' })).email);
      const id = await createProjectId(agent, { name: 'Slow', las: smallLas({ rows: 20_000, landingDepth: 12_000 }) });
      const pdf = await agent.post(`/api/projects/${id}/export-pdf`, { wellName: '' });
      expect(pdf.statusCode).toBe(503);
      expect(pdf.json()).toEqual({
        message: 'The export took longer than 0.001 s and was stopped. Choose a shorter depth range or fewer snippets, or try again later.',
      });
      const las = await agent.get(`/api/projects/${id}/export-las?type=d_type`);
      expect(las.statusCode).toBe(503);
    } finally {
      await limited.close();
    }
    // The same exports within the default limit still work on the same pool.
    expect((await admin.post(`/api/projects/${big}/export-pdf`, { wellName: '' })).statusCode).toBe(200);
  });
});
