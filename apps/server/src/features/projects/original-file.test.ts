import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { signIn, type Agent } from '../../test/helper';
import { createProjectId, multipart, smallLas } from '../../test/projects';

// The original file, as uploaded, to anyone with access to the project.
const t = useTestApp();
let owner: Agent;
let stranger: Agent;
beforeAll(async () => {
  const user = await buildUser(t.db, { role: 'admin' });
  owner = await signIn(t.app, user.email);
  stranger = await signIn(t.app, (await buildUser(t.db, { role: 'user' })).email);
});

describe('GET /api/projects/{id}/original', () => {
  it("answers each revision's file byte for byte, with its own name, and hides it from those without access", async () => {
    // CR LF line ends and a trailing comment: nothing may be normalised on the way.
    const first = Buffer.from(smallLas({ seed: 21 }).replace(/\n/g, '\r\n') + '# end of file, kept as sent\r\n');
    const id = await createProjectId(owner, { name: 'Original well', las: first, filename: 'Rig 7 – well Ä.las' });

    const current = await owner.get(`/api/projects/${id}/original`);
    expect(current.statusCode).toBe(200);
    expect(Buffer.compare(current.rawPayload, first)).toBe(0);
    expect(current.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Rig 7 – well Ä.las')}`);

    // A later import keeps its own file; the first one stays available by revision.
    const second = Buffer.from(smallLas({ seed: 22, startDepth: 6000 }));
    const body = multipart(
      { 'type-of-import': 'full-replace', depth_change: 'keep' },
      { las_file: { filename: 'replacement.las', content: second } },
    );
    expect(
      (await owner.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers })).statusCode,
    ).toBe(200);
    expect(Buffer.compare((await owner.get(`/api/projects/${id}/original`)).rawPayload, second)).toBe(0);
    expect(Buffer.compare((await owner.get(`/api/projects/${id}/original?dr=1`)).rawPayload, first)).toBe(0);
    expect((await owner.get(`/api/projects/${id}/original?dr=99`)).statusCode).toBe(404);

    expect((await stranger.get(`/api/projects/${id}/original`)).statusCode).toBe(404);
  });

  it('answers a file kept in several compressed pieces (over 4 MB, its last piece short) byte for byte', async () => {
    const big = Buffer.from(smallLas({ rows: 60_000, step: 0.5, seed: 23 }));
    expect(big.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(big.length % (4 * 1024 * 1024)).toBeGreaterThan(0);
    const id = await createProjectId(owner, { name: 'Large original well', las: big });
    const original = await owner.get(`/api/projects/${id}/original`);
    expect(original.statusCode, original.body).toBe(200);
    expect(Buffer.compare(original.rawPayload, big)).toBe(0);
  });
});
