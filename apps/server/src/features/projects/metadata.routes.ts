import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  metadataPostBody,
  metadataPostQuery,
  metadataQuery,
  metadataResponse,
  metadataSaveResponse,
  metadataUpdateQuery,
  metadataUpdateResponse,
  projectIdParam,
  type LandingPointBody,
} from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { replyNotModified, revisionEtag } from '../../kernel/etag';
import * as metadata from './metadata.service';

export async function metadataRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  r.get(
    '/api/projects/:id/metadata',
    {
      schema: { tags, params: projectIdParam, querystring: metadataQuery, response: { 200: metadataResponse, ...errorResponses } },
    },
    async (request) => ({
      result: await metadata.getMetadata(app.deps, currentUser(request), request.params.id, request.query.revision),
    }),
  );

  r.post(
    '/api/projects/:id/metadata',
    {
      schema: {
        tags,
        summary: 'Change the landing point ({depth_of_split, revision}) or save metadata (?dr=, fields, hairlines, formations)',
        params: projectIdParam,
        querystring: metadataPostQuery,
        body: metadataPostBody,
        response: { 200: z.union([metadataSaveResponse, metadataResponse]), ...errorResponses },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if ('depth_of_split' in body && Object.keys(body).every((k) => k === 'depth_of_split' || k === 'revision')) {
        return { result: await metadata.changeLandingPoint(app.deps, user, request.params.id, body as LandingPointBody) };
      }
      return metadata.saveMetadata(app.deps, user, request.params.id, body, { autosave: request.query.autosave === 'true' });
    },
  );

  r.get(
    '/api/projects/:id/metadata-update',
    {
      schema: { tags, params: projectIdParam, querystring: metadataUpdateQuery, response: { 200: metadataUpdateResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const answer = await metadata.metadataUpdate(app.deps, currentUser(request), request.params.id, request.query.mdr, request.query.dr);
      // The poll: an unchanged answer is a 304 with no body.
      if (replyNotModified(request, reply, revisionEtag('metadata-update', request.params.id, answer))) return reply;
      return answer;
    },
  );
}
