import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { createProjectVia, smallLas } from '../../test/projects';

// Its own file: the app is built with a tiny MAX_UPLOAD_MB.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MAX_UPLOAD_MB: '0.01' });
});
afterAll(() => t.close());

it('answers 413 beyond MAX_UPLOAD_MB and stores nothing', async () => {
  const user = await buildUser(t.db, { role: 'admin' });
  const agent = await signIn(t.app, user.email);
  const las = smallLas();
  expect(las.length).toBeGreaterThan(0.01 * 1024 * 1024);
  const response = await createProjectVia(agent, { las });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: 'The upload is too large.' });
  expect(await t.db.selectFrom('projects').selectAll().execute()).toEqual([]);
  expect(await t.db.selectFrom('uploads').select('id').execute()).toEqual([]);
});
