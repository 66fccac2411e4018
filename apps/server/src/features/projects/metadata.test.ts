import { describe, expect, it } from 'vitest';
import { useAliceAndBobProject, useTestApp } from '../../test/fixtures';
import type { Agent } from '../../test/helper';

const t = useTestApp();
let alice: Agent;
let bob: Agent;
let id: number;

const metadata = async (agent: Agent, revision?: number) =>
  (await agent.get(`/api/projects/${id}/metadata${revision ? `?revision=${revision}` : ''}`)).json().result;
const save = async (agent: Agent, body: Record<string, unknown>) => agent.post(`/api/projects/${id}/metadata?dr=1`, body);

useAliceAndBobProject(t, (made) => ({ alice, bob, id } = made));

describe('landing point', () => {
  it('changes the landing point as a new metadata revision', async () => {
    const response = await alice.post(`/api/projects/${id}/metadata`, { depth_of_split: 5080, revision: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ revision: 2, depth_of_split: 5080 });
    expect((await metadata(alice, 1)).depth_of_split).toBe(5070);
    const project = (await alice.get(`/api/projects/${id}`)).json().result;
    expect(project.metadata_revision).toBe(2);
    expect(
      project.revisions.find((r: { revised_table: string; revision: number }) => r.revised_table === 'project_metadata' && r.revision === 2).summary,
    ).toBe('Landing point changed from 5070 to 5080 ft');
  });

  it('keeps the bounds start_depth .. stop_depth + 1 with the spec text', async () => {
    expect((await alice.post(`/api/projects/${id}/metadata`, { depth_of_split: 5100.5, revision: 1 })).statusCode).toBe(200);
    expect((await alice.post(`/api/projects/${id}/metadata`, { depth_of_split: 5000, revision: 2 })).statusCode).toBe(200);
    for (const value of [4999.5, 5101]) {
      const response = await alice.post(`/api/projects/${id}/metadata`, { depth_of_split: value, revision: 3 });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.depth_of_split).toEqual(['Landing point must fall between 5000 and 5100.5.']);
    }
  });
});

describe('metadata saves', () => {
  it('saves fields and hairlines as a new revision, drops hairlines without a depth, gives ids', async () => {
    const response = await save(alice, {
      revision: 1,
      well: 'Renamed well',
      kb: '2200',
      rig: 'Rig 7',
      global_hairlines: [
        { xval: 5040, text: 'second', isZone: true },
        { xval: 5010, text: 'first', isZone: false },
        { xval: 'abc', text: 'no depth' },
        { xval: null, text: 'no depth either' },
      ],
      global_formations: [{ xval_low: 5000, xval_high: 5050, message: 'Bakken', color: '#ff000080' }],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ saved: true, refresh: true, conflicts: [] });
    expect(body.result).toMatchObject({ revision: 2, well: 'Renamed well', kb: 2200, rig: 'Rig 7', depth_of_split: 5070 });
    expect(body.result.global_hairlines).toEqual([
      { id: expect.any(String), xval: 5010, text: 'first', index: 1, isZone: false, interpolated: false },
      { id: expect.any(String), xval: 5040, text: 'second', index: 2, isZone: true, interpolated: false },
    ]);
    expect(body.result.global_formations).toEqual([
      { id: expect.any(String), xval_low: 5000, xval_high: 5050, message: 'Bakken', color: '#ff000080' },
    ]);

    // The same document again changes nothing: no new revision.
    const again = await save(alice, { ...body.result, revision: 2 });
    expect(again.json()).toMatchObject({ saved: false, refresh: false });
    expect((await alice.get(`/api/projects/${id}`)).json().result.metadata_revision).toBe(2);
  });

  it('ignores the data fields and the landing point in a save', async () => {
    const response = await save(alice, { revision: 1, start_depth: 1, stop_depth: 2, step: 3, depth_of_split: 4, well: 'W' });
    expect(response.json().result).toMatchObject({ start_depth: 5000, stop_depth: 5099.5, step: 0.5, depth_of_split: 5070, well: 'W' });
  });

  it('two writers editing different annotations from the same revision: no edit is lost', async () => {
    const seeded = await save(alice, {
      revision: 1,
      global_hairlines: [
        { xval: 5010, text: 'a' },
        { xval: 5020, text: 'b' },
        { xval: 5030, text: 'c' },
      ],
    });
    const base = seeded.json().result;
    const [h1, h2, h3] = base.global_hairlines;

    // Both load revision 2. Alice edits h1, deletes h3 and changes the well; Bob edits h2, adds one, changes the county.
    const aliceSave = await save(alice, {
      ...base,
      well: 'Alice well',
      global_hairlines: [{ ...h1, text: 'a by alice' }, h2],
    });
    expect(aliceSave.json()).toMatchObject({ saved: true, refresh: false, conflicts: [] });
    const bobSave = await save(bob, {
      ...base,
      county: 'Bob county',
      global_hairlines: [h1, { ...h2, text: 'b by bob' }, h3, { xval: 5045, text: 'new by bob', isZone: true }],
    });
    const bobBody = bobSave.json();
    expect(bobBody).toMatchObject({ saved: true, refresh: true, conflicts: [] });
    const latest = await metadata(alice);
    expect(latest.revision).toBe(4);
    expect(latest).toMatchObject({ well: 'Alice well', county: 'Bob county' });
    expect(latest.global_hairlines.map((h: { text: string; index: number }) => `${h.index}:${h.text}`)).toEqual([
      '1:a by alice',
      '2:b by bob',
      '3:new by bob',
    ]);
    expect(bobBody.result).toEqual(latest);
  });

  it('a conflicting edit of the same annotation keeps the saved one and says so', async () => {
    const base = (await save(alice, { revision: 1, global_hairlines: [{ xval: 5010, text: 'a' }], well: 'W0' })).json().result;
    await save(alice, { ...base, well: 'W-alice', global_hairlines: [{ ...base.global_hairlines[0], text: 'alice' }] });
    const response = await save(bob, { ...base, well: 'W-bob', kb: 99, global_hairlines: [{ ...base.global_hairlines[0], text: 'bob' }] });
    const body = response.json();
    expect(body.refresh).toBe(true);
    expect(body.conflicts).toEqual(['well', 'annotation at 5010']);
    expect(body.result.well).toBe('W-alice');
    expect(body.result.global_hairlines[0].text).toBe('alice');
    // What merged cleanly was still saved.
    expect(body.saved).toBe(true);
    expect(body.result.kb).toBe(99);
  });

  it("a writer's own saves never count as someone else's: new ids, a stale base of their own, a landing point", async () => {
    // New formations get ids from the server: the client must adopt the answer, but nobody else changed anything.
    const first = (
      await save(alice, { revision: 1, global_formations: [{ xval_low: 5000, xval_high: 5050, message: 'A', color: '#ff000024' }] })
    ).json();
    expect(first).toMatchObject({ saved: true, refresh: true, others_changed: false });
    // A second tab of the same user still based on revision 1, after her own landing-point change.
    await alice.post(`/api/projects/${id}/metadata`, { depth_of_split: 5080, revision: 2 });
    const stale = (await save(alice, { revision: 1, well: 'Second tab' })).json();
    expect(stale).toMatchObject({ saved: true, refresh: true, others_changed: false });
    expect(stale.result).toMatchObject({ well: 'Second tab', depth_of_split: 5080, global_formations: [{ message: 'A' }] });
    // Bob's save on the same stale base is merged with Alice's revisions: that is someone else.
    const bobs = (await save(bob, { revision: 1, county: 'Bob county' })).json();
    expect(bobs).toMatchObject({ saved: true, refresh: true, others_changed: true });
    // And Alice's next save, based on her last answer, merges Bob's revision.
    const after = (await save(alice, { revision: stale.result.revision, rig: 'Rig 9' })).json();
    expect(after).toMatchObject({ refresh: true, others_changed: true });
    expect((await save(alice, { revision: after.result.revision, rig: 'Rig 10' })).json()).toMatchObject({ refresh: false, others_changed: false });
  });

  it('refuses a base revision that does not exist', async () => {
    const response = await save(alice, { revision: 9, well: 'x' });
    expect(response.statusCode).toBe(422);
  });
});

