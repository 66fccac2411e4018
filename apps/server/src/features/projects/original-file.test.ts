import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { signIn, type Agent } from '../../test/helper';
import { createProjectId, multipart, smallLas } from '../../test/projects';
import { UPLOAD_PART_BYTES, uploadParts } from './uploads';

// The original file, as uploaded, to anyone with access to the project.
const t = useTestApp();
let owner: Agent;
let stranger: Agent;
beforeAll(async () => {
  const user = await buildUser(t.db, { role: 'admin' });
  owner = await signIn(t.app, user.email);
  stranger = await signIn(t.app, (await buildUser(t.db, { role: 'user' })).email);
});

describe('GET /api/projects/{id}/original', () => {
  it("answers each revision's file byte for byte, with its own name, and hides it from those without access", async () => {
    // CR LF line ends and a trailing comment: nothing may be normalised on the way.
    const first = Buffer.from(smallLas({ seed: 21 }).replace(/\n/g, '\r\n') + '# end of file, kept as sent\r\n');
    const id = await createProjectId(owner, { name: 'Original well', las: first, filename: 'Rig 7 – well Ä.las' });

    const current = await owner.get(`/api/projects/${id}/original`);
    expect(current.statusCode).toBe(200);
    expect(Buffer.compare(current.rawPayload, first)).toBe(0);
    expect(current.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Rig 7 – well Ä.las')}`);

    // A later import keeps its own file; the first one stays available by revision.
    const second = Buffer.from(smallLas({ seed: 22, startDepth: 6000 }));
    const body = multipart(
      { 'type-of-import': 'full-replace', depth_change: 'keep' },
      { las_file: { filename: 'replacement.las', content: second } },
    );
    expect(
      (await owner.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers })).statusCode,
    ).toBe(200);
    expect(Buffer.compare((await owner.get(`/api/projects/${id}/original`)).rawPayload, second)).toBe(0);
    expect(Buffer.compare((await owner.get(`/api/projects/${id}/original?dr=1`)).rawPayload, first)).toBe(0);
    expect((await owner.get(`/api/projects/${id}/original?dr=99`)).statusCode).toBe(404);

    expect((await stranger.get(`/api/projects/${id}/original`)).statusCode).toBe(404);
  });

  it('keeps a file in the database in parts of at most 1 MB, in order, and answers it from them byte for byte', async () => {
    // Random text compresses little: a file whose compressed form spans several parts, its last one short.
    const noise = randomBytes(2_400_000).toString('base64');
    const las = Buffer.from(smallLas({ seed: 24 }).replace('~A', `# ${noise.match(/.{1,200}/g)!.join('\n# ')}\n~A`));
    const id = await createProjectId(owner, { name: 'Parted original well', las });
    const upload = await t.db.selectFrom('uploads').selectAll().where('project_id', '=', id).executeTakeFirstOrThrow();
    expect(upload.content).toBeNull();
    expect(upload.storage_key).toBeNull();
    const parts = await t.db.selectFrom('upload_parts').select(['part', 'data']).where('upload_id', '=', upload.id).orderBy('part').execute();
    expect(parts.length).toBeGreaterThan(2);
    expect(upload.part_count).toBe(parts.length);
    expect(parts.map((p) => p.part)).toEqual(parts.map((_, i) => i));
    expect(parts.slice(0, -1).every((p) => p.data.length === UPLOAD_PART_BYTES)).toBe(true);
    expect(parts.at(-1)!.data.length).toBeLessThan(UPLOAD_PART_BYTES);
    expect(Buffer.compare((await owner.get(`/api/projects/${id}/original`)).rawPayload, las)).toBe(0);

    // A part gone (a damaged database) is an error of the server's, never a file answered short.
    await t.db.deleteFrom('upload_parts').where('upload_id', '=', upload.id).where('part', '=', 1).execute();
    expect((await owner.get(`/api/projects/${id}/original`)).statusCode).toBe(500);
  });

  it("answers a file an earlier release kept in the upload's row", async () => {
    const las = Buffer.from(smallLas({ seed: 25 }));
    const id = await createProjectId(owner, { name: 'Older original well', las });
    const upload = await t.db.selectFrom('uploads').select('id').where('project_id', '=', id).executeTakeFirstOrThrow();
    const parts = await t.db.selectFrom('upload_parts').select('data').where('upload_id', '=', upload.id).orderBy('part').execute();
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('upload_parts').where('upload_id', '=', upload.id).execute();
      await trx
        .updateTable('uploads')
        .set({ content: Buffer.concat(parts.map((p) => p.data)), part_count: null })
        .where('id', '=', upload.id)
        .execute();
    });
    expect(Buffer.compare((await owner.get(`/api/projects/${id}/original`)).rawPayload, las)).toBe(0);
  });

  it('cuts a file into parts of the size asked, an empty one into one empty part', () => {
    const bytes = Uint8Array.from({ length: 10 }, (_, i) => i);
    expect(uploadParts(bytes, 4).map((p) => [...p])).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(uploadParts(bytes, 5).map((p) => p.length)).toEqual([5, 5]);
    expect(uploadParts(new Uint8Array(0)).map((p) => p.length)).toEqual([0]);
  });

  it('answers a file kept in several compressed pieces (over 4 MB, its last piece short) byte for byte', async () => {
    const big = Buffer.from(smallLas({ rows: 60_000, step: 0.5, seed: 23 }));
    expect(big.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(big.length % (4 * 1024 * 1024)).toBeGreaterThan(0);
    const id = await createProjectId(owner, { name: 'Large original well', las: big });
    const original = await owner.get(`/api/projects/${id}/original`);
    expect(original.statusCode, original.body).toBe(200);
    expect(Buffer.compare(original.rawPayload, big)).toBe(0);
  });
});
