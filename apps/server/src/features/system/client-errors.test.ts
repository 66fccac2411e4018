import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, multipart, smallLas } from '../../test/projects';

// Nothing a client can send answers 500: broken multipart bodies and text that is not valid Unicode get the
// spec's envelope with a 4xx.
const { agent: admin } = useSignedInApp();
let id: number;

beforeAll(async () => {
  id = await createProjectId(admin);
});

const envelope = (body: string) => {
  const json = JSON.parse(body) as { message?: unknown; code?: unknown };
  expect(typeof json.message).toBe('string');
  expect(json).not.toHaveProperty('code');
  return json;
};

describe('broken multipart bodies', () => {
  it.each([
    ['a truncated body', (b: Buffer) => b.subarray(0, Math.floor(b.length / 2)), undefined],
    ['a body without its closing boundary', (b: Buffer) => b.subarray(0, b.length - 40), undefined],
    ['a content type without a boundary', (b: Buffer) => b, 'multipart/form-data'],
    ['a boundary the body never uses', (b: Buffer) => b, 'multipart/form-data; boundary=nothing-like-it'],
    ['garbage', () => Buffer.from('\x00\x01 not multipart at all'), undefined],
  ])('%s answers 4xx in the envelope', async (_name, cut, contentType) => {
    for (const url of ['/api/projects', `/api/projects/${id}/import`]) {
      const body = multipart({ name: 'Broken', 'type-of-import': 'append' }, { las_file: { filename: 'w.las', content: smallLas() } });
      const headers = { ...body.headers, ...(contentType ? { 'content-type': contentType } : {}) };
      const response = await admin.request({ method: 'POST', url, payload: cut(body.payload), headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      envelope(response.body);
    }
  });
});

describe('text that is not valid Unicode', () => {
  it('refuses a lone UTF-16 surrogate in metadata with a 422 in the envelope, and stores nothing', async () => {
    const raw = '{"revision":1,"well":"\\ud800x","global_hairlines":[{"xval":5010,"text":"\\udfffshow"}]}';
    const response = await admin.request({
      method: 'POST',
      url: `/api/projects/${id}/metadata?dr=1`,
      payload: raw,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(envelope(response.body).message).toMatch(/not valid text|surrogate/i);
    expect((await admin.get(`/api/projects/${id}/metadata`)).json().result.revision).toBe(1);
  });

  it('refuses a lone surrogate in a snippet name and a project rename too', async () => {
    const snippet = await admin.request({
      method: 'POST',
      url: `/api/projects/${id}/snippets`,
      payload: '{"name":"\\udbff","config":{"dateWindow":{"x":[5000,5010],"y":[0,1]},"series":["c1"]}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(snippet.statusCode, snippet.body).toBe(422);
    envelope(snippet.body);
    const rename = await admin.request({
      method: 'PUT',
      url: `/api/projects/${id}`,
      payload: '{"name":"well \\ud83d"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(rename.statusCode, rename.body).toBe(422);
    envelope(rename.body);
  });
});
