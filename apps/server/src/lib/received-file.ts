import { createHash } from 'node:crypto';
import { compressBound, zstdFast } from './zstd';

/** How a kept file is compressed: zstd level 1 (a LAS file shrinks to about a third, at twice gzip's speed). */
export const FILE_ENCODING = 'zstd';

/** A file as it is kept: the SHA-256 of its bytes and the bytes compressed as FILE_ENCODING. */
export interface KeptFile {
  sha256: string;
  compressed: Buffer;
}

/** An uploaded file: its bytes, with their SHA-256 and compressed form (zstd), made while the bytes arrived. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
  /** Rejects only if compression itself fails. */
  kept: Promise<KeptFile>;
}

/** The first buffer a received file is gathered in; it doubles as needed. */
const FIRST_BUFFER_BYTES = 4 * 1024 * 1024;

/**
 * A body declared this large (and within the limit) is gathered in one buffer of its declared size (in whole
 * UPLOAD_BUFFER_STEPs, and the last such upload's when it is large enough: SpareUploadBuffer), not in one grown in
 * place. glibc maps a block this large on its own (its largest mmap threshold), so the memory is taken
 * only as the bytes are written, and with huge pages (scripts/server-env.mjs); a growable buffer is mapped by V8 in
 * 4 KB pages. Writing 63 MB took 138-164 ms against 240-320 ms, on a machine slow to touch fresh memory.
 */
export const FIXED_BUFFER_FROM_BYTES = 32 * 1024 * 1024;

/**
 * A file shared, as it arrives, with a reader on another thread: the bytes (a SharedArrayBuffer, grown in place
 * when it is growable, so the reader's buffer is the receiver's) and a control word array: `PUBLISHED` bytes may be
 * read, `STATE` says whether more will come, and `SEQ` changes (with Atomics.notify) each time either does.
 */
export interface SharedUpload {
  buffer: SharedArrayBuffer;
  control: Int32Array;
  /** The size the request announced (a guess: a form holds more than the file), 0 when unknown. */
  expectedBytes: number;
}
export const SEQ = 0;
export const PUBLISHED = 1;
export const STATE = 2;
export const RECEIVING = 0;
export const ENDED = 1;
export const ABANDONED = 2;

/**
 * A reader on another thread is told of the bytes a whole piece of this size at a time (and of the last at
 * the end), so a client sending slowly wakes it once a megabyte, not once a packet.
 */
export const SHARED_PIECE_BYTES = 1024 * 1024;
/**
 * The file is compressed in pieces of this size, each a zstd frame of its own, on the thread pool as soon as it
 * has arrived, several at once; the frames one after the other are one valid zstd stream of the whole file.
 */
const PIECE_BYTES = 4 * 1024 * 1024;

/**
 * Files whose SHA-256 and compressed form this thread made (a file shared with a reader is kept by the reader's
 * thread instead; tests check the server's own thread keeps only what no reader kept).
 */
export const filesKeptOnThisThread = { count: 0 };

/**
 * Keeps a file as it arrives: `take` is given the file so far (every byte from the first, a longer view each
 * time); its SHA-256 is taken of the new bytes, and each whole 4 MB piece is compressed on the thread pool, several
 * at once, so both are done, or nearly, when the last byte is. Used by whichever thread sees the file arrive.
 */
export class FileKeeper {
  private readonly hash = createHash('sha256');
  private hashedUpTo = 0;
  private compressedUpTo = 0;
  /** The compressed file so far: each piece's frame is copied in, in order, as soon as it is compressed. */
  private out: Buffer | null = null;
  private filled = 0;
  private placed: Promise<void> = Promise.resolve();
  private started = false;

  /** `expectedBytes`: the file's size, if known (a hint that sizes the compressed file's buffer once). */
  constructor(private readonly expectedBytes = 0) {
    filesKeptOnThisThread.count++;
  }

  take(bytes: Uint8Array): void {
    // The pieces go to the thread pool first, to be compressed there while this thread hashes.
    while (bytes.length - this.compressedUpTo >= PIECE_BYTES) this.compressNext(bytes, this.compressedUpTo + PIECE_BYTES);
    this.hashUpTo(bytes);
  }

