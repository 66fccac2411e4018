import { constants, createZstdCompress, zstdDecompress } from 'node:zlib';

// zstd level 1 is how kept files and curve blobs are compressed (docs/data-format.md). zlib's thread pool hands
// each full output buffer back to the event loop, which then sets the next one going; with zlib's 16 KB buffer a
// 4 MB piece of a LAS file (1.3 MB compressed) came back some 80 times, and an 800 KB column 50 times.

/** Output buffers of 1 MB when the size is not known. */
const CHUNK_BYTES = 1024 * 1024;
/** zstdFast's largest output buffer: more than a kept file's piece (received-file.ts) can take. */
const ONE_OUTPUT_BYTES = 8 * 1024 * 1024;
/** The largest single output buffer asked for. */
const MAX_CHUNK_BYTES = 1024 * 1024 * 1024;

/**
 * `bytes` compressed with zstd level 1, on the thread pool. Measured on the 63 MB bench file in 4 MB pieces,
 * against zlib's 16 KB buffer: 10-20 ms of the main thread's CPU instead of 30-50 ms, 150-190 ms instead of
 * 190-235 ms in all; in uploads of it (builds alternated), the transaction's part 380-620 ms instead of
 * 460-1,200 ms.
 *
 * The answer is a view of the one buffer zlib wrote into (ownsItsBuffer), not a copy of it, whenever it fills at
 * least a quarter of it (KEPT_SHARE); a smaller one is copied to its own size.
 */
export function zstdFast(bytes: Uint8Array): Promise<Buffer> {
  // No bigger than zstd's bound for the input: the answer is a view of its one buffer when it fits, and a small
  // column (a file of 17,000 curves of 3 rows) took 1 MB of memory each, 25 s to store that file.
  // Up to ONE_OUTPUT_BYTES, one buffer that cannot be too small: a kept file's 4 MB piece came back in two 1 MB
  // buffers, which zlib then joined (60 ms a 63 MB upload, on the reading thread); the part not written is never
  // touched, so it takes no memory.
  const chunkSize = Math.min(ONE_OUTPUT_BYTES, compressBound(bytes.byteLength));
  const engine = createZstdCompress({ chunkSize, params: { [constants.ZSTD_c_compressionLevel]: 1 } });
  const pieces: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    engine.on('data', (piece: Buffer) => pieces.push(piece));
    engine.once('error', reject);
    engine.once('end', () => resolve(joined(pieces, chunkSize)));
    engine.end(bytes);
  });
}

/**
 * The least share of its buffer a compressed answer fills to be handed over as a view of it: the room after it is
 * never written (no memory taken), and the answers are let go once stored; a smaller answer (a column of one value
 * repeated) is copied rather than hold a buffer many times its size.
 */
const KEPT_SHARE = 1 / 4;

/** Answers of zstdFast that are a view from the start of a buffer no other view shares (they may move with it). */
const ownBuffers = new WeakSet<Uint8Array>();

/** Whether `bytes`, an answer of zstdFast, starts a buffer of its own that nothing else uses: it may move to another thread with that buffer, room and all. */
export const ownsItsBuffer = (bytes: Uint8Array): boolean => ownBuffers.has(bytes);

/**
 * zlib's pieces of one answer as one Buffer. zlib gives the frame in two pieces one after the other in its output
 * buffer (the blocks, then the frame's end), and its own callback joined them into fresh memory: every column and
 * kept piece copied once more, 32 MB and 120 ms of the reading thread a 63 MB upload on a slow machine. Pieces
 * that lie one after the other are viewed as they lie; any others are joined. `chunkSize`: the output buffer zlib
 * was asked for; a buffer of another size is Node's shared pool (what it gives for small sizes).
 */
function joined(pieces: Buffer[], chunkSize: number): Buffer {
  if (pieces.length === 0) return Buffer.alloc(0);
  const first = pieces[0];
  let end = first.byteOffset + first.byteLength;
  for (const piece of pieces.slice(1)) {
    if (piece.buffer !== first.buffer || piece.byteOffset !== end) return Buffer.concat(pieces);
    end += piece.byteLength;
  }
  const whole = Buffer.from(first.buffer, first.byteOffset, end - first.byteOffset);
  // Node's shared pool (a small output buffer) or a small share of a large one: copied to its own size.
  if (whole.byteOffset !== 0 || whole.buffer.byteLength !== chunkSize || whole.byteLength < chunkSize * KEPT_SHARE) {
    return Buffer.from(whole);
  }
  ownBuffers.add(whole);
  return whole;
}

