// `npm run bench`: runs every bench/*.bench.ts in turn (or those named on the command line) and
// prints their figures. Benchmarks print numbers and goals; they never fail a build.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

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
// Pools and the benchmarks' own database keep handles open; everything is printed, so end here (the
// embedded cluster stops with the process).
process.exit();
