import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildSecondInstance, buildTestApp, signIn, type Agent, type TestApp } from '../../test/helper';
import { drillingAhead, framesOfLas, makeIngestToken, postFrames } from '../../test/live';
import { createProjectId } from '../../test/projects';

// The events stream across two servers on one database: a write committed on one reaches the browsers whose
// stream is held by the other (PostgreSQL LISTEN/NOTIFY), and each stream lists who has the project open.
let a: TestApp;
let b: Awaited<ReturnType<typeof buildSecondInstance>>;
let baseB: string;

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSecondInstance(a);
  await b.app.listen({ port: 0, host: '127.0.0.1' });
  const address = b.app.server.address();
  baseB = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

interface Received {
  event: string;
  data: Record<string, unknown> | Array<Record<string, unknown>>;
}

/** Opens a project's stream on instance B with an agent's cookies; collects its events. */
async function openStream(agent: Agent, projectId: number) {
  const controller = new AbortController();
  const response = await fetch(`${baseB}/api/projects/${projectId}/events`, { headers: { cookie: agent.jar.header()! }, signal: controller.signal });
  const events: Received[] = [];
  const waiters: Array<() => void> = [];
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of response.body!) {
        text += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((w) => w());
        }
      }
    } catch {
      // aborted
    }
  })();
  const next = async (match: (e: Received) => boolean, within = 10_000): Promise<Received> => {
    const deadline = Date.now() + within;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no such event in ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { response, events, next, close: () => controller.abort() };
}

describe('the events stream', () => {
  it('is refused without access, before any byte of a stream', async () => {
    const owner = await signIn(a.app, (await buildUser(a.db, { role: 'admin' })).email);
    const id = await createProjectId(owner);
    const stranger = await signIn(a.app, (await buildUser(a.db, { role: 'admin' })).email);
    const response = await fetch(`${baseB}/api/projects/${id}/events`, { headers: { cookie: stranger.jar.header()! } });
    expect(response.status).toBe(404);
    expect((await fetch(`${baseB}/api/projects/${id}/events`)).status).toBe(401);
    for (const bad of ['abc', '-1', '99999999999', '1.5']) {
      expect((await fetch(`${baseB}/api/projects/${bad}/events`, { headers: { cookie: owner.jar.header()! } })).status, bad).toBe(422);
    }
    expect((await fetch(`${baseB}/api/projects/999999/events`, { headers: { cookie: owner.jar.header()! } })).status).toBe(404);
  });

  it('carries a feed committed on one server to a stream held by the other, and who is viewing', async () => {
    const admin = await buildUser(a.db, { role: 'admin', firstName: 'Ada', lastName: 'Geologist' });
    const onA = await signIn(a.app, admin.email);
    const id = await createProjectId(onA);
    const colleague = await buildUser(a.db, { role: 'user', companyId: admin.company_id!, firstName: 'Ben', lastName: 'Engineer' });
    await onA.post(`/api/projects/${id}/access`, {
      access_levels: [
        { user_id: admin.id, access_level: 'admin' },
        { user_id: colleague.id, access_level: 'view' },
      ],
    });
    const stream = await openStream(onA, id);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const hello = await stream.next((e) => e.event === 'hello');
    expect(hello.data).toMatchObject({ project_id: id, data_revision: 1 });
    await stream.next((e) => e.event === 'presence' && (e.data as unknown[]).length === 1);

    // The colleague opens the project (on B as well): both are listed.
    const colleagueStream = await openStream(await signIn(a.app, colleague.email), id);
    const both = await stream.next((e) => e.event === 'presence' && (e.data as unknown[]).length === 2);
    expect((both.data as Array<{ first_name: string }>).map((v) => v.first_name)).toEqual(['Ada', 'Ben']);

    // A batch ingested on A: B's stream hears of the new data revision.
    const token = await makeIngestToken(onA, id);
    expect((await postFrames(a.app, id, token, framesOfLas(drillingAhead(5099.5, 3)))).statusCode).toBe(200);
    const revision = await stream.next((e) => e.event === 'revision' && (e.data as { data_revision: number }).data_revision === 2);
    expect(revision.data).toMatchObject({ project_id: id });
    await stream.next((e) => e.event === 'feed');

    // A metadata save on A is heard too.
    const detail = (await onA.get(`/api/projects/${id}`)).json().result;
    const saved = await onA.post(`/api/projects/${id}/metadata?dr=${detail.data_revision}`, {
      revision: detail.metadata_revision,
      global_hairlines: [{ xval: 5010, text: 'Seen live', isZone: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await stream.next((e) => e.event === 'revision' && (e.data as { metadata_revision: number }).metadata_revision === detail.metadata_revision + 1);

    // The colleague's access is removed: their stream says so and ends, and the list shrinks.
    const after = stream.events.length;
    await onA.post(`/api/projects/${id}/access`, { access_levels: [{ user_id: admin.id, access_level: 'admin' }] });
    await colleagueStream.next((e) => e.event === 'access-lost');
    colleagueStream.close();
    await stream.next((e) => stream.events.indexOf(e) >= after && e.event === 'presence' && (e.data as unknown[]).length === 1);
    stream.close();
  });
});
