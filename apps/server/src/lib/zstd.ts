import { constants, zstdCompress, zstdDecompress } from 'node:zlib';

// zstd level 1 is how kept files and curve blobs are compressed (docs/data-format.md). zlib's thread pool hands
// each full output buffer back to the event loop, which then sets the next one going; with zlib's 16 KB buffer a
// 4 MB piece of a LAS file (1.3 MB compressed) came back some 80 times, and an 800 KB column 50 times.

/** Output buffers of 1 MB when the size is not known. */
const CHUNK_BYTES = 1024 * 1024;
/** The largest single output buffer asked for. */
const MAX_CHUNK_BYTES = 1024 * 1024 * 1024;

/**
 * `bytes` compressed with zstd level 1, on the thread pool. Measured on the 63 MB bench file in 4 MB pieces,
 * against zlib's 16 KB buffer: 10-20 ms of the main thread's CPU instead of 30-50 ms, 150-190 ms instead of
 * 190-235 ms in all; in uploads of it (builds alternated), the transaction's part 380-620 ms instead of
 * 460-1,200 ms.
 */
export function zstdFast(bytes: Uint8Array): Promise<Buffer> {
  const options = { chunkSize: CHUNK_BYTES, params: { [constants.ZSTD_c_compressionLevel]: 1 } };
  return new Promise<Buffer>((resolve, reject) => zstdCompress(bytes, options, (error, out) => (error ? reject(error) : resolve(out))));
}

/**
 * zstd `bytes` decompressed on the thread pool; `expectedBytes`, the size they were, makes it one output buffer.
 * 61 columns of 800 KB: 61-71 ms and 10 ms of the main thread's CPU, against 139-221 ms and 60-110 ms with
 * zlib's 16 KB buffer.
 */
export function zstdUnpack(bytes: Uint8Array, expectedBytes?: number): Promise<Buffer> {
  const chunkSize = expectedBytes === undefined ? CHUNK_BYTES : Math.min(MAX_CHUNK_BYTES, Math.max(64 * 1024, expectedBytes + 1024));
  return new Promise<Buffer>((resolve, reject) => zstdDecompress(bytes, { chunkSize }, (error, out) => (error ? reject(error) : resolve(out))));
}
