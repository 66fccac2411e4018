import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { MAX_SERIES_PATH_LENGTH } from '@mudstack/contracts';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { publicUrl, type AppConfig } from './config';
import type { Db } from './db/create-db';
import { DEFAULT_WEB_DIST } from './paths';
import type { AppDeps } from './deps';
import { invalid, registerErrorHandler } from './errors';
import { ProjectEventHub } from './kernel/events';
import { postgresRateLimitStore } from './kernel/rate-limit-store';
import { apiRoute } from './kernel/api-route';
import { lowerThreadPool } from './kernel/thread-priority';
import { createMailer, type Mailer } from './lib/mailer';
import { BackgroundTasks } from './lib/background';
import { fileSystemStore, s3Store } from './lib/file-store';
import { builtAssets } from './lib/built-assets';
import { randomToken } from './lib/crypto';
import { accessTokensRoutes, authRoutes, registerAuthHook } from './features/auth';
import { companiesRoutes } from './features/companies';
import { correlationRoutes } from './features/correlation';
import { exportsRoutes } from './features/exports';
import { graphConfigRoutes } from './features/graph-configs';
import { importsRoutes } from './features/imports';
import { invitationsRoutes } from './features/invitations';
import { liveRoutes } from './features/live';
import { projectDataRoutes } from './features/project-data';
import { projectsRoutes } from './features/projects';
import { revisionsRoutes } from './features/revisions';
import { snippetsRoutes } from './features/snippets';
import { systemRoutes } from './features/system';
import { usersRoutes } from './features/users';

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

/**
 * Security headers on every answer (pages and API): a Content-Security-Policy the built web app
 * satisfies (no inline script; Mantine sets inline styles), no framing, no MIME sniffing, no
 * referrer beyond the origin, and HSTS when the app is served over https (APP_URL).
 */
function securityHeaders(config: AppConfig) {
  const https = publicUrl(config).startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        // The printable export page previews the PDF it made in a frame.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' as const },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** Half of a UTF-16 surrogate pair standing alone (a high one not followed by a low one, or a low one not after a high one). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a parsed JSON body cannot be stored as text (a NUL, a lone surrogate, in a key or a value), or null. */
function unstorableText(value: unknown): string | null {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return 'Text must not contain NUL characters (\\u0000).';
      if (LONE_SURROGATE.test(v)) return 'Text is not valid Unicode: it holds half of a UTF-16 surrogate pair (\\ud800-\\udfff alone).';
    } else if (v !== null && typeof v === 'object') {
      for (const [key, item] of Object.entries(v)) stack.push(key, item);
    }
  }
  return null;
}

/** The store of uploaded files FILE_STORE names (docs/file-store.md); null: in the database. */
function fileStoreOf(config: AppConfig) {
  if (config.FILE_STORE === 'files') return fileSystemStore(config.FILE_STORE_DIR ?? path.join(config.DATA_DIR, 'files'));
  if (config.FILE_STORE === 's3') {
    return s3Store({
      bucket: config.S3_BUCKET!,
      prefix: config.S3_PREFIX,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    });
  }
  return null;
}

/** Trusts the nearest `hops` proxies (TRUST_PROXY=2): X-Forwarded-For is read that far back. */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole HTTP app on an already-migrated database; never listens (tests inject). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.LOG_LEVEL },
    // Fastify's own request lines carry the raw URL, which can hold a token (reset and invitation
    // links): they are off, and onResponse below logs the route pattern instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: typeof config.TRUST_PROXY === 'number' ? trustHops(config.TRUST_PROXY) : config.TRUST_PROXY,
    bodyLimit: 10 * 1024 * 1024,
    // The data endpoint takes a comma-separated series list in the path (58 names fit in ~600 chars).
    routerOptions: { maxParamLength: MAX_SERIES_PATH_LENGTH },
  });
  // One line per request: id, method, route pattern (never the URL's values), status and time.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, route: request.routeOptions.url ?? '(no route)', status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps: AppDeps = {
    config,
    db,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.DATA_DIR, log: app.log }),
    signingKey: await loadSigningKey(db),
    files: fileStoreOf(config),
    background: new BackgroundTasks(),
    events: new ProjectEventHub(db, app.log),
  };
  app.decorate('deps', deps);
  // Heavy work on libuv's thread pool (compression, hashing) runs below the event loop (kernel/thread-priority.ts).
  app.addHook('onReady', async () => {
    await lowerThreadPool();
  });
  app.addHook('onClose', () => deps.background.settled());
  app.addHook('onClose', () => deps.events.close());

  registerErrorHandler(app);
  await registerPlugins(app, config, db);
  registerAuthHook(app);
  registerJsonParser(app);
  // Every feature's routes, registered here and nowhere else (no feature registers another's).
  for (const routes of [
    systemRoutes,
    authRoutes,
    accessTokensRoutes,
    usersRoutes,
    companiesRoutes,
    invitationsRoutes,
    graphConfigRoutes,
    projectsRoutes,
    projectDataRoutes,
    importsRoutes,
    revisionsRoutes,
    snippetsRoutes,
    exportsRoutes,
    correlationRoutes,
    liveRoutes,
  ]) {
    await app.register(routes);
  }

  await serveWebApp(app, config);
  return app;
}

