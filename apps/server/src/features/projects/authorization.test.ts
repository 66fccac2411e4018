import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import type { LightMyRequestResponse } from 'fastify';
import { buildCompany, buildUser } from '../../test/factories';
import { Agent, signIn } from '../../test/helper';
import { createProjectId, createProjectVia, multipart } from '../../test/projects';

/**
 * Every project endpoint against every kind of caller. A project the caller cannot view answers
 * 404 (ids don't leak); one they can view but not act on answers 403; signed out answers 401.
 */
type Actor = 'superAdmin' | 'projectAdmin' | 'writer' | 'viewer' | 'noAccess' | 'otherCompany' | 'signedOut';
const ACTORS: Actor[] = ['superAdmin', 'projectAdmin', 'writer', 'viewer', 'noAccess', 'otherCompany', 'signedOut'];

const t = useTestApp();
const agents = {} as Record<Actor, Agent>;
let id: number;
let accessList: { user_id: number; access_level: string }[];

beforeAll(async () => {
  const a = (await buildCompany(t.db, { name: 'Company A' })).id;
  const b = (await buildCompany(t.db, { name: 'Company B' })).id;
  const users = {
    superAdmin: await buildUser(t.db, { role: 'super-admin', companyId: b }),
    projectAdmin: await buildUser(t.db, { role: 'admin', companyId: a }),
    writer: await buildUser(t.db, { role: 'user', companyId: a }),
    viewer: await buildUser(t.db, { role: 'user', companyId: a }),
    // A company admin without a row on the project: the global role gives no project access.
    noAccess: await buildUser(t.db, { role: 'admin', companyId: a }),
    otherCompany: await buildUser(t.db, { role: 'admin', companyId: b }),
  };
  for (const actor of ACTORS) agents[actor] = actor === 'signedOut' ? new Agent(t.app) : await signIn(t.app, users[actor].email);
  id = await createProjectId(agents.projectAdmin);
  accessList = [
    { user_id: users.projectAdmin.id, access_level: 'admin' },
    { user_id: users.writer.id, access_level: 'write' },
    { user_id: users.viewer.id, access_level: 'view' },
  ];
  const response = await agents.projectAdmin.post(`/api/projects/${id}/access`, { access_levels: accessList });
  expect(response.statusCode).toBe(200);
});

const VIEW = { superAdmin: 200, projectAdmin: 200, writer: 200, viewer: 200, noAccess: 404, otherCompany: 404, signedOut: 401 };
const WRITE = { ...VIEW, viewer: 403 };
const ADMIN = { ...WRITE, writer: 403 };

function importCall(agent: Agent) {
  const body = multipart(
    { 'type-of-import': 'diff-only', depth_change: 'keep' },
    { las_file: { filename: 'fix.csv', content: 'depth,c1\n5000,1\n' } },
  );
  return agent.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers });
}

const ENDPOINTS: Array<[string, (agent: Agent) => Promise<LightMyRequestResponse>, Record<Actor, number>]> = [
  ['GET /api/projects/{id}', (a) => a.get(`/api/projects/${id}`), VIEW],
  ['PUT /api/projects/{id} {name}', (a) => a.put(`/api/projects/${id}`, { name: 'Renamed' }), ADMIN],
  ['PUT /api/projects/{id} {deleted_date: null}', (a) => a.put(`/api/projects/${id}`, { deleted_date: null }), ADMIN],
  ['GET /api/projects/{id}/access', (a) => a.get(`/api/projects/${id}/access`), ADMIN],
  ['POST /api/projects/{id}/access', (a) => a.post(`/api/projects/${id}/access`, { access_levels: accessList }), ADMIN],
  ['GET /api/projects/{id}/metadata', (a) => a.get(`/api/projects/${id}/metadata`), VIEW],
  ['GET /api/projects/{id}/metadata?revision=1', (a) => a.get(`/api/projects/${id}/metadata?revision=1`), VIEW],
  ['POST /api/projects/{id}/metadata {depth_of_split}', (a) => a.post(`/api/projects/${id}/metadata`, { depth_of_split: 5060, revision: 1 }), WRITE],
  ['POST /api/projects/{id}/metadata?dr (save)', (a) => a.post(`/api/projects/${id}/metadata?dr=1`, { revision: 1, well: 'W' }), WRITE],
  ['GET /api/projects/{id}/metadata-update', (a) => a.get(`/api/projects/${id}/metadata-update?mdr=1&dr=1`), VIEW],
  ['POST /api/projects/{id}/import', importCall, WRITE],
  ['POST /api/projects/{id}/restore', (a) => a.post(`/api/projects/${id}/restore?dr=1`), WRITE],
  ['GET /api/projects/{id}/data/{series}', (a) => a.get(`/api/projects/${id}/data/c1,pix1`), VIEW],
  ['GET /api/projects/{id}/data/{series}?format=bin', (a) => a.get(`/api/projects/${id}/data/c1?format=bin`), VIEW],
  ['GET /api/projects/{id}/export-las', (a) => a.get(`/api/projects/${id}/export-las?type=c_type`), VIEW],
  [
    'POST /api/projects/{id}/snippets',
    (a) => a.post(`/api/projects/${id}/snippets`, { name: 'S', config: { dateWindow: { x: [5000, 5010], y: [0, 1] }, series: ['c1'] } }),
    WRITE,
  ],
];

