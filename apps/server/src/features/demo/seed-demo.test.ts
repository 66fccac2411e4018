import { expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures';
import { buildUser } from '../../test/factories';
import { signIn } from '../../test/helper';
import { DEMO_PROJECT_NAME, seedDemoProject } from './seed-demo';

const t = useTestApp();

it('creates the demo project with its landing point, vertical and lateral data', async () => {
  const admin = await buildUser(t.db, { role: 'super-admin' });
  const id = await seedDemoProject(t.app.deps, admin.id, t.app.log);
  expect(id).toEqual(expect.any(Number));
  const agent = await signIn(t.app, admin.email);
  const project = (await agent.get(`/api/projects/${id}`)).json().result;
  expect(project.name).toBe(DEMO_PROJECT_NAME);
  const m = project.latest_metadata;
  expect(m.depth_of_split).toBeGreaterThan(m.start_depth);
  expect(m.depth_of_split).toBeLessThan(m.stop_depth);
  expect(project.curves.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['depth', 'c1', 'c2', 'c3', 'c4', 'c5', 'co2', 'h2s']));
  expect(project.row_count).toBeGreaterThan(1000);
  const csv = (await agent.get(`/api/projects/${id}/data/c1,total_gas?filterExpression=${encodeURIComponent(`depth >= ${m.depth_of_split}`)}`)).body;
  expect(csv.trim().split('\n').length).toBeGreaterThan(100);
  expect(project.access_level).toBe('super-admin');
});
