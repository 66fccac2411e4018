import { Readable } from 'node:stream';
import { useTestApp } from '../../test/fixtures';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { signIn, type Agent } from '../../test/helper';
import { createProjectId, multipart, smallLas } from '../../test/projects';

// Access is decided when a write commits, not only when it starts: an import whose body is still arriving
// when the caller loses the right to write must not land.

const t = useTestApp();
let owner: Agent;
let writer: Agent;
let writerId: number;
let companyId: number;
let id: number;

/**
 * A request body held back until `release()`: its first bytes go as soon as the server asks (which it does
 * only once the access check at the start has passed), the rest when released.
 */
function heldBody(payload: Buffer) {
  let release!: () => void;
  let asked!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const serverAsked = new Promise<void>((r) => (asked = r));
  let sent = false;
  const stream = new Readable({
    read() {
      if (sent) return;
      sent = true;
      this.push(payload.subarray(0, 64));
      asked();
      void released.then(() => {
        this.push(payload.subarray(64));
        this.push(null);
      });
    },
  });
  return { stream, serverAsked, release };
}

async function importWhile(change: () => Promise<unknown>) {
  const body = multipart(
    { 'type-of-import': 'append', depth_change: 'keep' },
    { las_file: { filename: 'more.las', content: smallLas({ rows: 20, startDepth: 5100 }) } },
  );
  const held = heldBody(body.payload);
  const response = writer.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: held.stream, headers: body.headers });
  await held.serverAsked;
  await change();
  held.release();
  return response;
}

const dataRevision = async () => (await owner.get(`/api/projects/${id}`)).json().result.data_revision as number;

beforeAll(async () => {
  const admin = await buildUser(t.db, { role: 'admin' });
  companyId = admin.company_id!;
  owner = await signIn(t.app, admin.email);
});
beforeEach(async () => {
  id = await createProjectId(owner);
  const user = await buildUser(t.db, { role: 'user', companyId });
  writerId = user.id;
  writer = await signIn(t.app, user.email);
  const me = (await owner.get(`/api/projects/${id}/access`)).json().result.access[0].id;
  const access = (level: string) => [
    { user_id: me, access_level: 'admin' },
    { user_id: writerId, access_level: level },
  ];
  expect((await owner.post(`/api/projects/${id}/access`, { access_levels: access('write') })).statusCode).toBe(200);
  (globalThis as { setLevel?: (l: string) => Promise<unknown> }).setLevel = (level) =>
    owner.post(`/api/projects/${id}/access`, { access_levels: access(level) });
});

const setLevel = (level: string) => (globalThis as unknown as { setLevel: (l: string) => Promise<unknown> }).setLevel(level);

describe('an import re-checks access inside the transaction that commits it', () => {
  it('lands when nothing changed meanwhile (the held body itself is fine)', async () => {
    const response = await importWhile(async () => undefined);
    expect(response.statusCode, response.body).toBe(200);
    expect(await dataRevision()).toBe(2);
  });

  it('is refused (403) when the caller was downgraded to view while the body arrived', async () => {
    const response = await importWhile(() => setLevel('view'));
    expect(response.statusCode, response.body).toBe(403);
    expect(await dataRevision()).toBe(1);
  });

  it('is refused (409) when the project was archived meanwhile', async () => {
    const response = await importWhile(() => owner.put(`/api/projects/${id}`, { deleted_date: new Date().toISOString() }));
    expect(response.statusCode, response.body).toBe(409);
    await owner.put(`/api/projects/${id}`, { deleted_date: null });
    expect(await dataRevision()).toBe(1);
  });

  it('is refused (401) when the caller was deactivated meanwhile', async () => {
    const response = await importWhile(() => t.db.updateTable('users').set({ is_active: false }).where('id', '=', writerId).execute());
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: 'Your account is no longer active.' });
    expect(await dataRevision()).toBe(1);
  });
});