  /**
   * The whole file (`bytes`: the same bytes `take` saw and the rest) kept. Call once. The compressed file is a view of
   * a buffer of its own (never Node's shared pool), which may be larger: it moves to another thread with its buffer.
   */
  end(bytes: Uint8Array): Promise<KeptFile> {
    while (bytes.length - this.compressedUpTo >= PIECE_BYTES) this.compressNext(bytes, this.compressedUpTo + PIECE_BYTES);
    if (this.compressedUpTo < bytes.length || !this.started) this.compressNext(bytes, bytes.length);
    this.hashUpTo(bytes);
    const sha256 = this.hash.digest('hex');
    const kept = this.placed.then(() => ({ sha256, compressed: this.out!.subarray(0, this.filled) }));
    kept.catch(() => undefined); // read by whoever keeps the file; never an unhandled rejection
    return kept;
  }

  private hashUpTo(bytes: Uint8Array): void {
    if (bytes.length > this.hashedUpTo) this.hash.update(bytes.subarray(this.hashedUpTo));
    this.hashedUpTo = bytes.length;
  }

  /** Starts compressing the bytes up to `end` (the view keeps them even when the buffer grows meanwhile). */
  private compressNext(bytes: Uint8Array, end: number): void {
    const piece = zstdFast(bytes.subarray(this.compressedUpTo, end));
    piece.catch(() => undefined); // end() answers the failure
    this.started = true;
    // In the file's order, each as soon as it and those before it are compressed: by the last byte, most of the file
    // is in place, and end() need not join 20 MB of frames (100 ms of a 63 MB upload's end on a slow machine).
    this.placed = this.placed.then(async () => this.place(await piece));
    this.placed.catch(() => undefined);
    this.compressedUpTo = end;
  }

  private place(frame: Buffer): void {
    const needed = this.filled + frame.length;
    if (!this.out || needed > this.out.length) {
      // The file's compressed size is not known before its end. The first buffer is sized for the most it can be
      // (compressBound of the declared size: taken in memory only as it is written), once; without a size, or past
      // it, or when the system refused that much, the buffer doubles as it grows.
      const wanted = this.out ? 2 * this.out.length : this.expectedBytes > 0 ? keptFileBound(this.expectedBytes) : 2 * needed;
      const grown = largestBuffer(Math.max(needed, wanted), needed);
      if (this.out) this.out.copy(grown, 0, 0, this.filled);
      this.out = grown;
    }
    this.out.set(frame, this.filled);
    this.filled = needed;
  }
}

/** A buffer of `bytes`, or of `needed` if the system refuses that much at once (vm.overcommit_memory=2 may). */
function largestBuffer(bytes: number, needed: number): Buffer {
  try {
    return Buffer.allocUnsafeSlow(bytes);
  } catch (error) {
    if (error instanceof RangeError && bytes > needed) return Buffer.allocUnsafeSlow(needed);
    throw error;
  }
}

/** What a zstd frame of a piece may add to compressBound of the whole (its header and end; generous). */
const FRAME_OVERHEAD = 64;

/** The most a file of `bytes` can take compressed, a frame per PIECE_BYTES. */
const keptFileBound = (bytes: number) => compressBound(bytes) + Math.ceil(bytes / PIECE_BYTES + 1) * FRAME_OVERHEAD;

/** A file whole in memory, kept: hashed a piece at a time between other work, compressed on the thread pool. */
export async function keepWhole(data: Uint8Array): Promise<KeptFile> {
  const keeper = new FileKeeper(data.length);
  for (let at = Math.min(data.length, PIECE_BYTES); at < data.length; at = Math.min(data.length, at + PIECE_BYTES)) {
    keeper.take(data.subarray(0, at));
    await new Promise((resolve) => setImmediate(resolve));
  }
  return keeper.end(data);
}

/** Fixed buffers are made in whole steps of this size, so that the next file of about the same size fits the last one's. */
export const UPLOAD_BUFFER_STEP = 8 * 1024 * 1024;
/** How long the last large upload's buffer is kept for the next one, with no upload meanwhile. */
export const SPARE_KEPT_MS = 60_000;

