import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';

/**
 * Revision ETags: an answer that depends only on stored revisions (which are never
 * rewritten) and the request is tagged by them, so a poll that has it already is answered 304 after the
 * access check, with no other work. `private, no-cache`: the browser keeps the answer and asks every time.
 */
export function revisionEtag(...parts: unknown[]): string {
  const hash = createHash('sha1').update(JSON.stringify(parts)).digest('base64url').slice(0, 22);
  return `W/"${hash}"`;
}

/**
 * True when the request's If-None-Match names `etag` (the `fresh` package: weak comparison, lists, `*`). Only
 * If-None-Match is handed to it: a browser adds `Cache-Control: no-cache` to the web app's own revalidations
 * (fetch with `cache: 'no-store'`), which `fresh` would take as "send it all".
 */
export function etagMatches(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return ifNoneMatch !== undefined && fresh({ 'if-none-match': ifNoneMatch }, { etag });
}

/** Tags the reply; answers 304 (empty) and true when the client holds it already. */
export function replyNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (!etagMatches(request, etag)) return false;
  void reply.code(304).send();
  return true;
}
