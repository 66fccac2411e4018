import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createSnippetBody, errorResponses, projectIdParam, snippetResponse } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { createSnippet } from './snippets.service';

export async function snippetsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/projects/:id/snippets',
    {
      schema: { tags: ['projects'], params: projectIdParam, body: createSnippetBody, response: { 200: snippetResponse, ...errorResponses } },
    },
    async (request) => ({ result: await createSnippet(app.deps, currentUser(request), request.params.id, request.body) }),
  );
}
