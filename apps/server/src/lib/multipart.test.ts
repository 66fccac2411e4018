import { describe, expect, it, vi } from 'vitest';
import { releaseWhenRead, type MultipartForm } from './multipart';
import type { KeptFile } from './received-file';

// An upload's buffer goes to the next large upload only once nothing reads it (received-file.ts SpareUploadBuffer).
describe('releaseWhenRead', () => {
  const kept: KeptFile = { sha256: 'of the file', compressed: Buffer.alloc(0) };
  const formOf = (keptFile: Promise<KeptFile>, read?: Promise<string | null>): MultipartForm<string> => ({
    fields: {},
    file: { filename: 'well.las', data: Buffer.alloc(0), kept: keptFile },
    read,
  });

  it('gives the buffer back once the file is kept and its reader has answered', async () => {
    const receiver = { release: vi.fn() };
    let keep!: (file: KeptFile) => void;
    let answer!: (read: string) => void;
    const done = releaseWhenRead(receiver, formOf(new Promise((resolve) => (keep = resolve)), new Promise((resolve) => (answer = resolve))));
    answer('the columns');
    await Promise.resolve();
    expect(receiver.release).not.toHaveBeenCalled(); // its compression may still read the buffer
    keep(kept);
    await done;
    expect(receiver.release).toHaveBeenCalledTimes(1);
    // A file no reader was given: once it is kept.
    const unshared = { release: vi.fn() };
    await releaseWhenRead(unshared, formOf(Promise.resolve(kept)));
    expect(unshared.release).toHaveBeenCalledTimes(1);
  });

  it('lets the buffer go when the reader gave up or failed, or when no file came', async () => {
    const receiver = { release: vi.fn() };
    await releaseWhenRead(receiver, formOf(Promise.resolve(kept), Promise.resolve(null)));
    await releaseWhenRead(receiver, formOf(Promise.resolve(kept), Promise.reject(new Error('the worker failed'))));
    await releaseWhenRead(receiver, formOf(Promise.reject(new Error('compression failed')), Promise.resolve('the columns')));
    expect(releaseWhenRead(receiver, { fields: {} })).toBeUndefined();
    expect(receiver.release).not.toHaveBeenCalled();
  });
});
