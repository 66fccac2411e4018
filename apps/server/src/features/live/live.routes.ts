import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLiveTokenBody,
  createLiveTokenResponse,
  errorResponses,
  liveFeedResponse,
  liveIngestBody,
  liveIngestResponse,
  liveTokenParams,
  liveTokensResponse,
  projectIdParam,
  updateLiveFeedBody,
} from '@mudstack/contracts';
import { currentUser } from '../../kernel/current-user';
import { EventStreams, streamProjectEvents } from './live-events';
import { createIngestToken, getLiveFeed, ingestFrames, listIngestTokens, revokeIngestToken, sealSilentFeeds, updateLiveFeed } from './live.service';

/** Ingest batches per minute per token: a bridge sends one a second or so, more only while catching up. */
const INGEST_PER_MINUTE = 600;
/** An ingest batch's body: 5,000 frames of a few hundred bytes each, with room. */
const INGEST_BODY_LIMIT = 8 * 1024 * 1024;
/** How often this server looks for silent feeds to seal. */
const SEAL_CHECK_MS = 30_000;

const bearer = (request: FastifyRequest) => /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];

export async function liveRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];
  const streams = startBackground(app);

  r.post(
    '/api/projects/:id/live',
    {
      // The ingest token is this route's own: no session, no CSRF (a browser never sends it), its own rate limit.
      config: {
        auth: 'public',
        rateLimit: {
          max: INGEST_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `live:${bearer(request) ?? request.ip}`,
        },
      },
      bodyLimit: INGEST_BODY_LIMIT,
      schema: {
        tags,
        summary: 'A batch of WITS Level 0 frames from the bridge (Authorization: Bearer <ingest token>); answers the highest sequence stored',
        params: projectIdParam,
        body: liveIngestBody,
        response: { 200: liveIngestResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await ingestFrames(app.deps, request.params.id, bearer(request), request.body) }),
  );

  r.get(
    '/api/projects/:id/live-feed',
    {
      schema: {
        tags,
        summary: "The project's live feed: lag time, item table, counts",
        params: projectIdParam,
        response: { 200: liveFeedResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await getLiveFeed(app.deps, currentUser(request), request.params.id) }),
  );

  r.put(
    '/api/projects/:id/live-feed',
    {
      schema: {
        tags,
        summary: 'Sets the lag time and item table (project admins)',
        params: projectIdParam,
        body: updateLiveFeedBody,
        response: { 200: liveFeedResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await updateLiveFeed(app.deps, currentUser(request), request.params.id, request.body) }),
  );

  r.get(
    '/api/projects/:id/live/tokens',
    {
      schema: {
        tags,
        summary: "The project's ingest tokens (never the tokens themselves)",
        params: projectIdParam,
        response: { 200: liveTokensResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await listIngestTokens(app.deps, currentUser(request), request.params.id) }),
  );

  r.post(
    '/api/projects/:id/live/tokens',
    {
      schema: {
        tags,
        summary: 'A new ingest token for this project, answered this once',
        params: projectIdParam,
        body: createLiveTokenBody,
        response: { 200: createLiveTokenResponse, ...errorResponses },
      },
    },
    async (request) => ({ result: await createIngestToken(app.deps, currentUser(request), request.params.id, request.body.name) }),
  );

  r.delete(
    '/api/projects/:id/live/tokens/:tokenId',
    {
      schema: {
        tags,
        summary: 'Revokes an ingest token',
        params: liveTokenParams,
        response: { 200: z.object({ result: z.literal('ok') }), ...errorResponses },
      },
    },
    async (request) => {
      await revokeIngestToken(app.deps, currentUser(request), request.params.id, request.params.tokenId);
      return { result: 'ok' as const };
    },
  );

  eventRoutes(app, streams);
}

/** The open streams (ended when the server closes) and the sealer of silent feeds, every SEAL_CHECK_MS. */
function startBackground(app: FastifyInstance): EventStreams {
  const streams = new EventStreams(app.deps);
  app.addHook('preClose', async () => streams.closeAll());
  const sealer = setInterval(
    () => void sealSilentFeeds(app.deps).catch((err: unknown) => app.log.warn({ err }, 'live feed: sealing failed')),
    SEAL_CHECK_MS,
  ).unref();
  app.addHook('onClose', async () => clearInterval(sealer));
  return streams;
}

/** `GET /api/projects/{id}/events`: the stream an open workspace listens to (live-events.ts). */
function eventRoutes(app: FastifyInstance, streams: EventStreams) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/projects/:id/events',
      { schema: { tags: ['live'], summary: 'Server-Sent Events: new data, metadata, the live feed, who is viewing', params: projectIdParam } },
      async (request, reply) => streamProjectEvents(app.deps, streams, request, reply, currentUser(request), request.params.id),
    );
}
