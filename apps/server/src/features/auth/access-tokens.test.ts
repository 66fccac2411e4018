import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { buildTestApp, signIn, type Agent } from '../../test/helper';
import { createProjectId } from '../../test/projects';

const t = useTestApp();

async function makeToken(agent: Agent, scope: 'read' | 'write', days = 30, name = 'Notebook') {
  const created = await agent.post('/api/account/tokens', { name, scope, expires_in_days: days });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().result as { id: number; token: string; scope: string; expires_at: string };
}

/** A call as a script makes it: the token alone, no cookie, no CSRF header. */
const withToken = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('personal access tokens', () => {
  it("reads the owner's projects, data and metadata with no cookie and no CSRF header, and is shown once, listed with its last use", async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    const id = await createProjectId(agent, { name: 'Scripted 1H' });
    const { token, id: tokenId } = await makeToken(agent, 'read');
    expect(token).toMatch(/^mst_[A-Za-z0-9_-]{40,}$/);

    const list = await withToken(token, 'GET', '/api/projects');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.map((p: { name: string }) => p.name)).toContain('Scripted 1H');
    const csv = await withToken(token, 'GET', `/api/projects/${id}/data/c1,total_gas`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toBe('depth,c1,total_gas');
    expect((await withToken(token, 'GET', `/api/projects/${id}/metadata`)).statusCode).toBe(200);
    expect((await withToken(token, 'GET', `/api/projects/${id}/export-las?type=c_type`)).statusCode).toBe(200);

    const listed = (await agent.get('/api/account/tokens')).json().result;
    expect(listed).toEqual([expect.objectContaining({ id: tokenId, name: 'Notebook', scope: 'read', last_used_at: expect.any(String) })]);
    expect(JSON.stringify(listed)).not.toContain(token);
    // Only its hash is kept.
    const stored = await t.db.selectFrom('access_tokens').select('token_hash').where('id', '=', tokenId).executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toContain(token.slice(4));
  });

  it('refuses a write to a read-only token, takes it from a read-write one, and works only on the calls tokens are for', async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    const id = await createProjectId(agent);
    const read = await makeToken(agent, 'read');
    const write = await makeToken(agent, 'write');
    const body = { revision: 1, field: 'Scripted' };
    const refused = await withToken(read.token, 'POST', `/api/projects/${id}/metadata?dr=1`, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This access token is read-only.');
    const saved = await withToken(write.token, 'POST', `/api/projects/${id}/metadata?dr=1`, body);
    expect(saved.statusCode, saved.body).toBe(200);
    // Not for managing users, tokens or the account, whatever its scope.
    expect((await withToken(write.token, 'GET', '/api/users')).statusCode).toBe(403);
    expect((await withToken(write.token, 'GET', '/api/account/tokens')).statusCode).toBe(403);
    expect((await withToken(write.token, 'PUT', `/api/projects/${id}`, { name: 'Renamed by a script' })).statusCode).toBe(403);
  });

  it("has the owner's rights only: another company's project is not found", async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const { token } = await makeToken(await signIn(t.app, owner.email), 'read');
    const stranger = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
    const theirs = await createProjectId(stranger);
    expect((await withToken(token, 'GET', `/api/projects/${theirs}/metadata`)).statusCode).toBe(404);
  });

  it('ends when it expires, when it is revoked and when its user is deactivated', async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    const expiring = await makeToken(agent, 'read', 1);
    await t.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.id)
      .execute();
    const expired = await withToken(expiring.token, 'GET', '/api/projects');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/not valid/);

    const revoked = await makeToken(agent, 'read');
    expect((await agent.delete(`/api/account/tokens/${revoked.id}`)).statusCode).toBe(200);
    expect((await withToken(revoked.token, 'GET', '/api/projects')).statusCode).toBe(401);
    expect((await agent.delete(`/api/account/tokens/${revoked.id}`)).statusCode).toBe(404);
    expect((await agent.get('/api/account/tokens')).json().result.map((x: { id: number }) => x.id)).not.toContain(revoked.id);

    const live = await makeToken(agent, 'read');
    expect((await withToken(live.token, 'GET', '/api/projects')).statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', owner.id).execute();
    expect((await withToken(live.token, 'GET', '/api/projects')).statusCode).toBe(401);
  });

  it('cannot be revoked by anyone else, and a cookie session still needs its CSRF header', async () => {
    const owner = await buildUser(t.db, { role: 'admin' });
    const agent = await signIn(t.app, owner.email);
    const mine = await makeToken(agent, 'read');
    const other = await signIn(t.app, (await buildUser(t.db)).email);
    expect((await other.delete(`/api/account/tokens/${mine.id}`)).statusCode).toBe(404);
    // A cookie without the CSRF header is refused as before: only a bearer token skips CSRF.
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/account/tokens',
      headers: { cookie: agent.jar.header() },
      payload: { name: 'x', scope: 'read', expires_in_days: 1 },
    });
    expect(noCsrf.statusCode).toBe(401);
    expect((await withToken('mst_not-a-token', 'GET', '/api/projects')).statusCode).toBe(401);
  });

  it('asks for a name, a scope and an expiry of 1 to 365 days', async () => {
    const agent = await signIn(t.app, (await buildUser(t.db)).email);
    for (const body of [
      { name: '', scope: 'read', expires_in_days: 30 },
      { name: 'x', scope: 'admin', expires_in_days: 30 },
      { name: 'x', scope: 'read', expires_in_days: 0 },
      { name: 'x', scope: 'read', expires_in_days: 366 },
    ]) {
      expect((await agent.post('/api/account/tokens', body)).statusCode, JSON.stringify(body)).toBe(422);
    }
  });
});

it("counts a token's calls under the API's rate limit, as every client's", async () => {
  const limited = await buildTestApp({ API_RATE_LIMIT_PER_MINUTE: '5' });
  try {
    const owner = await buildUser(limited.db, { role: 'admin' });
    const agent = await signIn(limited.app, owner.email);
    const created = await agent.post('/api/account/tokens', { name: 'Loop', scope: 'read', expires_in_days: 1 });
    const token = created.json().result.token as string;
    const codes: number[] = [];
    for (let i = 0; i < 8; i++)
      codes.push((await limited.app.inject({ method: 'GET', url: '/api/projects', headers: { authorization: `Bearer ${token}` } })).statusCode);
    expect(codes).toContain(429);
  } finally {
    await limited.close();
  }
});
