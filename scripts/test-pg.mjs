// `npm run test:pg`: the server tests against a real PostgreSQL server (DATABASE_URL, default the
// local one). Each test file works in a fresh schema that it drops when it ends.
import { spawnSync } from 'node:child_process';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const result = spawnSync('npx', ['vitest', 'run', 'apps/server'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
