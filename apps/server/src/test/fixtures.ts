import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Role, UserRow } from '../db/schema';
import { buildUser } from './factories';
import { buildTestApp, signIn, type Agent, type TestApp } from './helper';
import { aliceAndBob, createProjectId, giveWriteAccess } from './projects';

/**
 * A stand-in for a value made later (in a beforeAll): reading a property reads the value's own, its methods
 * bound to it. Lets a test file name its app and agent at the top, as plain constants.
 */
function later<T extends object>(): { value: T; set(value: T): void } {
  let target: T | undefined;
  const value = new Proxy({} as T, {
    get(_, prop) {
      if (!target) throw new Error('the test app is used before beforeAll built it');
      const v = Reflect.get(target, prop, target) as unknown;
      return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { value, set: (v) => (target = v) };
}

/**
 * The set-up most server test files share: an app on a fresh schema of the run's database, built before the
 * file's tests and closed after them, and a signed-in user of `role` (admin by default):
 * `const { t, agent, user } = useSignedInApp({ role: 'super-admin' });`
 */
export function useSignedInApp(options: { role?: Role; env?: Record<string, string> } = {}) {
  const t = later<TestApp>();
  const agent = later<Agent>();
  const user = later<UserRow>();
  beforeAll(async () => {
    const app = await buildTestApp(options.env);
    t.set(app);
    const made = await buildUser(app.db, { role: options.role ?? 'admin' });
    user.set(made);
    agent.set(await signIn(app.app, made.email));
  });
  afterAll(() => t.value.close());
  return { t: t.value, agent: agent.value, user: user.value };
}

/**
 * The app alone, for files that set up several users of their own: built before the file's tests on a fresh
 * schema and closed after them. `const t = useTestApp();` then the file's own beforeAll uses `t`.
 */
export function useTestApp(env?: Record<string, string>): TestApp {
  const t = later<TestApp>();
  beforeAll(async () => t.set(await buildTestApp(env)));
  afterAll(() => t.value.close());
  return t.value;
}

/**
 * Alice (an admin) and Bob (a user of her company), signed in once for the file, and before each test a new
 * project of Alice's that Bob may write: `useAliceAndBobProject(t, (s) => ({ alice, bob, id } = s));`.
 */
export function useAliceAndBobProject(t: TestApp, set: (made: { alice: Agent; bob: Agent; id: number }) => void) {
  let users: Awaited<ReturnType<typeof aliceAndBob>>;
  beforeAll(async () => {
    users = await aliceAndBob(t.db, t.app);
  });
  beforeEach(async () => {
    const id = await createProjectId(users.alice);
    await giveWriteAccess(users.alice, id, users.bobId);
    set({ alice: users.alice, bob: users.bob, id });
  });
}
