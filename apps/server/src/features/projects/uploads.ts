import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { AppError } from '../../errors';
import type { Conn } from '../../kernel/db';
import type { FileStore } from '../../lib/file-store';
import { FILE_ENCODING, type UploadedFile } from '../../lib/received-file';
import { zstdUnpack } from '../../lib/zstd';
import { insertUpload, insertUploadPart, readUploadParts, referencedKeys } from './projects.repository';

const gunzipAsync = promisify(gunzip);

export const FILE_STORE_UNAVAILABLE = 'The file store cannot be reached, so the file was not kept and nothing was changed. Try again in a moment.';

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * The largest part of an uploaded file kept in the database (upload_parts), each written by a statement of its
 * own: the driver copies a statement's values on the server's thread, and a 63 MB file's 20 MB in one held every
 * other request for some 50 ms. In parts, the copies are a millisecond each, with other requests between them.
 */
export const UPLOAD_PART_BYTES = 1024 * 1024;

/** `bytes` cut into parts of at most UPLOAD_PART_BYTES, in order (at least one, so an empty file has a part). */
export function uploadParts(bytes: Uint8Array, size = UPLOAD_PART_BYTES): Uint8Array[] {
  const parts: Uint8Array[] = [];
  for (let at = 0; at < bytes.byteLength || parts.length === 0; at += size) parts.push(bytes.subarray(at, at + size));
  return parts;
}

/**
 * The writer of an upload's row, to call inside the transaction that stores what was read from it. The file is
 * kept compressed (zstd, made while it arrived, by the thread that read it: lib/received-file.ts), in parts
 * (upload_parts) in the same transaction, or, with a file store, in the store under its content address (written
 * and flushed before the row, so a committed row always finds it; a crash in between leaves only an unreferenced
 * file).
 */
export function prepareUpload(file: UploadedFile, projectId: number | null, userId: number, files: FileStore | null) {
  return async (trx: Conn, forProject = projectId): Promise<number> => {
    const { sha256, compressed } = await file.kept;
    let storageKey: string | null = null;
    if (files) {
      storageKey = `${sha256}.${FILE_ENCODING}`;
      try {
        await files.put(storageKey, compressed);
      } catch (cause) {
        // The transaction rolls back with this: no row names a file that was not kept.
        throw new AppError('UNAVAILABLE', FILE_STORE_UNAVAILABLE, undefined, { cause });
      }
    }
    const parts = files ? [] : uploadParts(compressed);
    const row = await insertUpload(trx, {
      project_id: forProject,
      filename: file.filename,
      sha256,
      size_bytes: file.data.byteLength,
      part_count: files ? null : parts.length,
      storage_key: storageKey,
      content_encoding: FILE_ENCODING,
      uploaded_by_id: userId,
    });
    // One after another: the connection is the transaction's, and each part's copy is its own turn of the loop.
    for (const [part, data] of parts.entries()) await insertUploadPart(trx, row.id, part, data);
    return row.id;
  };
}

interface KeptUpload {
  id: number;
  content: Uint8Array | null;
  part_count: number | null;
  /** The file's size as sent. */
  size_bytes: number;
  storage_key: string | null;
  content_encoding: string;
  sha256: string;
}

/** The bytes of an upload kept in parts, joined; every part there, in order, or an error saying which is not. */
async function joinedParts(db: Conn, uploadId: number, count: number): Promise<Buffer> {
  const parts = await readUploadParts(db, uploadId);
  const gap = parts.findIndex((p, i) => p.part !== i);
  if (parts.length !== count || gap >= 0) {
    throw new Error(`upload ${uploadId} has ${parts.length} of its ${count} parts${gap >= 0 ? ` (part ${gap} is missing)` : ''}`);
  }
  return Buffer.concat(parts.map((p) => p.data));
}

/**
 * A kept upload back to the bytes as sent (from its parts, its row as older releases kept it, or the file store),
 * checked against their SHA-256.
 */
export async function decodeUpload(db: Conn, row: KeptUpload, files: FileStore | null): Promise<Buffer> {
  let kept: Uint8Array;
  if (row.part_count != null) kept = await joinedParts(db, row.id, row.part_count);
  else if (row.content) kept = row.content;
  else if (!row.storage_key) throw new Error('the upload row holds no content, no parts and no storage key');
  else if (!files) throw new Error(`the upload is in a file store (${row.storage_key}) but FILE_STORE is database`);
  else kept = await files.get(row.storage_key);
  const bytes =
    row.content_encoding === 'zstd'
      ? await zstdUnpack(kept, row.size_bytes)
      : row.content_encoding === 'gzip'
        ? await gunzipAsync(kept)
        : Buffer.from(kept.buffer, kept.byteOffset, kept.byteLength);
  if (sha256(bytes) !== row.sha256) throw new Error('the stored upload does not match its checksum');
  return bytes;
}

/** A file is collected only this long after it was written: its upload's transaction may not have committed yet. */
export const COLLECT_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the files of the store that no upload row refers to (written at least COLLECT_AFTER_MS ago: a crash
 * between a file's write and its transaction's commit leaves such a file). Returns how many were kept and deleted.
 */
export async function collectUnusedFiles(db: Conn, files: FileStore, now = new Date()): Promise<{ kept: number; deleted: number }> {
  let kept = 0;
  let deleted = 0;
  let page: string[] = [];
  const sweep = async () => {
    const used = new Set(await referencedKeys(db, page));
    for (const key of page) {
      if (used.has(key)) kept++;
      else {
        await files.delete(key);
        deleted++;
      }
    }
    page = [];
  };
  for await (const { key, writtenAt } of files.list()) {
    if (now.getTime() - writtenAt.getTime() < COLLECT_AFTER_MS) {
      kept++;
      continue;
    }
    page.push(key);
    if (page.length >= 500) await sweep();
  }
  await sweep();
  return { kept, deleted };
}
