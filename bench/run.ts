// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line) and
// prints their figures. Benchmarks print numbers and goals; they never fail a build.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serverEnv } from '../scripts/server-env.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

machine();

for (const file of files) {
  console.log(`\n## ${file.replace('.bench.ts', '')}`);
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { run: () => Promise<void> };
  try {
    await mod.run();
  } catch (error) {
    console.log(`  failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  }
}
/**
 * What kind of machine the figures are from, printed first so that runs on two machines can be compared: its
 * cores, and what first touching fresh memory costs (a page fault per 4 KB). A bare machine takes some 25 ms for
 * 100 MB; the virtual machines here took 290-460 ms, and every large buffer an upload or a first visit fills is
 * fresh memory. The second figure is the same in huge pages, as the server gets them (scripts/server-env.mjs). The
 * third is the processor alone: two machines of the same kind here differed some threefold in every figure.
 */
function machine() {
  const touch = `const b = Buffer.allocUnsafeSlow(100 << 20); const t = performance.now();
    for (let i = 0; i < b.length; i += 4096) b[i] = 1; console.log((performance.now() - t).toFixed(0));`;
  const firstTouch = (env: NodeJS.ProcessEnv) => spawnSync(process.execPath, ['-e', touch], { env, encoding: 'utf8' }).stdout.trim();
  const { GLIBC_TUNABLES: _, ...plain } = process.env;
  // The processor alone, without memory: the same arithmetic every run, the best of three.
  const loop = `let s = 0; let best = Infinity; for (let r = 0; r < 3; r++) { const t = performance.now();
    for (let i = 0; i < 1e8; i++) s = (s + i * 7) % 1000003; best = Math.min(best, performance.now() - t); }
    console.log(s >= 0 ? best.toFixed(0) : '?');`; // reading s keeps the loop from being left out
  const cpu = spawnSync(process.execPath, ['-e', loop], { env: plain, encoding: 'utf8' }).stdout.trim();
  console.log(
    `\n## machine\n  ${availableParallelism()} cores; 100 MB of fresh memory first touched in ${firstTouch(plain)} ms` +
      `, ${firstTouch(serverEnv(plain))} ms with the server's memory setting (scripts/server-env.mjs); ` +
      `100 million steps of integer arithmetic in ${cpu} ms`,
  );
}

// Pools and the benchmarks' own database keep handles open; everything is printed, so end here (the
// embedded cluster stops with the process).
process.exit();
