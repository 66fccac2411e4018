import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  errorResponses,
  graphConfigCreateBody,
  graphConfigDeleteResponse,
  graphConfigListResponse,
  graphConfigResponse,
  graphConfigSaveBody,
  idParam,
} from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import * as service from './graph-configs.service';

export async function graphConfigRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['graph-configs'];

  r.get(
    '/api/graph-configs',
    {
      schema: {
        tags,
        summary: 'Configurations the user may use: the built-in default (id 0) first, then by id',
        response: { 200: graphConfigListResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await service.listGraphConfigs(app.deps.db, currentUser(request)) }),
  );

  r.get(
    '/api/graph-configs/:id',
    {
      schema: {
        tags,
        summary: 'One configuration; id 0 is the built-in default',
        params: idParam,
        response: { 200: graphConfigResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await service.getGraphConfig(app.deps.db, currentUser(request), request.params.id) }),
  );

  r.post(
    '/api/graph-configs',
    {
      schema: {
        tags,
        summary: 'Save a new configuration; with source_id, Save As New of an existing one',
        body: graphConfigCreateBody,
        response: { 201: graphConfigResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const config = await service.createGraphConfig(app.deps.db, currentUser(request), request.body);
      return reply.status(201).send({ result: config });
    },
  );

  r.put(
    '/api/graph-configs/:id',
    {
      schema: {
        tags,
        summary: 'Save over a configuration',
        params: idParam,
        body: graphConfigSaveBody,
        response: { 200: graphConfigResponse, ...errorResponses },
      },
    },
    async (request) => ({
      result: await service.saveGraphConfig(app.deps.db, currentUser(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/graph-configs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a configuration (admins; never a default one)',
        params: idParam,
        response: { 200: graphConfigDeleteResponse, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await service.deleteGraphConfig(app.deps.db, currentUser(request), request.params.id);
      return { result: { id: deleted.id, message: `Deleted ${deleted.name}.` } };
    },
  );
}
