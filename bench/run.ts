// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line) and
// prints their figures. Benchmarks print numbers and goals; they never fail a build.
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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
 * 100 MB; the virtual machines here took 320-460 ms, and every large buffer an upload or a first visit fills is
 * fresh memory.
 */
function machine() {
  const mb = 100;
  const block = Buffer.allocUnsafeSlow(mb * 1024 * 1024);
  const started = performance.now();
  for (let i = 0; i < block.length; i += 4096) block[i] = 1;
  const firstTouch = performance.now() - started;
  console.log(`\n## machine\n  ${availableParallelism()} cores; ${mb} MB of fresh memory first touched in ${firstTouch.toFixed(0)} ms`);
}

// Pools and the benchmarks' own database keep handles open; everything is printed, so end here (the
// embedded cluster stops with the process).
process.exit();
