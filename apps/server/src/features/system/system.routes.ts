import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { aboutResponse, errorResponses, healthResponse, messageResult, pageViewBody, type About } from '@mudstack/contracts';
import { pingDb } from '../../db/create-db';
import { AppError } from '../../errors';
import { SERVER_ROOT } from '../../paths';
import { currentUser } from '../../kernel/current-user';

/** Written by the build (scripts/build-about.mjs); absent in a plain checkout. */
export const ABOUT_FILE = path.join(SERVER_ROOT, 'dist/about.json');

function readAbout(): About {
  const empty: About = { last_commit: null, date: null, author: null };
  if (!existsSync(ABOUT_FILE)) return empty;
  try {
    const parsed = JSON.parse(readFileSync(ABOUT_FILE, 'utf8')) as Partial<About>;
    return { last_commit: parsed.last_commit ?? null, date: parsed.date ?? null, author: parsed.author ?? null };
  } catch {
    return empty;
  }
}

export async function systemRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const about = readAbout();

  r.get(
    '/api/health',
    {
      config: { auth: 'public' },
      schema: { tags: ['system'], response: { 200: healthResponse, 503: errorResponses[400] } },
    },
    async (_request, reply) => {
      const started = performance.now();
      try {
        await pingDb(app.deps.db);
      } catch {
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
      return { result: { status: 'ok' as const, database: { status: 'ok' as const, ms: Math.round((performance.now() - started) * 10) / 10 } } };
    },
  );

  r.get(
    '/api/about',
    {
      schema: { tags: ['system'], response: { 200: aboutResponse, ...errorResponses } },
    },
    async () => ({ result: about }),
  );

  r.post(
    '/api/page-views',
    {
      schema: { tags: ['system'], body: pageViewBody, response: { 200: messageResult, ...errorResponses } },
    },
    async (request) => {
      const user = currentUser(request);
      await app.deps.db.insertInto('page_views').values({ user_id: user.id, path: request.body.path }).execute();
      return { result: { message: 'recorded' } };
    },
  );

  // Lets tests prove that a 5xx never leaks its internals.
  if (app.deps.config.NODE_ENV === 'test') {
    r.get('/api/__test/crash', { config: { auth: 'public' } }, async () => {
      throw new Error('secret internal detail: connection string postgres://user:pw@host');
    });
    r.get('/api/__test/app-error', { config: { auth: 'public' } }, async () => {
      throw new AppError('INTERNAL', 'internal detail that must not leak');
    });
  }
}
