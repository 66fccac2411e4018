import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BINARY_COLUMNS_CONTENT_TYPE, errorResponses, projectDataParams, projectDataQuery } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { heldCompressed, sendCompressed, sendHeldCompressed } from '../../kernel/compressed-answer';
import { etagMatches, replyNotModified, revisionEtag } from '../../kernel/etag';
import { encodeBinaryColumns } from './binary-columns';
import { columnsToCsvBytes } from './csv.pool';
import { overviewColumns, readSeries } from './project-data.service';
import { invalid } from '../../errors';

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
      // The answer is fixed by the project, the data revision, the series and the query: tagged by them.
      const { format: _format, ...rest } = request.query;
      const tagOf = (revision: number, projectStamp: number) =>
        revisionEtag('data', request.params.id, projectStamp, revision, request.params.series, rest, format);
      // After the access check: a client holding the answer gets a 304, and one this instance holds compressed is
      // sent as it is; neither reads a column.
      const held: { body?: Buffer } = {};
      const answered = (revision: number, stamp: number) =>
        etagMatches(request, tagOf(revision, stamp)) || (held.body = heldCompressed(request, tagOf(revision, stamp))) !== undefined;
      const data = await readSeries(app.deps, currentUser(request), request.params.id, request.params.series, request.query, answered);
      reply.type(format === 'csv' ? 'text/csv; charset=utf-8' : BINARY_COLUMNS_CONTENT_TYPE);
      if ('unchanged' in data) {
        const etag = tagOf(data.unchanged, data.projectStamp);
        reply.header('x-data-revision', String(data.unchanged));
        if (replyNotModified(request, reply, etag)) return reply;
        if (!held.body) throw new Error('a data answer was neither held by the client nor here');
        return sendHeldCompressed(reply, held.body);
      }
      if (request.query.overview !== undefined && format === 'csv') {
        throw invalid({ overview: ['An overview is sent in the binary formats only (format=bin or bin32).'] });
      }
      const etag = tagOf(data.dataRevision, data.projectStamp);
      reply.header('x-data-revision', String(data.dataRevision));
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (format === 'csv') {
        return sendCompressed(request, reply, () => columnsToCsvBytes(data.names, data.columns, data.derived), etag);
      }
      const overview = request.query.overview;
      const columns = overview ? overviewColumns(data.columns, overview) : data.columns;
      const header = { columns: data.names, rowCount: columns[0].length, dataRevision: data.dataRevision };
      // A Buffer goes out as is (no serializer); the schema's string type only documents the route.
      return sendCompressed(request, reply, () => encodeBinaryColumns(header, columns, format === 'bin32' ? 'drawing' : 'exact'), etag);
    },
  );
}
