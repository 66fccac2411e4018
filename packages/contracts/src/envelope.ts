import { z } from 'zod';

/** The largest value of a PostgreSQL integer: ids and revision numbers above it are refused (422). */
export const INT32_MAX = 2_147_483_647;

/** Every success is `{result: ...}`. */
export const envelope = <T extends z.ZodType>(result: T) => z.object({ result });

/** 400/401/403/404/405/409/413/429 bodies. */
export const errorBody = z.object({ message: z.string() });
/** 422 bodies: one list of messages per field. */
export const validationErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorBody = z.infer<typeof errorBody>;
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;

/** Standard error responses to attach to a route schema. */
export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  413: errorBody,
  422: validationErrorBody,
  429: errorBody,
} as const;

export const okResult = envelope(z.object({ ok: z.literal(true) }));

/** A positive integer id in a path (`/api/things/{id}`). */
export const idParam = z.object({ id: z.coerce.number().int().max(INT32_MAX).nonnegative() });
