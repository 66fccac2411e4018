import { randomBytes } from 'node:crypto';
import { zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zstdFast, zstdUnpack } from './zstd';

describe('zstd', () => {
  // Part random, part repeated: several output buffers' worth whichever way it goes.
  const bytes = Buffer.concat([randomBytes(3 * 1024 * 1024), Buffer.alloc(2 * 1024 * 1024, 7)]);

  it('compresses to a zstd frame any reader takes', async () => {
    const packed = await zstdFast(bytes);
    expect(packed.byteLength).toBeLessThan(bytes.byteLength);
    expect(zstdDecompressSync(packed).equals(bytes)).toBe(true);
  });

  it('gives the bytes back whatever size it is told they were, or none', async () => {
    const packed = await zstdFast(bytes);
    for (const expected of [undefined, bytes.byteLength, 1, bytes.byteLength - 1, 3 * bytes.byteLength]) {
      expect((await zstdUnpack(packed, expected)).equals(bytes)).toBe(true);
    }
  });

  it('refuses bytes that are not zstd', async () => {
    await expect(zstdUnpack(Buffer.from('not zstd at all'), 100)).rejects.toThrow();
  });
});
