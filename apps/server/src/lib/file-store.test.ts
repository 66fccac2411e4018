import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSystemStore } from './file-store';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-file-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file-system store', () => {
  const store = fileSystemStore(dir);

  it('keeps bytes under a key, two levels deep, and leaves no temporary file', async () => {
    const bytes = Buffer.from('~Version\nVERS. 2.0\n');
    await store.put('ab12cd.zstd', bytes);
    expect(Buffer.compare(await store.get('ab12cd.zstd'), bytes)).toBe(0);
    expect(readdirSync(path.join(dir, 'ab'))).toEqual(['ab12cd.zstd']);
  });

  it('writes the same key again without harm (keys are content addresses)', async () => {
    await store.put('ab12cd.zstd', Buffer.from('~Version\nVERS. 2.0\n'));
    await Promise.all([store.put('ef34.zstd', Buffer.from('x')), store.put('ef34.zstd', Buffer.from('x'))]);
    expect((await store.get('ef34.zstd')).toString()).toBe('x');
    expect(readdirSync(path.join(dir, 'ef'))).toEqual(['ef34.zstd']);
  });

  it('refuses a missing key and anything that is not a plain key (no way out of the folder)', async () => {
    await expect(store.get('00missing.zstd')).rejects.toThrow(/ENOENT/);
    await expect(store.put('../escape', Buffer.from('x'))).rejects.toThrow(/not a file-store key/);
    await expect(store.get('a/b')).rejects.toThrow(/not a file-store key/);
  });
});
