import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { Conn } from '../../kernel/db';
import type { UploadedFile } from '../../lib/multipart';
import { insertUpload } from './projects.repository';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Pieces gzip-compressed in parallel; each costs at most its first 32 KB window of ratio. */
const GZIP_PIECE_BYTES = 4 * 1024 * 1024;

/**
 * gzip level 1 of `data` as one gzip member per 4 MB piece, compressed in parallel on the thread
 * pool. Concatenated members are one valid gzip file (RFC 1952 section 2.2): gunzip restores the
 * whole file.
 */
export async function gzipPieces(data: Uint8Array): Promise<Buffer> {
  const pieces: Promise<Buffer>[] = [];
  for (let at = 0; at < data.byteLength || at === 0; at += GZIP_PIECE_BYTES) {
    pieces.push(gzipAsync(data.subarray(at, at + GZIP_PIECE_BYTES), { level: 1 }));
  }
  return Buffer.concat(await Promise.all(pieces));
}

/**
 * Starts compressing an uploaded file on the thread pool (gzip level 1: a LAS file shrinks to about
 * a third) and returns the writer of its `uploads` row. Start it before the file is parsed so the
 * compression overlaps parsing and the curve writes; call the writer inside the transaction.
 */
export function prepareUpload(file: UploadedFile, projectId: number | null, userId: number) {
  const compressed = gzipPieces(file.data);
  compressed.catch(() => undefined); // awaited below; never an unhandled rejection if the import fails first
  return async (trx: Conn, forProject = projectId): Promise<number> => {
    const row = await insertUpload(trx, {
      project_id: forProject,
      filename: file.filename,
      sha256: sha256(file.data),
      size_bytes: file.data.byteLength,
      content: await compressed,
      content_encoding: 'gzip',
      uploaded_by_id: userId,
    });
    return row.id;
  };
}

/** A kept upload back to the bytes as sent, checked against their SHA-256. */
export async function decodeUpload(row: { content: Uint8Array; content_encoding: string; sha256: string }): Promise<Buffer> {
  const bytes = row.content_encoding === 'gzip' ? await gunzipAsync(row.content) : Buffer.from(row.content);
  if (sha256(bytes) !== row.sha256) throw new Error('the stored upload does not match its checksum');
  return bytes;
}
