import { createHash } from 'node:crypto';
import { useTestApp } from '../../test/fixtures';
import { zstdDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../test/factories';
import { signIn, type Agent } from '../../test/helper';
import { createProjectId, createProjectVia, smallLas } from '../../test/projects';
import { decodeColumn } from '../project-data';

const t = useTestApp();
let admin: Agent;
let companyId: number;
beforeAll(async () => {
  companyId = (await buildCompany(t.db, { name: 'Acme Drilling' })).id;
  const user = await buildUser(t.db, { role: 'admin', companyId, firstName: 'Ada', lastName: 'Admin' });
  admin = await signIn(t.app, user.email);
});

describe('POST /api/projects', () => {
  it('creates a project from a LAS file with metadata revision 1 from its headers', async () => {
    const response = await createProjectVia(admin, { name: 'North 1', depth_of_split: 5050 });
    expect(response.statusCode).toBe(200);
    const id = response.json().result.id;
    const project = (await admin.get(`/api/projects/${id}`)).json().result;
    expect(project).toMatchObject({
      id,
      name: 'North 1',
      company_id: companyId,
      deleted_date: null,
      data_revision: 1,
      metadata_revision: 1,
      access_level: 'admin',
      created_by: { first_name: 'Ada', last_name: 'Admin' },
      row_count: 200,
    });
    expect(project.latest_metadata).toMatchObject({
      well: 'DEMO STATE 14-7H #7',
      company: 'DEMO PETROLEUM INC.',
      country: 'US',
      api_number: '3305300042',
      field: 'MUDSTACK DEMO FIELD',
      state: 'NORTH DAKOTA',
      county: 'MCKENZIE',
      location: 'SEC 14 T152N R97W',
      service_company: 'DEMO MUDLOGGING SERVICES',
      date_analysed: '2022-03-15',
      start_depth: 5000,
      stop_depth: 5099.5,
      step: 0.5,
      null_value: -999.25,
      kb: 2154,
      depth_of_split: 5050,
      global_hairlines: [],
      global_formations: [],
      revision: 1,
      data_revision: 1,
      project: 'North 1',
    });
    expect(project.revisions.map((r: { revised_table: string; revision: number }) => `${r.revised_table}:${r.revision}`).sort()).toEqual([
      'project_data:1',
      'project_metadata:1',
    ]);
    expect(project.curves[0].name).toBe('depth');
    expect(project.curves.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['c1', 'c2', 'c3', 'c4', 'c5', 'co2', 'h2s']));
    const upload = await t.db.selectFrom('uploads').selectAll().where('project_id', '=', id).executeTakeFirstOrThrow();
    expect(upload.sha256).toBe(createHash('sha256').update(smallLas()).digest('hex'));
    expect(upload.content_encoding).toBe('zstd');
    expect(upload.storage_key).toBeNull();
    expect(upload.content).toBeNull();
    expect(upload.part_count).toBe(1);
    expect(upload.size_bytes).toBe(Buffer.byteLength(smallLas()));
    const parts = await t.db.selectFrom('upload_parts').select('data').where('upload_id', '=', upload.id).orderBy('part').execute();
    expect(zstdDecompressSync(Buffer.concat(parts.map((p) => p.data))).toString()).toBe(smallLas());
    const blobs = await t.db
      .selectFrom('data_revision_curves as c')
      .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
      .select(['b.sha256', 'b.length', 'b.data', 'b.content_encoding'])
      .where('c.project_id', '=', id)
      .execute();
    for (const blob of blobs) {
      // The file's decimals stored as whole numbers, compressed; the hash and length stay those of the Float64 column.
      expect(blob.content_encoding).toBe('zstd-decimal');
      const column = await decodeColumn(blob.data, blob.content_encoding, blob.length);
      expect(
        createHash('sha256')
          .update(new Uint8Array(column.buffer, column.byteOffset, column.byteLength))
          .digest('hex'),
      ).toBe(blob.sha256);
    }
  });

  it('takes the landing point from the file when the form leaves it empty', async () => {
    const id = await createProjectId(admin, { depth_of_split: '' });
    const project = (await admin.get(`/api/projects/${id}`)).json().result;
    expect(project.latest_metadata.depth_of_split).toBe(5070);
  });

  it('refuses a landing point outside the data with the spec text', async () => {
    const response = await createProjectVia(admin, { depth_of_split: 6000 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.depth_of_split).toEqual(['Landing point must fall between 5000 and 5100.5.']);
  });

  it('answers 422 with the reader message and line for a bad file, and stores nothing', async () => {
    const before = await t.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await createProjectVia(admin, { las: 'this is not a LAS file\nat all\n' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.las_file[0]).toMatch(/^Line \d+/);
    const after = await t.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers 422 for a tiny file of NUL bytes without a section, which once held a reader thread for good', async () => {
    const las = Buffer.from([0x0a, 0x00, 0x56, 0x00, 0x45, 0x00, 0x00, 0x56, 0x00, 0x45, 0x00]);
    const response = await createProjectVia(admin, { las });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.las_file[0]).toMatch(/^Line 2: contains a NUL byte/);
    // and the server still reads files
    expect((await createProjectVia(admin)).statusCode).toBe(200);
  });

  it('requires a name and a file with the spec texts', async () => {
    const noName = await createProjectVia(admin, { name: '' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(['Please enter a project name']);
    const wrongType = await createProjectVia(admin, { filename: 'data.txt' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.las_file).toEqual(['Please enter a c-type .las file']);
  });

  it('is refused to plain users', async () => {
    const user = await buildUser(t.db, { role: 'user', companyId });
    const agent = await signIn(t.app, user.email);
    expect((await createProjectVia(agent)).statusCode).toBe(403);
  });
});

describe('GET /api/projects', () => {
  it('lists active and archived projects with the list fields', async () => {
    const active = await createProjectId(admin, { name: 'Listed active' });
    const archived = await createProjectId(admin, { name: 'Listed archived' });
    expect((await admin.put(`/api/projects/${archived}`, { deleted_date: new Date().toISOString() })).statusCode).toBe(200);

    const all = (await admin.get('/api/projects')).json().result;
    const ids = all.map((p: { id: number }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([active, archived]));
    const row = all.find((p: { id: number }) => p.id === active);
    expect(row).toEqual({
      id: active,
      name: 'Listed active',
      company_id: companyId,
      deleted_date: null,
      created_datetime: expect.any(String),
      created_by: { first_name: 'Ada', last_name: 'Admin' },
      latest_metadata: { well: 'DEMO STATE 14-7H #7', company: 'DEMO PETROLEUM INC.', depth_of_split: 5070, start_depth: 5000, stop_depth: 5099.5 },
      metadata_revision: 1,
      data_revision: 1,
      access_level: 'admin',
    });
    const onlyArchived = (await admin.get('/api/projects?archived=true')).json().result.map((p: { id: number }) => p.id);
    expect(onlyArchived).toContain(archived);
    expect(onlyArchived).not.toContain(active);
    const onlyActive = (await admin.get('/api/projects?archived=false')).json().result.map((p: { id: number }) => p.id);
    expect(onlyActive).toContain(active);
    expect(onlyActive).not.toContain(archived);
  });
});
