import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { signIn, type Agent } from '../../test/helper';
import { buildCompany, buildUser } from '../../test/factories';

const t = useTestApp();

/** A company with a super-admin elsewhere, an admin, a user and a super-admin inside it, all signed in. */
async function world() {
  const company = await buildCompany(t.db);
  const otherCompany = await buildCompany(t.db);
  const sa = await buildUser(t.db, { role: 'super-admin', companyId: otherCompany.id });
  const admin = await buildUser(t.db, { role: 'admin', companyId: company.id });
  const user = await buildUser(t.db, { role: 'user', companyId: company.id });
  const saInCompany = await buildUser(t.db, { role: 'super-admin', companyId: company.id });
  const outsider = await buildUser(t.db, { role: 'user', companyId: otherCompany.id });
  return {
    company,
    otherCompany,
    sa,
    admin,
    user,
    saInCompany,
    outsider,
    as: { sa: await signIn(t.app, sa.email), admin: await signIn(t.app, admin.email), user: await signIn(t.app, user.email) },
  };
}

async function project(name: string, deleted = false, companyId: number | null = null) {
  return t.db
    .insertInto('projects')
    .values({ name, company_id: companyId, created_by_id: null, deleted_date: deleted ? new Date() : null })
    .returningAll()
    .executeTakeFirstOrThrow();
}
async function grant(projectId: number, userId: number, level: 'admin' | 'write' | 'view') {
  return t.db
    .insertInto('project_access')
    .values({ project_id: projectId, user_id: userId, access_level: level })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const adminEditOf = (u: {
  id: number;
  company_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  is_active: boolean;
  role: string;
}) => ({
  id: u.id,
  company_id: u.company_id,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  is_active: u.is_active,
  role: u.role,
  default_config_id: 0,
});

describe('GET /api/users', () => {
  it('gives super-admins everyone, admins their company, and refuses users', async () => {
    const w = await world();
    const all = (await w.as.sa.get('/api/users')).json().result.map((u: { id: number }) => u.id);
    expect(all).toEqual(expect.arrayContaining([w.admin.id, w.user.id, w.outsider.id, w.sa.id]));
    const mine = (await w.as.admin.get('/api/users')).json().result;
    expect(mine.map((u: { id: number }) => u.id).sort()).toEqual([w.admin.id, w.user.id, w.saInCompany.id].sort());
    expect(mine[0]).not.toHaveProperty('password_hash');
    const refused = await w.as.user.get('/api/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('you must be an admin to access this part of the program');
  });
});

describe('GET /api/users/{id}', () => {
  it('lists project access with access ids, archived projects last', async () => {
    const w = await world();
    const archived = await project('Aardvark well', true);
    const active = await project('Zulu well');
    const a1 = await grant(archived.id, w.user.id, 'admin');
    const a2 = await grant(active.id, w.user.id, 'view');
    const detail = (await w.as.admin.get(`/api/users/${w.user.id}`)).json().result;
    expect(detail.projects).toEqual([
      { id: a2.id, access_level: 'view', project: { id: active.id, name: 'Zulu well', deleted_date: null } },
      { id: a1.id, access_level: 'admin', project: { id: archived.id, name: 'Aardvark well', deleted_date: expect.any(String) } },
    ]);
  });

  it('shows a user themselves, hides other companies from admins and everyone from users', async () => {
    const w = await world();
    expect((await w.as.user.get(`/api/users/${w.user.id}`)).statusCode).toBe(200);
    expect((await w.as.user.get(`/api/users/${w.admin.id}`)).statusCode).toBe(404);
    expect((await w.as.admin.get(`/api/users/${w.outsider.id}`)).statusCode).toBe(404);
    expect((await w.as.sa.get(`/api/users/${w.outsider.id}`)).statusCode).toBe(200);
    expect((await w.as.sa.get('/api/users/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/users/{id}: own account', () => {
  it('changes names and the default configuration; 0 means the built-in default', async () => {
    const w = await world();
    const config = await t.db
      .insertInto('graph_configs')
      .values({ name: 'Mine', company_id: w.company.id, created_by_id: w.user.id, graphs: '[]' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r = await w.as.user.put(`/api/users/${w.user.id}`, {
      first_name: 'Grace',
      last_name: 'Hopper',
      email: w.user.email,
      role: 'user',
      default_config_id: config.id,
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().result).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', default_config_id: config.id });
    const back = await w.as.user.put(`/api/users/${w.user.id}`, { first_name: 'Grace', last_name: 'Hopper', default_config_id: 0 });
    expect(back.json().result.default_config_id).toBeNull();
    const missing = await w.as.user.put(`/api/users/${w.user.id}`, { first_name: 'Grace', last_name: 'Hopper', default_config_id: 987654 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.default_config_id).toBeDefined();
  });

  it('refuses email and role changes unless super-admin', async () => {
    const w = await world();
    for (const agent of [w.as.user, w.as.admin]) {
      const self = agent === w.as.user ? w.user : w.admin;
      const email = await agent.put(`/api/users/${self.id}`, { first_name: 'A', last_name: 'B', email: 'changed@example.com' });
      expect(email.statusCode).toBe(403);
      const role = await agent.put(`/api/users/${self.id}`, { first_name: 'A', last_name: 'B', role: 'super-admin' });
      expect(role.statusCode).toBe(403);
    }
    const row = await t.db.selectFrom('users').select(['email', 'role', 'first_name']).where('id', '=', w.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: w.user.email, role: 'user', first_name: 'Test' });
    const saEmail = await w.as.sa.put(`/api/users/${w.sa.id}`, { first_name: 'Super', last_name: 'Admin', email: `sa-new-${w.sa.id}@example.com` });
    expect(saEmail.statusCode).toBe(200);
    expect(saEmail.json().result.email).toBe(`sa-new-${w.sa.id}@example.com`);
  });

  it('edits only the caller: the own-account shape on someone else is refused', async () => {
    const w = await world();
    expect((await w.as.admin.put(`/api/users/${w.user.id}`, { first_name: 'X', last_name: 'Y' })).statusCode).toBe(403);
  });

  it('requires first and last names', async () => {
    const w = await world();
    expect((await w.as.user.put(`/api/users/${w.user.id}`, { first_name: '', last_name: 'Y' })).statusCode).toBe(422);
  });
});

describe('PUT /api/users/{id}: admin edit', () => {
  it('lets an admin change names of a user in their company', async () => {
    const w = await world();
    const r = await w.as.admin.put(`/api/users/${w.user.id}`, { ...adminEditOf(w.user), first_name: 'Renamed' });
    expect(r.statusCode).toBe(200);
    expect(r.json().result.first_name).toBe('Renamed');
  });

  it('refuses every super-admin-only change by an admin, changing nothing', async () => {
    const w = await world();
    const base = adminEditOf(w.user);
    const attempts: Array<[string, object]> = [
      ['email', { ...base, email: 'sneaky@example.com' }],
      ['company', { ...base, company_id: w.otherCompany.id }],
      ['role to admin', { ...base, role: 'admin' }],
      ['role to super-admin', { ...base, role: 'super-admin' }],
      ['deactivate', { ...base, is_active: false }],
    ];
    for (const [label, body] of attempts) {
      const r = await w.as.admin.put(`/api/users/${w.user.id}`, body);
      expect(r.statusCode, label).toBe(403);
    }
    expect((await w.as.admin.put(`/api/users/${w.user.id}`, { is_active: false })).statusCode).toBe(403);
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', w.user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: w.user.email, company_id: w.company.id, role: 'user', is_active: true });
  });

  it('refuses an admin editing a super-admin, themselves, or another company', async () => {
    const w = await world();
    const onSa = await w.as.admin.put(`/api/users/${w.saInCompany.id}`, { ...adminEditOf(w.saInCompany), first_name: 'X' });
    expect(onSa.statusCode).toBe(403);
    expect(onSa.json().message).toBe('cannot edit this user');
    expect((await w.as.admin.put(`/api/users/${w.admin.id}`, { ...adminEditOf(w.admin), first_name: 'Me' })).statusCode).toBe(403);
    expect((await w.as.admin.put(`/api/users/${w.outsider.id}`, { ...adminEditOf(w.outsider), first_name: 'X' })).statusCode).toBe(404);
    expect((await w.as.user.put(`/api/users/${w.admin.id}`, { ...adminEditOf(w.admin), first_name: 'X' })).statusCode).toBe(404);
  });

  it('refuses a plain user using the admin edit on themselves', async () => {
    const w = await world();
    expect((await w.as.user.put(`/api/users/${w.user.id}`, { ...adminEditOf(w.user), first_name: 'X' })).statusCode).toBe(403);
  });

  it('lets a super-admin change email, company, role (including granting super-admin) and active state', async () => {
    const w = await world();
    const r = await w.as.sa.put(`/api/users/${w.user.id}`, {
      ...adminEditOf(w.user),
      email: `moved-${w.user.id}@example.com`,
      company_id: w.otherCompany.id,
      role: 'super-admin',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().result).toMatchObject({
      email: `moved-${w.user.id}@example.com`,
      company_id: w.otherCompany.id,
      company: w.otherCompany.name,
      role: 'super-admin',
    });
    const taken = await w.as.sa.put(`/api/users/${w.user.id}`, {
      ...adminEditOf(w.user),
      email: w.admin.email,
      company_id: w.otherCompany.id,
      role: 'super-admin',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toBeDefined();
    const mismatch = await w.as.sa.put(`/api/users/${w.user.id}`, { ...adminEditOf(w.admin) });
    expect(mismatch.statusCode).toBe(422);
  });
});

describe('PUT /api/users/{id}: {is_active}', () => {
  it('is super-admin only; deactivation ends the sessions and blocks sign-in; activation restores it', async () => {
    const w = await world();
    expect((await w.as.user.get('/api/registered/account')).statusCode).toBe(200);
    expect((await w.as.admin.put(`/api/users/${w.user.id}`, { is_active: false })).statusCode).toBe(403);
    expect((await w.as.user.put(`/api/users/${w.user.id}`, { is_active: false })).statusCode).toBe(403);

    const off = await w.as.sa.put(`/api/users/${w.user.id}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().result.is_active).toBe(false);
    // The session the user already holds stops working, access token and refresh alike.
    expect((await w.as.user.get('/api/registered/account')).statusCode).toBe(401);
    expect((await w.as.user.post('/api/auth/refresh')).statusCode).toBe(401);
    const sessions = await t.db.selectFrom('sessions').select('revoked_at').where('user_id', '=', w.user.id).execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: w.user.email, password: w.user.password } });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toContain('deactivated');

    expect((await w.as.sa.put(`/api/users/${w.user.id}`, { is_active: true })).statusCode).toBe(200);
    const back: Agent = await signIn(t.app, w.user.email);
    expect((await back.get('/api/registered/account')).statusCode).toBe(200);
  });

  it('keeps a super-admin from deactivating themselves', async () => {
    const w = await world();
    expect((await w.as.sa.put(`/api/users/${w.sa.id}`, { is_active: false })).statusCode).toBe(400);
  });
});

describe('DELETE /api/users/access/{accessId}', () => {
  // One rule (docs/decisions.md, "403 or 404"): a role that may never make the call gets 403; a caller
  // whose role may, but who cannot see the thing (another company's user), gets 404, as for GET.
  it('lets an admin of the user company or a super-admin remove access; a plain user gets 403, an admin of another company 404', async () => {
    const w = await world();
    const p = await project('Access well', false, w.company.id);
    const a1 = await grant(p.id, w.user.id, 'write');
    expect((await w.as.user.delete(`/api/users/access/${a1.id}`)).statusCode).toBe(403);
    const foreignAdmin = await buildUser(t.db, { role: 'admin', companyId: w.otherCompany.id });
    const foreign = await signIn(t.app, foreignAdmin.email);
    expect((await foreign.delete(`/api/users/access/${a1.id}`)).statusCode).toBe(404);
    expect((await foreign.get(`/api/users/${w.user.id}`)).statusCode).toBe(404);
    expect((await w.as.admin.delete(`/api/users/access/${a1.id}`)).statusCode).toBe(200);
    expect(await t.db.selectFrom('project_access').select('id').where('id', '=', a1.id).executeTakeFirst()).toBeUndefined();
    expect((await w.as.admin.delete(`/api/users/access/${a1.id}`)).statusCode).toBe(404);

    const a2 = await grant(p.id, w.outsider.id, 'view');
    expect((await w.as.sa.delete(`/api/users/access/${a2.id}`)).statusCode).toBe(200);
  });

  it("does not let an admin remove their own user's access to a third company's project they do not administer", async () => {
    const w = await world();
    const third = await buildCompany(t.db);
    const theirs = await project('Third company well', false, third.id);
    const row = await grant(theirs.id, w.user.id, 'view');
    expect((await w.as.admin.delete(`/api/users/access/${row.id}`)).statusCode).toBe(404);
    expect(await t.db.selectFrom('project_access').select('id').where('id', '=', row.id).executeTakeFirst()).toBeDefined();
    // Made an admin on that project, the same admin may.
    await grant(theirs.id, w.admin.id, 'admin');
    expect((await w.as.admin.delete(`/api/users/access/${row.id}`)).statusCode).toBe(200);
  });
});

describe('a user of a deactivated company (spec row-by-row)', () => {
  it('cannot be reactivated, by either edit, until the company is; the message says what to do', async () => {
    const { sa, as, company } = await world();
    const worker = await buildUser(t.db, { role: 'user', companyId: company.id });
    expect((await as.sa.put(`/api/companies/${company.id}`, { is_active: false })).statusCode).toBe(200);

    const toggle = await as.sa.put(`/api/users/${worker.id}`, { is_active: true });
    expect(toggle.statusCode).toBe(422);
    expect(toggle.json().message).toMatch(/company is inactive: activate the company first/);
    const detail = (await as.sa.get(`/api/users/${worker.id}`)).json().result;
    const edit = await as.sa.put(`/api/users/${worker.id}`, {
      id: worker.id,
      email: worker.email,
      first_name: 'W',
      last_name: 'K',
      company_id: company.id,
      role: 'user',
      is_active: true,
      default_config_id: detail.default_config_id ?? null,
    });
    expect(edit.statusCode).toBe(422);
    await expect(signIn(t.app, worker.email)).rejects.toThrow();

    // Once the company is active again, so may its users be.
    expect((await as.sa.put(`/api/companies/${company.id}`, { is_active: true })).statusCode).toBe(200);
    expect((await as.sa.put(`/api/users/${worker.id}`, { is_active: false })).statusCode).toBe(200);
    expect((await as.sa.put(`/api/users/${worker.id}`, { is_active: true })).statusCode).toBe(200);
    expect(sa.id).toBeGreaterThan(0);
  });
});

describe("a user's access list", () => {
  it("shows an admin only their own company's projects, a super-admin all of them", async () => {
    const { as, company, otherCompany, user } = await world();
    const mine = await t.db
      .insertInto('projects')
      .values({ name: 'Our well', company_id: company.id, created_by_id: null, deleted_date: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const theirs = await t.db
      .insertInto('projects')
      .values({ name: 'Secret archived well of another company', company_id: otherCompany.id, created_by_id: null, deleted_date: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('project_access')
      .values([
        { project_id: mine.id, user_id: user.id, access_level: 'view' },
        { project_id: theirs.id, user_id: user.id, access_level: 'view' },
      ])
      .execute();
    const names = async (agent: Agent) =>
      ((await agent.get(`/api/users/${user.id}`)).json().result.projects as { project: { name: string } }[]).map((p) => p.project.name);
    expect(await names(as.admin)).toEqual(['Our well']);
    expect(await names(as.sa)).toEqual(['Our well', 'Secret archived well of another company']);
    expect(await names(as.user)).toEqual(['Our well', 'Secret archived well of another company']);
  });
});
