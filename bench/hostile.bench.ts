// Requests that once held the event loop or exhausted memory (a 30,000-digit LAS token, a wide first row over
// short rows, a 3,000-column diff CSV, a PDF of a 2,500-character well name), each beside a plain request of
// the same size: /api/health p99 while each runs, over real HTTP (goal: under 100 ms), and the time it took.
import { buildUser } from '../apps/server/src/test/factories';
import { buildTestApp, signIn } from '../apps/server/src/test/helper';
import { hostileCases, longWellNameLas, type HostileRequest } from '../apps/server/src/test/hostile-inputs';
import { createProjectId, smallLas } from '../apps/server/src/test/projects';
import { figure, healthDuring } from './report';

export async function run() {
  const t = await buildTestApp();
  try {
    const agent = await signIn(t.app, (await buildUser(t.db, { role: 'admin' })).email);
    const projectId = await createProjectId(agent, { name: 'Target', las: smallLas() });
    const longName = await createProjectId(agent, { name: 'Long name', las: longWellNameLas() });
    const plainName = await createProjectId(agent, { name: 'Plain name', las: smallLas() });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookies = { cookie: agent.jar.header(), 'x-csrf-token': agent.jar.get('csrf_access_token')! };
    const send = (r: HostileRequest) =>
      fetch(`${address}${r.url}`, { method: r.method, headers: { ...cookies, ...r.headers }, body: r.payload as BodyInit | undefined });
    for (const c of hostileCases(projectId, longName, plainName)) {
      for (const [kind, request] of [
        ['plain', c.plain],
        ['hostile', c.hostile],
      ] as const) {
        const started = performance.now();
        const { result, times, pct } = await healthDuring(address, async () => (await send(request)).status);
        const ms = performance.now() - started;
        figure(`/api/health p99 during ${c.name}, ${kind} (answered ${result} in ${ms.toFixed(0)} ms, ${times.length} calls)`, pct(0.99), 'ms', {
          atMost: 100,
        });
      }
    }
  } finally {
    await t.close();
  }
}
