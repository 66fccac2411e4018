import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createProjectFields,
  createProjectResponse,
  errorResponses,
  projectAccessBody,
  projectAccessResponse,
  projectDetailResponse,
  projectIdParam,
  projectsListQuery,
  projectsListResponse,
  updateProjectBody,
  updateProjectResponse,
} from '@mudstack/contracts';
import { invalid } from '../../errors';
import { currentUser } from '../auth/auth.plugin';
import { readMultipart } from './multipart';
import * as projects from './projects.service';

/** Parses multipart text fields with a contract schema, answering 422 per field like a JSON body. */
export function parseFields<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } } }, fields: Record<string, string>): T {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.map(String).join('.') || 'body'] ??= []).push(issue.message);
  throw invalid(errors);
}

export async function projectsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  r.post('/api/projects', {
    schema: {
      tags,
      summary: 'Create a project from a LAS file (multipart: las_file, name, depth_of_split)',
      consumes: ['multipart/form-data'],
      response: { 200: createProjectResponse, ...errorResponses },
    },
  }, async (request) => {
    const user = currentUser(request);
    const { fields, file } = await readMultipart(request, 'las_file');
    const parsed = parseFields(createProjectFields, fields);
    const depthOfSplit = parsed.depth_of_split === '' || parsed.depth_of_split === undefined ? undefined : parsed.depth_of_split;
    return { result: await projects.createProject(app.deps, user, { name: parsed.name, depthOfSplit, file }) };
  });

  r.get('/api/projects', {
    schema: { tags, querystring: projectsListQuery, response: { 200: projectsListResponse, ...errorResponses } },
  }, async (request) => ({
    result: await projects.listProjects(app.deps, currentUser(request), request.query.archived ?? 'all'),
  }));

  r.get('/api/projects/:id', {
    schema: { tags, params: projectIdParam, response: { 200: projectDetailResponse, ...errorResponses } },
  }, async (request) => ({ result: await projects.getProject(app.deps, currentUser(request), request.params.id) }));

  r.put('/api/projects/:id', {
    schema: { tags, params: projectIdParam, body: updateProjectBody, response: { 200: updateProjectResponse, ...errorResponses } },
  }, async (request) => ({
    result: await projects.updateProject(app.deps, currentUser(request), request.params.id, request.body),
  }));

  r.get('/api/projects/:id/access', {
    schema: { tags, params: projectIdParam, response: { 200: projectAccessResponse, ...errorResponses } },
  }, async (request) => ({ result: await projects.getProjectAccess(app.deps, currentUser(request), request.params.id) }));

  r.post('/api/projects/:id/access', {
    schema: { tags, params: projectIdParam, body: projectAccessBody, response: { 200: projectAccessResponse, ...errorResponses } },
  }, async (request) => ({
    result: await projects.setProjectAccess(app.deps, currentUser(request), request.params.id, request.body),
  }));
}
