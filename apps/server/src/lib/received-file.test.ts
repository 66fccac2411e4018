import { createHash } from 'node:crypto';
import { zstdDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  ABANDONED,
  ENDED,
  FileReceiver,
  PUBLISHED,
  receivedFile,
  RECEIVING,
  SEQ,
  SHARED_PIECE_BYTES,
  STATE,
  type SharedUpload,
} from './received-file';

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

  it('shares the file as it arrives, a whole megabyte at a time, in a buffer grown in place, then says it ended', () => {
    let shared: SharedUpload | undefined;
    const receiver = new FileReceiver('well.las', 100, { maxBytes: 8 * 1024 * 1024, share: (file) => (shared = file) });
    let written = 0;
    const published: number[] = [];
    for (const chunk of chunks) {
      receiver.write(chunk);
      written += chunk.length;
      if (shared) published.push(Atomics.load(shared.control, PUBLISHED));
      if (written < SHARED_PIECE_BYTES) expect(shared).toBeUndefined();
    }
    expect(shared!.buffer.growable).toBe(true);
    // Told once a whole piece was there: never less than a megabyte more than the last time.
    const steps = [...new Set(published)];
    for (let i = 1; i < steps.length; i++) expect(steps[i] - steps[i - 1]).toBeGreaterThanOrEqual(SHARED_PIECE_BYTES);
    expect(Atomics.load(shared!.control, STATE)).toBe(RECEIVING);
    const seq = Atomics.load(shared!.control, SEQ);
    const file = receiver.end();
    expect(Atomics.load(shared!.control, STATE)).toBe(ENDED);
    expect(Atomics.load(shared!.control, PUBLISHED)).toBe(whole.length);
    expect(Atomics.load(shared!.control, SEQ)).toBe(seq + 1);
    // The reader's buffer is the file's: the same memory, grown to hold it.
    expect(file.data.buffer).toBe(shared!.buffer);
    expect(Buffer.compare(Buffer.from(shared!.buffer, 0, whole.length), whole)).toBe(0);
  });

  it('tells the reader an upload was abandoned, and never shares a file under a megabyte', () => {
    let shared: SharedUpload | undefined;
    const receiver = new FileReceiver('well.las', 0, { maxBytes: 8 * 1024 * 1024, share: (file) => (shared = file) });
    for (const chunk of chunks.slice(0, 20)) receiver.write(chunk);
    receiver.abandon();
    expect(Atomics.load(shared!.control, STATE)).toBe(ABANDONED);
    const small = new FileReceiver('small.las', 0, { maxBytes: 8 * 1024 * 1024, share: () => expect.unreachable('shared') });
    small.write(Buffer.alloc(SHARED_PIECE_BYTES - 1));
    small.end();
  });

  it('keeps an upload that outgrew its limit abandoned: later pieces never tell the reader to go on', () => {
    let shared: SharedUpload | undefined;
    const receiver = new FileReceiver('well.las', 0, { maxBytes: 2 * 1024 * 1024, share: (file) => (shared = file) });
    for (const chunk of chunks) receiver.write(chunk);
    expect(Atomics.load(shared!.control, STATE)).toBe(ABANDONED);
    const file = receiver.end();
    expect(Atomics.load(shared!.control, STATE)).toBe(ABANDONED);
    expect(Buffer.compare(file.data, whole)).toBe(0);
  });

  it('gives a file whole in memory the same hash and compression', async () => {
    const file = receivedFile('demo.las', whole);
    expect(file.sha256).toBe(createHash('sha256').update(whole).digest('hex'));
    expect(Buffer.compare(zstdDecompressSync(await file.compressed), whole)).toBe(0);
  });
});
