import { roundDerivedSeries, roundSignificant } from '@mudstack/core/format/number-cell';
import { decodeBinaryColumns } from '@mudstack/contracts';
import { backgroundSubtract, estimateBackground } from '@mudstack/core/signal/background';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId } from '../../test/projects';
import { statementsDuring } from '../../test/statements';

const { agent: admin } = useSignedInApp();
let projectId: number;

function parseCsv(text: string) {
  const [head, ...rows] = text.trim().split('\n');
  return { header: head.split(','), rows: rows.map((r) => r.split(',')) };
}

beforeAll(async () => {
  projectId = await createProjectId(admin);
});

describe('GET /api/projects/{id}/data/{series}', () => {
  it("looks the revision's curves up once: what it stores, then the columns asked for", async () => {
    let body = '';
    const statements = await statementsDuring(async () => {
      body = (await admin.get(`/api/projects/${projectId}/data/c3,c4,pix1?format=csv`)).body;
    });
    expect(parseCsv(body).header).toEqual(['depth', 'c3', 'c4', 'pix1']);
    expect(statements.filter((s) => s.includes('"data_revision_curves"'))).toHaveLength(1);
  });

  it('answers CSV with depth first, raw and derived series', async () => {
    const response = await admin.get(`/api/projects/${projectId}/data/c1,c2,pix1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const { header, rows } = parseCsv(response.body);
    expect(header).toEqual(['depth', 'c1', 'c2', 'pix1']);
    expect(rows).toHaveLength(200);
    expect(rows[0][0]).toBe('5000');
    expect(rows[199][0]).toBe('5099.5');
    for (const row of rows) {
      if (row[1] === '' || row[2] === '' || Number(row[2]) === 0) continue;
      // Derived series are exported with 6 significant digits; measured ones as stored.
      expect(Number(row[3])).toBe(roundSignificant(Number(row[1]) / Number(row[2])));
    }
  });

  it('leaves nulls as empty cells', async () => {
    // The generator blanks gas curves over a few gaps; at least one row of c1 must be empty somewhere
    // in a larger file, so build one with enough rows.
    const id = await createProjectId(admin, { las: (await import('../../test/projects')).smallLas({ rows: 4000 }) });
    const { rows } = parseCsv((await admin.get(`/api/projects/${id}/data/c1`)).body);
    const empty = rows.filter((r) => r[1] === '');
    expect(empty.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.length === 2 && r[0] !== '')).toBe(true);
  });

  it('applies a filter expression and reads another revision', async () => {
    const { rows } = parseCsv((await admin.get(`/api/projects/${projectId}/data/c1?filterExpression=${encodeURIComponent('depth <= 5010')}`)).body);
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 21 }, (_, i) => 5000 + i * 0.5));
    const explicit = await admin.get(`/api/projects/${projectId}/data/c1?revision=1`);
    expect(explicit.statusCode).toBe(200);
    expect(explicit.headers['x-data-revision']).toBe('1');
    expect((await admin.get(`/api/projects/${projectId}/data/c1?revision=9`)).statusCode).toBe(404);
  });

  it('subtracts the background with the engine over the whole revision', async () => {
    const plain = parseCsv((await admin.get(`/api/projects/${projectId}/data/c1`)).body);
    const subtracted = parseCsv((await admin.get(`/api/projects/${projectId}/data/c1?backgroundSubtract=12`)).body);
    const values = Float64Array.from(plain.rows, (r) => (r[1] === '' ? NaN : Number(r[1])));
    const expected = backgroundSubtract(values, 12);
    expect(subtracted.rows.map((r) => (r[1] === '' ? NaN : Number(r[1])))).toEqual(Array.from(roundDerivedSeries(expected)));
    expect(subtracted.rows.some((r, i) => r[1] !== plain.rows[i][1])).toBe(true);
  });

  it('answers the estimated background itself with background=estimate, the curve the subtraction takes off', async () => {
    const plain = parseCsv((await admin.get(`/api/projects/${projectId}/data/c1`)).body);
    const estimate = await admin.get(`/api/projects/${projectId}/data/c1?backgroundSubtract=12&background=estimate`);
    expect(estimate.statusCode).toBe(200);
    const values = Float64Array.from(plain.rows, (r) => (r[1] === '' ? NaN : Number(r[1])));
    const expected = roundDerivedSeries(estimateBackground(values, 12));
    expect(parseCsv(estimate.body).rows.map((r) => (r[1] === '' ? NaN : Number(r[1])))).toEqual(Array.from(expected));
    // Without a level there is no background to estimate.
    const alone = await admin.get(`/api/projects/${projectId}/data/c1?background=estimate`);
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors.background[0]).toMatch(/backgroundSubtract/);
  });

  it('answers 422 for an unknown series or a bad expression, with the engine message', async () => {
    const unknown = await admin.get(`/api/projects/${projectId}/data/c1,nonsense`);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.series).toEqual(['Unknown series: nonsense.']);
    const bad = await admin.get(`/api/projects/${projectId}/data/c1?filterExpression=${encodeURIComponent('depth <=')}`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.filterExpression[0]).toMatch(/column \d+/);
  });

  it('takes a long series list in the path (every catalogue name)', async () => {
    const { SERIES_CATALOGUE } = await import('@mudstack/core');
    const names = SERIES_CATALOGUE.map((s) => s.short_name);
    const response = await admin.get(`/api/projects/${projectId}/data/${names.join(',')}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\n')[0].split(',')).toEqual(['depth', ...names]);
  });

  it('gives an empty column for a catalogue series the project lacks', async () => {
    const { header, rows } = parseCsv((await admin.get(`/api/projects/${projectId}/data/c9`)).body);
    expect(header).toEqual(['depth', 'c9']);
    expect(rows.every((r) => r[1] === '')).toBe(true);
  });

  it('serves the same data in the binary column format', async () => {
    const csv = parseCsv((await admin.get(`/api/projects/${projectId}/data/c1,c2,wh?filterExpression=${encodeURIComponent('depth > 5050')}`)).body);
    const response = await admin.get(`/api/projects/${projectId}/data/c1,c2,wh?format=bin&filterExpression=${encodeURIComponent('depth > 5050')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.mudstack.columns');
    const { header, columns } = decodeBinaryColumns(response.rawPayload);
    expect(header).toEqual({ columns: ['depth', 'c1', 'c2', 'wh'], rowCount: csv.rows.length, dataRevision: 1 });
    // The binary format carries full precision; the CSV rounds the derived wh to 6 significant digits.
    for (const [c, name] of header.columns.entries()) {
      const fromCsv = csv.rows.map((r) => (r[c] === '' ? NaN : Number(r[c])));
      const binary = Array.from(columns.get(name)!);
      expect(name === 'wh' ? binary.map((v) => roundSignificant(v)) : binary).toEqual(fromCsv);
    }
  });
});

describe('content negotiation', () => {
  it('serves binary columns to an Accept naming their type, CSV otherwise', async () => {
    const bin = await admin.request({
      method: 'GET',
      url: `/api/projects/${projectId}/data/c1`,
      headers: { accept: 'application/vnd.mudstack.columns' },
    });
    expect(bin.headers['content-type']).toBe('application/vnd.mudstack.columns');
    expect(decodeBinaryColumns(bin.rawPayload).header.columns).toEqual(['depth', 'c1']);
    const csv = await admin.request({ method: 'GET', url: `/api/projects/${projectId}/data/c1`, headers: { accept: '*/*' } });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  });
});

describe('CSV answers carry no formulas', () => {
  it('writes a curve named like a formula as text in the header, and negative numbers as numbers', async () => {
    const las = [
      '~Version',
      'VERS. 2.0 :',
      'WRAP. NO :',
      '~Well',
      'NULL. -999.25 :',
      '~Curve',
      'DEPT.ft :',
      "-2+3+cmd|'!A0.ppm : a hostile name",
      '~A',
      '5000 -1.5',
      '5000.5 2',
    ].join('\n');
    const id = await createProjectId(admin, { name: 'Formula well', las });
    const detail = (await admin.get(`/api/projects/${id}`)).json().result;
    const name = detail.curves.map((c: { name: string }) => c.name).find((n: string) => n !== 'depth');
    expect(name).toMatch(/cmd/);
    const response = await admin.get(`/api/projects/${id}/data/${encodeURIComponent(name)}`);
    expect(response.statusCode, response.body).toBe(200);
    const [header, first] = response.body.trim().split('\n');
    expect(header).toBe(`depth,'${name}`);
    expect(first).toBe('5000,-1.5');
  });
});
