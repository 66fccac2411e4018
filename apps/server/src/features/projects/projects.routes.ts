import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProjectResponse,
  errorResponses,
  originalFileQuery,
  projectAccessBody,
  projectAccessResponse,
  projectDetailResponse,
  revisionsPageQuery,
  revisionsPageResponse,
  projectIdParam,
  projectsListQuery,
  projectsListResponse,
  updateProjectBody,
  updateProjectResponse,
} from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { ServerTiming } from '../../kernel/server-timing';
import { readMultipart } from '../../lib/multipart';
import { readLasAsItArrives } from './las-parse.pool';
import * as projects from './projects.service';

/** Projects themselves: list, create, detail, rename and archive, access rows, the original file. */
export async function projectRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  r.post(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'Create a project from a LAS file (multipart: las_file, name, depth_of_split)',
        consumes: ['multipart/form-data'],
        response: { 200: createProjectResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const timing = new ServerTiming();
      // The file is read on a worker thread as it arrives (las-parse.pool.ts), so little is left at its last byte.
      const result = await projects.createProjectFromForm(
        app.deps,
        user,
        () => readMultipart(request, reply, 'las_file', readLasAsItArrives),
        timing,
      );
      void reply.header('server-timing', timing.header());
      return { result };
    },
  );

  r.get(
    '/api/projects',
    {
      schema: { tags, querystring: projectsListQuery, response: { 200: projectsListResponse, ...errorResponses } },
    },
    async (request) => ({
      result: await projects.listProjects(app.deps, currentUser(request), request.query.archived ?? 'all'),
    }),
  );

  r.get(
    '/api/projects/:id',
    {
      schema: { tags, params: projectIdParam, response: { 200: projectDetailResponse, ...errorResponses } },
    },
    async (request) => ({ result: await projects.getProject(app.deps, currentUser(request), request.params.id) }),
  );

  r.get(
    '/api/projects/:id/revisions',
    {
      schema: {
        tags,
        summary: "The project's history past the detail's newest revisions, newest first, a page at a time (before = the last answer's next)",
        params: projectIdParam,
        querystring: revisionsPageQuery,
        response: { 200: revisionsPageResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await projects.getRevisionsPage(app.deps, currentUser(request), request.params.id, request.query) }),
  );

  r.get(
    '/api/projects/:id/original',
    {
      schema: {
        tags,
        summary: 'The uploaded file a data revision came from, byte for byte, as an attachment with its own name',
        params: projectIdParam,
        querystring: originalFileQuery,
        response: { 200: z.string().describe('the file as uploaded'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await projects.getOriginalFile(app.deps, currentUser(request), request.params.id, request.query.dr);
      reply.header('content-disposition', contentDisposition(file.filename));
      reply.type('application/octet-stream');
      return reply.send(file.content as unknown as string);
    },
  );

  r.put(
    '/api/projects/:id',
    {
      schema: { tags, params: projectIdParam, body: updateProjectBody, response: { 200: updateProjectResponse, ...errorResponses } },
    },
    async (request) => ({
      result: await projects.updateProject(app.deps, currentUser(request), request.params.id, request.body),
    }),
  );

  r.get(
    '/api/projects/:id/access',
    {
      schema: { tags, params: projectIdParam, response: { 200: projectAccessResponse, ...errorResponses } },
    },
    async (request) => ({ result: await projects.getProjectAccess(app.deps, currentUser(request), request.params.id) }),
  );

  r.post(
    '/api/projects/:id/access',
    {
      schema: { tags, params: projectIdParam, body: projectAccessBody, response: { 200: projectAccessResponse, ...errorResponses } },
    },
    async (request) => ({
      result: await projects.setProjectAccess(app.deps, currentUser(request), request.params.id, request.body),
    }),
  );
}
