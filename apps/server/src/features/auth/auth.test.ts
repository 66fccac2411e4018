import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Agent, buildTestApp, signIn, DEFAULT_PASSWORD, type TestApp } from '../../test/helper';
import { buildUser } from '../../test/factories';
import { sha256Hex } from '../../lib/crypto';
import { passwordChecks } from '../../lib/passwords';
import { passwordsJudgedOffThread } from './password-strength.pool';
import { LOGIN_THROTTLE } from './auth.constants';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Cookie = { name: string; value: string; httpOnly?: boolean; sameSite?: string; secure?: boolean; path?: string; maxAge?: number };
const cookiesOf = (response: { cookies: unknown }) => response.cookies as Cookie[];

/**
 * Makes the throttle's row under `key` count its last attempt as just now, so the delay it asks for starts now,
 * however long this machine took over the guesses before it: on a loaded machine one password check can take
 * longer than the first delay (1 s), and a test that raced it would fail for the machine's sake, not the code's.
 */
async function lastAttemptNow(key: string, attempts?: number) {
  const { numAffectedRows } =
    await sql`update login_throttle set last_attempt_at = now(), attempts = coalesce(${attempts ?? null}::int, attempts) where key = ${key}`.execute(
      t.db,
    );
  expect(numAffectedRows, `the throttle counted nothing under ${key}`).toBe(1n);
}

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

  it('marks cookies Secure only when the request really came over https or APP_URL is https', async () => {
    const user = await buildUser(t.db);
    const login = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { email: user.email, password: DEFAULT_PASSWORD },
      });
    // Without TRUST_PROXY a forwarded header is anybody's word: ignored.
    const forged = await login(t);
    expect(forged.statusCode).toBe(200);
    for (const c of cookiesOf(forged)) expect(c.secure).toBeFalsy();

    for (const env of [{ TRUST_PROXY: '1' }, { APP_URL: 'https://mudstack.example.com' }] as Record<string, string>[]) {
      const other = await buildTestApp(env);
      try {
        const other_user = await buildUser(other.db);
        const response = await other.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'x-forwarded-proto': 'https' },
          payload: { email: other_user.email, password: DEFAULT_PASSWORD },
        });
        expect(response.statusCode).toBe(200);
        for (const c of cookiesOf(response)) expect(c.secure).toBe(true);
      } finally {
        await other.close();
      }
    }
  });

  it('slows down 10 failures of one account from one address; the right password from elsewhere still works', async () => {
    const user = await buildUser(t.db);
    const attacker = '198.51.100.9';
    for (let i = 0; i < 10; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: attacker,
        payload: { email: user.email, password: 'wrong-password' },
      });
      expect(r.statusCode).toBe(401);
    }
    await lastAttemptNow(`pair:${user.email.toLowerCase()}|${attacker}`);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: attacker,
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    // The real user at their own address is not locked out by the attacker.
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.5',
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(real.statusCode).toBe(200);
    // Attempts older than the window no longer count.
    await sql`update login_throttle set window_started_at = now() - interval '16 minutes', last_attempt_at = now() - interval '16 minutes'`.execute(
      t.db,
    );
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: attacker,
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(later.statusCode).toBe(200);
  });

  it('counts parallel guesses atomically: of 40 at once, at most 10 are checked', async () => {
    const user = await buildUser(t.db);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '198.51.100.40',
          // A forged X-Forwarded-For per request must not make them count as 40 addresses.
          headers: { 'x-forwarded-for': `10.9.${i}.1` },
          payload: { email: user.email, password: 'wrong-password' },
        }),
      ),
    );
    const checked = attempts.filter((r) => r.statusCode === 401).length;
    expect(checked).toBe(10);
    expect(attempts.filter((r) => r.statusCode === 429).length).toBe(30);
  });

  it('never keeps the real user out: past the account limit, a right password from an address that has not been failing gets in', async () => {
    const user = await buildUser(t.db);
    const login = (remoteAddress: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email: user.email, password } });
    // An attacker spreads wrong passwords over a few addresses, holding every per-account slot.
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 4; i++) await login(`10.20.0.${i}`, 'wrong-password');
    }
    // ...and keeps at it, so the account's delay is at its cap (60 s) through the checks below.
    await lastAttemptNow(`account:${user.email.toLowerCase()}`, LOGIN_THROTTLE.account.limit + 10);
    // Guessing stays throttled from the addresses that have been failing, even with the right password...
    expect((await login('10.20.0.1', DEFAULT_PASSWORD)).statusCode).toBe(429);
    // ...but the victim, at an address that has not been failing, gets in at once, every time.
    for (let k = 0; k < 3; k++) expect((await login('203.0.113.7', DEFAULT_PASSWORD)).statusCode).toBe(200);
    // A fresh address gets one guess while the account is over its limit; once it has failed, it waits too.
    expect((await login('203.0.113.8', 'wrong-password')).statusCode).toBe(401);
    expect((await login('203.0.113.8', 'wrong-password')).statusCode).toBe(429);
    expect((await login('203.0.113.8', DEFAULT_PASSWORD)).statusCode).toBe(429);
  });

  it('holds the super-admin out no more than anyone else', async () => {
    const root = await buildUser(t.db, { role: 'super-admin' });
    for (let i = 0; i < 30; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `10.30.0.${i % 5}`,
        payload: { email: root.email, password: 'wrong-password' },
      });
    }
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.70',
      payload: { email: root.email, password: DEFAULT_PASSWORD },
    });
    expect(real.statusCode).toBe(200);
  });

  it('rate-limits per address across different emails', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 100; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: `ghost${i}@example.com`, password: 'wrong-password' },
      });
    }
    await lastAttemptNow(`address:${ip}`);
    const user = await buildUser(t.db);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
  });

  it('checks a password for an unknown email as for a known one (one argon2 verification each)', async () => {
    const user = await buildUser(t.db);
    const before = passwordChecks.count;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.200',
      payload: { email: 'nobody-at-all@example.com', password: 'wrong-password' },
    });
    const unknown = passwordChecks.count - before;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '192.0.2.200',
      payload: { email: user.email, password: 'wrong-password' },
    });
    const known = passwordChecks.count - before - unknown;
    expect(unknown).toBe(1);
    expect(known).toBe(1);
  });

  it('answers 429 past the per-address request limit of the auth calls', async () => {
    const strict = await buildTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await strict.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          remoteAddress: '192.0.2.31',
          payload: { email: 'x@example.com' },
        });
        codes.push(r.statusCode);
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
    } finally {
      await strict.close();
    }
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
    const before = await t.db
      .selectFrom('page_views')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const missing = await agent.request({ method: 'POST', url: '/api/page-views', payload: { path: '/projects' }, csrf: false });
    expect(missing.statusCode).toBe(401);
    const wrong = await agent.request({
      method: 'POST',
      url: '/api/page-views',
      payload: { path: '/projects' },
      csrf: false,
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(wrong.statusCode).toBe(401);
    const after = await t.db
      .selectFrom('page_views')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
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
    await t.db
      .updateTable('sessions')
      .set({ rotated_at: new Date(Date.now() - 60_000) })
      .where('user_id', '=', user.id)
      .execute();
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

  it('keeps the session through parallel refreshes (two tabs at expiry), whichever answer the browser keeps last', async () => {
    for (const keptLast of [0, 1, 2, 3]) {
      const user = await buildUser(t.db);
      const agent = await signIn(t.app, user.email);
      const cookie = agent.jar.header();
      const csrf = agent.jar.get('csrf_refresh_token')!;
      const send = () => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie, 'x-csrf-token': csrf } });
      const answers = await Promise.all([send(), send(), send(), send()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      // The browser applies the answers' cookies in some order; the one applied last is what it keeps.
      const order = [...answers.keys()].filter((k) => k !== keptLast).concat(keptLast);
      for (const k of order) agent.jar.store(answers[k]);
      // Long after the grace period, the page's next refresh still works and the session is alive.
      await sql`update sessions set rotated_at = now() - interval '1 hour' where user_id = ${user.id}`.execute(t.db);
      const next = await agent.post('/api/auth/refresh');
      expect(next.statusCode, `kept answer ${keptLast}: ${next.body}`).toBe(200);
      expect((await agent.get('/api/registered/account')).statusCode).toBe(200);
    }
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
    await t.app.deps.background.settled();
    expect(t.mailer.sent.length).toBe(sentBefore);

    const known = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await t.app.deps.background.settled();
    const mail = t.mailer.lastTo(user.email)!;
    const token = linkToken(mail.text)!;
    expect(token).toBeTruthy();

    // Stored hashed, never in clear.
    const stored = await t.db.selectFrom('user_tokens').selectAll().where('user_id', '=', user.id).execute();
    expect(stored.map((s) => s.token_hash)).toEqual([sha256Hex(token)]);

    const agent = await signIn(t.app, user.email);
    const reset = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'brand-new-password-77' } });
    expect(reset.statusCode).toBe(200);
    // Old sessions end; the new password works and the old one does not.
    expect((await agent.get('/api/registered/account')).statusCode).toBe(401);
    await expect(signIn(t.app, user.email, 'brand-new-password-77')).resolves.toBeInstanceOf(Agent);
    await expect(signIn(t.app, user.email, DEFAULT_PASSWORD)).rejects.toThrow();

    const again = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'another-password' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired token and a too-short password', async () => {
    const user = await buildUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    await t.app.deps.background.settled();
    const token = linkToken(t.mailer.lastTo(user.email)!.text)!;
    const short = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'short' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toMatch(/at least 8/);

    await t.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/auth/reset-password/${token}`,
      payload: { password: 'long-enough-password-77' },
    });
    expect(expired.statusCode).toBe(400);
    await expect(signIn(t.app, user.email, 'long-enough-password-77')).rejects.toThrow();
  });

  it('expires reset tokens after one hour', async () => {
    const user = await buildUser(t.db);
    const before = Date.now();
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    await t.app.deps.background.settled();
    const row = await t.db.selectFrom('user_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const ttl = new Date(row.expires_at).getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });
});

describe('password reset links', () => {
  const linkToken = (text: string) => /\/auth\/password-reset\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const requestLink = async (app: TestApp, email: string, headers: Record<string, string> = {}) => {
    await app.app.inject({ method: 'POST', url: '/api/auth/reset-password', headers, payload: { email } });
    await app.app.deps.background.settled();
    return app.mailer.lastTo(email)!;
  };

  it('are built from APP_URL only, never from Host or X-Forwarded-Host', async () => {
    const user = await buildUser(t.db);
    const mail = await requestLink(t, user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/auth\/password-reset\//);
    expect(mail.text).not.toContain('evil.example');

    const configured = await buildTestApp({ APP_URL: 'https://mud.example.com/', TRUST_PROXY: 'true' });
    try {
      const other = await buildUser(configured.db);
      const sent = await requestLink(configured, other.email, { 'x-forwarded-host': 'evil.example' });
      expect(sent.link).toMatch(/^https:\/\/mud\.example\.com\/auth\/password-reset\/[A-Za-z0-9_-]+$/);
    } finally {
      await configured.close();
    }
  });

  it('answer before the email is sent, so a known and an unknown email take the same path', async () => {
    const user = await buildUser(t.db);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = t.mailer.send.bind(t.mailer);
    t.mailer.send = async (mail) => {
      await gate;
      return send(mail);
    };
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
      expect(response.statusCode).toBe(200);
      expect(t.mailer.lastTo(user.email)).toBeUndefined();
    } finally {
      release();
      t.mailer.send = send;
    }
    await t.app.deps.background.settled();
    expect(t.mailer.lastTo(user.email)).toBeDefined();
  });

  it('end when a newer one is sent, and setting a password ends every other link and session', async () => {
    const user = await buildUser(t.db);
    const first = linkToken((await requestLink(t, user.email)).text)!;
    const second = linkToken((await requestLink(t, user.email)).text)!;
    const old = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${first}`, payload: { password: 'first-link-password-77' } });
    expect(old.statusCode).toBe(400);

    const third = linkToken((await requestLink(t, user.email)).text)!;
    const session = await signIn(t.app, user.email);
    // The newest link sets the password...
    const set = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${third}`, payload: { password: 'third-link-password-77' } });
    expect(set.statusCode).toBe(200);
    expect((await session.get('/api/registered/account')).statusCode).toBe(401);
    // ...and no other link works afterwards.
    const stale = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${second}`, payload: { password: 'second-link-password-77' } });
    expect(stale.statusCode).toBe(400);
  });

  it('refuse a common password with a reason, judged on a worker thread', async () => {
    const judged = passwordsJudgedOffThread();
    const user = await buildUser(t.db);
    const token = linkToken((await requestLink(t, user.email)).text)!;
    for (const weak of ['password', 'password1', 'Password123!', 'qwertyuiop']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: weak } });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.password[0]).toMatch(/too easy to guess/);
    }
    const ok = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${token}`, payload: { password: 'granite-otter-lantern' } });
    expect(ok.statusCode).toBe(200);
    // zxcvbn's 29 MB of dictionaries stay off the server's heap: every password went to the worker.
    expect(passwordsJudgedOffThread()).toBe(judged + 5);
  });
});

describe('passwords', () => {
  it('are stored as argon2id with the OWASP parameters', async () => {
    const user = await buildUser(t.db);
    const row = await t.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});