/**
 * The buffer of the last large upload (a fixed one, FIXED_BUFFER_FROM_BYTES or more), kept for the next: memory
 * first touched costs a page fault per 4 KB or 2 MB, and writing a 63 MB file into fresh memory took 120-135 ms of
 * the event loop an upload (a CPU profile of `npm start` during five uploads), against some 25 ms into memory
 * already touched. One buffer at most, the largest given back, let go after SPARE_KEPT_MS with no upload: a
 * server that took one large file holds its memory a minute, not for good. A buffer is given back only once no
 * thread reads it any more (FileReceiver.release); the bytes of the file before are overwritten by the next, and
 * never read past the new file's length.
 */
export class SpareUploadBuffer {
  private spare: SharedArrayBuffer | null = null;
  private idle: ReturnType<typeof setTimeout> | undefined;
  /** Buffers made, and taken from the spare instead (the tests read them). */
  readonly counts = { made: 0, reused: 0 };

  /** A buffer of at least `bytes` (the spare, when it is large enough), or null if the system refuses that much at once. */
  take(bytes: number): SharedArrayBuffer | null {
    const spare = this.spare;
    if (spare && spare.byteLength >= bytes) {
      this.letGo();
      this.counts.reused++;
      return spare;
    }
    const buffer = fixedBuffer(Math.ceil(bytes / UPLOAD_BUFFER_STEP) * UPLOAD_BUFFER_STEP);
    if (buffer) this.counts.made++;
    return buffer;
  }

  /** Keeps `buffer` for the next upload, if it is larger than the spare. */
  give(buffer: SharedArrayBuffer): void {
    if (this.spare && this.spare.byteLength >= buffer.byteLength) return;
    this.letGo();
    this.spare = buffer;
    this.idle = setTimeout(() => this.letGo(), SPARE_KEPT_MS);
    this.idle.unref();
  }

  /** The size of the buffer kept, 0 when none is. */
  get keptBytes(): number {
    return this.spare?.byteLength ?? 0;
  }

  /** Keeps no buffer any more. */
  letGo(): void {
    clearTimeout(this.idle);
    this.spare = null;
  }
}

/** The process's spare upload buffer, shared by every FileReceiver. */
export const spareUploadBuffer = new SpareUploadBuffer();

/**
 * Takes a file chunk by chunk as it arrives, gathering the bytes in shared memory (a SharedArrayBuffer, doubled as
 * it fills, or of a large body's declared size), so the worker that reads the file sees them without a copy, and no
 * single step copies the whole file on the event loop. A file shared with a reader is kept (hashed and compressed)
 * by the reader's thread as it reads it; any other is kept here as its bytes come in (FileKeeper).
 */
export class FileReceiver {
  private sab: SharedArrayBuffer;
  /** The buffer of the declared size it was given (spareUploadBuffer), if any: the one it gives back (release). */
  private readonly fixed: SharedArrayBuffer | null;
  private buffer: Uint8Array;
  private length = 0;
  /** Keeps the file here as it arrives: only when no reader may be given it. */
  private readonly keeper: FileKeeper | null;
  private shared: SharedUpload | null = null;
  private keptByReader: Promise<KeptFile | null> | null = null;
  private readonly share?: (file: SharedUpload) => Promise<KeptFile | null>;

  /**
   * `expectedBytes`: the request's declared size, a hint only: the first buffer never exceeds FIRST_BUFFER_BYTES,
   * unless the size is FIXED_BUFFER_FROM_BYTES or more and within `maxBytes`, when it is the buffer's. `maxBytes`:
   * the most the file may hold (the upload limit), to which the buffer grows in place. `share`: called with the
   * file once its first SHARED_PIECE_BYTES have arrived, to start a reader on another thread that keeps the file as
   * it reads it, and answers it kept, or null if it did not (a smaller file is never shared; a file no reader kept
   * is kept here once whole).
   */
  constructor(
    private readonly filename: string,
    private readonly expectedBytes = 0,
    options: { maxBytes?: number; share?: (file: SharedUpload) => Promise<KeptFile | null> } = {},
  ) {
    const maxBytes = options.maxBytes ?? 0;
    // The body cannot outgrow its declared length over HTTP (write() still copies one that does).
    this.fixed = expectedBytes >= FIXED_BUFFER_FROM_BYTES && expectedBytes <= maxBytes ? spareUploadBuffer.take(expectedBytes) : null;
    const first = Math.max(64 * 1024, Math.min(expectedBytes, FIRST_BUFFER_BYTES));
    this.sab = this.fixed ?? new SharedArrayBuffer(first, { maxByteLength: Math.max(first, maxBytes) });
    this.buffer = new Uint8Array(this.sab);
    this.share = options.share;
    this.keeper = options.share ? null : new FileKeeper(expectedBytes);
  }

