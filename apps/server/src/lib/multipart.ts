import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, invalid } from '../errors';
import { FileReceiver, type KeptFile, type SharedUpload, type UploadedFile } from './received-file';

export type { KeptFile, SharedUpload, UploadedFile } from './received-file';

/**
 * Reads a multipart form: text fields and at most one file (`fileField`). The size limit is the
 * multipart plugin's (MAX_UPLOAD_MB): beyond it the request fails with 413.
 */
export interface MultipartForm<T = never> {
  fields: Record<string, string>;
  file?: UploadedFile;
  /** What `readAsItArrives` made of the file, when it was large enough to be shared as it arrived. */
  read?: Promise<T | null>;
}

/** How long a file read as it arrives may take: to arrive, and to be read once it has (or its upload failed). */
export interface ArrivalLimits {
  /** How long to wait for the rest of the file. */
  waitMs: number;
  /** How long the read may go on once `received` has settled. */
  readLimitSeconds: number;
  /** Settles when the request's body has been read whole, or given up. */
  received: Promise<unknown>;
}

/**
 * `readAsItArrives`: started with the file while it still arrives (lib/received-file.ts: from its first
 * megabyte), to read it on another thread meanwhile (`read`) and keep it there too (`kept`: its SHA-256 and
 * compressed form, or null if that thread did not make them); told the upload was abandoned if the form fails,
 * and given `limits` (ArrivalLimits).
 */
export async function readMultipart<T = never>(
  request: FastifyRequest,
  reply: FastifyReply,
  fileField: string,
  readAsItArrives?: (file: SharedUpload, limits: ArrivalLimits) => { read: Promise<T | null>; kept: Promise<KeptFile | null> },
): Promise<MultipartForm<T>> {
  if (!request.isMultipart()) throw invalid({ [fileField]: ['Send the form as multipart/form-data.'] });
  const { UPLOAD_IDLE_SECONDS, UPLOAD_TIMEOUT_SECONDS, UPLOAD_READ_LIMIT_SECONDS, MAX_UPLOAD_MB } = request.server.deps.config;
  const deadline = uploadDeadline(UPLOAD_IDLE_SECONDS, UPLOAD_TIMEOUT_SECONDS);
  const form: MultipartForm<T> = { fields: {} };
  // Settles once the body is read whole or given up: a file read as it arrives has UPLOAD_READ_LIMIT_SECONDS from then.
  let settle!: () => void;
  const body = new Promise<void>((resolve) => (settle = resolve));
  let receiver: FileReceiver | undefined;
  const receiverOf = (filename: string) =>
    (receiver = new FileReceiver(filename, Number(request.headers['content-length']) || 0, {
      maxBytes: MAX_UPLOAD_MB * 1024 * 1024,
      share:
        readAsItArrives &&
        ((file) => {
          const limits = { waitMs: UPLOAD_TIMEOUT_SECONDS * 1000, readLimitSeconds: UPLOAD_READ_LIMIT_SECONDS, received: body };
          const { read, kept } = readAsItArrives(file, limits);
          form.read = read;
          return kept;
        }),
    }));
  const reading = readParts(request, fileField, deadline.progress, form, receiverOf).catch((error: unknown) => {
    receiver?.abandon();
    throw asClientError(error);
  });
  // A body that stops arriving leaves this read waiting until the connection ends: its failure then is no one's.
  reading.catch(() => undefined);
  reply.raw.once('finish', () => {
    if (receiver) void releaseWhenRead(receiver, form);
  });
  try {
    return await Promise.race([reading, deadline.expired]);
  } catch (error) {
    receiver?.abandon();
    throw error;
  } finally {
    settle();
    deadline.stop();
    request.raw.off('data', deadline.progress);
  }
}

/**
 * Gives the file's buffer to the next large upload (FileReceiver.release) once nothing reads it: called when the
 * answer has been sent, it waits for the file kept (its compression reads the buffer) and for the reader's answer;
 * a reader that gave up (null) may still be compressing a piece, and one that failed may not have ended, so their
 * buffers are let go instead, as is that of an upload cut off (no file).
 */
export function releaseWhenRead<T>(receiver: Pick<FileReceiver, 'release'>, form: MultipartForm<T>): Promise<unknown> | undefined {
  if (!form.file) return;
  return Promise.all([form.file.kept, form.read ?? true]).then(
    ([, read]) => read !== null && receiver.release(),
    () => undefined,
  );
}

async function readParts<T>(
  request: FastifyRequest,
  fileField: string,
  progress: () => void,
  form: MultipartForm<T>,
  receiverOf: (filename: string) => FileReceiver,
): Promise<MultipartForm<T>> {
  const { fields } = form;
  let file: UploadedFile | undefined;
  const parts = request.parts();
  // The first step pipes the request into the parser; only then may another listener watch its bytes
  // (before, a 'data' listener would start the flow with nobody reading).
  const first = parts.next();
  request.raw.on('data', progress);
  for (let next = await first; !next.done; next = await parts.next()) {
    const part = next.value;
    if (part.type === 'file') {
      if (part.fieldname !== fileField || file) {
        await part.toBuffer(); // read past it
        continue;
      }
      // Hashed and compressed as the bytes arrive, here or by the reader it is shared with (lib/received-file.ts).
      const receiver = receiverOf(part.filename || 'upload');
      for await (const chunk of part.file) receiver.write(chunk as Buffer);
      if (part.file.truncated) throw new request.server.multipartErrors.RequestFileTooLargeError();
      file = receiver.end();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  form.file = file;
  return form;
}

export const BROKEN_FORM = 'The upload was cut off or is not a valid multipart form. Please send the file again.';

/**
 * A broken body (cut off, no boundary, a boundary it never uses, malformed part headers) is the client's: 400
 * in the envelope. The multipart plugin's own errors (413 too large, 406 not multipart) keep their status.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(BROKEN_FORM);
}

/**
 * Fails (408) when no byte has arrived for `idleSeconds`, or the whole body has not after `totalSeconds`: a
 * client that stalls or trickles its upload holds no request open. `progress()` says bytes arrived.
 */
function uploadDeadline(idleSeconds: number, totalSeconds: number) {
  let fail!: (error: AppError) => void;
  const expired = new Promise<never>((_, reject) => (fail = reject));
  const idle = setTimeout(
    () => fail(new AppError('REQUEST_TIMEOUT', `The upload stopped: nothing arrived for ${idleSeconds} s. Please try again.`)),
    idleSeconds * 1000,
  );
  const total = setTimeout(
    () => fail(new AppError('REQUEST_TIMEOUT', `The upload took longer than ${totalSeconds} s to arrive. Please try again on a faster connection.`)),
    totalSeconds * 1000,
  );
  return {
    expired,
    progress: () => idle.refresh(),
    stop: () => {
      clearTimeout(idle);
      clearTimeout(total);
    },
  };
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
