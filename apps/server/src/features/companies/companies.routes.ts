import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companiesListResponse, companyFieldsBody, companyResponse, errorResponses, idParam, updateCompanyBody } from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import * as companies from './companies.service';

export async function companiesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/companies',
    {
      schema: {
        tags: ['companies'],
        description: 'Super-admins: every company. Admins: only their own company (for the invite form). Others: 403.',
        response: { 200: companiesListResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await companies.listCompanies(app.deps, currentUser(request)) }),
  );

  r.post(
    '/api/companies',
    {
      schema: { tags: ['companies'], body: companyFieldsBody, response: { 200: companyResponse, ...errorResponses } },
    },
    async (request) => ({ result: await companies.createCompany(app.deps, currentUser(request), request.body) }),
  );

  r.put(
    '/api/companies/:id',
    {
      schema: { tags: ['companies'], params: idParam, body: updateCompanyBody, response: { 200: companyResponse, ...errorResponses } },
    },
    async (request) => ({ result: await companies.updateCompany(app.deps, currentUser(request), request.params.id, request.body) }),
  );
}
