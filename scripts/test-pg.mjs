// `npm run test:pg`: the server tests against a real PostgreSQL server (DATABASE_URL, default the
// local one). Each test worker makes its own database there (`<database>_worker_<n>`), and each test file works
// in a fresh schema of it that it drops when it ends (apps/server/src/test/helper.ts).
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync('npx', ['vitest', 'run', 'apps/server'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
