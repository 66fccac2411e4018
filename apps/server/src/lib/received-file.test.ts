import { createHash, randomBytes } from 'node:crypto';
import { zstdDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ABANDONED,
  ENDED,
  FileKeeper,
  FileReceiver,
  FIXED_BUFFER_FROM_BYTES,
  filesKeptOnThisThread,
  PUBLISHED,
  receivedFile,
  RECEIVING,
  SEQ,
  SHARED_PIECE_BYTES,
  SPARE_KEPT_MS,
  SpareUploadBuffer,
  spareUploadBuffer,
  STATE,
  UPLOAD_BUFFER_STEP,
  type SharedUpload,
} from './received-file';

describe('FileReceiver', () => {
  // Each test starts with no spare buffer from the one before.
  beforeEach(() => spareUploadBuffer.letGo());

  const chunks = Array.from({ length: 90 }, (_, k) => Buffer.alloc(64 * 1024 + k, k % 251)); // ~5.9 MB, odd sizes
  const whole = Buffer.concat(chunks);

  const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const expectKept = async (kept: Promise<{ sha256: string; compressed: Buffer }>, bytes: Buffer) => {
    const file = await kept;
    expect(file.sha256).toBe(sha256(bytes));
    expect(Buffer.compare(zstdDecompressSync(file.compressed), bytes)).toBe(0);
  };

  it('gathers the chunks in shared memory, growing past its first buffer, with their SHA-256 and zstd made as they came', async () => {
    const keptHere = filesKeptOnThisThread.count;
    const receiver = new FileReceiver('well.las', 100);
    for (const chunk of chunks) receiver.write(chunk);
    const file = receiver.end();
    expect(file.filename).toBe('well.las');
    expect(file.data.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(Buffer.compare(file.data, whole)).toBe(0);
    await expectKept(file.kept, whole);
    expect(filesKeptOnThisThread.count).toBe(keptHere + 1);
  });

  it('takes a shared file as its reader kept it, and keeps it here only when the reader did not', async () => {
    const byReader = { sha256: 'made by the reader', compressed: Buffer.from('its frames') };
    const keptHere = filesKeptOnThisThread.count;
    const shared = new FileReceiver('well.las', 0, { maxBytes: 8 * 1024 * 1024, share: async () => byReader });
    for (const chunk of chunks) shared.write(chunk);
    expect(await shared.end().kept).toBe(byReader);
    expect(filesKeptOnThisThread.count).toBe(keptHere);
    // A reader that gave up (null) or failed (a CSV the LAS reader refused): kept here, from the whole file.
    for (const answer of [async () => null, async () => Promise.reject(new Error('refused'))]) {
      const receiver = new FileReceiver('diff.csv', 0, { maxBytes: 8 * 1024 * 1024, share: answer });
      for (const chunk of chunks) receiver.write(chunk);
      await expectKept(receiver.end().kept, whole);
    }
    // A file too small to share: kept here too.
    const small = new FileReceiver('small.las', 0, { maxBytes: 8 * 1024 * 1024, share: () => expect.unreachable('shared') });
    small.write(chunks[0]);
    await expectKept(small.end().kept, chunks[0]);
    expect(filesKeptOnThisThread.count).toBe(keptHere + 3);
  });

  it('keeps a file given in pieces ending at any byte as it keeps it whole', async () => {
    // About 5.9 MB: a whole 4 MB piece and a part of one, whatever the steps.
    for (const step of [1_000_003, 4 * 1024 * 1024, 4 * 1024 * 1024 + 1, whole.length]) {
      const keeper = new FileKeeper();
      for (let at = step; at < whole.length; at += step) keeper.take(whole.subarray(0, at));
      await expectKept(keeper.end(whole), whole);
    }
    await expectKept(new FileKeeper().end(Buffer.alloc(0)), Buffer.alloc(0));
  });

  it('keeps a file whatever size it was told to expect, in a buffer of its own that moves to another thread whole', async () => {
    // No size, one far too short, the exact size, one far too long: the frames land in one buffer, grown as needed.
    for (const expected of [0, 1_000, whole.length, 10 * whole.length]) {
      const keeper = new FileKeeper(expected);
      for (let at = 1_500_000; at < whole.length; at += 1_500_000) keeper.take(whole.subarray(0, at));
      const kept = keeper.end(whole);
      await expectKept(kept, whole);
      const { compressed } = await kept;
      expect(compressed.byteOffset).toBe(0);
      // Not a slice of Node's shared pool: moving it takes no other buffer's bytes along.
      expect(compressed.buffer).not.toBe(Buffer.from('pooled').buffer);
      const copy = Buffer.from(compressed);
      const arrived = structuredClone(compressed.buffer, { transfer: [compressed.buffer as ArrayBuffer] });
      expect(compressed.length).toBe(0); // moved, not copied
      expect(Buffer.compare(Buffer.from(arrived, 0, copy.length), copy)).toBe(0);
    }
    // Exactly one piece: one frame, as a file given whole.
    const piece = whole.subarray(0, 4 * 1024 * 1024);
    await expectKept(new FileKeeper(piece.length).end(piece), piece);
  });

  it('asks for the bound of the declared size once: refused, its buffer doubles as the frames come', async () => {
    const file = randomBytes(20 * 1024 * 1024); // does not compress: five frames of about 4 MB
    const refuseFrom = file.length + 4096; // the file and its frames' headers, no more (vm.overcommit_memory=2 may say so)
    const asks: { bytes: number; refused: boolean }[] = [];
    const real = Buffer.allocUnsafeSlow.bind(Buffer);
    const spy = vi.spyOn(Buffer, 'allocUnsafeSlow').mockImplementation((bytes: number) => {
      if (bytes >= 1024 * 1024) asks.push({ bytes, refused: bytes >= refuseFrom });
      if (bytes >= refuseFrom) throw new RangeError('Array buffer allocation failed');
      return real(bytes);
    });
    try {
      const keeper = new FileKeeper(file.length);
      for (let at = 3_000_000; at < file.length; at += 3_000_000) keeper.take(file.subarray(0, at));
      await expectKept(keeper.end(file), file);
    } finally {
      spy.mockRestore();
    }
    // The bound asked for once (refused), then a buffer of the first frame, 8 and 16 MB; for the last frame 32 MB,
    // refused, then what it needs. Before, each frame asked for the bound again, and each was refused.
    expect(asks.filter((a) => a.refused).length).toBeLessThanOrEqual(2);
    expect(asks.filter((a) => !a.refused).length).toBeLessThanOrEqual(4);
  });

  it('shares the file as it arrives, a whole megabyte at a time, in a buffer grown in place, then says it ended', () => {
    let shared: SharedUpload | undefined;
    const receiver = new FileReceiver('well.las', 100, { maxBytes: 8 * 1024 * 1024, share: async (file) => ((shared = file), null) });
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

  it('takes a large declared body in one buffer of its size, shared with the reader from the first byte', () => {
    const declared = FIXED_BUFFER_FROM_BYTES + 1000;
    let shared: SharedUpload | undefined;
    const receiver = new FileReceiver('well.las', declared, { maxBytes: 2 * declared, share: async (file) => ((shared = file), null) });
    for (const chunk of chunks) receiver.write(chunk);
    expect(shared!.buffer.growable).toBe(false);
    expect(shared!.buffer.byteLength).toBe(5 * UPLOAD_BUFFER_STEP); // 32 MB and 1,000 bytes, in whole steps of 8 MB
    const file = receiver.end();
    expect(file.data.buffer).toBe(shared!.buffer);
    expect(Buffer.compare(file.data, whole)).toBe(0);
    // Past the limit, or told less than a file a fixed buffer is worth: the buffer grows as the bytes come.
    for (const [size, limit] of [
      [2 * declared, declared],
      [FIXED_BUFFER_FROM_BYTES - 1, 2 * declared],
    ]) {
      let grown: SharedUpload | undefined;
      const other = new FileReceiver('well.las', size, { maxBytes: limit, share: async (file) => ((grown = file), null) });
      for (const chunk of chunks) other.write(chunk);
      expect(grown!.buffer.growable).toBe(true);
      expect(Buffer.compare(other.end().data, whole)).toBe(0);
    }
  });

  it('grows its buffer as the bytes come when the system refuses one of the declared size', () => {
    const Real = SharedArrayBuffer;
    // As a machine that counts every mapping against its memory (vm.overcommit_memory=2) may answer.
    class Refusing extends Real {
      constructor(bytes: number, options?: { maxByteLength?: number }) {
        if (!options && bytes >= FIXED_BUFFER_FROM_BYTES) throw new RangeError('Array buffer allocation failed');
        super(bytes, options);
      }
    }
    vi.stubGlobal('SharedArrayBuffer', Refusing);
    try {
      let shared: SharedUpload | undefined;
      const declared = 2 * FIXED_BUFFER_FROM_BYTES;
      const receiver = new FileReceiver('well.las', declared, { maxBytes: declared, share: async (file) => ((shared = file), null) });
      for (const chunk of chunks) receiver.write(chunk);
      expect(shared!.buffer.growable).toBe(true);
      expect(Buffer.compare(receiver.end().data, whole)).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps a body longer than it declared whole, the reader told it was abandoned', () => {
    let shared: SharedUpload | undefined;
    const receiver = new FileReceiver('well.las', FIXED_BUFFER_FROM_BYTES, {
      maxBytes: 2 * FIXED_BUFFER_FROM_BYTES,
      share: async (file) => ((shared = file), null),
    });
    const big = Buffer.alloc(FIXED_BUFFER_FROM_BYTES + 5, 3);
    receiver.write(big.subarray(0, SHARED_PIECE_BYTES));
    receiver.write(big.subarray(SHARED_PIECE_BYTES));
    expect(Atomics.load(shared!.control, STATE)).toBe(ABANDONED);
    expect(Buffer.compare(receiver.end().data, big)).toBe(0);
  });

  it('tells the reader an upload was abandoned, and never shares a file under a megabyte', () => {
    let shared: SharedUpload | undefined;
    const receiver = new FileReceiver('well.las', 0, { maxBytes: 8 * 1024 * 1024, share: async (file) => ((shared = file), null) });
    for (const chunk of chunks.slice(0, 20)) receiver.write(chunk);
    receiver.abandon();
    expect(Atomics.load(shared!.control, STATE)).toBe(ABANDONED);
    const small = new FileReceiver('small.las', 0, { maxBytes: 8 * 1024 * 1024, share: () => expect.unreachable('shared') });
    small.write(Buffer.alloc(SHARED_PIECE_BYTES - 1));
    small.end();
  });

  it('keeps an upload that outgrew its limit abandoned: later pieces never tell the reader to go on', () => {
    let shared: SharedUpload | undefined;
    const receiver = new FileReceiver('well.las', 0, { maxBytes: 2 * 1024 * 1024, share: async (file) => ((shared = file), null) });
    for (const chunk of chunks) receiver.write(chunk);
    expect(Atomics.load(shared!.control, STATE)).toBe(ABANDONED);
    const file = receiver.end();
    expect(Atomics.load(shared!.control, STATE)).toBe(ABANDONED);
    expect(Buffer.compare(file.data, whole)).toBe(0);
  });

  it('gives its declared-size buffer to the next large upload, which reads only its own bytes in it', () => {
    const declared = FIXED_BUFFER_FROM_BYTES + 1000;
    const first = new FileReceiver('first.las', declared, { maxBytes: 2 * declared });
    const longer = Buffer.alloc(3 * SHARED_PIECE_BYTES, 7);
    first.write(longer);
    const firstBuffer = first.end().data.buffer;
    first.release();
    expect(spareUploadBuffer.keptBytes).toBe(firstBuffer.byteLength);

    const reused = spareUploadBuffer.counts.reused;
    let shared: SharedUpload | undefined;
    const second = new FileReceiver('second.las', declared - 500, { maxBytes: 2 * declared, share: async (file) => ((shared = file), null) });
    for (const chunk of chunks) second.write(chunk);
    const file = second.end();
    expect(spareUploadBuffer.counts.reused).toBe(reused + 1);
    expect(spareUploadBuffer.keptBytes).toBe(0); // taken: no other upload gets it meanwhile
    expect(file.data.buffer).toBe(firstBuffer);
    expect(shared!.buffer).toBe(firstBuffer);
    expect(Buffer.compare(file.data, whole)).toBe(0);
    expect(Atomics.load(shared!.control, PUBLISHED)).toBe(whole.length);

    // A buffer it grew itself, or a copy it made when the body outgrew what it declared, is let go.
    const small = new FileReceiver('small.las', 1000, { maxBytes: 2 * declared });
    small.write(chunks[0]);
    small.end();
    small.release();
    expect(spareUploadBuffer.keptBytes).toBe(0);
    const outgrown = new FileReceiver('outgrown.las', FIXED_BUFFER_FROM_BYTES, { maxBytes: 2 * FIXED_BUFFER_FROM_BYTES });
    outgrown.write(Buffer.alloc(FIXED_BUFFER_FROM_BYTES + 5, 3));
    outgrown.end();
    outgrown.release();
    expect(spareUploadBuffer.keptBytes).toBe(0);
  });

  it('gives a file whole in memory the same hash and compression', async () => {
    await expectKept(receivedFile('demo.las', whole).kept, whole);
  });
});

describe('SpareUploadBuffer', () => {
  afterEach(() => vi.useRealTimers());

  it('makes buffers in whole steps, keeps the largest given back, and hands it out once, to a file it holds', () => {
    const spare = new SpareUploadBuffer();
    const small = spare.take(UPLOAD_BUFFER_STEP + 1)!;
    const large = spare.take(3 * UPLOAD_BUFFER_STEP)!;
    expect([small.byteLength, large.byteLength, spare.counts.made]).toEqual([2 * UPLOAD_BUFFER_STEP, 3 * UPLOAD_BUFFER_STEP, 2]);
    spare.give(large);
    spare.give(small); // smaller than the one kept: let go
    expect(spare.keptBytes).toBe(3 * UPLOAD_BUFFER_STEP);
    expect(spare.take(4 * UPLOAD_BUFFER_STEP)).not.toBe(large); // too small for this file: a new one, the spare still kept
    expect(spare.keptBytes).toBe(3 * UPLOAD_BUFFER_STEP);
    expect(spare.take(2 * UPLOAD_BUFFER_STEP)).toBe(large);
    expect(spare.keptBytes).toBe(0);
    expect(spare.take(2 * UPLOAD_BUFFER_STEP)).not.toBe(large);
    expect(spare.counts).toEqual({ made: 4, reused: 1 });
  });

  it('lets its buffer go after a quiet minute', () => {
    vi.useFakeTimers();
    const spare = new SpareUploadBuffer();
    spare.give(new SharedArrayBuffer(UPLOAD_BUFFER_STEP));
    vi.advanceTimersByTime(SPARE_KEPT_MS - 1);
    expect(spare.keptBytes).toBe(UPLOAD_BUFFER_STEP);
    vi.advanceTimersByTime(1);
    expect(spare.keptBytes).toBe(0);
    // A buffer given again starts its minute again.
    spare.give(new SharedArrayBuffer(UPLOAD_BUFFER_STEP));
    vi.advanceTimersByTime(SPARE_KEPT_MS / 2);
    spare.give(new SharedArrayBuffer(2 * UPLOAD_BUFFER_STEP));
    vi.advanceTimersByTime(SPARE_KEPT_MS - 1);
    expect(spare.keptBytes).toBe(2 * UPLOAD_BUFFER_STEP);
  });
});
