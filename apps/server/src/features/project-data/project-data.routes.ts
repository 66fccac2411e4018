import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BINARY_COLUMNS_CONTENT_TYPE, errorResponses, projectDataParams, projectDataQuery } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { etagMatches, replyNotModified, revisionEtag } from '../../kernel/etag';
import { encodeBinaryColumns } from './binary-columns';
import { columnsToCsv } from './csv';
import { readSeries } from './project-data.service';

export async function projectDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/projects/:id/data/:series',
    {
      schema: {
        tags: ['project-data'],
        summary: 'Series of a data revision as CSV (depth first), or the binary column format with format=bin',
        params: projectDataParams,
        querystring: projectDataQuery,
        response: { 200: z.string().describe('text/csv, or application/vnd.mudstack.columns with format=bin'), ...errorResponses },
      },
    },
    async (request, reply) => {
      // `format=bin`, or content negotiation: an Accept naming the binary type and not text/csv.
      const accept = request.headers.accept ?? '';
      const binary =
        request.query.format === 'bin' ||
        (request.query.format !== 'csv' && accept.includes(BINARY_COLUMNS_CONTENT_TYPE) && !accept.includes('text/csv'));
      // The answer is fixed by the data revision, the series and the query: tagged by them (issue 21 item 1).
      const { format: _format, ...rest } = request.query;
      const tagOf = (revision: number) => revisionEtag('data', request.params.id, revision, request.params.series, rest, binary);
      const data = await readSeries(app.deps, currentUser(request), request.params.id, request.params.series, request.query, (revision) =>
        etagMatches(request, tagOf(revision)),
      );
      if ('unchanged' in data) {
        reply.header('x-data-revision', String(data.unchanged));
        replyNotModified(request, reply, tagOf(data.unchanged));
        return reply;
      }
      reply.header('x-data-revision', String(data.dataRevision));
      reply.header('etag', tagOf(data.dataRevision)).header('cache-control', 'private, no-cache');
      if (binary) {
        reply.type(BINARY_COLUMNS_CONTENT_TYPE);
        const body = encodeBinaryColumns({ columns: data.names, rowCount: data.columns[0].length, dataRevision: data.dataRevision }, data.columns);
        // A Buffer goes out as is (no serializer); the schema's string type only documents the route.
        return reply.send(body as unknown as string);
      }
      reply.type('text/csv; charset=utf-8');
      return reply.send(columnsToCsv(data.names, data.columns, data.derived));
    },
  );
}
