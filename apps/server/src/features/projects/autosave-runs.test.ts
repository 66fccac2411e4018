import { describe, expect, it } from 'vitest';
import { useAliceAndBobProject, useTestApp } from '../../test/fixtures';
import type { Agent } from '../../test/helper';
import { multipart, smallLas } from '../../test/projects';

// Autosaves by one user with less than a quiet minute between them are one line of history, summing up the run;
// every revision of the run stays (a client may still merge against it). Explicit saves, landing point changes,
// restores, imports and other users' saves are lines of their own and end a run.
const t = useTestApp();
let alice: Agent;
let bob: Agent;
let id: number;

interface Line {
  revision: number;
  revised_table: string;
  summary: string;
}

const autosave = (agent: Agent, revision: number, body: Record<string, unknown>) =>
  agent.post(`/api/projects/${id}/metadata?dr=1&autosave=true`, { revision, ...body });
const hairline = (xval: number, text: string) => ({ xval, text, isZone: false, interpolated: false });
/** The project's history lines of settings, newest first, with the total the detail gives. */
async function history(agent = alice) {
  const detail = (await agent.get(`/api/projects/${id}`)).json().result;
  const lines = (detail.revisions as Line[]).filter((r) => r.revised_table === 'project_metadata');
  return { lines, total: detail.revisions_total as number, current: detail.metadata_revision as number };
}
/** As if the newest line were written `seconds` ago. */
const age = (seconds: number) =>
  t.db
    .updateTable('revisions')
    .set({ revised_datetime: new Date(Date.now() - seconds * 1000) })
    .where('project_id', '=', id)
    .execute();

useAliceAndBobProject(t, (made) => ({ alice, bob, id } = made));

describe('autosave runs', () => {
  it("shows one user's autosaves close together as one line that sums up the run, keeping every revision", async () => {
    const before = await history();
    const saved: number[] = [];
    let hairlines: ReturnType<typeof hairline>[] = [];
    for (const [k, depth] of [5010, 5020, 5030].entries()) {
      hairlines = [...hairlines, hairline(depth, `Gas show ${k + 1}`)];
      const r = await autosave(alice, saved.at(-1) ?? 1, { global_hairlines: hairlines });
      expect(r.statusCode, r.body).toBe(200);
      saved.push(r.json().result.revision);
      hairlines = r.json().result.global_hairlines;
    }
    expect(saved).toEqual([2, 3, 4]);
    const after = await history();
    expect(after.current).toBe(4);
    expect(after.total).toBe(before.total + 1);
    expect(after.lines[0]).toMatchObject({ revision: 4, summary: '3 annotations added' });
    expect(after.lines.map((l) => l.revision)).toEqual([4, 1]);
    // Every revision of the run is still there, to merge against or read.
    for (const revision of saved) expect((await alice.get(`/api/projects/${id}/metadata?revision=${revision}`)).statusCode).toBe(200);
    // The pages of the history agree with the detail.
    const page = (await alice.get(`/api/projects/${id}/revisions?limit=500`)).json().result.revisions as Line[];
    expect(page.filter((l) => l.revised_table === 'project_metadata').map((l) => l.revision)).toEqual([4, 1]);
  });

  it('starts a new line after a quiet minute', async () => {
    const first = await autosave(alice, 1, { global_hairlines: [hairline(5010, 'A')] });
    await age(61);
    const second = await autosave(alice, first.json().result.revision, { well: 'Renamed 1H' });
    expect(second.statusCode).toBe(200);
    const { lines } = await history();
    expect(lines.slice(0, 2)).toMatchObject([
      { revision: 3, summary: 'well changed' },
      { revision: 2, summary: '1 annotation added' },
    ]);
  });

  it('keeps explicit saves, landing point changes, restores and imports as lines of their own, each ending a run', async () => {
    let revision = (await autosave(alice, 1, { global_hairlines: [hairline(5010, 'A')] })).json().result.revision;
    // An explicit save (no autosave flag): a line of its own, which a later autosave does not join.
    revision = (await alice.post(`/api/projects/${id}/metadata?dr=1`, { revision, well: 'Explicit 1H' })).json().result.revision;
    revision = (await autosave(alice, revision, { well: 'After explicit 1H' })).json().result.revision;
    // A landing point change.
    revision = (await alice.post(`/api/projects/${id}/metadata`, { depth_of_split: 5080, revision })).json().result.revision;
    revision = (await autosave(alice, revision, { well: 'After landing 1H' })).json().result.revision;
    // An import of data.
    const body = multipart(
      { 'type-of-import': 'full-replace', depth_change: 'keep' },
      { las_file: { filename: 'new.las', content: smallLas({ seed: 3 }) } },
    );
    expect(
      (await alice.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers })).statusCode,
    ).toBe(200);
    const afterImport = await autosave(alice, revision, { well: 'After import 1H' });
    expect(afterImport.statusCode).toBe(200);
    // A restore.
    expect((await alice.post(`/api/projects/${id}/restore?mdr=1`)).statusCode).toBe(200);
    const { current } = await history();
    const afterRestore = await autosave(alice, current, { well: 'After restore 1H' });
    expect(afterRestore.statusCode).toBe(200);

    const { lines } = await history();
    expect(lines.map((l) => l.summary)).toEqual([
      'well changed',
      expect.stringMatching(/^Restored|restored/i),
      'well changed',
      'well changed',
      'Landing point changed from 5070 to 5080 ft',
      'well changed',
      'well changed',
      '1 annotation added',
      expect.any(String),
    ]);
  });

  it("never folds one user's autosave into another's, and a run ends when someone else saves", async () => {
    const a1 = await autosave(alice, 1, { global_hairlines: [hairline(5010, 'A')] });
    const b1 = await autosave(bob, a1.json().result.revision, { well: 'Bob 1H' });
    const a2 = await autosave(alice, b1.json().result.revision, { company: 'Alice Co' });
    expect([a1, b1, a2].map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const { lines } = await history();
    expect(lines.slice(0, 3).map((l) => [l.revision, l.summary])).toEqual([
      [4, 'company changed'],
      [3, 'well changed'],
      [2, '1 annotation added'],
    ]);
  });

  it('merges a stale autosave of the same user into the run, the line naming the merge', async () => {
    const first = await autosave(alice, 1, { global_hairlines: [hairline(5010, 'A')] });
    // Another tab of Alice's still holds revision 1.
    const other = await autosave(alice, 1, { well: 'Other tab 1H' });
    expect(other.json()).toMatchObject({ saved: true, refresh: true, others_changed: false });
    expect(other.json().result.global_hairlines).toHaveLength(1);
    const { lines } = await history();
    expect(lines.map((l) => [l.revision, l.summary])).toEqual([
      [3, `1 annotation added; well changed (merged with revision ${first.json().result.revision})`],
      [1, expect.any(String)],
    ]);
  });
});