  write(chunk: Buffer): void {
    const needed = this.length + chunk.byteLength;
    if (needed > this.sab.byteLength) {
      if (this.sab.growable && needed <= this.sab.maxByteLength) {
        this.sab.grow(Math.min(this.sab.maxByteLength, Math.max(2 * this.sab.byteLength, needed)));
      } else {
        // Past the limit it was made for: a buffer of its own, which a reader does not see.
        this.abandon();
        const grown = new SharedArrayBuffer(Math.max(2 * this.sab.byteLength, needed));
        new Uint8Array(grown).set(this.buffer.subarray(0, this.length));
        this.sab = grown;
        this.buffer = new Uint8Array(grown);
      }
    }
    this.buffer.set(chunk, this.length);
    this.length = needed;
    this.keeper?.take(this.buffer.subarray(0, this.length));
    if (this.share && this.length - (this.shared ? Atomics.load(this.shared.control, PUBLISHED) : 0) >= SHARED_PIECE_BYTES) {
      this.publish(RECEIVING);
    }
  }

  /** Tells the reader (if any) that no more bytes will come: the request failed. */
  abandon(): void {
    if (this.shared && Atomics.load(this.shared.control, STATE) === RECEIVING) this.publish(ABANDONED);
  }

  /** The whole file. Call once, after the last chunk. */
  end(): UploadedFile {
    if (this.shared && Atomics.load(this.shared.control, STATE) === RECEIVING) this.publish(ENDED);
    const data = Buffer.from(this.buffer.buffer, 0, this.length);
    const keepHere = () => keepWhole(data);
    // A reader that did not keep it (it gave up, or failed) leaves it to this thread.
    const kept = this.keeper
      ? this.keeper.end(data)
      : this.keptByReader
        ? this.keptByReader.then((file) => file ?? keepHere(), keepHere)
        : keepHere();
    kept.catch(() => undefined); // read by whoever keeps the file; never an unhandled rejection
    return { filename: this.filename, data, kept };
  }

  /**
   * Gives its buffer to the next large upload (spareUploadBuffer). Call only once nothing reads the file any more:
   * the request answered, and its reader (if it was shared) ended having read it all, its kept file made. A buffer
   * it gathered the file in itself (a growable one, or a copy when the body outgrew what it declared) is let go.
   */
  release(): void {
    if (this.fixed && this.sab === this.fixed) spareUploadBuffer.give(this.fixed);
  }

  /** Says how far the reader may read, and in which state, waking it; the first time, starts it (`share`). */
  private publish(state: number): void {
    if (!this.shared) {
      if (state !== RECEIVING || !this.share) return;
      this.shared = { buffer: this.sab, control: new Int32Array(new SharedArrayBuffer(12)), expectedBytes: this.expectedBytes };
      this.keptByReader = this.share(this.shared);
      this.keptByReader.catch(() => undefined); // a failed reader's file is kept here (end)
    }
    const { control } = this.shared;
    // An ended or abandoned file says nothing more: its reader may be gone, and its buffer no longer the file's.
    if (Atomics.load(control, STATE) !== RECEIVING) return;
    Atomics.store(control, PUBLISHED, this.length);
    Atomics.store(control, STATE, state);
    Atomics.add(control, SEQ, 1);
    Atomics.notify(control, SEQ);
  }
}

/**
 * A buffer of `bytes`, or null if the system refuses that much at once (one that counts every mapping against its
 * memory, vm.overcommit_memory=2, may): a growable buffer takes memory only as the file grows.
 */
function fixedBuffer(bytes: number): SharedArrayBuffer | null {
  try {
    return new SharedArrayBuffer(bytes);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** A file already whole in memory (the demo well, tests) as an UploadedFile. */
export function receivedFile(filename: string, data: Buffer): UploadedFile {
  const kept = keepWhole(data);
  kept.catch(() => undefined);
  return { filename, data, kept };
}
