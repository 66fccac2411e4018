import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { Agent, buildSecondInstance, buildTestApp, signIn, type TestApp } from '../../test/helper';
import { createProjectId } from '../../test/projects';

// Two servers on one PostgreSQL behave as one. Sessions, edits and revisions live in the
// database, so a session from one works on the other, a logout on one ends it on both, and an edit on one
// appears in the other's poll. CI runs this on the embedded database and again on the PostgreSQL server.
let a: TestApp;
let b: Awaited<ReturnType<typeof buildSecondInstance>>;

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildSecondInstance(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** The same browser (cookies) talking to the other instance. */
function sameBrowserOn(app: Agent['app'], from: Agent): Agent {
  const other = new Agent(app);
  for (const [name, value] of from.jar.cookies) other.jar.cookies.set(name, value);
  return other;
}

describe('two instances on one database', () => {
  it('shares the session, the edits and the logout', async () => {
    const user = await buildUser(a.db, { role: 'admin' });
    const onA = await signIn(a.app, user.email);
    const onB = sameBrowserOn(b.app, onA);

    // A session made on A works on B.
    const list = await onB.get('/api/projects');
    expect(list.statusCode).toBe(200);

    // A project created on A, edited on A, is seen by B's poll.
    const id = await createProjectId(onA);
    const project = (await onB.get(`/api/projects/${id}`)).json().result;
    const poll = () => onB.get(`/api/projects/${id}/metadata-update?mdr=${project.metadata_revision}&dr=${project.data_revision}`);
    expect((await poll()).json().refresh).toBe(false);
    const saved = await onA.post(`/api/projects/${id}/metadata?dr=${project.data_revision}`, {
      revision: project.metadata_revision,
      global_hairlines: [{ xval: 5020, text: 'Saved on instance A', isZone: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = (await poll()).json();
    expect(seen.refresh).toBe(true);
    expect(seen.result.metadata.global_hairlines.map((h: { text: string }) => h.text)).toContain('Saved on instance A');

    // A logout on A ends the session on B too.
    expect((await onA.post('/api/auth/logout')).statusCode).toBeLessThan(300);
    expect((await onB.get('/api/projects')).statusCode).toBe(401);
  });
});

describe('rate limits across two instances', () => {
  it('counts each client once over both: the route limits and the whole-API limit are shared', async () => {
    const strictA = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3', API_RATE_LIMIT_PER_MINUTE: '6' });
    const strictB = await buildSecondInstance(strictA);
    try {
      // Password resets from one address, alternating instances: the fourth is refused wherever it lands.
      const resets: number[] = [];
      for (const app of [strictA.app, strictB.app, strictA.app, strictB.app, strictA.app]) {
        const r = await app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          remoteAddress: '192.0.2.70',
          payload: { email: 'x@example.com' },
        });
        resets.push(r.statusCode);
      }
      expect(resets).toEqual([200, 200, 200, 429, 429]);

      // The whole-API limit: six calls over both instances, then 429 on either.
      const calls: number[] = [];
      for (let i = 0; i < 8; i++) {
        const app = i % 2 === 0 ? strictA.app : strictB.app;
        calls.push((await app.inject({ method: 'GET', url: '/api/registered/account', remoteAddress: '192.0.2.71' })).statusCode);
      }
      expect(calls).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
      // Another address keeps its own count.
      expect((await strictB.app.inject({ method: 'GET', url: '/api/registered/account', remoteAddress: '192.0.2.72' })).statusCode).toBe(401);
    } finally {
      await strictB.close();
      await strictA.close();
    }
  });
});
