import { readLas } from '@mudstack/core/las/read-las';
import { timeLogToDepthLog } from '@mudstack/core/live/time-log';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useSignedInApp } from '../../test/fixtures';
import { signIn } from '../../test/helper';
import { drillingAhead, framesOfLas, makeIngestToken, postFrames } from '../../test/live';
import { createProjectId, curveParts, smallLas } from '../../test/projects';
import { statementsDuring } from '../../test/statements';
import { sealSilentFeeds } from './live.service';

// The live feed's ingest: frames posted by the bridge with an ingest token become depth rows below the project's
// last row, each sequence number stored once, in one growing revision sealed every 15 minutes of drilling.

const { t, agent, user } = useSignedInApp();

async function csvRows(projectId: number, series = 'c1,c4,rop') {
  const text = (await agent.get(`/api/projects/${projectId}/data/${series}?format=csv`)).body.trim();
  return text
    .split('\n')
    .slice(1)
    .map((line) => line.split(',').map(Number));
}

describe('ingest', () => {
  it('appends the feed as depth rows below the last row, stores each sequence once, and acknowledges the highest', async () => {
    const id = await createProjectId(agent); // 5000-5099.5 ft at 0.5 ft
    const token = await makeIngestToken(agent, id);
    expect(token).toMatch(/^msi_/);
    const las = drillingAhead(5099.5, 40);
    const frames = framesOfLas(las);
    const first = await postFrames(t.app, id, token, frames.slice(0, 300));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toMatchObject({ acked_seq: 300, stored: 300, bad_frames: 0 });
    // The same batch again (the bridge did not hear the answer): acknowledged, not stored twice.
    const again = await postFrames(t.app, id, token, frames.slice(0, 300));
    expect(again.json().result).toMatchObject({ acked_seq: 300, stored: 0 });
    // An overlapping batch stores only what is new.
    const rest = await postFrames(t.app, id, token, frames.slice(200));
    expect(rest.json().result).toMatchObject({ acked_seq: frames.length, stored: frames.length - 300 });

    const rows = await csvRows(id);
    const expected = timeLogToDepthLog(readLas(new TextEncoder().encode(las)))!;
    const liveDepths = rows.map((r) => r[0]).filter((d) => d > 5099.5);
    const expectedDepths = [...(expected.curves[0].values as Float64Array)].filter((d) => d > 5099.5);
    expect(liveDepths).toEqual(expectedDepths);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    expect(rows.filter((r) => r[0] <= 5099.5)).toHaveLength(200); // the uploaded rows stay as they were
    const project = (await agent.get(`/api/projects/${id}`)).json().result;
    // A growing revision rewritten as rows come, sealed after 15 minutes of drilling: a revision per quarter hour,
    // not one per batch; the newest is still growing.
    const live = project.revisions.filter((r: { revised_table: string; revision: number }) => r.revised_table === 'project_data' && r.revision > 1);
    expect(live.length).toBe(project.data_revision - 1);
    expect(live.length).toBeLessThan(6);
    expect(live[0].summary).toMatch(/^Live feed: \d+ rows, [\d,.]+-5,139.\d+ ft \(growing\)$/);
    expect(live.at(-1).summary).toMatch(/^Live feed: \d+ rows, 5,100.0-[\d,.]+ ft$/);
    // The lag depth: the deepest row with gas, which the rows of the bit's own values (ROP) reach below.
    const feed = (await agent.get(`/api/projects/${id}/live-feed`)).json().result;
    const c1 = (await agent.get(`/api/projects/${id}/data/c1?format=csv`)).body.trim().split('\n').slice(1);
    const withGas = c1.map((line) => line.split(',')).filter(([, v]) => v !== '');
    const deepestGasRow = Number(withGas.at(-1)![0]);
    expect(feed.gas_depth).toBe(deepestGasRow);
    expect(feed.gas_depth).toBeLessThan(feed.last_depth - 10);
  });

  it("writes a metric project's live history line in metres, as its user reads depths", async () => {
    // 1,000 rows at 0.1 m from 1,500 m (to 5,249.0157 ft); the feed drills on below, in feet as WITS sends it.
    const rows = Array.from({ length: 1000 }, (_, i) => `${(1500 + i * 0.1).toFixed(1)} ${(800 + (i % 50)).toFixed(1)}`);
    const las = ['~V', ' VERS. 2.0 :', ' WRAP. NO :', '~W', ' STRT.M 1500.0 :', ' STOP.M 1599.9 :', ' STEP.M 0.1 :', ' NULL. -999.25 :'];
    const id = await createProjectId(agent, { las: [...las, '~C', ' DEPT.M : Depth', ' C1.ppm : Methane', '~A', ...rows].join('\n') });
    const token = await makeIngestToken(agent, id);
    const response = await postFrames(t.app, id, token, framesOfLas(drillingAhead(5249, 20)));
    expect(response.statusCode, response.body).toBe(200);
    const project = (await agent.get(`/api/projects/${id}`)).json().result;
    const live = project.revisions.find((r: { summary: string }) => r.summary.startsWith('Live feed'));
    expect(live.summary).toMatch(/^Live feed: \d+ rows, 1,600\.\d-1,60\d\.\d m \(growing\)$/);
  });

  it('reads a feed set to metres: its depths and ROP land where the same well sent in feet lands', async () => {
    const inFeet = await createProjectId(agent);
    const inMetres = await createProjectId(agent);
    const las = drillingAhead(5099.5, 30);
    const set = await agent.put(`/api/projects/${inMetres}/live-feed`, { lag_minutes: 0, depth_unit: 'm' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result).toMatchObject({ depth_unit: 'm' });
    expect(set.json().result.effective_mapping.find((m: { item: string }) => m.item === '0113')).toMatchObject({ unit: 'm/h' });
    // A PUT with the lag time alone (as before this setting) leaves the depth unit as it is.
    expect((await agent.put(`/api/projects/${inMetres}/live-feed`, { lag_minutes: 0 })).json().result.depth_unit).toBe('m');
    expect((await agent.put(`/api/projects/${inMetres}/live-feed`, { lag_minutes: 0, depth_unit: 'yd' })).statusCode).toBe(422);
    for (const [id, depthUnit] of [
      [inFeet, 'ft'],
      [inMetres, 'm'],
    ] as const) {
      const response = await postFrames(t.app, id, await makeIngestToken(agent, id), framesOfLas(las, { depthUnit }));
      expect(response.statusCode, response.body).toBe(200);
    }
    const feetRows = await csvRows(inFeet);
    const metreRows = await csvRows(inMetres);
    expect(metreRows.length).toBeGreaterThan(200 + 40);
    expect(metreRows.map((r) => r[0])).toEqual(feetRows.map((r) => r[0]));
    // C1 exact; the ROP sent in m/h is kept in m/h, its unit named.
    const header = async (id: number) => (await agent.get(`/api/projects/${id}/data/rop?format=csv&units=true`)).body.split('\n')[0];
    expect(await header(inFeet)).toBe('depth (ft),rop (ft/h)');
    expect(await header(inMetres)).toBe('depth (ft),rop (m/h)');
    for (let i = 0; i < feetRows.length; i++) {
      expect(metreRows[i][1]).toBe(feetRows[i][1]);
      expect(metreRows[i][3]).toBeCloseTo(feetRows[i][3] * 0.3048, 6); // an empty cell reads 0 on both sides
    }
    const feed = (await agent.get(`/api/projects/${inMetres}/live-feed`)).json().result;
    expect(feed.last_depth).toBe(metreRows.at(-1)![0]);
  });

  it('changes the data ETag as the growing revision grows, so a cached answer is never stale', async () => {
    const id = await createProjectId(agent);
    const token = await makeIngestToken(agent, id);
    const frames = framesOfLas(drillingAhead(5099.5, 20));
    await postFrames(t.app, id, token, frames.slice(0, 100));
    const before = await agent.get(`/api/projects/${id}/data/c1?format=csv`);
    const etag = before.headers.etag as string;
    // The batch grows the data version and tells the listeners the versions it wrote: read as it writes them, not
    // read again after.
    const statements = await statementsDuring(() => postFrames(t.app, id, token, frames.slice(100)));
    expect(statements.filter((sql) => /^update "projects" set "data_version"/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /^select [^()]*"data_version" from "projects"/.test(sql))).toEqual([]);
    // The metadata's depth unit and step (the history line's depths), not its whole document with every annotation.
    const metadataReads = statements.filter((sql) => /from "metadata_revisions"/.test(sql));
    expect(metadataReads).toHaveLength(1);
    expect(metadataReads[0]).not.toMatch(/select \*|"metadata",|"metadata" from/);
    // The growing revision's curves are read once, as its tail is read: not again to be replaced.
    expect(statements.filter((sql) => /^select .* from "data_revision_curves"/.test(sql))).toHaveLength(1);
    const after = await agent.request({ method: 'GET', url: `/api/projects/${id}/data/c1?format=csv`, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.body.trim().split('\n').length).toBeGreaterThan(before.body.trim().split('\n').length);
    expect(after.headers['x-data-version']).not.toBe(before.headers['x-data-version']);
  });

  it('counts frames that are not WITS as bad, in the answer and in the Live feed panel, never a 500', async () => {
    const id = await createProjectId(agent);
    const token = await makeIngestToken(agent, id);
    const response = await postFrames(t.app, id, token, [
      { seq: 1, received_at: 0, text: 'not a frame' },
      { seq: 2, received_at: 0, text: '&&\n0108xyz\nGARBAGE\n!!\n' },
      { seq: 3, received_at: 0, text: '&&\n9999unknown\n!!\n' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result).toMatchObject({ acked_seq: 3, bad_frames: 2 });
    const feed = (await agent.get(`/api/projects/${id}/live-feed`)).json().result;
    expect(feed).toMatchObject({ frames: 3, bad_frames: 2, unknown_items: 1 });
    const tooBig = await postFrames(t.app, id, token, [{ seq: 4, received_at: 0, text: 'x'.repeat(20_000) }]);
    expect(tooBig.statusCode).toBe(422);
  });

  it('seals the growing revision after 15 minutes of drilling and never rewrites a sealed one', async () => {
    const id = await createProjectId(agent);
    const token = await makeIngestToken(agent, id);
    // 60 ft at one row every 10 s: a few hours of drilling
    const frames = framesOfLas(drillingAhead(5099.5, 60));
    await postFrames(t.app, id, token, frames.slice(0, 400));
    const firstLive = (await agent.get(`/api/projects/${id}`)).json().result.data_revision;
    const blobs = () =>
      t.db
        .selectFrom('data_revision_curves')
        .select(['name', 'blob_id'])
        .where('project_id', '=', id)
        .where('revision', '=', firstLive)
        .orderBy('position')
        .execute();
    for (let at = 400; at < frames.length; at += 400) await postFrames(t.app, id, token, frames.slice(at, at + 400));
    const project = (await agent.get(`/api/projects/${id}`)).json().result;
    expect(project.data_revision).toBeGreaterThan(firstLive);
    const sealed = project.revisions.find(
      (r: { revision: number; revised_table: string }) => r.revision === firstLive && r.revised_table === 'project_data',
    );
    expect(sealed.summary).not.toMatch(/growing/);
    const sealedBlobs = await blobs();
    await postFrames(t.app, id, token, framesOfLas(drillingAhead(5159.5, 5), { firstSeq: frames.length + 1, start: Date.UTC(2026, 10, 26, 23) }));
    expect(await blobs()).toEqual(sealedBlobs);
    // Every depth once, across the revisions
    const rows = await csvRows(id);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
  });

  it("stores a deep well's rows once, not once per sealed revision: each revision shares the parts of the one before", async () => {
    const id = await createProjectId(agent, { las: smallLas({ rows: 3000, seed: 61 }) }); // 5000-6499.5 ft
    const token = await makeIngestToken(agent, id);
    // 120 ft at a row a minute: two hours of drilling, a revision sealed every 15 minutes of it
    const frames = framesOfLas(drillingAhead(6499.5, 120, 60));
    for (let at = 0; at < frames.length; at += 20) expect((await postFrames(t.app, id, token, frames.slice(at, at + 20))).statusCode).toBe(200);
    const project = (await agent.get(`/api/projects/${id}`)).json().result;
    expect(project.data_revision).toBeGreaterThan(4);
    // Every blob any revision of this project refers to for its first curve, with its rows.
    const curves = await Promise.all(Array.from({ length: project.data_revision }, (_, i) => curveParts(t.db, id, i + 1, 1)));
    const ids = [...new Set(curves.flatMap((c) => [...c.head, ...(c.tail ? [c.tail] : [])]))];
    const blobs = await t.db.selectFrom('curve_blobs').select(['id', 'length']).where('id', 'in', ids).execute();
    // The upload's 3,000 rows are stored once, in revision 1's blob, which every live revision starts with.
    expect(blobs.filter((b) => b.length >= 3000).map((b) => b.id)).toEqual([curves[0].head[0]]);
    expect(curves.every((c) => c.head[0] === curves[0].head[0])).toBe(true);
    // Each revision reads back every row, the upload's as they were, each depth once and in order.
    for (let revision = 2; revision <= project.data_revision; revision++) {
      const text = (await agent.get(`/api/projects/${id}/data/c1,rop?format=csv&revision=${revision}`)).body.trim();
      const depths = text
        .split('\n')
        .slice(1)
        .map((line: string) => Number(line.split(',')[0]));
      expect(depths.filter((d: number) => d <= 6499.5)).toHaveLength(3000);
      expect(depths).toEqual([...new Set(depths)].sort((a, b) => a - b));
    }
  });

  it('seals a feed silent for 5 minutes: the next rows start a new revision, the sealed one stays as it was', async () => {
    const id = await createProjectId(agent);
    const token = await makeIngestToken(agent, id);
    const frames = framesOfLas(drillingAhead(5099.5, 6));
    await postFrames(t.app, id, token, frames);
    const growing = (await agent.get(`/api/projects/${id}/live-feed`)).json().result.live_revision;
    expect(growing).toBe(2);
    expect(await sealSilentFeeds(t.app.deps, new Date(Date.now() + 60_000))).toBe(0); // not silent long enough
    expect(await sealSilentFeeds(t.app.deps, new Date(Date.now() + 6 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await agent.get(`/api/projects/${id}/live-feed`)).json().result.live_revision).toBeNull();
    const sealedRows = (await csvRows(id)).length;
    await postFrames(t.app, id, token, framesOfLas(drillingAhead(5105.5, 3), { firstSeq: frames.length + 1, start: Date.UTC(2026, 10, 26, 9) }));
    const project = (await agent.get(`/api/projects/${id}`)).json().result;
    expect(project.data_revision).toBe(3);
    expect((await csvRows(id)).length).toBeGreaterThan(sealedRows);
    const rows2 = (await agent.get(`/api/projects/${id}/data/c1?format=csv&revision=2`)).body.trim().split('\n').length - 1;
    expect(rows2).toBe(sealedRows);
  });

  it("writes a batch's rows, not the well's: on a deep well each batch stores only the growing rows", async () => {
    const id = await createProjectId(agent, { las: smallLas({ rows: 3000 }) }); // 5000-6499.5 ft
    const token = await makeIngestToken(agent, id);
    const frames = framesOfLas(drillingAhead(6499.5, 20));
    const growing = async () => (await agent.get(`/api/projects/${id}/live-feed`)).json().result.live_revision as number | null;
    await postFrames(t.app, id, token, frames.slice(0, 20)); // makes the growing revision
    const revision = await growing();
    expect(revision).not.toBeNull();
    const lastBlob = async () =>
      (
        await t.db
          .selectFrom('curve_blobs')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0;
    const before = (await csvRows(id, 'c1,c2,c3,rop')).length;
    // Batches within the revision's first 15 minutes of drilling (it is sealed after them).
    const tails = async () =>
      (await t.db.selectFrom('data_revision_curves').select('tail_blob_id').where('project_id', '=', id).where('revision', '=', revision!).execute())
        .map((r) => r.tail_blob_id)
        .filter((blob) => blob !== null);
    for (let at = 20; at < 80; at += 10) {
      const mark = await lastBlob();
      const tailsBefore = await tails();
      expect((await postFrames(t.app, id, token, frames.slice(at, at + 10))).statusCode).toBe(200);
      expect(await growing()).toBe(revision);
      // The tails it replaced are gone, unless another revision (of any project: blobs are shared by content) holds them.
      const tailsAfter = new Set(await tails());
      const replaced = tailsBefore.filter((blob) => !tailsAfter.has(blob));
      const left = replaced.length
        ? await t.db
            .selectFrom('curve_blobs as b')
            .select('b.id')
            .where('b.id', 'in', replaced)
            .where((eb) =>
              eb.not(
                eb.or([
                  eb.exists(
                    eb
                      .selectFrom('data_revision_curves as c')
                      .select('c.position')
                      .where((w) => w.or([w('c.blob_id', '=', w.ref('b.id')), w('c.tail_blob_id', '=', w.ref('b.id'))])),
                  ),
                  eb.exists(eb.selectFrom('data_revision_curve_parts as p').select('p.part').whereRef('p.blob_id', '=', 'b.id')),
                ]),
              ),
            )
            .execute()
        : [];
      expect(replaced.length).toBeGreaterThan(0);
      expect(left).toEqual([]);
      // The blobs this batch wrote for this project (test files run side by side on one database).
      const written = await t.db
        .selectFrom('curve_blobs as b')
        .innerJoin('data_revision_curves as c', (join) =>
          join.on((eb) => eb.or([eb('c.blob_id', '=', eb.ref('b.id')), eb('c.tail_blob_id', '=', eb.ref('b.id'))])),
        )
        .select(['b.length'])
        .where('c.project_id', '=', id)
        .where('b.id', '>', mark)
        .execute();
      // The growing rows of a batch (its curves', and one all-empty column for the curves the feed does not send),
      // never the 3,000 rows above them.
      expect(Math.max(0, ...written.map((b) => b.length))).toBeLessThan(100);
    }
    const rows = await csvRows(id, 'c1,c2,c3,rop');
    expect(rows.length).toBeGreaterThan(before);
    expect(rows.filter((r) => r[0] <= 6499.5)).toHaveLength(3000);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    expect(rows.map((r) => r[0])).toEqual([...rows.map((r) => r[0])].sort((a, b) => a - b));
  });

  it('writes every row again when the item table adds a curve to the growing revision, then its tail again', async () => {
    const id = await createProjectId(agent); // 5000-5099.5 ft
    const token = await makeIngestToken(agent, id);
    const las = drillingAhead(5099.5, 60);
    const frames = framesOfLas(las);
    // The same rows with total gas sent on item 0141, which the item table then names XTRA: a curve the well lacks.
    const withExtra = framesOfLas(las, { extraItems: { TG: '0141' } });
    await postFrames(t.app, id, token, frames.slice(0, 20));
    const growing = (await agent.get(`/api/projects/${id}/live-feed`)).json().result.live_revision;
    const set = await agent.put(`/api/projects/${id}/live-feed`, {
      lag_minutes: 8,
      mapping: [{ item: '0141', name: 'Spare 1', role: 'lagged', mnemonic: 'XTRA', unit: 'ppm' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const curves = () =>
      t.db.selectFrom('data_revision_curves').select('name').where('project_id', '=', id).where('revision', '=', growing).execute();
    for (const [from, to] of [
      [20, 120],
      [120, 140],
      [140, 160],
    ]) {
      expect((await postFrames(t.app, id, token, withExtra.slice(from, to))).statusCode).toBe(200);
      expect((await agent.get(`/api/projects/${id}/live-feed`)).json().result.live_revision).toBe(growing);
    }
    expect((await curves()).map((c) => c.name)).toContain('xtra');
    const rows = await csvRows(id, 'c1,xtra');
    expect(rows.filter((r) => r[0] <= 5099.5)).toHaveLength(200);
    expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
    expect(rows.filter((r) => r[2] > 0).length).toBeGreaterThan(0);
  });

  it('refuses an archived project (409)', async () => {
    const id = await createProjectId(agent);
    const token = await makeIngestToken(agent, id);
    expect((await agent.put(`/api/projects/${id}`, { deleted_date: new Date().toISOString() })).statusCode).toBe(200);
    const response = await postFrames(t.app, id, token, framesOfLas(drillingAhead(5099.5, 2)));
    expect(response.statusCode).toBe(409);
  });
});

describe('ingest tokens', () => {
  it('are scoped to one project and to the ingest call: no other read or write, no sign-in', async () => {
    const id = await createProjectId(agent);
    const other = await createProjectId(agent);
    const token = await makeIngestToken(agent, id);
    const frames = framesOfLas(drillingAhead(5099.5, 2));
    expect((await postFrames(t.app, id, undefined, frames)).statusCode).toBe(401);
    expect((await postFrames(t.app, other, token, frames)).statusCode).toBe(401);
    expect((await postFrames(t.app, 999_999, token, frames)).statusCode).toBe(401);
    for (const url of [`/api/projects/${id}`, `/api/projects/${id}/data/c1?format=csv`, `/api/projects/${id}/live-feed`, '/api/projects']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, url).toBe(401);
    }
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/metadata`,
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(write.statusCode).toBe(401);
    expect((await postFrames(t.app, id, token, frames)).statusCode).toBe(200);
  });

  it('are listed with creation and last use, never shown again, and end when revoked', async () => {
    const id = await createProjectId(agent);
    const token = await makeIngestToken(agent, id, 'Cabin unit');
    await postFrames(t.app, id, token, framesOfLas(drillingAhead(5099.5, 2)));
    const listed = (await agent.get(`/api/projects/${id}/live/tokens`)).json().result;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'Cabin unit' });
    expect(listed[0].last_used_at).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((await agent.delete(`/api/projects/${id}/live/tokens/${listed[0].id}`)).statusCode).toBe(200);
    expect((await postFrames(t.app, id, token, framesOfLas(drillingAhead(5099.5, 2), { firstSeq: 1000 }))).statusCode).toBe(401);
    expect((await agent.delete(`/api/projects/${id}/live/tokens/${listed[0].id}`)).statusCode).toBe(404);
  });

  it('are made and the feed set only by project admins', async () => {
    const id = await createProjectId(agent);
    const writer = await buildUser(t.db, { role: 'user', companyId: user.company_id! });
    expect(
      (
        await agent.post(`/api/projects/${id}/access`, {
          access_levels: [
            { user_id: user.id, access_level: 'admin' },
            { user_id: writer.id, access_level: 'write' },
          ],
        })
      ).statusCode,
    ).toBe(200);
    const asWriter = await signIn(t.app, writer.email);
    expect((await asWriter.post(`/api/projects/${id}/live/tokens`, { name: 'x' })).statusCode).toBe(403);
    expect((await asWriter.put(`/api/projects/${id}/live-feed`, { lag_minutes: 5 })).statusCode).toBe(403);
    expect((await asWriter.get(`/api/projects/${id}/live-feed`)).statusCode).toBe(200);
    const set = await agent.put(`/api/projects/${id}/live-feed`, {
      lag_minutes: 12.5,
      mapping: [{ item: '0141', name: 'Spare 1', role: 'lagged', mnemonic: 'H2S', unit: 'ppm' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().result.lag_minutes).toBe(12.5);
    expect(set.json().result.effective_mapping.find((m: { item: string }) => m.item === '0141')).toMatchObject({ mnemonic: 'H2S' });
    expect((await agent.put(`/api/projects/${id}/live-feed`, { lag_minutes: -1 })).statusCode).toBe(422);
  });
});
