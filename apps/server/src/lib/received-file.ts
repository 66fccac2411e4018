import { createHash } from 'node:crypto';
import { constants, zstdCompress } from 'node:zlib';

/** How a kept file is compressed: zstd level 1 (a LAS file shrinks to about a third, at twice gzip's speed). */
export const FILE_ENCODING = 'zstd';
const ZSTD_LEVEL_1 = { params: { [constants.ZSTD_c_compressionLevel]: 1 } };

/** An uploaded file: its bytes, their SHA-256 and their compressed form (zstd), made while the bytes arrived. */
export interface UploadedFile {
  filename: string;
  data: Buffer;
  sha256: string;
  /** `data` compressed as FILE_ENCODING; rejects only if compression itself fails. */
  compressed: Promise<Buffer>;
}

/** The first buffer a received file is gathered in; it doubles as needed. */
const FIRST_BUFFER_BYTES = 4 * 1024 * 1024;
/**
 * The file is compressed in pieces of this size, each a zstd frame of its own, on the thread pool as soon as it
 * has arrived, several at once; the frames one after the other are one valid zstd stream of the whole file.
 */
const PIECE_BYTES = 4 * 1024 * 1024;

const compressPiece = (piece: Uint8Array) =>
  new Promise<Buffer>((resolve, reject) => zstdCompress(piece, ZSTD_LEVEL_1, (error, out) => (error ? reject(error) : resolve(out))));

/**
 * Takes a file chunk by chunk as it arrives: the SHA-256 is taken and each 4 MB piece
 * compressed (zstd, on the thread pool) as the bytes come in, so both are done, or nearly, when the last byte is.
 * The bytes are gathered in shared memory (a SharedArrayBuffer, doubled as it fills), so the worker that
 * reads the file sees them without a copy, and no single step copies the whole file on the event loop.
 */
export class FileReceiver {
  private buffer: Uint8Array;
  private length = 0;
  private readonly hash = createHash('sha256');
  private readonly pieces: Promise<Buffer>[] = [];
  private compressedUpTo = 0;

  /** `expectedBytes`: the request's declared size, a hint only (the first buffer never exceeds FIRST_BUFFER_BYTES). */
  constructor(
    private readonly filename: string,
    expectedBytes = 0,
  ) {
    this.buffer = new Uint8Array(new SharedArrayBuffer(Math.max(64 * 1024, Math.min(expectedBytes, FIRST_BUFFER_BYTES))));
  }

  write(chunk: Buffer): void {
    if (this.length + chunk.byteLength > this.buffer.byteLength) {
      const grown = new Uint8Array(new SharedArrayBuffer(Math.max(2 * this.buffer.byteLength, this.length + chunk.byteLength)));
      grown.set(this.buffer.subarray(0, this.length));
      this.buffer = grown;
    }
    this.buffer.set(chunk, this.length);
    this.length += chunk.byteLength;
    this.hash.update(chunk);
    while (this.length - this.compressedUpTo >= PIECE_BYTES) this.compressNext(this.compressedUpTo + PIECE_BYTES);
  }

  /** The whole file. Call once, after the last chunk. */
  end(): UploadedFile {
    if (this.compressedUpTo < this.length || this.pieces.length === 0) this.compressNext(this.length);
    const compressed = Promise.all(this.pieces).then((frames) => Buffer.concat(frames));
    compressed.catch(() => undefined); // read by whoever keeps the file; never an unhandled rejection
    const data = Buffer.from(this.buffer.buffer, 0, this.length);
    return { filename: this.filename, data, sha256: this.hash.digest('hex'), compressed };
  }

  /** Starts compressing the bytes up to `end` (the view keeps them even when the buffer grows meanwhile). */
  private compressNext(end: number): void {
    const piece = compressPiece(this.buffer.subarray(this.compressedUpTo, end));
    piece.catch(() => undefined); // awaited in end()'s Promise.all
    this.pieces.push(piece);
    this.compressedUpTo = end;
  }
}

/** A file already whole in memory (the demo well, tests) as an UploadedFile. */
export function receivedFile(filename: string, data: Buffer): UploadedFile {
  const compressed = compressPiece(data);
  compressed.catch(() => undefined);
  return { filename, data, sha256: createHash('sha256').update(data).digest('hex'), compressed };
}
