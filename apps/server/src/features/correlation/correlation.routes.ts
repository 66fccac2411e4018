import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { correlationCompareQuery, correlationCompareResponse, correlationQuery, correlationResponse, errorResponses } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { compareWells, comparisonCsv, listCorrelationWells } from './correlation.service';

export async function correlationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/correlation',
    {
      schema: {
        tags: ['correlation'],
        summary: 'The wells of a correlation, each checked on its own: what it draws, or that it is unavailable',
        querystring: correlationQuery,
        response: { 200: correlationResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await listCorrelationWells(app.deps, currentUser(request), request.query.projects) }),
  );

  r.get(
    '/api/correlation/compare',
    {
      schema: {
        tags: ['correlation'],
        summary: "The wells over one interval of the view: total gas, Haworth's ratios and zone, the Pixler line (JSON, or CSV with format=csv)",
        querystring: correlationCompareQuery,
        response: { 200: z.union([correlationCompareResponse, z.string().describe('text/csv')]), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await compareWells(app.deps, currentUser(request), request.query);
      if (request.query.format !== 'csv') return { result };
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="correlation-comparison.csv"')
        .send(comparisonCsv(result));
    },
  );
}
