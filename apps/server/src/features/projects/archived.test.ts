import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, multipart, smallLas } from '../../test/projects';

// An archived project is read-only for everyone until it is unarchived.
const { agent: admin } = useSignedInApp({ role: 'super-admin' });

const importFile = (id: number) => {
  const body = multipart(
    { 'type-of-import': 'full-replace', depth_change: 'keep' },
    { las_file: { filename: 'new.las', content: smallLas({ seed: 9 }) } },
  );
  return admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers });
};

describe('an archived project', () => {
  it('refuses every change with 409 and a message, stays readable, and takes changes again once unarchived', async () => {
    const id = await createProjectId(admin, { name: 'Archived well' });
    const snippet = { name: 'Peak', config: { dateWindow: { x: [5030, 5050], y: [0, 500] }, series: ['c1'] }, renormalize: true };
    expect((await admin.put(`/api/projects/${id}`, { deleted_date: new Date().toISOString() })).statusCode).toBe(200);

    const writes = {
      metadata: await admin.post(`/api/projects/${id}/metadata?dr=1`, { revision: 1, field: 'Changed' }),
      landing: await admin.post(`/api/projects/${id}/metadata`, { depth_of_split: 5050, revision: 1 }),
      import: await importFile(id),
      restore: await admin.post(`/api/projects/${id}/restore?dr=1&mdr=1`),
      snippet: await admin.post(`/api/projects/${id}/snippets`, snippet),
      rename: await admin.put(`/api/projects/${id}`, { name: 'Renamed while archived' }),
    };
    for (const [what, response] of Object.entries(writes)) {
      expect(response.statusCode, what).toBe(409);
      expect(response.json().message, what).toMatch(/archived, so it can't be changed/);
    }
    // Still readable.
    expect((await admin.get(`/api/projects/${id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/projects/${id}/metadata`)).json().result.field).not.toBe('Changed');
    expect((await admin.get(`/api/projects/${id}/data/c1`)).statusCode).toBe(200);

    // Unarchived: writable again.
    expect((await admin.put(`/api/projects/${id}`, { deleted_date: null })).statusCode).toBe(200);
    expect((await admin.post(`/api/projects/${id}/metadata?dr=1`, { revision: 1, field: 'Changed' })).statusCode).toBe(200);
    expect((await admin.put(`/api/projects/${id}`, { name: 'Renamed after' })).statusCode).toBe(200);
  });
});
