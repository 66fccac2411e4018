import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors';
import { FileReceiver, type UploadedFile } from './received-file';

export type { UploadedFile } from './received-file';

/**
 * Reads a multipart form: text fields and at most one file (`fileField`). The size limit is the
 * multipart plugin's (MAX_UPLOAD_MB): beyond it the request fails with 413.
 */
export interface MultipartForm {
  fields: Record<string, string>;
  file?: UploadedFile;
}

export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw invalid({ [fileField]: ['Send the form as multipart/form-data.'] });
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField || file) {
        await part.toBuffer(); // read past it
        continue;
      }
      // Hashed and compressed as the bytes arrive (lib/received-file.ts).
      const receiver = new FileReceiver(part.filename || 'upload', Number(request.headers['content-length']) || 0);
      for await (const chunk of part.file) receiver.write(chunk as Buffer);
      if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
      file = receiver.end();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/** Parses multipart text fields with a contract schema, answering 422 per field like a JSON body. */
export function parseFields<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } },
  fields: Record<string, string>,
): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  throw invalid(errors);
}
