import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { US_STATES } from '@mudstack/contracts';
import { signIn } from '../../test/helper';
import { buildCompany, buildUser } from '../../test/factories';

const t = useTestApp();

const fields = (name: string) => ({ name, address: '100 Derrick Rd', address2: 'Suite 4', city: 'Midland', state: 'TX', zip: '79701' });

async function signedIn(role: 'super-admin' | 'admin' | 'user', companyId?: number) {
  const u = await buildUser(t.db, { role, companyId });
  return { u, agent: await signIn(t.app, u.email) };
}

describe('the state list', () => {
  it('holds 55 distinct two-letter codes, including DC and Puerto Rico', () => {
    expect(US_STATES).toHaveLength(55);
    expect(new Set(US_STATES.map(([c]) => c)).size).toBe(55);
    for (const [code, name] of US_STATES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(3);
    }
    expect(US_STATES.map(([c]) => c)).toEqual(expect.arrayContaining(['DC', 'PR', 'TX', 'WY']));
  });
});

describe('GET /api/companies', () => {
  it('gives super-admins every company with employees, admins only their own, and refuses users', async () => {
    const { agent: sa } = await signedIn('super-admin');
    const mine = await buildCompany(t.db);
    const { u: admin, agent: adminAgent } = await signedIn('admin', mine.id);
    const all = (await sa.get('/api/companies')).json().result;
    expect(all.length).toBeGreaterThanOrEqual(2);
    const found = all.find((c: { id: number }) => c.id === mine.id);
    expect(found.employees.map((e: { id: number }) => e.id)).toEqual([admin.id]);
    const own = (await adminAgent.get('/api/companies')).json().result;
    expect(own.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    const { agent: user } = await signedIn('user', mine.id);
    const refused = await user.get('/api/companies');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You must be a super admin to access this part of the application.');
  });
});

describe('POST /api/companies', () => {
  it('creates a company for a super-admin', async () => {
    const { agent } = await signedIn('super-admin');
    const r = await agent.post('/api/companies', fields('Permian Gas Logging'));
    expect(r.statusCode).toBe(200);
    expect(r.json().result).toMatchObject({ ...fields('Permian Gas Logging'), is_active: true, employees: [] });
    const dup = await agent.post('/api/companies', fields('permian gas logging'));
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.name).toBeDefined();
  });

  it('stores empty optional fields as null', async () => {
    const { agent } = await signedIn('super-admin');
    const r = await agent.post('/api/companies', { name: 'Bare Co', address: '', address2: '', city: '', state: '', zip: '' });
    expect(r.json().result).toMatchObject({ name: 'Bare Co', address: null, address2: null, city: null, state: null, zip: null });
  });

  it('rejects a state outside the list and a zip that is not numeric', async () => {
    const { agent } = await signedIn('super-admin');
    const badState = await agent.post('/api/companies', { ...fields('State Co'), state: 'XX' });
    expect(badState.statusCode).toBe(422);
    expect(badState.json().errors.state).toBeDefined();
    const badZip = await agent.post('/api/companies', { ...fields('Zip Co'), zip: '7970A' });
    expect(badZip.statusCode).toBe(422);
    expect(badZip.json().errors.zip).toEqual(['Zip must be numeric.']);
  });

  it('refuses admins and users', async () => {
    for (const role of ['admin', 'user'] as const) {
      const { agent } = await signedIn(role);
      expect((await agent.post('/api/companies', fields(`Nope ${role}`))).statusCode).toBe(403);
    }
    expect(await t.db.selectFrom('companies').select('id').where('name', 'like', 'Nope%').execute()).toHaveLength(0);
  });
});

describe('PUT /api/companies/{id}', () => {
  it('edits the fields for a super-admin only', async () => {
    const { agent: sa } = await signedIn('super-admin');
    const company = await buildCompany(t.db);
    const r = await sa.put(`/api/companies/${company.id}`, { ...fields('Renamed Co'), state: 'PR', zip: '00901' });
    expect(r.statusCode).toBe(200);
    expect(r.json().result).toMatchObject({ name: 'Renamed Co', state: 'PR', zip: '00901' });
    const { agent: admin } = await signedIn('admin', company.id);
    expect((await admin.put(`/api/companies/${company.id}`, fields('Admin Rename'))).statusCode).toBe(403);
    expect((await admin.put(`/api/companies/${company.id}`, { is_active: false })).statusCode).toBe(403);
    expect((await sa.put('/api/companies/999999', fields('Ghost'))).statusCode).toBe(404);
  });

  it("deactivating removes its users' project access and signs them out; activating activates its users", async () => {
    const { agent: sa } = await signedIn('super-admin');
    const company = await buildCompany(t.db);
    const { u: worker, agent: workerAgent } = await signedIn('user', company.id);
    const { u: bystander } = await signedIn('user');
    const p = await t.db
      .insertInto('projects')
      .values({ name: 'Deactivation well', company_id: null, created_by_id: null, deleted_date: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('project_access')
      .values([
        { project_id: p.id, user_id: worker.id, access_level: 'write' },
        { project_id: p.id, user_id: bystander.id, access_level: 'view' },
      ])
      .execute();

    const off = await sa.put(`/api/companies/${company.id}`, { is_active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().result.is_active).toBe(false);
    expect(off.json().result.employees).toEqual([expect.objectContaining({ id: worker.id, is_active: false })]);
    const access = await t.db.selectFrom('project_access').select('user_id').where('project_id', '=', p.id).execute();
    expect(access.map((a) => a.user_id)).toEqual([bystander.id]);
    expect((await workerAgent.get('/api/registered/account')).statusCode).toBe(401);

    const on = await sa.put(`/api/companies/${company.id}`, { is_active: true });
    expect(on.json().result.employees).toEqual([expect.objectContaining({ id: worker.id, is_active: true })]);
    expect((await (await signIn(t.app, worker.email)).get('/api/registered/account')).statusCode).toBe(200);
  });

  it('keeps a super-admin from deactivating their own company', async () => {
    const company = await buildCompany(t.db);
    const { agent } = await signedIn('super-admin', company.id);
    const r = await agent.put(`/api/companies/${company.id}`, { is_active: false });
    expect(r.statusCode).toBe(400);
  });
});
