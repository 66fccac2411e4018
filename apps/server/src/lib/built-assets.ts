import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import { isUtf8MimeType, mime } from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The web app's built files (apps/web/dist/assets: named by their content, never changed) held in memory with
// their Brotli and gzip forms, and sent from there. Read from disk for each request, as @fastify/static does, each
// took a stat, an open and reads on libuv's thread pool, which runs below the event loop (kernel/thread-priority.ts):
// on a first visit, while the browser parsed the page's scripts on both cores, the next scripts waited for it.

/** The encodings a built file is kept in, best first: the build writes each text file's .br and .gz beside it. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A file's content type as @fastify/static gives the page's other files (its `send`'s table), UTF-8 for text. */
function contentType(name: string): string {
  const type = mime.getType(name) ?? 'application/octet-stream';
  return isUtf8MimeType(type) ? `${type}; charset=utf-8` : type;
}

interface BuiltFile {
  type: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** A file's forms as found in `dir` (null when it is not there). */
async function readBuilt(dir: string, name: string): Promise<BuiltFile | null> {
  const file = path.join(dir, name);
  const identity = await readFile(file).catch(() => null);
  if (!identity) return null;
  const encoded: BuiltFile['encoded'] = {};
  for (const encoding of ENCODINGS) {
    const form = await readFile(file + SUFFIX[encoding]).catch(() => null);
    if (form) encoded[encoding] = form;
  }
  return { type: contentType(name), identity, encoded };
}

/** A built file's name: one path segment, no dot first, not a compressed form (those are chosen by the request). */
const SERVABLE = /^[\w-][\w.-]*$/;
const COMPRESSED_FORM = /\.(br|gz)$/;
const servable = (name: string) => SERVABLE.test(name) && !COMPRESSED_FORM.test(name);

/**
 * The built files of `dir` (the build's `assets` folder), read as the server starts, and any file the build adds
 * later read when first asked for (a rebuild under a running server). `send` answers a request for one: 404 for a
 * file that is not there.
 */
export async function builtAssets(dir: string, cacheControl: string) {
  const files = new Map<string, Promise<BuiltFile | null>>();
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter(servable)) files.set(name, readBuilt(dir, name));
  await Promise.all(files.values());

  const find = (name: string): Promise<BuiltFile | null> => {
    let found = files.get(name);
    if (!found) {
      found = readBuilt(dir, name);
      files.set(name, found);
      // Not found is not kept: the build may be writing it.
      void found.then((file) => {
        if (!file) files.delete(name);
      });
    }
    return found;
  };

  return {
    /** Answers GET (or HEAD) `name`: the form the request accepts, best first, or a 404 in the API's envelope. */
    async send(request: FastifyRequest, reply: FastifyReply, name: string): Promise<FastifyReply> {
      const file = servable(name) ? await find(name) : null;
      if (!file) return reply.status(404).send({ message: `No file /assets/${name}.` });
      const offered = ENCODINGS.filter((encoding) => file.encoded[encoding]);
      const accepted = request.headers['accept-encoding'];
      // The best form the request takes; the file as built when it names none (or none but identity).
      const chosen = accepted && offered.length > 0 ? negotiate<Encoding | 'identity'>(accepted, [...offered, 'identity']) : null;
      const encoding = chosen && chosen !== 'identity' ? chosen : null;
      const body = encoding ? file.encoded[encoding]! : file.identity;
      void reply.header('content-type', file.type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
      if (encoding) void reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  };
}
