import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BINARY_COLUMNS_CONTENT_TYPE, errorResponses, projectDataParams, projectDataQuery } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { sendCompressed } from '../../kernel/compressed-answer';
import { etagMatches, replyNotModified, revisionEtag } from '../../kernel/etag';
import { encodeBinaryColumns } from './binary-columns';
import { columnsToCsvBytes } from './csv.pool';
import { readSeries } from './project-data.service';

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
      // `format=bin` or `bin32`, or content negotiation: an Accept naming the binary type and not text/csv.
      const accept = request.headers.accept ?? '';
      const format = request.query.format ?? (accept.includes(BINARY_COLUMNS_CONTENT_TYPE) && !accept.includes('text/csv') ? 'bin' : 'csv');
      // The answer is fixed by the project, the data revision, the series and the query: tagged by them (issue 21 item 1).
      const { format: _format, ...rest } = request.query;
      const tagOf = (revision: number, projectStamp: number) =>
        revisionEtag('data', request.params.id, projectStamp, revision, request.params.series, rest, format);
      const data = await readSeries(app.deps, currentUser(request), request.params.id, request.params.series, request.query, (revision, stamp) =>
        etagMatches(request, tagOf(revision, stamp)),
      );
      if ('unchanged' in data) {
        reply.header('x-data-revision', String(data.unchanged));
        replyNotModified(request, reply, tagOf(data.unchanged, data.projectStamp));
        return reply;
      }
      const etag = tagOf(data.dataRevision, data.projectStamp);
      reply.header('x-data-revision', String(data.dataRevision));
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (format === 'csv') {
        reply.type('text/csv; charset=utf-8');
        return sendCompressed(request, reply, () => columnsToCsvBytes(data.names, data.columns, data.derived), etag);
      }
      reply.type(BINARY_COLUMNS_CONTENT_TYPE);
      const header = { columns: data.names, rowCount: data.columns[0].length, dataRevision: data.dataRevision };
      // A Buffer goes out as is (no serializer); the schema's string type only documents the route.
      return sendCompressed(request, reply, () => encodeBinaryColumns(header, data.columns, format === 'bin32' ? 'drawing' : 'exact'), etag);
    },
  );
}
