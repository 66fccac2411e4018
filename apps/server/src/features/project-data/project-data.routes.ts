import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BINARY_COLUMNS_CONTENT_TYPE, errorResponses, projectDataParams, projectDataQuery } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { sendCompressed } from '../../kernel/compressed-answer';
import { replyNotModified, revisionEtag } from '../../kernel/etag';
import { dataAnswerBody, resolveDataRevision } from './project-data.service';

/** `format=bin` or `bin32`, or content negotiation: an Accept naming the binary type and not text/csv; CSV otherwise. */
function answerFormat(format: 'csv' | 'bin' | 'bin32' | undefined, accept = ''): 'csv' | 'bin' | 'bin32' {
  return format ?? (accept.includes(BINARY_COLUMNS_CONTENT_TYPE) && !accept.includes('text/csv') ? 'bin' : 'csv');
}

export async function projectDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/:id/data/:series',
    {
      schema: {
        tags: ['project-data'],
        summary: 'Series of a data revision as CSV (depth first), or the binary column format with format=bin (exact) or bin32 (drawing)',
        params: projectDataParams,
        querystring: projectDataQuery,
        response: { 200: z.string().describe('text/csv, or application/vnd.mudstack.columns with format=bin'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const format = answerFormat(request.query.format, request.headers.accept);
      const at = await resolveDataRevision(app.deps, currentUser(request), request.params.id, request.query.revision);
      // The answer is fixed by the project, the data revision, the series and the query: tagged by them.
      const { format: _format, ...rest } = request.query;
      const etag = revisionEtag('data', request.params.id, at.projectStamp, at.dataRevision, at.dataVersion, request.params.series, rest, format);
      reply
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : BINARY_COLUMNS_CONTENT_TYPE)
        .header('x-data-revision', String(at.dataRevision))
        .header('x-data-version', String(at.dataVersion));
      // A client holding the answer gets a 304; one this instance holds compressed, or is building for another
      // request, is sent without reading a column again (kernel/compressed-answer.ts).
      if (replyNotModified(request, reply, etag)) return reply;
      // A Buffer goes out as is (no serializer); the schema's string type only documents the route.
      const { id, series } = request.params;
      return sendCompressed(request, reply, () => dataAnswerBody(app.deps, id, at, series, request.query, format), etag);
    },
  );
}
