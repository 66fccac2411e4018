import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3-server';
import { fileSystemStore, s3Store, type FileStore } from './file-store';

// The same cases for every store of uploaded files: a folder, and an S3-compatible bucket (s3rver from npm, over
// HTTP with signed requests). The database "store" is the uploads row itself (features/projects tests).
const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-file-store-'));
let s3: Awaited<ReturnType<typeof startS3Server>>;
const stores: Record<string, FileStore> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  stores.folder = fileSystemStore(dir);
  stores.s3 = s3Store(s3.options);
}, 60_000);
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await s3?.close();
});

describe.each(['folder', 's3'])('%s store', (name) => {
  const store = () => stores[name];

  it('keeps bytes under a key and gives them back', async () => {
    const bytes = Buffer.from('~Version\nVERS. 2.0\n');
    await store().put('ab12cd.zstd', bytes);
    expect(Buffer.compare(await store().get('ab12cd.zstd'), bytes)).toBe(0);
  });

  it('writes the same key again without harm (keys are content addresses)', async () => {
    await store().put('ab12cd.zstd', Buffer.from('~Version\nVERS. 2.0\n'));
    await Promise.all([store().put('ef34.zstd', Buffer.from('x')), store().put('ef34.zstd', Buffer.from('x'))]);
    expect((await store().get('ef34.zstd')).toString()).toBe('x');
  });

  it('refuses a missing key and anything that is not a plain key', async () => {
    await expect(store().get('00missing.zstd')).rejects.toThrow();
    await expect(store().put('../escape', Buffer.from('x'))).rejects.toThrow(/not a file-store key/);
    await expect(store().get('a/b')).rejects.toThrow(/not a file-store key/);
  });

  it('lists its keys with when they were written, and deletes one', async () => {
    await store().put('cd56.zstd', Buffer.from('y'));
    const listed = new Map<string, Date>();
    for await (const { key, writtenAt } of store().list()) listed.set(key, writtenAt);
    expect([...listed.keys()].sort()).toEqual(['ab12cd.zstd', 'cd56.zstd', 'ef34.zstd']);
    expect(Math.abs(listed.get('cd56.zstd')!.getTime() - Date.now())).toBeLessThan(60_000);
    await store().delete('cd56.zstd');
    await store().delete('cd56.zstd');
    await expect(store().get('cd56.zstd')).rejects.toThrow();
  });
});

describe('folder store', () => {
  it('keeps a file two levels deep and leaves no temporary file', () => {
    expect(readdirSync(path.join(dir, 'ab'))).toEqual(['ab12cd.zstd']);
    expect(readdirSync(path.join(dir, 'ef'))).toEqual(['ef34.zstd']);
  });
});
