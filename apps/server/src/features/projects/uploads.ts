import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, zstdDecompress } from 'node:zlib';
import type { Conn } from '../../kernel/db';
import type { FileStore } from '../../lib/file-store';
import { FILE_ENCODING, type UploadedFile } from '../../lib/received-file';
import { insertUpload } from './projects.repository';

const gunzipAsync = promisify(gunzip);
const zstdDecompressAsync = promisify(zstdDecompress);

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The writer of an upload's row, to call inside the transaction that stores what was read from it. The file is
 * kept compressed (zstd, made while it arrived: lib/received-file.ts), in the row, or, with a file store, in the
 * store under its content address (written and flushed before the row, so a committed row always finds it;
 * a crash in between leaves only an unreferenced file).
 */
export function prepareUpload(file: UploadedFile, projectId: number | null, userId: number, files: FileStore | null) {
  return async (trx: Conn, forProject = projectId): Promise<number> => {
    const compressed = await file.compressed;
    let storageKey: string | null = null;
    if (files) {
      storageKey = `${file.sha256}.${FILE_ENCODING}`;
      await files.put(storageKey, compressed);
    }
    const row = await insertUpload(trx, {
      project_id: forProject,
      filename: file.filename,
      sha256: file.sha256,
      size_bytes: file.data.byteLength,
      content: files ? null : compressed,
      storage_key: storageKey,
      content_encoding: FILE_ENCODING,
      uploaded_by_id: userId,
    });
    return row.id;
  };
}

interface KeptUpload {
  content: Uint8Array | null;
  storage_key: string | null;
  content_encoding: string;
  sha256: string;
}

/** A kept upload back to the bytes as sent (from its row or the file store), checked against their SHA-256. */
export async function decodeUpload(row: KeptUpload, files: FileStore | null): Promise<Buffer> {
  let kept: Uint8Array;
  if (row.content) kept = row.content;
  else if (!row.storage_key) throw new Error('the upload row holds no content and no storage key');
  else if (!files) throw new Error(`the upload is in the file store (${row.storage_key}) but FILE_STORE is not files`);
  else kept = await files.get(row.storage_key);
  const bytes =
    row.content_encoding === 'zstd'
      ? await zstdDecompressAsync(kept)
      : row.content_encoding === 'gzip'
        ? await gunzipAsync(kept)
        : Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength);
  if (sha256(bytes) !== row.sha256) throw new Error('the stored upload does not match its checksum');
  return bytes;
}