/** Security headers, the rate limits (counted in PostgreSQL), cookies, multipart uploads and the OpenAPI document. */
async function registerPlugins(app: FastifyInstance, config: AppConfig, db: Db) {
  await app.register(helmet, securityHeaders(config));
  // A generous limit per client address on the whole API (TRUST_PROXY decides what the address is),
  // checked before anything else reads the request; the auth routes add strict limits of their own
  // (route config `rateLimit`).
  const tooMany = (_request: unknown, context: { ttl: number }) => ({
    statusCode: 429,
    message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} s and try again.`,
  });
  // Counted in PostgreSQL, so every instance on the database shares each client's count; if
  // the count cannot be read the request goes through rather than fail.
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooMany, store: postgresRateLimitStore(db), skipOnError: true });
  const apiLimit = app.createRateLimit({
    max: config.API_RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => {
      const route = apiRoute(request);
      return route === null || route === '/api/health';
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    const limit = await apiLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      return reply
        .status(429)
        .header('retry-after', limit.ttlInSeconds)
        .send({ message: tooMany(request, limit).message });
    }
  });
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
          // Personal access tokens (My account) for scripts: the project list, data, metadata and export calls.
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'A personal access token (mst_...) made in My account' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

/**
 * No text column can hold a NUL character or half of a UTF-16 surrogate pair (PostgreSQL refuses the one and the
 * driver would silently replace the other): a JSON body holding either is refused with a message.
 */
function registerJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // The default parser answers through its callback.
    void parseJson(request, body as string, (error, value) => {
      if (error) return done(error, undefined);
      const refusal = unstorableText(value);
      if (refusal) return done(invalid({ body: [refusal] }, refusal), undefined);
      done(null, value);
    });
  });
}

/** Vite names every file it builds under /assets/ after its content: a browser may keep one as long as it likes. */
const BUILT_ASSETS = '/assets/';
const KEPT_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * The built web app, when there is one: its files, and index.html for every other non-API GET (the app routes on
 * the client). The built files are kept by the browser without asking again; the page and the other files (their
 * names stay the same across releases) are asked for again each time, and answered 304 while unchanged.
 */
async function serveWebApp(app: FastifyInstance, config: AppConfig) {
  const webDist = path.resolve(config.WEB_DIST ?? DEFAULT_WEB_DIST);
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  // The built files (named by their content) from memory (lib/built-assets.ts); index.html and the rest from disk.
  const assets = await builtAssets(path.join(webDist, BUILT_ASSETS), KEPT_A_YEAR);
  app.get('/assets/:file', { config: { auth: 'public' } }, (request, reply) =>
    assets.send(request, reply, (request.params as { file: string }).file),
  );
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    globIgnore: [`${BUILT_ASSETS.slice(1)}**`],
    // The build writes each text file's Brotli and gzip forms beside it (apps/web/vite.config.ts): the one the
    // browser takes is sent.
    preCompressed: true,
    setHeaders: (reply, file) => {
      const built = path.relative(webDist, file).split(path.sep).join('/').startsWith(BUILT_ASSETS.slice(1));
      reply.header('cache-control', built ? KEPT_A_YEAR : 'no-cache');
    },
  });
  app.get('/*', { config: { auth: 'public' } }, (request, reply) => {
    if (apiRoute(request) !== null || request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: `No route for GET ${request.url.split('?')[0]}.` });
    }
    const file = path.join(webDist, path.normalize((request.params as { '*': string })['*']));
    if (file.startsWith(webDist) && existsSync(file) && !file.endsWith(path.sep) && path.extname(file)) {
      return reply.sendFile(path.relative(webDist, file));
    }
    // A page of an older release asking for a file this one did not build: not the page in its place.
    if (request.url.startsWith(BUILT_ASSETS)) return reply.status(404).send({ message: `No file ${request.url.split('?')[0]}.` });
    return reply.sendFile('index.html');
  });
}
