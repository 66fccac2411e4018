import { createHash } from 'node:crypto';
import { zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { FileReceiver, receivedFile } from './received-file';

describe('FileReceiver', () => {
  const chunks = Array.from({ length: 90 }, (_, k) => Buffer.alloc(64 * 1024 + k, k % 251)); // ~5.9 MB, odd sizes
  const whole = Buffer.concat(chunks);

  it('gathers the chunks in shared memory, growing past its first buffer, with their SHA-256 and zstd made as they came', async () => {
    const receiver = new FileReceiver('well.las', 100);
    for (const chunk of chunks) receiver.write(chunk);
    const file = receiver.end();
    expect(file.filename).toBe('well.las');
    expect(file.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Buffer.compare(file.data, whole)).toBe(0);
    expect(file.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
    expect(Buffer.compare(zstdDecompressSync(await file.compressed), whole)).toBe(0);
  });

  it('gives a file whole in memory the same hash and compression', async () => {
    const file = receivedFile('demo.las', whole);
    expect(file.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
    expect(Buffer.compare(zstdDecompressSync(await file.compressed), whole)).toBe(0);
  });
});
