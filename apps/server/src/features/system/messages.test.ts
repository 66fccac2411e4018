import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId } from '../../test/projects';

// Validation messages a user can act on, never "Invalid input".
const { agent } = useSignedInApp({ role: 'super-admin' });
let id: number;
beforeAll(async () => {
  id = await createProjectId(agent, { name: 'Messages well' });
});

describe('validation messages', () => {
  it('name the field and say what it must be', async () => {
    const revision = await agent.get(`/api/projects/${id}/data/c1?revision=abc`);
    expect(revision.statusCode).toBe(422);
    expect(revision.json().errors.revision).toEqual(['Revision must be a number.']);

    const big = await agent.get(`/api/projects/${id}/metadata?revision=99999999999`);
    expect(big.json().errors.revision).toEqual(['Revision must be at most 2147483647.']);

    const level = await agent.get(`/api/projects/${id}/data/c1?backgroundSubtract=200000`);
    expect(level.json().errors.backgroundSubtract).toEqual(
      expect.arrayContaining([expect.stringMatching(/must be at most 100000|one of: true, false/)]),
    );

    const all = JSON.stringify([revision.json(), big.json(), level.json()]);
    expect(all).not.toMatch(/Invalid input/);
  });

  it('says which series a filter does not know, and where', async () => {
    const response = await agent.get(`/api/projects/${id}/data/c1?filterExpression=${encodeURIComponent('c11 > 5')}`);
    expect(response.statusCode).toBe(422);
    const messages = Object.values(response.json().errors as Record<string, string[]>).flat();
    expect(messages.join(' ')).toMatch(/c11/);
    expect(messages.join(' ')).toMatch(/column 1/);
  });

  it('refuse a NUL character in any JSON text with a message, and keep the text "\\u0000" as typed', async () => {
    const nul = await agent.request({
      method: 'PUT',
      url: `/api/projects/${id}`,
      payload: '{"name":"Well\\u0000 7H"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.body[0]).toMatch(/NUL characters/);
    const typed = await agent.request({
      method: 'PUT',
      url: `/api/projects/${id}`,
      payload: '{"name":"Well \\\\u0000 7H"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json().result.name).toBe('Well \\u0000 7H');
  });
});
