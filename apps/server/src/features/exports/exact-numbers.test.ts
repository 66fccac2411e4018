import { readLas } from '@mudstack/core/las/read-las';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, lasText, multipart } from '../../test/projects';

// Exports carry the numbers as read (no floating-point noise), derived series with
// 6 significant digits, the file's own date and the export date; imports keep the file consistent.
const { agent: admin } = useSignedInApp();

/** A LAS 2.0 file logged in metres every 0.1 m, with C1-C5 and the logging unit's own C1/C2 ratio. */
function metreLas(rows = 2000) {
  const lines = [
    '~Version',
    ' VERS. 2.0 : CWLS LAS 2.0',
    ' WRAP. NO :',
    '~Well',
    ` STRT.M 1219.2 : START`,
    ` STOP.M ${(1219.2 + (rows - 1) * 0.1).toFixed(1)} : STOP`,
    ' STEP.M 0.1 : STEP',
    ' NULL. -999.25 : NULL',
    ' WELL. Metric 1 : WELL',
    ' DATE. 2024-03-15 : LOG DATE',
    '~Curve',
    ' DEPT.M : depth',
    ' C1.ppm : methane',
    ' C2.ppm : ethane',
    ' C3.ppm : propane',
    ' C4.ppm : butane',
    ' C5.ppm : pentane',
    ' C1C2. : C1/C2 as computed by the logging unit',
    '~A',
  ];
  for (let i = 0; i < rows; i++) {
    const depth = (12192 + i) / 10;
    const c1 = 1000 + ((i * 37) % 900) + 0.25;
    const c2 = 90 + ((i * 13) % 70) + 0.5;
    lines.push(`${depth.toFixed(1)} ${c1} ${c2} ${30 + (i % 20)}.125 ${12 + (i % 7)}.5 ${5 + (i % 3)}.75 ${(c1 / c2).toFixed(4)}`);
  }
  return lines.join('\n') + '\n';
}

const significant = (text: string) =>
  text
    .replace(/^-?0*\.?0*/, '')
    .replace(/\./, '')
    .replace(/e.*$/, '').length;

describe('exact numbers in exports', () => {
  let id: number;
  beforeAll(async () => {
    id = await createProjectId(admin, { name: 'Metric well', las: metreLas(), filename: 'metric.las' });
  });

  it('writes depths converted from metres rounded to 0.0001 ft and derived series with 6 significant digits in the CSV export', async () => {
    const csv = (await admin.get(`/api/projects/${id}/data/c1,pix2,wh`)).body.trim().split('\n');
    expect(csv[0]).toBe('depth,c1,pix2,wh');
    const rows = csv.slice(1).map((l) => l.split(','));
    expect(rows.length).toBe(2000);
    const noisyDepths = rows.filter(([d]) => (d.split('.')[1] ?? '').length > 4);
    expect(noisyDepths.slice(0, 3)).toEqual([]);
    expect(rows[0][0]).toBe('4000'); // 1219.2 m is 4000 ft exactly
    for (const [, c1, pix2, wh] of rows) {
      expect(c1).toMatch(/^\d+\.25$/);
      expect(significant(pix2)).toBeLessThanOrEqual(6);
      expect(significant(wh)).toBeLessThanOrEqual(6);
    }
  });

  it("keeps the file's ~Well DATE, adds the export date, aligns the data columns and rounds derived series in the LAS exports", async () => {
    for (const type of ['c_type', 'd_type']) {
      const text = (await admin.get(`/api/projects/${id}/export-las?type=${type}`)).body;
      const las = readLas(text);
      expect(las.well.find((w) => w.mnemonic === 'DATE')?.value).toBe('2024-03-15');
      expect(las.well.find((w) => w.mnemonic === 'EXPD')?.value).toBe(new Date().toISOString().slice(0, 10));
      const data = text.slice(text.indexOf('~ASCII')).split('\n').slice(1, -1);
      expect(new Set(data.map((l) => l.length)).size).toBe(1);
      if (type === 'd_type') {
        const pix2 = las.curves.find((c) => c.header.mnemonic === 'PIX2')!;
        for (const v of pix2.values as Float64Array) if (!Number.isNaN(v)) expect(significant(String(v))).toBeLessThanOrEqual(6);
      }
    }
  });
});

describe('imports keep the file consistent', () => {
  it('keeps a ratio the file logged beside the computed one, marked as logged, so a changed gas never leaves a stale ratio', async () => {
    const id = await createProjectId(admin, { name: 'Ratios as logged', las: metreLas(50), filename: 'ratios.las' });
    const curves = (await admin.get(`/api/projects/${id}`)).json<{ result: { curves: { name: string; description: string }[] } }>().result.curves;
    const logged = curves.find((c) => c.name === 'pix1_as_logged');
    expect(logged?.description).toMatch(/as logged/i);
    expect(curves.some((c) => c.name === 'pix1')).toBe(false);

    const before = (await admin.get(`/api/projects/${id}/data/c1,pix1,pix1_as_logged`)).body.trim().split('\n');
    const [depth] = before[1].split(',');
    const body = multipart(
      { 'type-of-import': 'diff-only', depth_change: 'keep' },
      { las_file: { filename: 'diff.csv', content: `depth,c1\n${depth},5000\n` } },
    );
    const imported = await admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers });
    expect(imported.statusCode, imported.body).toBe(200);
    const after = (await admin.get(`/api/projects/${id}/data/c1,c2,pix1,pix1_as_logged`)).body.trim().split('\n');
    const [, c1, c2, pix1, asLogged] = after[1].split(',');
    expect(c1).toBe('5000');
    expect(Number(pix1)).toBeCloseTo(5000 / Number(c2), 4); // recomputed from the new gases
    expect(asLogged).toBe(before[1].split(',')[3]); // the logging unit's value, unchanged and named as such
  });

  it('blanks a value with NULL in a diff-only CSV, and with the NULL value in a diff-only LAS; an empty CSV cell leaves it', async () => {
    const id = await createProjectId(admin, { name: 'Blanking', las: metreLas(20), filename: 'blank.las' });
    const rows = () => (admin.get(`/api/projects/${id}/data/c1,c2,c3`) as Promise<{ body: string }>).then((r) => r.body.trim().split('\n').slice(1));
    const start = await rows();
    const [d0] = start[0].split(',');
    const [d1] = start[1].split(',');
    const csv = multipart(
      { 'type-of-import': 'diff-only', depth_change: 'keep' },
      { las_file: { filename: 'blank.csv', content: `depth,c1,c2\n${d0},NULL,\n${d1},,null\n` } },
    );
    const first = await admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: csv.payload, headers: csv.headers });
    expect(first.statusCode, first.body).toBe(200);
    const afterCsv = await rows();
    expect(afterCsv[0].split(',').slice(1)).toEqual(['', start[0].split(',')[2], start[0].split(',')[3]]);
    expect(afterCsv[1].split(',').slice(1)).toEqual([start[1].split(',')[1], '', start[1].split(',')[3]]);

    const [d2] = start[2].split(',');
    const lasDiff = lasText(['DEPT.FT', 'C3.ppm'], [`${d2} -999.25`]);
    const las = multipart({ 'type-of-import': 'diff-only', depth_change: 'keep' }, { las_file: { filename: 'blank.las', content: lasDiff } });
    const second = await admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: las.payload, headers: las.headers });
    expect(second.statusCode, second.body).toBe(200);
    expect((await rows())[2].split(',').slice(1)).toEqual([start[2].split(',')[1], start[2].split(',')[2], '']);
  });
});
