import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/**
 * gzip level 1, with an output buffer of 1 MB instead of zlib's 16 KB, so the thread pool comes back to the event
 * loop a few times per answer, not hundreds (8.8 MB of columns: 90-112 ms instead of 125-151 ms; lib/zstd.ts).
 */
const GZIP_FAST = { level: 1, chunkSize: 1024 * 1024 };

/** Bodies under this many bytes go out as they are: the gzip framing would outweigh the gain. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Compressed answers by ETag. An ETag names a stored revision and the request (kernel/etag.ts),
 * so an entry is never stale and needs no invalidation on any instance; memory alone bounds the cache.
 */
const compressedByEtag = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (body) => body.byteLength || 1 });

/** An answer being built: its body, compressed when the clients waiting for it take gzip. */
interface Built {
  body: Buffer;
  gzip: boolean;
}

/**
 * Answers being built, by ETag and encoding: a request for an answer another request is building waits for that
 * one instead of building it again (200 viewers opening a project at once ask for the same columns in the same
 * second). An ETag names everything the answer depends on, so equal keys are equal answers; each request has
 * had its own access check before it gets here.
 */
const building = new Map<string, Promise<Built>>();

/**
 * Sends the answer `makeBody` builds (there or on a worker thread), gzip-compressed when the client accepts it (`Accept-Encoding`), on the
 * thread pool (level 1: a 20 MB column file in about 0.35 s). An answer tagged `etag` is built and compressed
 * once per instance, however many ask for it at once, and served from memory after that.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  makeBody: () => Buffer | Promise<Buffer>,
  etag?: string,
): Promise<FastifyReply> {
  void reply.header('vary', 'accept-encoding');
  const gzipOk = negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip';
  // One key for the answer held and the answer being built: the ETag and the encoding the client takes.
  const key = etag ? `${etag} ${gzipOk ? 'gzip' : 'identity'}` : undefined;
  const held = key && gzipOk ? compressedByEtag.get(key) : undefined;
  if (held) return reply.header('content-encoding', 'gzip').send(held);
  // Looked up and registered in the same turn as the call: a request that arrives while another builds the answer waits for it.
  let answer = key ? building.get(key) : undefined;
  if (!answer) {
    answer = build(makeBody, gzipOk, key);
    if (key) {
      building.set(key, answer);
      void answer.catch(() => undefined).finally(() => building.delete(key));
    }
  }
  const { body, gzip: compressed } = await answer;
  return compressed ? reply.header('content-encoding', 'gzip').send(body) : reply.send(body);
}

async function build(makeBody: () => Buffer | Promise<Buffer>, gzipOk: boolean, key: string | undefined): Promise<Built> {
  const body = await makeBody();
  if (!gzipOk || body.byteLength < COMPRESS_MIN_BYTES) return { body, gzip: false };
  const compressed = await gzipAsync(body, GZIP_FAST);
  if (key) compressedByEtag.set(key, compressed);
  return { body: compressed, gzip: true };
}
