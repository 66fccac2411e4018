import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackupWithKeys } from '../../db/backup';
import { s3Store } from '../../lib/file-store';
import { buildUser } from '../../test/factories';
import { buildTestApp, signIn, type Agent, type TestApp } from '../../test/helper';
import { createProjectId, multipart, smallLas } from '../../test/projects';
import { startS3Server } from '../../test/s3-server';
import { collectUnusedFiles, COLLECT_AFTER_MS, FILE_STORE_UNAVAILABLE } from './uploads';

// Uploaded files kept in an S3-compatible bucket (FILE_STORE=s3), against s3rver from npm: written under their
// content address before the upload's transaction commits, read back byte for byte, and collected when no upload
// refers to them any more.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp(s3.env);
  admin = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const objects = async () => {
  const keys: string[] = [];
  for await (const { key } of s3Store(s3.options).list()) keys.push(key);
  return keys.sort();
};

describe('FILE_STORE=s3', () => {
  it('keeps an upload in the bucket under its content address, not in the row, and gives it back byte for byte', async () => {
    const las = Buffer.from(smallLas({ seed: 51 }).replace(/\n/g, '\r\n'));
    const id = await createProjectId(admin, { las, filename: 'kept.las' });
    const row = await t.db.selectFrom('uploads').selectAll().where('project_id', '=', id).executeTakeFirstOrThrow();
    expect(row.content).toBeNull();
    expect(row.storage_key).toBe(`${row.sha256}.zstd`);
    expect(await objects()).toContain(row.storage_key);
    const original = await admin.get(`/api/projects/${id}/original`);
    expect(original.statusCode).toBe(200);
    expect(Buffer.compare(original.rawPayload, las)).toBe(0);

    const next = Buffer.from(smallLas({ seed: 52 }));
    const body = multipart({ 'type-of-import': 'full-replace', depth_change: 'keep' }, { las_file: { filename: 'next.las', content: next } });
    expect(
      (await admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers })).statusCode,
    ).toBe(200);
    expect(Buffer.compare((await admin.get(`/api/projects/${id}/original`)).rawPayload, next)).toBe(0);
  });

  it('collects objects no upload refers to, once they are a day old, and keeps every one in use', async () => {
    const id = await createProjectId(admin, { las: smallLas({ seed: 53 }) });
    const used = (await t.db.selectFrom('uploads').select('storage_key').where('project_id', '=', id).executeTakeFirstOrThrow()).storage_key!;
    // What a crash between the write and the commit leaves: an object no row names.
    await s3Store(s3.options).put('0123abcd.zstd', Buffer.from('orphan'));
    expect(await collectUnusedFiles(t.db, t.app.deps.files!)).toMatchObject({ deleted: 0 });
    expect(await objects()).toContain('0123abcd.zstd');
    const later = new Date(Date.now() + COLLECT_AFTER_MS + 60_000);
    const swept = await collectUnusedFiles(t.db, t.app.deps.files!, later);
    expect(swept.deleted).toBe(1);
    expect(await objects()).not.toContain('0123abcd.zstd');
    expect(await objects()).toContain(used);
    expect((await admin.get(`/api/projects/${id}/original`)).statusCode).toBe(200);
  });

  it('is named in a backup by its keys (the objects themselves stay in the bucket)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-s3-backup-'));
    try {
      const { storedKeys } = await writeBackupWithKeys(t.databaseUrl, t.schema, path.join(dir, 'b.backup'));
      const keys = (await t.db.selectFrom('uploads').select('storage_key').execute()).map((r) => r.storage_key).sort();
      expect(storedKeys).toEqual(keys);
      expect(storedKeys.length).toBeGreaterThanOrEqual(3);
      for (const key of storedKeys) expect(await objects()).toContain(key);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers clearly when the bucket cannot be reached: the upload is refused, nothing half-written', async () => {
    const broken = await buildTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const agent = await signIn(broken.app, (await buildUser(broken.db, { role: 'admin' })).email);
      const before = await broken.db.selectFrom('projects').select('id').execute();
      const body = multipart({ name: 'Lost' }, { las_file: { filename: 'w.las', content: smallLas({ seed: 54 }) } });
      const response = await agent.request({ method: 'POST', url: '/api/projects', payload: body.payload, headers: body.headers });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(FILE_STORE_UNAVAILABLE);
      expect(await broken.db.selectFrom('projects').select('id').execute()).toEqual(before);
    } finally {
      await broken.close();
    }
  });
});
