import { createHash } from 'node:crypto';
import { constants, createZstdCompress, zstdCompress } from 'node:zlib';

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

/**
 * Takes a file chunk by chunk as it arrives (issue 21 item 5): the SHA-256 and the zstd compression run as
 * the bytes come in (compression on the thread pool), so both are done, or nearly, when the last byte is.
 */
export class FileReceiver {
  private readonly chunks: Buffer[] = [];
  private readonly hash = createHash('sha256');
  private readonly packer = createZstdCompress(ZSTD_LEVEL_1);
  private readonly packed: Promise<Buffer>;

  constructor(private readonly filename: string) {
    const out: Buffer[] = [];
    this.packer.on('data', (chunk: Buffer) => out.push(chunk));
    this.packed = new Promise((resolve, reject) => {
      this.packer.once('end', () => resolve(Buffer.concat(out)));
      this.packer.once('error', reject);
    });
    this.packed.catch(() => undefined); // read by whoever keeps the file; never an unhandled rejection
  }

  write(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.hash.update(chunk);
    this.packer.write(chunk);
  }

  /** The whole file. Call once, after the last chunk. */
  end(): UploadedFile {
    this.packer.end();
    return { filename: this.filename, data: Buffer.concat(this.chunks), sha256: this.hash.digest('hex'), compressed: this.packed };
  }

  /** The file will not be kept (the request failed): stop compressing. */
  discard(): void {
    this.packer.destroy();
  }
}

/** A file already whole in memory (the demo well, tests) as an UploadedFile. */
export function receivedFile(filename: string, data: Buffer): UploadedFile {
  const compressed = new Promise<Buffer>((resolve, reject) =>
    zstdCompress(data, ZSTD_LEVEL_1, (error, out) => (error ? reject(error) : resolve(out))),
  );
  compressed.catch(() => undefined);
  return { filename, data, sha256: createHash('sha256').update(data).digest('hex'), compressed };
}
