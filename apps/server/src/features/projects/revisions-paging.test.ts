import { expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { signIn } from '../../test/helper';
import { addHistoryLines, createProjectId } from '../../test/projects';

const t = useTestApp();

it('answers the newest 200 revisions with the total and a cursor, and pages the rest newest first, none twice', async () => {
  const owner = await buildUser(t.db, { role: 'admin' });
  const agent = await signIn(t.app, owner.email);
  const id = await createProjectId(agent);
  // 450 more settings revisions, a second apart, as years of autosaves would leave.
  await addHistoryLines(t.db, id, owner.id, { count: 450, firstRevision: 100, from: new Date(Date.now() + 1000) });

  const detail = (await agent.get(`/api/projects/${id}`)).json().result;
  const total = detail.revisions_total as number;
  expect(total).toBeGreaterThanOrEqual(451);
  expect(detail.revisions).toHaveLength(200);
  expect(detail.revisions[0]).toMatchObject({ revision: 549, summary: 'Autosave 549' });
  expect(detail.revisions_next).toMatch(/^\d+$/);

  const seen = [...detail.revisions];
  let next = detail.revisions_next as string | null;
  while (next) {
    const page = await agent.get(`/api/projects/${id}/revisions?before=${next}&limit=150`);
    expect(page.statusCode, page.body).toBe(200);
    const body = page.json().result;
    expect(body.revisions.length).toBeLessThanOrEqual(150);
    seen.push(...body.revisions);
    next = body.next;
  }
  expect(seen).toHaveLength(total);
  const keys = seen.map((r) => `${r.revised_table}:${r.revision}`);
  expect(new Set(keys).size).toBe(total);
  // Newest first throughout.
  for (let i = 1; i < seen.length; i++) expect(Date.parse(seen[i - 1].revised_datetime)).toBeGreaterThanOrEqual(Date.parse(seen[i].revised_datetime));
});

it("refuses a cursor it did not give and a page too large, and hides another company's history", async () => {
  const owner = await buildUser(t.db, { role: 'admin' });
  const agent = await signIn(t.app, owner.email);
  const id = await createProjectId(agent);
  expect((await agent.get(`/api/projects/${id}/revisions?before=abc`)).statusCode).toBe(422);
  expect((await agent.get(`/api/projects/${id}/revisions?limit=501`)).statusCode).toBe(422);
  const first = (await agent.get(`/api/projects/${id}/revisions?limit=1`)).json().result;
  expect(first.revisions).toHaveLength(1);
  const stranger = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
  expect((await stranger.get(`/api/projects/${id}/revisions`)).statusCode).toBe(404);
});
