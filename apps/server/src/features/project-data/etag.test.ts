import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useSignedInApp } from '../../test/fixtures';
import { signIn, type Agent } from '../../test/helper';
import { createProjectId, multipart, smallLas } from '../../test/projects';

// Polls and data loads of an unchanged revision are answered 304 after the access check.
const { t, agent: admin } = useSignedInApp();
let stranger: Agent;
let id: number;

beforeAll(async () => {
  stranger = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
  id = await createProjectId(admin);
});

const get = (agent: Agent, url: string, etag?: string) => agent.request({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });

async function importRows(startDepth: number) {
  const body = multipart(
    { 'type-of-import': 'append', depth_change: 'keep' },
    { las_file: { filename: 'more.las', content: smallLas({ rows: 20, startDepth, seed: 4 }) } },
  );
  const response = await admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers });
  expect(response.statusCode, response.body).toBe(200);
}

describe('revision ETags', () => {
  it('answers the data endpoint 304 for the revision the client holds, and 200 with a new tag once the data changes', async () => {
    const url = `/api/projects/${id}/data/c1,pix1?format=bin`;
    const first = await get(admin, url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(admin, url, etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // As the browser sends the web app's own revalidation (fetch with cache 'no-store' adds Cache-Control: no-cache).
    const revalidated = await admin.request({
      method: 'GET',
      url,
      headers: { 'if-none-match': etag, 'cache-control': 'no-cache', pragma: 'no-cache' },
    });
    expect(revalidated.statusCode).toBe(304);
    // Another series, format or query is another answer.
    expect((await get(admin, `/api/projects/${id}/data/c1,pix1`, etag)).statusCode).toBe(200);
    expect((await get(admin, `/api/projects/${id}/data/c1?format=bin`, etag)).statusCode).toBe(200);
    expect((await get(admin, `${url}&filterExpression=${encodeURIComponent('depth > 5050')}`, etag)).statusCode).toBe(200);

    // Access comes first: someone without it gets 404 whatever tag they send.
    expect((await get(stranger, url, etag)).statusCode).toBe(404);

    await importRows(5100);
    const changed = await get(admin, url, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // The old revision, asked for by number, is still the same answer.
    expect((await get(admin, `${url}&revision=1`, etag)).statusCode).toBe(200);
    const old = await get(admin, `${url}&revision=1`);
    expect((await get(admin, `${url}&revision=1`, old.headers.etag as string)).statusCode).toBe(304);
  });

  it('answers the metadata poll 304 while nothing changed', async () => {
    const project = (await admin.get(`/api/projects/${id}`)).json().result;
    const url = `/api/projects/${id}/metadata-update?mdr=${project.metadata_revision}&dr=${project.data_revision}`;
    const first = await get(admin, url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ refresh: false });
    const etag = first.headers.etag as string;
    expect((await get(admin, url, etag)).statusCode).toBe(304);
    expect((await get(admin, url, `"other", ${etag}`)).statusCode).toBe(304);
    await importRows(5200);
    const changed = await get(admin, url, etag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ refresh: true });
  });
});
