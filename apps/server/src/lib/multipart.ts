import type { FastifyRequest } from 'fastify';
import { invalid } from '../errors';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

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
      const data = await part.toBuffer();
      if (part.fieldname === fileField && !file) file = { filename: part.filename || 'upload', data };
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
