import { readLas } from '@mudstack/core/las/read-las';
import { beforeAll, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId } from '../../test/projects';

const { agent: admin } = useSignedInApp();
let id: number;
beforeAll(async () => {
  id = await createProjectId(admin, { name: 'Export me' });
});

it('exports a C-type file that reads back as the same data', async () => {
  const response = await admin.get(`/api/projects/${id}/export-las?type=c_type`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition']).toContain('filename="Export me_c.las"');
  const las = readLas(response.body);
  expect(las.rowCount).toBe(200);
  const mnemonics = las.curves.map((c) => c.header.mnemonic);
  expect(mnemonics).toEqual(expect.arrayContaining(['DEPT', 'C1', 'C2', 'C3']));
  expect(mnemonics).not.toContain('PIX1');
  const csv = (await admin.get(`/api/projects/${id}/data/c1`)).body.trim().split('\n').slice(1);
  const c1 = las.curves.find((c) => c.header.mnemonic === 'C1')!;
  expect(Array.from(c1.values as Float64Array, (v) => (Number.isNaN(v) ? '' : String(v)))).toEqual(csv.map((l) => l.split(',')[1]));
  expect(las.params.find((p) => p.mnemonic === 'LAND')?.value).toBe('5070');
});

it('exports a D-type file with derived series and the annotations', async () => {
  await admin.post(`/api/projects/${id}/metadata?dr=1`, {
    revision: 1,
    global_hairlines: [{ xval: 5010, text: 'gas show' }],
    global_formations: [{ xval_low: 5000, xval_high: 5050, message: 'Upper', color: '#ff000080' }],
  });
  const response = await admin.get(`/api/projects/${id}/export-las?type=d_type`);
  expect(response.headers['content-disposition']).toContain('filename="Export me_d.las"');
  const las = readLas(response.body);
  expect(las.curves.map((c) => c.header.mnemonic)).toEqual(expect.arrayContaining(['C1', 'PIX1', 'WH']));
  // Derived curves carry a unit and say how they are computed; the Haworth zone names its codes.
  const header = (m: string) => las.curves.find((c) => c.header.mnemonic === m)!.header;
  expect(header('WH')).toMatchObject({ unit: '%', description: 'Wetness = 100 x (C2 + C3 + C4 + C5) / (C1 + C2 + C3 + C4 + C5)' });
  expect(header('PIX1')).toMatchObject({ unit: '', description: 'Pixler C1/C2 = C1 / C2' });
  expect(header('HL1').description).toBe('Heavy to light ratio 1 = (C3 + C4 + C5) / (C1 + C2)');
  expect(header('HAWORTH_ZONE').description).toContain('1 Dry gas, non-productive; 2 Gas; 3 Gas condensate or wet gas; 4 Oil; 5 Residual oil');
  expect(las.other).toContain('gas show');
  expect(las.other).toContain('Upper');
  // An older metadata revision exports without them.
  expect(readLas((await admin.get(`/api/projects/${id}/export-las?type=d_type&mdr=1`)).body).other).not.toContain('gas show');
});

it('round-trips: a C-type export imported into a new project gives back the same data', async () => {
  const { generateMudGasLas } = await import('@mudstack/core/demo/generate-mudgas-las');
  const source = await createProjectId(admin, {
    name: 'Round trip source',
    las: generateMudGasLas({ rows: 400, seed: 21, landingDepth: 5150 }),
    depth_of_split: 5150,
  });
  const exported = await admin.get(`/api/projects/${source}/export-las?type=c_type`);
  expect(exported.statusCode).toBe(200);
  const copy = await createProjectId(admin, { name: 'Round trip copy', las: exported.body, filename: 'copy_c.las', depth_of_split: 5150 });

  const detail = (await admin.get(`/api/projects/${source}`)).json().result;
  const measured = (detail.curves as Array<{ name: string }>).map((c) => c.name).filter((n) => n !== 'depth');
  expect(measured.length).toBeGreaterThan(5);
  const series = measured.join(',');
  const original = await admin.get(`/api/projects/${source}/data/${series}`);
  const roundTripped = await admin.get(`/api/projects/${copy}/data/${series}`);
  expect(original.statusCode).toBe(200);
  expect(roundTripped.statusCode).toBe(200);
  expect(roundTripped.body).toBe(original.body);
  const copyDetail = (await admin.get(`/api/projects/${copy}`)).json().result;
  expect(copyDetail.latest_metadata).toMatchObject({
    start_depth: detail.latest_metadata.start_depth,
    stop_depth: detail.latest_metadata.stop_depth,
    step: detail.latest_metadata.step,
    well: detail.latest_metadata.well,
  });
});