describe('GET /metadata-update', () => {
  it('says refresh only when a newer revision exists', async () => {
    const quiet = (await bob.get(`/api/projects/${id}/metadata-update?mdr=1&dr=1`)).json();
    expect(quiet).toEqual({ refresh: false, others_changed: false, result: { metadata_revision: 1, data_revision: 1, metadata: null } });
    await save(alice, { revision: 1, well: 'Changed' });
    const loud = (await bob.get(`/api/projects/${id}/metadata-update?mdr=1&dr=1`)).json();
    expect(loud.refresh).toBe(true);
    expect(loud.result).toMatchObject({ metadata_revision: 2, data_revision: 1, metadata: { well: 'Changed', revision: 2 } });
  });

  it("tells whether the newer revisions are someone else's", async () => {
    await save(alice, { revision: 1, well: 'Mine' });
    const own = (await alice.get(`/api/projects/${id}/metadata-update?mdr=1&dr=1`)).json();
    expect(own).toMatchObject({ refresh: true, others_changed: false });
    const seenByBob = (await bob.get(`/api/projects/${id}/metadata-update?mdr=1&dr=1`)).json();
    expect(seenByBob).toMatchObject({ refresh: true, others_changed: true });
  });
});

describe('free-text limits', () => {
  it('refuses a metadata text field or an extra field past its limit with the envelope, and stores nothing', async () => {
    const well = await save(alice, { revision: 1, well: 'W'.repeat(2500) });
    expect(well.statusCode).toBe(422);
    expect(well.json()).toEqual({ message: 'The request has invalid fields.', errors: { well: ['must be at most 500 characters'] } });
    const extra = await save(alice, { revision: 1, rig_notes: 'x'.repeat(2001) });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors).toEqual({ rig_notes: ['must be at most 2000 characters'] });
    expect((await metadata(alice)).revision).toBe(1);
    // At the limit, both are kept.
    const ok = await save(alice, { revision: 1, well: 'W'.repeat(500), rig_notes: 'x'.repeat(2000) });
    expect(ok.statusCode).toBe(200);
    expect((await metadata(alice)).well).toHaveLength(500);
  });
});