/** The most bytes zstd compresses `n` bytes to (ZSTD_COMPRESSBOUND, zstd.h), at least zlib's smallest buffer (64). */
export function compressBound(n: number): number {
  const small = n < 128 * 1024 ? (128 * 1024 - n) >> 11 : 0;
  return Math.max(64, n + (n >> 8) + small);
}

/**
 * zstd `bytes` decompressed on the thread pool; `expectedBytes`, the size they were, makes it one output buffer.
 * 61 columns of 800 KB: 61-71 ms and 10 ms of the main thread's CPU, against 139-221 ms and 60-110 ms with
 * zlib's 16 KB buffer. Several frames one after the other (a kept file, compressed in 4 MB pieces) are
 * decompressed frame by frame: Node's asynchronous zstd stops at the end of a frame that leaves room in its
 * output buffer, and gave back only the first piece of such a file.
 */
export async function zstdUnpack(bytes: Uint8Array, expectedBytes?: number): Promise<Buffer> {
  const frames = zstdFrames(bytes);
  if (frames.length <= 1) return unpackFrame(bytes, expectedBytes);
  return Buffer.concat(await Promise.all(frames.map((frame) => unpackFrame(frame))));
}

function unpackFrame(bytes: Uint8Array, expectedBytes?: number): Promise<Buffer> {
  const chunkSize = expectedBytes === undefined ? CHUNK_BYTES : Math.min(MAX_CHUNK_BYTES, Math.max(64 * 1024, expectedBytes + 1024));
  return new Promise<Buffer>((resolve, reject) => zstdDecompress(bytes, { chunkSize }, (error, out) => (error ? reject(error) : resolve(out))));
}

const ZSTD_MAGIC = 0xfd2fb528;

/**
 * The frames of a zstd stream, each a view of `bytes`, found by reading each frame's header and block headers
 * (RFC 8878, section 3.1). Bytes it cannot walk (not zstd, cut off) come back as one piece, for the
 * decompressor to refuse.
 */
export function zstdFrames(bytes: Uint8Array): Uint8Array[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const frames: Uint8Array[] = [];
  let at = 0;
  while (at < bytes.length) {
    const end = frameEnd(view, at);
    if (end === null) return [bytes];
    frames.push(bytes.subarray(at, end));
    at = end;
  }
  return frames;
}

/** Where the frame starting at `at` ends, or null if it is not a whole zstd or skippable frame. */
function frameEnd(view: DataView, at: number): number | null {
  if (at + 4 > view.byteLength) return null;
  const magic = view.getUint32(at, true);
  if (magic >>> 4 === 0x184d2a5) {
    // A skippable frame: its size follows.
    if (at + 8 > view.byteLength) return null;
    const end = at + 8 + view.getUint32(at + 4, true);
    return end <= view.byteLength ? end : null;
  }
  if (magic !== ZSTD_MAGIC || at + 5 > view.byteLength) return null;
  const descriptor = view.getUint8(at + 4);
  const contentSizeFlag = descriptor >> 6;
  const singleSegment = (descriptor >> 5) & 1;
  const checksum = (descriptor >> 2) & 1;
  const dictionaryBytes = [0, 1, 2, 4][descriptor & 3];
  const contentSizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][contentSizeFlag];
  let p = at + 5 + (singleSegment ? 0 : 1) + dictionaryBytes + contentSizeBytes;
  for (;;) {
    if (p + 3 > view.byteLength) return null;
    const header = view.getUint8(p) | (view.getUint8(p + 1) << 8) | (view.getUint8(p + 2) << 16);
    const type = (header >> 1) & 3;
    if (type === 3) return null; // reserved
    p += 3 + (type === 1 ? 1 : header >>> 3); // an RLE block holds one byte
    if (header & 1) break; // the last block
  }
  p += checksum ? 4 : 0;
  return p <= view.byteLength ? p : null;
}
