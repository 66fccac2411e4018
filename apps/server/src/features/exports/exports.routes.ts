import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  correlationPdfQuery,
  errorResponses,
  exportLasQuery,
  exportPdfBody,
  exportPdfQuery,
  exportPdfResponse,
  PDF_CONTENT_TYPE,
  pdfExportIdParam,
  projectIdParam,
} from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { exportLas } from './export-las.service';
import * as service from './exports.service';
import { createCorrelationPdfExport } from './correlation-export.service';

export async function exportsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['exports'];

  r.post(
    '/api/projects/:id/export-pdf',
    {
      schema: {
        tags,
        summary: 'Render the printable report as a PDF (view access); answers the uri to download it from',
        params: projectIdParam,
        querystring: exportPdfQuery,
        body: exportPdfBody,
        response: { 200: exportPdfResponse, ...errorResponses },
      },
    },
    async (request) => ({
      result: await service.createPdfExport(app.deps, currentUser(request), request.params.id, request.query, request.body),
    }),
  );

  r.post(
    '/api/correlation/export-pdf',
    {
      schema: {
        tags,
        summary: 'Render the correlation of several wells as a PDF (each well checked on its own); answers the uri to download it from',
        querystring: correlationPdfQuery,
        response: { 200: exportPdfResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await createCorrelationPdfExport(app.deps, currentUser(request), request.query) }),
  );

  r.get(
    '/api/exports/pdf/:id',
    {
      schema: {
        tags,
        summary: 'Download a PDF made by the same user, as an attachment named after the project',
        params: pdfExportIdParam,
        response: { 200: z.any().describe(PDF_CONTENT_TYPE), ...errorResponses },
      },
    },
    async (request, reply) => {
      const pdf = await service.getPdfExport(app.deps, currentUser(request), request.params.id);
      return reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(pdf.filename))
        .header('cache-control', 'private, no-store')
        .send(pdf.content);
    },
  );

  r.get(
    '/api/projects/:id/export-las',
    {
      schema: {
        tags,
        summary: 'The project as a C-type (importable) or D-type LAS file, named {project}_c.las / _d.las',
        params: projectIdParam,
        querystring: exportLasQuery,
        response: { 200: z.any().describe('LAS 2.0 text (application/octet-stream)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await exportLas(app.deps, currentUser(request), request.params.id, request.query);
      reply.header('content-disposition', file.disposition);
      reply.type('application/octet-stream');
      return reply.send(file.body);
    },
  );
}
