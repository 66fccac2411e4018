import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BINARY_COLUMNS_CONTENT_TYPE, errorResponses, exportLasQuery, projectDataParams, projectDataQuery, projectIdParam } from '@mudstack/contracts';
import { currentUser } from '../auth/auth.plugin';
import { encodeBinaryColumns } from './binary-columns';
import { columnsToCsv } from './csv';
import { readSeries } from './project-data.service';
import { exportLas } from './export-las.service';

export async function projectDataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/projects/:id/data/:series', {
    schema: {
      tags: ['project-data'],
      summary: 'Series of a data revision as CSV (depth first), or the binary column format with format=bin',
      params: projectDataParams,
      querystring: projectDataQuery,
      response: { 200: z.string().describe('text/csv, or application/vnd.mudstack.columns with format=bin'), ...errorResponses },
    },
  }, async (request, reply) => {
    const data = await readSeries(app.deps, currentUser(request), request.params.id, request.params.series, request.query);
    reply.header('x-data-revision', String(data.dataRevision));
    // `format=bin`, or content negotiation: an Accept naming the binary type and not text/csv.
    const accept = request.headers.accept ?? '';
    const binary = request.query.format === 'bin' || (request.query.format !== 'csv' && accept.includes(BINARY_COLUMNS_CONTENT_TYPE) && !accept.includes('text/csv'));
    if (binary) {
      reply.type(BINARY_COLUMNS_CONTENT_TYPE);
      const body = encodeBinaryColumns({ columns: data.names, rowCount: data.columns[0].length, dataRevision: data.dataRevision }, data.columns);
      // A Buffer goes out as is (no serializer); the schema's string type only documents the route.
      return reply.send(body as unknown as string);
    }
    reply.type('text/csv; charset=utf-8');
    return reply.send(columnsToCsv(data.names, data.columns));
  });

  r.get('/api/projects/:id/export-las', {
    schema: {
      tags: ['project-data'],
      summary: 'The project as a C-type (importable) or D-type LAS file, named {project}_c.las / _d.las',
      params: projectIdParam,
      querystring: exportLasQuery,
      response: { 200: z.string().describe('LAS 2.0 text'), ...errorResponses },
    },
  }, async (request, reply) => {
    const file = await exportLas(app.deps, currentUser(request), request.params.id, request.query);
    reply.header('content-disposition', file.disposition);
    reply.type('application/octet-stream');
    return reply.send(file.body);
  });
}
