import type { FastifyRequest } from 'fastify';
import { invalid } from '../../errors';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

/**
 * Reads a multipart form: text fields and at most one file (`fileField`). The size limit is the
 * multipart plugin's (MAX_UPLOAD_MB): beyond it the request fails with 413.
 */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<{ fields: Record<string, string>; file?: UploadedFile }> {
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
