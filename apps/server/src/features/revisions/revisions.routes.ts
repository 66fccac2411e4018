import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, projectIdParam, restoreQuery, restoreResponse } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { restoreRevisions } from './restore.service';

export async function revisionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/projects/:id/restore',
    {
      schema: { tags: ['projects'], params: projectIdParam, querystring: restoreQuery, response: { 200: restoreResponse, ...errorResponses } },
    },
    async (request) => ({ result: await restoreRevisions(app.deps, currentUser(request), request.params.id, request.query) }),
  );
}
