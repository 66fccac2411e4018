import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db/create-db';
import type { AppDeps } from './deps';
import { registerErrorHandler } from './errors';
import { createMailer, type Mailer } from './lib/mailer';
import { randomToken } from './lib/crypto';
import { registerAuthHook } from './features/auth/auth.plugin';
import { authRoutes } from './features/auth/auth.routes';
import { systemRoutes } from './features/system/system.routes';
import { featureRoutes } from './features/routes';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  mailer?: Mailer;
  logger?: boolean | object;
}

async function loadSigningKey(db: Db): Promise<string> {
  const existing = await db.selectFrom('app_settings').select('value').where('key', '=', 'signing_key').executeTakeFirst();
  if (existing) return existing.value;
  await db
    .insertInto('app_settings')
    .values({ key: 'signing_key', value: randomToken(48) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', 'signing_key').executeTakeFirstOrThrow();
  return row.value;
}

/** Builds the whole HTTP app on an already-migrated database; never listens (tests inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 10 * 1024 * 1024,
    // The data endpoint takes a comma-separated series list in the path (58 names fit in ~600 chars).
    maxParamLength: 2000,
    disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    db,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log }),
    signingKey: await loadSigningKey(db),
  };
  app.decorate('deps', deps);

  registerErrorHandler(app);
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: config.MAX_UPLOAD_MB * 1024 * 1024, files: 1, fields: 20 },
    throwFileSizeLimit: true,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Mudstack API', version: '1.0.0', description: 'Every success is {result}; errors are {message} or {message, errors}.' },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'access_token_cookie' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRF-TOKEN' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerAuthHook(app);

  await app.register(systemRoutes);
  await app.register(authRoutes);
  await app.register(featureRoutes);

  const webDist = path.resolve(config.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname);
  if (existsSync(path.join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
    // The web app routes on the client: every non-API GET that is not a file gets index.html.
    app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
      if (request.url.startsWith('/api/') || request.url === '/api') {
        return reply.status(404).send({ message: `No route for GET ${request.url.split('?')[0]}.` });
      }
      const file = path.join(webDist, path.normalize((request.params as { '*': string })['*']));
      if (file.startsWith(webDist) && existsSync(file) && !file.endsWith(path.sep) && path.extname(file)) {
        return reply.sendFile(path.relative(webDist, file));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  }
  return app;
}
