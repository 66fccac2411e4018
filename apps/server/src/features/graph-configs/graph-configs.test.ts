import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { DEFAULT_CONFIG_NAME_MESSAGE, type GraphConfig } from '@mudstack/contracts';
import { buildCompany, buildUser } from '../../test/factories';
import { signIn, type Agent } from '../../test/helper';

const t = useTestApp();
let companyA: number;
let companyB: number;
let userA: Agent;
let userA2: Agent;
let adminA: Agent;
let adminB: Agent;
let userB: Agent;
let superAdmin: Agent;
let userAId: number;

const graphs = [
  { name: 'Light', ylabel: 'Parts per million', appliesTo: 'both', drawOrder: 0, series: { c1: '#ff0000', c2: '#00ff00' } },
  { name: 'Ratios', ylabel: 'Ratio', appliesTo: 'vertical', drawOrder: 1, series: { pix1: '#123456' } },
];
const payload = (overrides: Record<string, unknown> = {}) => ({ name: 'Team config', description: 'ours', graphs, ...overrides });

/** Stores a configuration straight into the table, bypassing the API's name rule. */
async function storeConfig(name: string, companyId: number | null): Promise<number> {
  const row = await t.db
    .insertInto('graph_configs')
    .values({ name, description: '', created_by_id: null, company_id: companyId, graphs: JSON.stringify(graphs) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function create(agent: Agent, body: Record<string, unknown> = payload()): Promise<GraphConfig> {
  const response = await agent.post('/api/graph-configs', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().result;
}

beforeAll(async () => {
  companyA = (await buildCompany(t.db)).id;
  companyB = (await buildCompany(t.db)).id;
  const ua = await buildUser(t.db, { companyId: companyA });
  userAId = ua.id;
  userA = await signIn(t.app, ua.email);
  userA2 = await signIn(t.app, (await buildUser(t.db, { companyId: companyA })).email);
  adminA = await signIn(t.app, (await buildUser(t.db, { companyId: companyA, role: 'admin' })).email);
  adminB = await signIn(t.app, (await buildUser(t.db, { companyId: companyB, role: 'admin' })).email);
  userB = await signIn(t.app, (await buildUser(t.db, { companyId: companyB })).email);
  superAdmin = await signIn(t.app, (await buildUser(t.db, { companyId: companyB, role: 'super-admin' })).email);
});

describe('reading configurations', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/graph-configs' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/graph-configs/0' })).statusCode).toBe(401);
  });

  it('serves the built-in default configuration as id 0 with a graph per measured group', async () => {
    const response = await userA.get('/api/graph-configs/0');
    expect(response.statusCode).toBe(200);
    const config: GraphConfig = response.json().result;
    expect(config.id).toBe(0);
    expect(config.name.toLowerCase()).toContain('default config');
    expect(config.company_id).toBeNull();
    expect(config.graphs.map((g) => g.name)).toEqual([
      'Hydrocarbons C1-C5',
      'Heavy hydrocarbons C6-C10',
      'Total gas',
      'Carbon dioxide (CO2)',
      'Hydrogen sulfide (H2S)',
      'Pixler ratios',
      'Heavy/light ratios',
      'Haworth: wetness, balance and character',
    ]);
    expect(config.graphs.every((g) => g.appliesTo === 'both')).toBe(true);
    expect(config.graphs.map((g) => g.drawOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(Object.keys(config.graphs[0].series)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5']);
    expect(config.graphs[0].ylabel).toBe(''); // the axis takes the file's unit
  });

  it('lists the defaults, no-company configurations and the own company, by id; never another company', async () => {
    const own = await create(userA, payload({ name: 'A list one' }));
    const other = await create(userB, payload({ name: 'B list one' }));
    const storedDefault = await storeConfig('Company B Default Config', companyB);
    const shared = await storeConfig('Shared to all', null);

    const list: GraphConfig[] = (await userA.get('/api/graph-configs')).json().result;
    const ids = list.map((c) => c.id);
    expect(ids[0]).toBe(0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toEqual(expect.arrayContaining([own.id, storedDefault, shared]));
    expect(ids).not.toContain(other.id);
    expect(list.find((c) => c.id === own.id)).toMatchObject({ company_id: companyA, name: 'A list one', description: 'ours' });

    expect((await userA.get(`/api/graph-configs/${other.id}`)).statusCode).toBe(404);
    expect((await userA.get(`/api/graph-configs/${storedDefault}`)).statusCode).toBe(200);

    const all: GraphConfig[] = (await superAdmin.get('/api/graph-configs')).json().result;
    expect(all.map((c) => c.id)).toEqual(expect.arrayContaining([0, own.id, other.id, storedDefault, shared]));
    expect((await superAdmin.get(`/api/graph-configs/${own.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for a configuration that does not exist', async () => {
    expect((await userA.get('/api/graph-configs/999999')).statusCode).toBe(404);
  });
});

describe('saving a new configuration', () => {
  it('lets anyone save a new one, for their own company, with the saved payload', async () => {
    const before = Date.now();
    const config = await create(userA);
    expect(config).toMatchObject({
      name: 'Team config',
      description: 'ours',
      created_by_id: userAId,
      company_id: companyA,
      graphs,
    });
    expect(config.id).toBeGreaterThan(0);
    expect(new Date(config.created_datetime).getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect((await userA.get(`/api/graph-configs/${config.id}`)).json().result).toEqual(config);
  });

  it('refuses a name containing "default config" in any case, with the spec message', async () => {
    for (const name of ['My Default Config', 'default config', 'xDEFAULT CONFIGx']) {
      const response = await userA.post('/api/graph-configs', payload({ name }));
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: DEFAULT_CONFIG_NAME_MESSAGE, errors: { name: [DEFAULT_CONFIG_NAME_MESSAGE] } });
    }
    const names = ((await superAdmin.get('/api/graph-configs')).json().result as GraphConfig[]).map((c) => c.name);
    expect(names).not.toContain('My Default Config');
  });

  it('refuses series that are neither in the catalogue nor a curve name, and stores catalogue short names', async () => {
    const bad = await userA.post('/api/graph-configs', payload({ graphs: [{ ...graphs[0], series: { 'rop avg': '#000000', 'a,b': '#000000' } }] }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['graphs.0.series']).toEqual([
      'Unknown series "rop avg": not in the catalogue, and not a curve name.',
      'Unknown series "a,b": not in the catalogue, and not a curve name.',
    ]);
    const upper = await create(userA, payload({ graphs: [{ ...graphs[0], series: { C1: '#000000' } }] }));
    expect(upper.graphs[0].series).toEqual({ c1: '#000000' });
  });

  it('keeps a curve of the file outside the catalogue under its own lower-cased name', async () => {
    const saved = await create(userA, payload({ graphs: [{ ...graphs[0], series: { ROP: '#112233', c1: '#000000' } }] }));
    expect(saved.graphs[0].series).toEqual({ rop: '#112233', c1: '#000000' });
    const twice = await userA.post('/api/graph-configs', payload({ graphs: [{ ...graphs[0], series: { ROP: '#000000', rop: '#000000' } }] }));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['graphs.0.series']).toEqual(['Series "rop" is listed twice.']);
  });

  it('keeps the series in the order they were picked', async () => {
    const series = { total_gas: '#111111', co2: '#222222', h2s: '#333333', c1: '#444444' };
    const config = await create(userA, payload({ graphs: [{ ...graphs[0], series }] }));
    expect(Object.keys(config.graphs[0].series)).toEqual(['total_gas', 'co2', 'h2s', 'c1']);
    const read: GraphConfig = (await userA.get(`/api/graph-configs/${config.id}`)).json().result;
    expect(Object.keys(read.graphs[0].series)).toEqual(['total_gas', 'co2', 'h2s', 'c1']);
  });

  it('refuses colours that are not hex and an unknown applies-to', async () => {
    expect((await userA.post('/api/graph-configs', payload({ graphs: [{ ...graphs[0], series: { c1: 'red' } }] }))).statusCode).toBe(422);
    expect((await userA.post('/api/graph-configs', payload({ graphs: [{ ...graphs[0], appliesTo: 'sideways' }] }))).statusCode).toBe(422);
  });

  it('keeps a user to their own company; a super-admin may name another company or none', async () => {
    expect((await userA.post('/api/graph-configs', payload({ company_id: companyB }))).statusCode).toBe(403);
    expect((await create(userA, payload({ company_id: companyA }))).company_id).toBe(companyA);
    expect((await create(superAdmin, payload({ company_id: companyA }))).company_id).toBe(companyA);
    expect((await create(superAdmin, payload({ company_id: null }))).company_id).toBeNull();
    expect((await create(superAdmin)).company_id).toBe(companyB);
  });
});

describe('saving over a configuration (PUT)', () => {
  it('lets a member of the configuration company save it', async () => {
    const config = await create(userA);
    const response = await userA2.put(`/api/graph-configs/${config.id}`, { ...config, name: 'Renamed', graphs: [graphs[1]] });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      id: config.id,
      name: 'Renamed',
      graphs: [graphs[1]],
      created_by_id: userAId,
      company_id: companyA,
    });
  });

  it('lets a super-admin save any configuration', async () => {
    const config = await create(userA);
    const response = await superAdmin.put(`/api/graph-configs/${config.id}`, payload({ name: 'By super' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ name: 'By super', company_id: companyA });
  });

  it('refuses a user of another company, even an admin, and leaves the configuration unchanged', async () => {
    const config = await create(userA);
    for (const agent of [userB, adminB]) {
      const response = await agent.put(`/api/graph-configs/${config.id}`, payload({ name: 'Hijack' }));
      expect(response.statusCode).toBe(404);
    }
    expect((await userA.get(`/api/graph-configs/${config.id}`)).json().result.name).toBe('Team config');
  });

  it('refuses a non-super-admin saving a no-company configuration', async () => {
    const shared = await storeConfig('Shared to save', null);
    expect((await userA.put(`/api/graph-configs/${shared}`, payload())).statusCode).toBe(403);
    expect((await superAdmin.put(`/api/graph-configs/${shared}`, payload({ name: 'Shared saved' }))).statusCode).toBe(200);
  });

  it('refuses renaming to a "default config" name', async () => {
    const config = await create(userA);
    const response = await userA.put(`/api/graph-configs/${config.id}`, payload({ name: 'Our DEFAULT config' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(DEFAULT_CONFIG_NAME_MESSAGE);
    expect((await userA.get(`/api/graph-configs/${config.id}`)).json().result.name).toBe('Team config');
  });

  it('never saves over a default configuration, not even a super-admin', async () => {
    const storedDefault = await storeConfig('Company A default config', companyA);
    for (const agent of [userA, adminA, superAdmin]) {
      expect((await agent.put('/api/graph-configs/0', payload())).statusCode).toBe(403);
      expect((await agent.put(`/api/graph-configs/${storedDefault}`, payload())).statusCode).toBe(403);
    }
    expect((await userA.get(`/api/graph-configs/${storedDefault}`)).json().result.name).toBe('Company A default config');
    expect((await userA.get('/api/graph-configs/0')).json().result.graphs).toHaveLength(8);
  });

  it('keeps the company on save unless a super-admin moves it', async () => {
    const config = await create(userA);
    expect((await userA.put(`/api/graph-configs/${config.id}`, payload({ company_id: companyB }))).json().result.company_id).toBe(companyA);
    expect((await superAdmin.put(`/api/graph-configs/${config.id}`, payload({ company_id: null }))).json().result.company_id).toBeNull();
  });
});

describe('Save As New (POST with source_id)', () => {
  it('lets a member of the same company copy, into their company', async () => {
    const source = await create(userA);
    const copy = await create(userA2, payload({ name: 'Copy', source_id: source.id }));
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({ name: 'Copy', company_id: companyA, graphs });
    expect((await userA.get(`/api/graph-configs/${source.id}`)).json().result.name).toBe('Team config');
  });

  it('lets anyone copy a configuration with no company, including the built-in default', async () => {
    const shared = await storeConfig('Shared source', null);
    expect((await create(userB, payload({ name: 'From shared', source_id: shared }))).company_id).toBe(companyB);
    const fromBuiltin = await create(userB, payload({ name: 'From builtin', source_id: 0 }));
    expect(fromBuiltin).toMatchObject({ company_id: companyB, created_by_id: expect.any(Number) });
  });

  it('refuses copying another company configuration', async () => {
    const source = await create(userA);
    expect((await userB.post('/api/graph-configs', payload({ name: 'Stolen', source_id: source.id }))).statusCode).toBe(404);
    expect((await adminB.post('/api/graph-configs', payload({ name: 'Stolen', source_id: source.id }))).statusCode).toBe(404);
  });

  it('refuses a copy of a stored company default made by a member of another company', async () => {
    const storedDefault = await storeConfig('B default config', companyB);
    expect((await userA.post('/api/graph-configs', payload({ name: 'Mine', source_id: storedDefault }))).statusCode).toBe(403);
    expect((await create(userB, payload({ name: 'Mine too', source_id: storedDefault }))).company_id).toBe(companyB);
  });

  it('lets a super-admin copy anything and drop the company id', async () => {
    const source = await create(userA);
    expect((await create(superAdmin, payload({ name: 'Kept', source_id: source.id }))).company_id).toBe(companyA);
    expect((await create(superAdmin, payload({ name: 'Dropped', source_id: source.id, company_id: null }))).company_id).toBeNull();
  });

  it('still refuses a "default config" name on the copy', async () => {
    const response = await userA.post('/api/graph-configs', payload({ name: 'copy of default config', source_id: 0 }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.name).toEqual([DEFAULT_CONFIG_NAME_MESSAGE]);
  });

  it('answers 404 for a source that does not exist', async () => {
    expect((await userA.post('/api/graph-configs', payload({ source_id: 987654 }))).statusCode).toBe(404);
  });
});

describe('deleting a configuration', () => {
  it('refuses a plain user, even of the same company', async () => {
    const config = await create(userA);
    expect((await userA.delete(`/api/graph-configs/${config.id}`)).statusCode).toBe(403);
    expect((await userA.get(`/api/graph-configs/${config.id}`)).statusCode).toBe(200);
  });

  it('lets an admin of the company delete it, and clears it as anyone default', async () => {
    const config = await create(userA);
    await t.db.updateTable('users').set({ default_config_id: config.id }).where('id', '=', userAId).execute();
    const response = await adminA.delete(`/api/graph-configs/${config.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual({ id: config.id, message: 'Deleted Team config.' });
    expect((await userA.get(`/api/graph-configs/${config.id}`)).statusCode).toBe(404);
    const user = await t.db.selectFrom('users').select('default_config_id').where('id', '=', userAId).executeTakeFirstOrThrow();
    expect(user.default_config_id).toBeNull();
  });

  it('refuses an admin of another company', async () => {
    const config = await create(userA);
    expect((await adminB.delete(`/api/graph-configs/${config.id}`)).statusCode).toBe(404);
    expect((await userA.get(`/api/graph-configs/${config.id}`)).statusCode).toBe(200);
  });

  it('lets only a super-admin delete a configuration shared by every company (no company)', async () => {
    const shared = await storeConfig('Shared to delete', null);
    expect((await userB.delete(`/api/graph-configs/${shared}`)).statusCode).toBe(403);
    expect((await adminB.delete(`/api/graph-configs/${shared}`)).statusCode).toBe(403);
    expect((await adminA.get(`/api/graph-configs/${shared}`)).statusCode).toBe(200);
    expect((await superAdmin.delete(`/api/graph-configs/${shared}`)).statusCode).toBe(200);
    expect((await superAdmin.get(`/api/graph-configs/${shared}`)).statusCode).toBe(404);
  });

  it('lets a super-admin delete any configuration', async () => {
    const config = await create(userA);
    expect((await superAdmin.delete(`/api/graph-configs/${config.id}`)).statusCode).toBe(200);
    expect((await superAdmin.get(`/api/graph-configs/${config.id}`)).statusCode).toBe(404);
  });

  it('never deletes a default configuration, not even a super-admin', async () => {
    const storedDefault = await storeConfig('Company A Default Config', companyA);
    for (const agent of [adminA, superAdmin]) {
      expect((await agent.delete('/api/graph-configs/0')).statusCode).toBe(403);
      expect((await agent.delete(`/api/graph-configs/${storedDefault}`)).statusCode).toBe(403);
    }
    expect((await userA.get(`/api/graph-configs/${storedDefault}`)).statusCode).toBe(200);
    expect((await userA.get('/api/graph-configs/0')).statusCode).toBe(200);
  });

  it('needs the CSRF header', async () => {
    const config = await create(userA);
    expect((await adminA.request({ method: 'DELETE', url: `/api/graph-configs/${config.id}`, csrf: false })).statusCode).toBe(401);
  });
});
