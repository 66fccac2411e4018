import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { signIn, type Agent } from '../../test/helper';
import { createProjectId, multipart, smallLas } from '../../test/projects';
import { columnCache } from './column-cache';
import { readDataset } from './curves.repository';
import { derivedInputs } from '@mudstack/core/gas/ratios';

// The workspace is opened right after an upload: the new revision's columns are held in memory, decoded, so its
// first read does not read them back from the database and decompress them.
const t = useTestApp();
let owner: Agent;
beforeAll(async () => {
  owner = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
});

describe('a new upload', () => {
  it('leaves its columns held, decoded, and they are the columns stored', async () => {
    columnCache.clear();
    const id = await createProjectId(owner, { name: 'Fresh well', las: smallLas({ seed: 31 }) });
    const stored = await t.db
      .selectFrom('data_revision_curves as c')
      .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
      .select(['c.name', 'b.sha256'])
      .where('c.project_id', '=', id)
      .execute();
    expect(stored.length).toBeGreaterThan(2);
    for (const { name, sha256 } of stored) expect(columnCache.get(`blob:${sha256}`), name).toBeInstanceOf(Float64Array);

    const held = await readDataset(t.db, id, 1);
    columnCache.clear();
    const fromDatabase = await readDataset(t.db, id, 1);
    expect([...held!.depth]).toEqual([...fromDatabase!.depth]);
    expect(held!.curves.map((c) => [c.name, [...c.values]])).toEqual(fromDatabase!.curves.map((c) => [c.name, [...c.values]]));
  });

  it("holds a full replace's columns too, read by the LAS worker", async () => {
    const id = await createProjectId(owner, { name: 'Replaced well', las: smallLas({ seed: 32 }) });
    columnCache.clear();
    const las = Buffer.from(smallLas({ rows: 3000, seed: 33 }));
    const body = multipart({ 'type-of-import': 'full-replace', depth_change: 'keep' }, { las_file: { filename: 'replacement.las', content: las } });
    const imported = await owner.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers });
    expect(imported.statusCode, imported.body).toBe(200);
    const stored = await t.db
      .selectFrom('data_revision_curves as c')
      .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
      .select(['c.name', 'b.sha256'])
      .where('c.project_id', '=', id)
      .where('c.revision', '=', 2)
      .execute();
    expect(stored.length).toBeGreaterThan(2);
    for (const { name, sha256 } of stored) expect(columnCache.get(`blob:${sha256}`), name).toBeInstanceOf(Float64Array);
  });

  it('holds nothing of a file it refuses', async () => {
    columnCache.clear();
    const body = multipart({ name: 'Bad well' }, { las_file: { filename: 'bad.las', content: Buffer.from('~V\nnot a las file\n') } });
    const refused = await owner.request({ method: 'POST', url: '/api/projects', payload: body.payload, headers: body.headers });
    expect(refused.statusCode).toBe(422);
    expect(columnCache.size).toBe(0);
  });
});

describe('a derived series', () => {
  it('is computed from its stored inputs once, then read from memory by every later call of the revision', async () => {
    const id = await createProjectId(owner, { name: 'Ratios well', las: smallLas({ seed: 34 }) });
    columnCache.clear();
    const csv = async (query: string) => {
      const response = await owner.get(`/api/projects/${id}/data/wh?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.body
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[1]);
    };
    const computed = await csv('filterExpression=depth > 0');
    expect(computed.filter((v) => v !== '').length).toBeGreaterThan(100);

    // Held by its inputs' content: a column put there in its place is what the next call (another answer) reads.
    const inputs = await t.db
      .selectFrom('data_revision_curves as c')
      .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
      .select(['c.name', 'b.sha256'])
      .where('c.project_id', '=', id)
      .where('c.name', 'in', [...derivedInputs('wh')])
      .execute();
    const shas = derivedInputs('wh').map((name) => inputs.find((row) => row.name === name)!.sha256);
    const key = `derived:wh:${shas.join(',')}`;
    expect(columnCache.get(key)).toBeInstanceOf(Float64Array);
    columnCache.set(key, new Float64Array(computed.length).fill(42));
    expect(new Set(await csv('filterExpression=depth > 1'))).toEqual(new Set(['42']));
  });
});
