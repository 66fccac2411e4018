import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';

// Personal access tokens (My account): scripts and notebooks read (and, with a read-write token, write) a user's
// projects with `Authorization: Bearer <token>`, with the user's own rights.

/** What a token may do: read only, or read and write. */
export const accessTokenScopeSchema = z.enum(['read', 'write']);
export type AccessTokenScope = z.infer<typeof accessTokenScopeSchema>;

/** The longest a token lives, in days. */
export const ACCESS_TOKEN_MAX_DAYS = 365;

/** A token as its owner sees it listed: never the token itself. */
export const accessTokenSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  name: z.string(),
  scope: accessTokenScopeSchema,
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;
export const accessTokensResponse = envelope(z.array(accessTokenSchema));

export const createAccessTokenBody = z.strictObject({
  name: z.string().trim().min(1, 'Name the token, for example the notebook it is for').max(100, 'A token name has at most 100 characters'),
  scope: accessTokenScopeSchema,
  expires_in_days: z.coerce
    .number({ error: 'expires_in_days must be a number of days' })
    .int('expires_in_days must be a whole number of days')
    .min(1, 'A token lives at least 1 day')
    .max(ACCESS_TOKEN_MAX_DAYS, `A token lives at most ${ACCESS_TOKEN_MAX_DAYS} days`),
});
export type CreateAccessTokenBody = z.infer<typeof createAccessTokenBody>;

/** The new token: shown this once (only its hash is kept). */
export const createAccessTokenResponse = envelope(accessTokenSchema.extend({ token: z.string() }));
export type CreatedAccessToken = z.infer<typeof createAccessTokenResponse>['result'];

export const accessTokenIdParam = z.object({ id: z.coerce.number().int().positive().max(INT32_MAX) });
