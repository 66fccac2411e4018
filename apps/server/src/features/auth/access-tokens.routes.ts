import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessTokenIdParam, accessTokensResponse, createAccessTokenBody, createAccessTokenResponse, errorResponses } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { createToken, listTokens, revokeToken } from './access-tokens.service';

/** Personal access tokens, managed from My account (a session only: a token cannot make or see tokens). */
export async function accessTokensRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  r.get(
    '/api/account/tokens',
    {
      schema: {
        tags,
        summary: "The signed-in user's personal access tokens (never the tokens themselves)",
        response: { 200: accessTokensResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await listTokens(app.deps, currentUser(request)) }),
  );

  r.post(
    '/api/account/tokens',
    {
      schema: {
        tags,
        summary: 'A new personal access token, answered this once (only its hash is kept)',
        body: createAccessTokenBody,
        response: { 200: createAccessTokenResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await createToken(app.deps, currentUser(request), request.body) }),
  );

  r.delete(
    '/api/account/tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revokes one of your personal access tokens',
        params: accessTokenIdParam,
        response: { 200: z.object({ result: z.literal('ok') }), ...errorResponses },
      },
    },
    async (request) => {
      await revokeToken(app.deps, currentUser(request), request.params.id);
      return { result: 'ok' as const };
    },
  );
}