describe.each(ENDPOINTS)('%s', (_name, call, expected) => {
  it.each(ACTORS)('as %s', async (actor) => {
    const response = await call(agents[actor]);
    expect({ actor, status: response.statusCode }).toEqual({ actor, status: expected[actor] });
    if (expected[actor] === 404) expect(response.json()).toEqual({ message: 'Project not found.' });
  });
});

describe('texts and listings', () => {
  it('refuses a restore from the archive with the spec text', async () => {
    const response = await agents.writer.put(`/api/projects/${id}`, { deleted_date: null });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You do not have permission to restore this project.');
    const landing = await agents.viewer.post(`/api/projects/${id}/metadata`, { depth_of_split: 5060, revision: 1 });
    expect(landing.json().message).toBe('You must have write permissions to change landing point.');
  });

  it('lists the project only to those who may view it, with their access level', async () => {
    const levels: Partial<Record<Actor, string | undefined>> = {};
    for (const actor of ACTORS) {
      const response = await agents[actor].get('/api/projects');
      if (actor === 'signedOut') {
        expect(response.statusCode).toBe(401);
        continue;
      }
      levels[actor] = response.json().result.find((p: { id: number }) => p.id === id)?.access_level;
    }
    expect(levels).toEqual({
      superAdmin: 'super-admin',
      projectAdmin: 'admin',
      writer: 'write',
      viewer: 'view',
      noAccess: undefined,
      otherCompany: undefined,
    });
  });

  it('lets admins and super-admins create projects, not users or the signed out', async () => {
    expect((await createProjectVia(agents.superAdmin)).statusCode).toBe(200);
    expect((await createProjectVia(agents.noAccess)).statusCode).toBe(200);
    expect((await createProjectVia(agents.writer)).statusCode).toBe(403);
    expect((await createProjectVia(agents.signedOut)).statusCode).toBe(401);
  });

  it('offers only active users of the project company as assignable; super-admins may add anyone', async () => {
    const forAdmin = (await agents.projectAdmin.get(`/api/projects/${id}/access`)).json().result;
    expect(forAdmin.access.map((u: { access_level: string }) => u.access_level).sort()).toEqual(['admin', 'view', 'write']);
    expect(forAdmin.assignable.every((u: { company: string }) => u.company === 'Company A')).toBe(true);
    expect(forAdmin.assignable.length).toBe(1); // noAccess
    const otherUser = (await agents.superAdmin.get(`/api/projects/${id}/access`))
      .json()
      .result.assignable.find((u: { company: string }) => u.company === 'Company B');
    expect(otherUser).toBeDefined();
    const refused = await agents.projectAdmin.post(`/api/projects/${id}/access`, {
      access_levels: [...accessList, { user_id: otherUser.id, access_level: 'view' }],
    });
    expect(refused.statusCode).toBe(422);
    const noAdmin = await agents.projectAdmin.post(`/api/projects/${id}/access`, {
      access_levels: accessList.filter((a) => a.access_level !== 'admin'),
    });
    expect(noAdmin.statusCode).toBe(422);
    expect(noAdmin.json().errors.access_levels).toEqual(['A project needs at least one admin.']);
  });
});
