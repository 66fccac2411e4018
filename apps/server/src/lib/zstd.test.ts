import { randomBytes } from 'node:crypto';
import { constants, zstdCompressSync, zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownsItsBuffer, zstdFast, zstdFrames, zstdUnpack } from './zstd';

describe('zstd', () => {
  // Part random, part repeated: several output buffers' worth whichever way it goes.
  const bytes = Buffer.concat([randomBytes(3 * 1024 * 1024), Buffer.alloc(2 * 1024 * 1024, 7)]);

  it('compresses to a zstd frame any reader takes', async () => {
    const packed = await zstdFast(bytes);
    expect(packed.byteLength).toBeLessThan(bytes.byteLength);
    expect(zstdDecompressSync(packed).equals(bytes)).toBe(true);
  });

  it("sizes its output by the input: a small column's blob holds no megabyte of memory", async () => {
    // A file of 17,000 curves of 3 rows took 25 s to store when each column's compression took a 1 MB buffer.
    for (const size of [0, 1, 24, 5000, 70_000]) {
      const input = randomBytes(size);
      const packed = await zstdFast(input);
      expect(zstdDecompressSync(packed).equals(input)).toBe(true);
      // Node's pool, which small buffers share, or its own of about the input's size.
      expect(packed.buffer.byteLength, `${size} bytes`).toBeLessThanOrEqual(Math.max(Buffer.poolSize, size + 1024));
    }
  });

  it('hands back the buffer zlib wrote the frame into, not a copy of it, when the frame fills a fair share of it', async () => {
    // zlib's own callback joined the frame's two pieces into fresh memory: 32 MB copied a 63 MB upload.
    const column = Buffer.concat([randomBytes(200_000), Buffer.alloc(200_000)]); // a frame about half its bound
    const packed = await zstdFast(column);
    expect(zstdDecompressSync(packed).equals(column)).toBe(true);
    expect(packed.byteOffset).toBe(0);
    expect(packed.buffer.byteLength).toBeGreaterThan(packed.byteLength); // the room zstd's bound left, never written
    expect(packed.byteLength).toBeGreaterThanOrEqual(packed.buffer.byteLength / 4);
    expect(ownsItsBuffer(packed)).toBe(true);
    // One value repeated compresses to a few bytes: copied to its own size rather than hold 400 KB.
    const flat = await zstdFast(Buffer.alloc(400_000, 7));
    expect(zstdDecompressSync(flat).equals(Buffer.alloc(400_000, 7))).toBe(true);
    expect(flat.buffer.byteLength).toBeLessThanOrEqual(Buffer.poolSize);
    expect(ownsItsBuffer(flat)).toBe(false);
    // Nor a small answer from Node's shared pool.
    expect(ownsItsBuffer(await zstdFast(Buffer.from('a short column')))).toBe(false);
  });

  it('gives the bytes back whatever size it is told they were, or none', async () => {
    const packed = await zstdFast(bytes);
    for (const expected of [undefined, bytes.byteLength, 1, bytes.byteLength - 1, 3 * bytes.byteLength]) {
      expect((await zstdUnpack(packed, expected)).equals(bytes)).toBe(true);
    }
  });

  it('gives back every frame of a stream of several, whatever their sizes', async () => {
    // Frames ending where an output buffer is not full: Node's asynchronous zstd stopped at the first of them.
    const pieces = [bytes.subarray(0, 3 * 1024 * 1024 + 5), bytes.subarray(3 * 1024 * 1024 + 5, 4 * 1024 * 1024), bytes.subarray(4 * 1024 * 1024)];
    const packed = Buffer.concat(await Promise.all(pieces.map((piece) => zstdFast(piece))));
    expect(zstdFrames(packed).map((frame) => zstdDecompressSync(frame).byteLength)).toEqual(pieces.map((piece) => piece.byteLength));
    for (const expected of [undefined, bytes.byteLength]) {
      expect((await zstdUnpack(packed, expected)).equals(bytes)).toBe(true);
    }
    // Frames with their content size and a checksum, an RLE block, an empty frame, and a skippable frame between.
    const skippable = Buffer.concat([Buffer.from([0x50, 0x2a, 0x4d, 0x18, 3, 0, 0, 0]), Buffer.from('abc')]);
    const others = [Buffer.alloc(300_000, 1), Buffer.alloc(0), Buffer.from('a short one')];
    const mixed = Buffer.concat([
      zstdCompressSync(others[0], { params: { [constants.ZSTD_c_checksumFlag]: 1 } }),
      skippable,
      zstdCompressSync(others[1]),
      zstdCompressSync(others[2], { pledgedSrcSize: others[2].length, params: { [constants.ZSTD_c_checksumFlag]: 1 } }),
    ]);
    expect(zstdFrames(mixed)).toHaveLength(4);
    expect((await zstdUnpack(mixed)).equals(Buffer.concat(others))).toBe(true);
  });

  it('leaves bytes it cannot walk whole, for the decompressor to refuse', () => {
    const packed = zstdCompressSync(Buffer.alloc(100_000, 3));
    expect(zstdFrames(packed.subarray(0, packed.length - 2))).toHaveLength(1);
    expect(zstdFrames(Buffer.from('not zstd at all'))).toHaveLength(1);
  });

  it('refuses bytes that are not zstd', async () => {
    await expect(zstdUnpack(Buffer.from('not zstd at all'), 100)).rejects.toThrow();
  });
});
