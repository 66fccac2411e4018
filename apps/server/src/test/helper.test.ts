import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper';

// Test files run side by side in several workers. Each builds its app in a schema it drops when done; schemas
// of one database share its catalogue, and a migration once failed ("cache lookup failed for namespace") while
// another worker dropped its schema. So each worker works in a database of its own, on the embedded cluster
// and on the PostgreSQL server of `npm run test:pg` alike.
describe('the test apps', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("work in their worker's own database, on whichever server the run uses", async () => {
    const t = await buildTestApp();
    apps.push(t);
    const database = decodeURIComponent(new URL(t.databaseUrl).pathname.slice(1));
    expect(database).toMatch(new RegExp(`_worker_${process.env.VITEST_POOL_ID ?? '1'}$`));
    if (process.env.DATABASE_URL) {
      const server = new URL(process.env.DATABASE_URL);
      expect(new URL(t.databaseUrl).host).toBe(server.host);
      expect(database).toBe(`${server.pathname.slice(1)}_worker_${process.env.VITEST_POOL_ID ?? '1'}`);
    }
  });
});
