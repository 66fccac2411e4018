import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@mudstack/contracts';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { buildCompany, buildUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ APP_URL: 'https://mudstack.test' });
});
afterAll(() => t.close());

const tokenFrom = (email: string) => {
  const link = t.mailer.lastTo(email)?.link;
  expect(link).toMatch(/^https:\/\/mudstack\.test\/auth\/activate\/[\w-]{20,}$/);
  return link!.split('/').pop()!;
};

async function superAdmin() {
  const sa = await buildUser(t.db, { role: 'super-admin' });
  return { sa, agent: await signIn(t.app, sa.email) };
}

describe('POST /api/auth/invite-user', () => {
  it('creates invited users without a password and emails each an activation link', async () => {
    const { agent } = await superAdmin();
    const company = await buildCompany(t.db);
    const response = await agent.post('/api/auth/invite-user', {
      emails: ['New.One@Example.com', 'new.two@example.com'],
      role: 'admin',
      company_id: company.id,
    });
    expect(response.statusCode).toBe(200);
    const users = response.json().result;
    expect(users).toHaveLength(2);
    expect(users[0]).toMatchObject({
      email: 'new.one@example.com',
      role: 'admin',
      company_id: company.id,
      company: company.name,
      email_confirmed: false,
      is_active: true,
    });
    expect(users[0].invited_datetime).not.toBeNull();
    const row = await t.db.selectFrom('users').select(['password_hash']).where('email', '=', 'new.one@example.com').executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    const token = tokenFrom('new.two@example.com');
    const stored = await t.db.selectFrom('user_tokens').selectAll().where('user_id', '=', users[1].id).executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('invite');
    expect(stored.token_hash).not.toContain(token);
    const days = (new Date(stored.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    // An invited user cannot sign in before activating.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'new.one@example.com', password: '' } });
    expect(login.statusCode).not.toBe(200);
  });

  it('defaults the role to user', async () => {
    const { agent } = await superAdmin();
    const company = await buildCompany(t.db);
    const response = await agent.post('/api/auth/invite-user', { emails: ['default-role@example.com'], company_id: company.id });
    expect(response.json().result[0].role).toBe('user');
  });

  it('refuses an email that already exists with 422 naming it, and creates nobody', async () => {
    const { agent } = await superAdmin();
    const existing = await buildUser(t.db);
    const company = await buildCompany(t.db);
    const response = await agent.post('/api/auth/invite-user', {
      emails: ['fresh@example.com', existing.email.toUpperCase()],
      role: 'user',
      company_id: company.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.emails[0]).toContain(existing.email);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'fresh@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('never names to an admin an address that belongs to another company: only how many', async () => {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { role: 'admin', companyId: company.id });
    const colleague = await buildUser(t.db, { companyId: company.id });
    const stranger = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const another = await buildUser(t.db, { companyId: (await buildCompany(t.db)).id });
    const agent = await signIn(t.app, admin.email);
    const response = await agent.post('/api/auth/invite-user', {
      emails: ['brand-new@example.com', colleague.email, stranger.email, another.email],
      role: 'user',
      company_id: company.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).not.toContain(stranger.email);
    expect(response.body).not.toContain(another.email);
    expect(response.json()).toEqual({
      message: '3 of these addresses already have an account; remove them and invite the others.',
      errors: { emails: [`${colleague.email} already has an account.`, '2 other addresses already have an account.'] },
    });
  });

  it('requires a valid company that is active, and valid emails', async () => {
    const { agent } = await superAdmin();
    expect((await agent.post('/api/auth/invite-user', { emails: ['x1@example.com'], role: 'user' })).statusCode).toBe(422);
    expect((await agent.post('/api/auth/invite-user', { emails: ['x1@example.com'], role: 'user', company_id: 999999 })).statusCode).toBe(422);
    const inactive = await buildCompany(t.db, { is_active: false });
    const r = await agent.post('/api/auth/invite-user', { emails: ['x1@example.com'], role: 'user', company_id: inactive.id });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.company_id).toEqual(['This company is inactive.']);
    expect((await agent.post('/api/auth/invite-user', { emails: ['not-an-email'], role: 'user', company_id: inactive.id })).statusCode).toBe(422);
    expect((await agent.post('/api/auth/invite-user', { emails: [], role: 'user', company_id: inactive.id })).statusCode).toBe(422);
  });

  it('lets an admin invite users and admins into their own company only, never super-admins', async () => {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { role: 'admin', companyId: company.id });
    const agent = await signIn(t.app, admin.email);
    const ok = await agent.post('/api/auth/invite-user', { emails: ['by-admin@example.com'], role: 'admin', company_id: company.id });
    expect(ok.statusCode).toBe(200);
    const other = await buildCompany(t.db);
    const elsewhere = await agent.post('/api/auth/invite-user', { emails: ['by-admin2@example.com'], role: 'user', company_id: other.id });
    expect(elsewhere.statusCode).toBe(403);
    const grant = await agent.post('/api/auth/invite-user', { emails: ['by-admin3@example.com'], role: 'super-admin', company_id: company.id });
    expect(grant.statusCode).toBe(403);
    expect(grant.json().message).toBe('Only a super admin can grant the super admin role.');
    const count = await t.db.selectFrom('users').select('id').where('email', 'in', ['by-admin2@example.com', 'by-admin3@example.com']).execute();
    expect(count).toHaveLength(0);
  });

  it('refuses plain users and anonymous callers', async () => {
    const user = await buildUser(t.db);
    const agent = await signIn(t.app, user.email);
    expect((await agent.post('/api/auth/invite-user', { emails: ['u1@example.com'], role: 'user', company_id: user.company_id })).statusCode).toBe(
      403,
    );
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invite-user',
      payload: { emails: ['u1@example.com'], role: 'user', company_id: 1 },
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('activation', () => {
  it('shows the invitation, activates once, then the user signs in', async () => {
    const { agent } = await superAdmin();
    const company = await buildCompany(t.db, { name: 'Activation Co' });
    await agent.post('/api/auth/invite-user', { emails: ['activate-me@example.com'], role: 'user', company_id: company.id });
    const token = tokenFrom('activate-me@example.com');

    const info = await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(info.json()).toEqual({ result: { email: 'activate-me@example.com', company: 'Activation Co' } });

    const body = { first_name: 'Ada', last_name: 'Lovelace', password: 'a-strong-password' };
    const confirm = await t.app.inject({ method: 'POST', url: `/api/auth/confirm-invitation/${token}`, payload: body });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().result.message).toBe(INVITATION_MESSAGES.activated);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/confirm-invitation/${token}`,
      payload: { ...body, password: 'another-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITATION_MESSAGES.invalidToken);
    expect((await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` })).statusCode).toBe(400);

    const user = await signIn(t.app, 'activate-me@example.com', 'a-strong-password');
    const account = (await user.get('/api/registered/account')).json().result;
    expect(account).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace', email_confirmed: true });
  });

  it('answers a clear 400 for an unknown or expired token', async () => {
    const body = { first_name: 'A', last_name: 'B', password: 'a-strong-password' };
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/confirm-invitation/not-a-real-token-at-all', payload: body });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(INVITATION_MESSAGES.invalidToken);

    const { agent } = await superAdmin();
    const company = await buildCompany(t.db);
    const invited = (await agent.post('/api/auth/invite-user', { emails: ['expired@example.com'], role: 'user', company_id: company.id })).json()
      .result[0];
    const token = tokenFrom('expired@example.com');
    await t.db
      .updateTable('user_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', invited.id)
      .execute();
    const expired = await t.app.inject({ method: 'POST', url: `/api/auth/confirm-invitation/${token}`, payload: body });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(INVITATION_MESSAGES.invalidToken);
  });

  it('validates names and password', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-invitation/whatever-token-123',
      payload: { first_name: ' ', last_name: '', password: 'short' },
    });
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors).sort()).toEqual(['first_name', 'last_name', 'password']);
  });

  it('does not accept a password-reset token as an invitation', async () => {
    const user = await buildUser(t.db);
    await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    await t.app.deps.background.settled();
    const token = t.mailer.lastTo(user.email)!.link!.split('/').pop()!;
    const r = await t.app.inject({
      method: 'POST',
      url: `/api/auth/confirm-invitation/${token}`,
      payload: { first_name: 'A', last_name: 'B', password: 'a-strong-password' },
    });
    expect(r.statusCode).toBe(400);
  });
});

