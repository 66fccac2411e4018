import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Agent, buildTestApp, signIn, DEFAULT_PASSWORD, type TestApp } from '../../test/helper';
import { buildUser } from '../../test/factories';
import { sha256Hex } from '../../lib/crypto';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string; maxAge?: number };
const cookiesOf = (response: { cookies: unknown }) => response.cookies as Cookie[];

describe('POST /api/auth/login', () => {
  it('sets the four cookies with the right flags and returns the user', async () => {
    const user = await buildUser(t.db, { role: 'admin' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.result).toMatchObject({ id: user.id, email: user.email, role: 'admin' });
    expect(body.result).not.toHaveProperty('password_hash');

    const cookies = Object.fromEntries(cookiesOf(response).map((c) => [c.name, c]));
    expect(Object.keys(cookies).sort()).toEqual(['access_token_cookie', 'csrf_access_token', 'csrf_refresh_token', 'refresh_token_cookie']);
    expect(cookies.access_token_cookie.httpOnly).toBe(true);
    expect(cookies.refresh_token_cookie.httpOnly).toBe(true);
    expect(cookies.csrf_access_token.httpOnly).toBeFalsy();
    expect(cookies.csrf_refresh_token.httpOnly).toBeFalsy();
    for (const c of Object.values(cookies)) {
      expect(c.sameSite).toBe('Lax');
      expect(c.secure).toBeFalsy();
    }
    expect(cookies.access_token_cookie.maxAge).toBe(15 * 60);
    expect(cookies.refresh_token_cookie.maxAge).toBe(30 * 24 * 60 * 60);
  });

  it('marks cookies Secure when served over HTTPS', async () => {
    const user = await buildUser(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    for (const c of cookiesOf(response)) expect(c.secure).toBe(true);
  });

  it('gives one message for a wrong email and a wrong password', async () => {
    const user = await buildUser(t.db);
    const wrongPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'nope-nope-nope' } });
    const wrongEmail = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'nope-nope-nope' } });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongEmail.json());
    expect(cookiesOf(wrongPassword)).toHaveLength(0);
  });

  it('matches the email case-insensitively', async () => {
    const user = await buildUser(t.db, { email: `Mixed.Case.${Date.now()}@Example.com` });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 422 with field messages for a malformed body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '' } });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body.errors.email[0]).toBe('Email is required.');
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses an inactive user', async () => {
    const user = await buildUser(t.db, { isActive: false });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(response.statusCode).toBe(401);
    expect(cookiesOf(response)).toHaveLength(0);
  });

  it('rate-limits 10 failures in 15 minutes per email, then 429 even with the right password', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 10; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: `10.0.0.${i}`, payload: { email: user.email, password: 'wrong-password' } });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.1.1', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    // Failures older than the window no longer count.
    await sql`update login_failures set failed_at = now() - interval '16 minutes' where email = ${user.email.toLowerCase()}`.execute(t.db);
    const later = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.0.1.1', payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(later.statusCode).toBe(200);
  });

  it('rate-limits per address across different emails', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: `ghost${i}@example.com`, password: 'wrong-password' } });
    }
    const user = await buildUser(t.db);
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email: user.email, password: DEFAULT_PASSWORD } });
    expect(blocked.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('lets a signed-in user read their account, and refuses without cookies', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    const me = await agent.get('/api/registered/account');
    expect(me.statusCode).toBe(200);
    expect(me.json().result.email).toBe(user.email);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/registered/account' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: expect.any(String) });
  });

  it('refuses a tampered access token', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    const token = agent.jar.get('access_token_cookie')!;
    const [body, sig] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString());
    payload.sub = payload.sub + 1;
    agent.jar.cookies.set('access_token_cookie', `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${sig}`);
    expect((await agent.get('/api/registered/account')).statusCode).toBe(401);
  });

  it('refuses a state-changing call without the CSRF header, and changes nothing', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    const before = await t.db.selectFrom('page_views').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const missing = await agent.request({ method: 'POST', url: '/api/page-views', payload: { path: '/projects' }, csrf: false });
    expect(missing.statusCode).toBe(401);
    const wrong = await agent.request({ method: 'POST', url: '/api/page-views', payload: { path: '/projects' }, csrf: false, headers: { 'x-csrf-token': 'forged' } });
    expect(wrong.statusCode).toBe(401);
    const after = await t.db.selectFrom('page_views').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const ok = await agent.post('/api/page-views', { path: '/projects' });
    expect(ok.statusCode).toBe(200);
    const recorded = await t.db.selectFrom('page_views').selectAll().where('user_id', '=', user.id).execute();
    expect(recorded.map((r) => r.path)).toContain('/projects');
  });

  it('refresh needs the refresh CSRF token, not the access one', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    const withAccessCsrf = await agent.request({
      method: 'POST',
      url: '/api/auth/refresh',
      csrf: false,
      headers: { 'x-csrf-token': agent.jar.get('csrf_access_token')! },
    });
    expect(withAccessCsrf.statusCode).toBe(401);
  });

  it('rotates the refresh token, and a reused one revokes the whole session', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    const firstRefresh = agent.jar.get('refresh_token_cookie')!;
    const firstCsrf = agent.jar.get('csrf_refresh_token')!;

    const rotated = await agent.post('/api/auth/refresh?withUserInfo=true');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().result.user.email).toBe(user.email);
    expect(agent.jar.get('refresh_token_cookie')).not.toBe(firstRefresh);

    // Without withUserInfo the user is not returned.
    const plain = await agent.post('/api/auth/refresh');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().result.user).toBeNull();

    // An attacker replays the first refresh token, well after it was replaced.
    await t.db.updateTable('sessions').set({ rotated_at: new Date(Date.now() - 60_000) }).where('user_id', '=', user.id).execute();
    const thief = new Agent(t.app);
    thief.jar.cookies.set('refresh_token_cookie', firstRefresh);
    thief.jar.cookies.set('csrf_refresh_token', firstCsrf);
    const replay = await thief.post('/api/auth/refresh');
    expect(replay.statusCode).toBe(401);

    // The legitimate user's session is gone too: access and refresh both fail.
    expect((await agent.get('/api/registered/account')).statusCode).toBe(401);
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
    const session = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('refresh token reuse');
  });

  it('accepts the token a rotation just replaced (an aborted refresh), once, within the grace period', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    const oldRefresh = agent.jar.get('refresh_token_cookie')!;
    const oldCsrf = agent.jar.get('csrf_refresh_token')!;
    // The browser sent the refresh, the server rotated, but the answer was lost to a navigation.
    const lost = new Agent(t.app);
    lost.jar.cookies.set('refresh_token_cookie', oldRefresh);
    lost.jar.cookies.set('csrf_refresh_token', oldCsrf);
    expect((await lost.post('/api/auth/refresh')).statusCode).toBe(200);
    // The page, still holding the old cookies, refreshes again: allowed, and rotated again.
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(200);
    expect(agent.jar.get('refresh_token_cookie')).not.toBe(oldRefresh);
    expect((await agent.get('/api/registered/account')).statusCode).toBe(200);
    const session = await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(session.revoked_at).toBeNull();
  });

  it('logout revokes the session and clears the cookies', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    const refreshToken = agent.jar.get('refresh_token_cookie')!;
    const accessToken = agent.jar.get('access_token_cookie')!;
    const csrfRefresh = agent.jar.get('csrf_refresh_token')!;
    const out = await agent.post('/api/auth/logout');
    expect(out.statusCode).toBe(200);
    expect(agent.jar.get('access_token_cookie')).toBeUndefined();
    expect(agent.jar.get('refresh_token_cookie')).toBeUndefined();

    // Old cookies replayed after logout are useless.
    const replay = new Agent(t.app);
    replay.jar.cookies.set('access_token_cookie', accessToken);
    replay.jar.cookies.set('refresh_token_cookie', refreshToken);
    replay.jar.cookies.set('csrf_refresh_token', csrfRefresh);
    expect((await replay.get('/api/registered/account')).statusCode).toBe(401);
    expect((await replay.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('stops a session at once when the user is deactivated', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    expect((await agent.get('/api/registered/account')).statusCode).toBe(200);
    await t.db.updateTable('users').set({ is_active: false }).where('id', '=', user.id).execute();
    expect((await agent.get('/api/registered/account')).statusCode).toBe(401);
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(401);
  });

  it('refuses an expired access token', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    const token = agent.jar.get('access_token_cookie')!;
    const payload = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    const { signToken } = await import('../../lib/crypto');
    agent.jar.cookies.set('access_token_cookie', signToken({ ...payload, exp: Date.now() - 1000 }, t.app.deps.signingKey));
    expect((await agent.get('/api/registered/account')).statusCode).toBe(401);
    // The refresh session still works and issues a fresh access token.
    expect((await agent.post('/api/auth/refresh')).statusCode).toBe(200);
    expect((await agent.get('/api/registered/account')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const linkToken = (text: string) => /\/auth\/password-reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1];

  it('always answers 200 and emails a single-use link only to real accounts', async () => {
    const user = await buildUser(t.db);
    const sentBefore = t.mailer.sent.length;
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: 'nobody-here@example.com' } });
    expect(unknown.statusCode).toBe(200);
    expect(t.mailer.sent.length).toBe(sentBefore);

    const known = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = t.mailer.lastTo(user.email)!;
    const token = linkToken(mail.text)!;
    expect(token).toBeTruthy();

    // Stored hashed, never in clear.
    const stored = await t.db.selectFrom('user_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(stored.map((s) => s.token_hash)).toEqual([sha256Hex(token)]);

    const agent = await signIn(t.app, user.email);
    const reset = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'brand-new-password' } });
    expect(reset.statusCode).toBe(200);
    // Old sessions end; the new password works and the old one does not.
    expect((await agent.get('/api/registered/account')).statusCode).toBe(401);
    await expect(signIn(t.app, user.email, 'brand-new-password')).resolves.toBeInstanceOf(Agent);
    await expect(signIn(t.app, user.email, DEFAULT_PASSWORD)).rejects.toThrow();

    const again = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'another-password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token and a too-short password', async () => {
    const user = await buildUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    const token = linkToken(t.mailer.lastTo(user.email)!.text)!;
    const short = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'short' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toMatch(/at least 8/);

    await t.db.updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', user.id).execute();
    const expired = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'long-enough-password' } });
    expect(expired.statusCode).toBe(400);
    await expect(signIn(t.app, user.email, 'long-enough-password')).rejects.toThrow();
  });

  it('expires reset tokens after one hour', async () => {
    const user = await buildUser(t.db);
    const before = Date.now();
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    const row = await t.db.selectFrom('user_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const ttl = new Date(row.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });
});

describe('passwords', () => {
  it('are stored as argon2id with the OWASP parameters', async () => {
    const user = await buildUser(t.db);
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
