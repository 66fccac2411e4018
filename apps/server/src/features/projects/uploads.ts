import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Conn } from './db-types';
import type { UploadedFile } from './multipart';
import { insertUpload } from './projects.repository';

const gzipAsync = promisify(gzip);

export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Starts compressing an uploaded file on the thread pool (gzip level 1: a LAS file shrinks to about
 * a third) and returns the writer of its `uploads` row. Start it before the curves are written so
 * the compression overlaps the database work; call the writer inside the transaction.
 */
export function prepareUpload(file: UploadedFile, projectId: number | null, userId: number) {
  const compressed = gzipAsync(file.data, { level: 1 });
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