describe('POST /api/auth/reinvite-user', () => {
  it('sends a new link and makes the old one unusable', async () => {
    const company = await buildCompany(t.db);
    const admin = await buildUser(t.db, { role: 'admin', companyId: company.id });
    const agent = await signIn(t.app, admin.email);
    await agent.post('/api/auth/invite-user', { emails: ['again@example.com'], role: 'user', company_id: company.id });
    const first = tokenFrom('again@example.com');
    const response = await agent.post('/api/auth/reinvite-user', { email: 'again@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.message).toBe('Invitation sent to again@example.com.');
    const second = tokenFrom('again@example.com');
    expect(second).not.toBe(first);
    const body = { first_name: 'A', last_name: 'B', password: 'a-strong-password' };
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/confirm-invitation/${first}`, payload: body })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/confirm-invitation/${second}`, payload: body })).statusCode).toBe(200);
    const accepted = await agent.post('/api/auth/reinvite-user', { email: 'again@example.com' });
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().message).toBe('This user has already accepted their invitation.');
  });

  it('keeps admins to their own company and refuses plain users', async () => {
    const { agent: sa } = await superAdmin();
    const other = await buildCompany(t.db);
    await sa.post('/api/auth/invite-user', { emails: ['other-co@example.com'], role: 'user', company_id: other.id });
    const admin = await buildUser(t.db, { role: 'admin' });
    const adminAgent = await signIn(t.app, admin.email);
    expect((await adminAgent.post('/api/auth/reinvite-user', { email: 'other-co@example.com' })).statusCode).toBe(404);
    const user = await buildUser(t.db, { companyId: other.id });
    expect((await (await signIn(t.app, user.email)).post('/api/auth/reinvite-user', { email: 'other-co@example.com' })).statusCode).toBe(403);
    expect((await sa.post('/api/auth/reinvite-user', { email: 'other-co@example.com' })).statusCode).toBe(200);
  });
});
