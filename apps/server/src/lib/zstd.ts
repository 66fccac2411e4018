import { constants, zstdCompress } from 'node:zlib';

/**
 * zstd level 1, how kept files and curve blobs are compressed (docs/data-format.md), with an output buffer of
 * 1 MB instead of zlib's 16 KB: the thread pool hands back each full output buffer to the event loop, which
 * then sets the next one going, so a 4 MB piece of a LAS file (1.3 MB compressed) came back some 80 times. With
 * 1 MB it comes back once or twice. Measured on the 63 MB bench file in 4 MB pieces: 10-20 ms of the main
 * thread's CPU instead of 30-50 ms, 150-190 ms instead of 190-235 ms in all; and in uploads of it
 * (builds alternated), the transaction's part 380-620 ms instead of 460-1,200 ms.
 */
const ZSTD_FAST = { chunkSize: 1024 * 1024, params: { [constants.ZSTD_c_compressionLevel]: 1 } };

/** `bytes` compressed with zstd level 1, on the thread pool. */
export function zstdFast(bytes: Uint8Array): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => zstdCompress(bytes, ZSTD_FAST, (error, out) => (error ? reject(error) : resolve(out))));
}
