import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** Stable error codes; each maps to exactly one HTTP status. */
export const errorStatus = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** Work stopped at its time limit: the message says what to change, so it is shown (other 5xx are not). */
  TIMED_OUT: 503,
  /** A service the server needs is out of reach (the file store): the message says nothing was changed. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.status = errorStatus[code];
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Authentication required.') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError('NOT_FOUND', message);
/** A 422 with one message per field: `invalid({name: ['is required']})`. */
export const invalid = (fields: FieldErrors, message = 'The request has invalid fields.') => new AppError('VALIDATION', message, fields);

const GENERIC_5XX = 'Something went wrong on our side. Please try again later.';

/** The single error handler: every error leaves as `{message}` or `{message, errors}`. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'UNAVAILABLE') request.log.error({ err: error, cause: error.cause }, 'a service is out of reach');
      if (error.status >= 500 && error.code !== 'TIMED_OUT' && error.code !== 'UNAVAILABLE') {
        request.log.error({ err: error }, 'application error');
        return reply.status(error.status).send({ message: GENERIC_5XX });
      }
      const body = error.fields ? { message: error.message, errors: error.fields } : { message: error.message };
      // The rest of a body that stopped arriving is never read: the connection ends with the answer.
      if (error.code === 'REQUEST_TIMEOUT') void reply.header('connection', 'close');
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const issue of error.validation) {
        const path = String(issue.instancePath ?? '')
          .replace(/^\//, '')
          .replace(/\//g, '.');
        const key = path || (issue.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') || error.validationContext || 'body';
        (fields[key] ??= []).push(issue.message ?? 'is invalid');
      }
      return reply.status(422).send({ message: 'The request has invalid fields.', errors: fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response did not match its schema');
      return reply.status(500).send({ message: GENERIC_5XX });
    }
    const fastifyError = error as FastifyError;
    const pgCode = (error as { code?: unknown }).code;
    if (typeof pgCode === 'string' && /^22[0-9A-Z]{3}$/.test(pgCode)) {
      // PostgreSQL's data exceptions (a number out of range, text it cannot store): the request
      // held a value that no check before the database caught. The client's fault, not ours, but
      // logged as a warning: each one is a missing check to add.
      request.log.warn({ err: error }, 'database refused a value of the request');
      return reply.status(422).send({ message: 'A value in the request is out of range or is not valid text.' });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ message: GENERIC_5XX });
    }
    if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' || status === 413) {
      return reply.status(413).send({ message: 'The upload is too large.' });
    }
    return reply.status(status).send({ message: error.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route for ${request.method} ${request.url.split('?')[0]}.` });
  });
}
