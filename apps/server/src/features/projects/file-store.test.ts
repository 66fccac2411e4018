import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { zstdDecompressSync } from 'node:zlib';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, multipart, smallLas } from '../../test/projects';

// Uploaded files kept in a file store (FILE_STORE=files) instead of the database.
const { t, agent: admin } = useSignedInApp({ env: { FILE_STORE: 'files' } });

const storeDir = () => path.join(t.config.DATA_DIR, 'files');

describe('FILE_STORE=files', () => {
  it('keeps an upload in the folder under its content address, not in the row, and gives it back byte for byte', async () => {
    const las = Buffer.from(smallLas({ seed: 41 }).replace(/\n/g, '\r\n'));
    const id = await createProjectId(admin, { las, filename: 'kept.las' });
    const row = await t.db.selectFrom('uploads').selectAll().where('project_id', '=', id).executeTakeFirstOrThrow();
    expect(row.content).toBeNull();
    expect(row.storage_key).toBe(`${row.sha256}.zstd`);
    const file = path.join(storeDir(), row.storage_key!.slice(0, 2), row.storage_key!);
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(path.dirname(file)).filter((f) => f.endsWith('.part'))).toEqual([]);

    const original = await admin.get(`/api/projects/${id}/original`);
    expect(original.statusCode).toBe(200);
    expect(Buffer.compare(original.rawPayload, las)).toBe(0);

    // An import's file goes to the store too.
    const next = Buffer.from(smallLas({ seed: 42 }));
    const body = multipart({ 'type-of-import': 'full-replace', depth_change: 'keep' }, { las_file: { filename: 'next.las', content: next } });
    expect(
      (await admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers })).statusCode,
    ).toBe(200);
    expect(Buffer.compare((await admin.get(`/api/projects/${id}/original`)).rawPayload, next)).toBe(0);
    const keys = (await t.db.selectFrom('uploads').select('storage_key').where('project_id', '=', id).execute()).map((r) => r.storage_key);
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k !== null)).toBe(true);
  });

  it('still reads files kept in rows before (gzip, from earlier versions), and refuses a damaged one', async () => {
    const id = await createProjectId(admin, { las: smallLas({ seed: 43 }) });
    const row = await t.db.selectFrom('uploads').selectAll().where('project_id', '=', id).executeTakeFirstOrThrow();
    const bytes = zstdDecompressSync(
      await import('node:fs/promises').then((fs) => fs.readFile(path.join(storeDir(), row.storage_key!.slice(0, 2), row.storage_key!))),
    );
    await t.db
      .updateTable('uploads')
      .set({ content: gzipSync(bytes), content_encoding: 'gzip', storage_key: null })
      .where('id', '=', row.id)
      .execute();
    expect(Buffer.compare((await admin.get(`/api/projects/${id}/original`)).rawPayload, bytes)).toBe(0);
    await t.db
      .updateTable('uploads')
      .set({ content: gzipSync(Buffer.concat([bytes, Buffer.from('tampered')])) })
      .where('id', '=', row.id)
      .execute();
    expect((await admin.get(`/api/projects/${id}/original`)).statusCode).toBe(500);
  });
});
