import Fastify from 'fastify';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCompressed } from './compressed-answer';

// Many clients asking for the same answer at once (200 viewers opening one project) have it built once: the
// requests that arrive while it is being built wait for it.
const app = Fastify();
let arrived = 0;
let built = 0;
let open: () => void = () => undefined;
let gate = Promise.resolve();
let failNext = false;

beforeAll(async () => {
  app.get<{ Querystring: { tag: string } }>('/answer', async (request, reply) => {
    arrived++;
    return sendCompressed(
      request,
      reply,
      async () => {
        built++;
        await gate;
        if (failNext) {
          failNext = false;
          throw new Error('the store failed');
        }
        return Buffer.from(`answer ${request.query.tag} `.repeat(200));
      },
      `"tag-${request.query.tag}"`,
    );
  });
  await app.ready();
});
afterAll(() => app.close());

function closeGate() {
  gate = new Promise<void>((resolve) => (open = resolve));
}

/** Resolves once `count` requests have reached the route (each registers with the answer in the same turn). */
async function arrivedAt(count: number) {
  while (arrived < count) await new Promise((resolve) => setImmediate(resolve));
}

describe('sendCompressed', () => {
  it('builds an answer once for every request that asks for it while it is being built, whatever their encoding', async () => {
    closeGate();
    arrived = 0;
    built = 0;
    const zipped = Array.from({ length: 5 }, () => app.inject({ url: '/answer?tag=a', headers: { 'accept-encoding': 'gzip' } }));
    const plain = Array.from({ length: 3 }, () => app.inject({ url: '/answer?tag=a' }));
    await arrivedAt(8);
    open();
    const answers = await Promise.all([...zipped, ...plain]);
    // Once compressed for the five that take gzip, once plain for the three that do not.
    expect(built).toBe(2);
    const want = `answer a `.repeat(200);
    for (const answer of answers.slice(0, 5)) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString()).toBe(want);
    }
    for (const answer of answers.slice(5)) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body).toBe(want);
    }
    // Held compressed afterwards; the plain one is built again, as before.
    const held = await app.inject({ url: '/answer?tag=a', headers: { 'accept-encoding': 'gzip' } });
    await app.inject({ url: '/answer?tag=a' });
    expect(built).toBe(3);
    expect([held.headers['content-encoding'], held.headers.vary]).toEqual(['gzip', 'accept-encoding']);
    expect(gunzipSync(held.rawPayload).toString()).toBe(want);
  });

  it('builds different answers apart', async () => {
    closeGate();
    arrived = 0;
    built = 0;
    const answers = ['b', 'c'].map((tag) => app.inject({ url: `/answer?tag=${tag}`, headers: { 'accept-encoding': 'gzip' } }));
    await arrivedAt(2);
    open();
    const [b, c] = await Promise.all(answers);
    expect(built).toBe(2);
    expect(gunzipSync(b.rawPayload).toString()).toContain('answer b');
    expect(gunzipSync(c.rawPayload).toString()).toContain('answer c');
  });

  it('fails every request waiting for an answer whose building failed, and builds it afresh for the next', async () => {
    closeGate();
    arrived = 0;
    built = 0;
    failNext = true;
    const failing = Array.from({ length: 3 }, () => app.inject({ url: '/answer?tag=d', headers: { 'accept-encoding': 'gzip' } }));
    await arrivedAt(3);
    open();
    for (const answer of await Promise.all(failing)) expect(answer.statusCode).toBe(500);
    expect(built).toBe(1);
    const next = await app.inject({ url: '/answer?tag=d', headers: { 'accept-encoding': 'gzip' } });
    expect(next.statusCode).toBe(200);
    expect(built).toBe(2);
  });
});
