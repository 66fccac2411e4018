import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses, importResponse, projectIdParam } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { readMultipart } from '../../lib/multipart';
import { readLasAsItArrives } from '../projects';
import { importData } from './imports.service';

export async function importsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/projects/:id/import',
    {
      schema: {
        tags: ['projects'],
        summary: 'Import data (multipart: type-of-import, las_file, depth_change, depth_of_split)',
        consumes: ['multipart/form-data'],
        params: projectIdParam,
        response: { 200: importResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      return { result: await importData(app.deps, user, request.params.id, () => readMultipart(request, reply, 'las_file', readLasAsItArrives)) };
    },
  );
}
