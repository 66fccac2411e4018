// LAS engine: read and write speed on the 60-curve, 100,000-row mud-gas file (about 65 MB).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMudGasLas } from '../packages/core/src/demo/generate-mudgas-las';
import { readLas } from '../packages/core/src/las/read-las';
import { writeLas } from '../packages/core/src/las/write-las';
import { figure, timeIt } from './report';

export async function run() {
  const text = generateMudGasLas({ curveSet: 'wide', rows: 100_000 });
  const bytes = new TextEncoder().encode(text);
  const mb = bytes.length / 1e6;
  console.log(`  file: ${mb.toFixed(1)} MB, 60 curves, 100,000 rows`);

  const file = readLas(bytes);
  if (file.rowCount !== 100_000 || file.curves.length !== 60 || file.warnings.length > 0) {
    throw new Error(`unexpected read: ${file.rowCount} rows, ${file.curves.length} curves, ${file.warnings.length} warnings`);
  }
  const cpu0 = process.cpuUsage();
  const readMs = await timeIt(() => readLas(bytes));
  const cpu = process.cpuUsage(cpu0);
  figure('read speed', mb / (readMs / 1000), 'MB/s', { atLeast: 150 });
  // CPU time per read (6 runs): the wall-clock figure suffers when other processes share the 2 cores.
  figure('read speed by CPU time', mb / ((cpu.user + cpu.system) / 1000 / 6 / 1000), 'MB/s');

  let written = '';
  const writeMs = await timeIt(() => {
    written = writeLas(file);
  }, 3);
  figure('write speed', written.length / 1e6 / (writeMs / 1000), 'MB/s');

  wholeProcess(bytes);
}

/** Median wall time in ms of a command run `runs` times (after one warm-up), or null when it fails. */
function timeCommand(command: string, args: string[], runs = 5): number | null {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const start = performance.now();
    const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    if (result.status !== 0) return null;
    if (i > 0) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * `las inspect` as a whole process (start, read, summarise, print) on the 66 MB file, the
 * compiled command line (`node packages/core/dist/cli.js`, what `npm run cli` runs) beside lasio's
 * `lasio.read` in a fresh Python, when Python and lasio are installed. Goal: at least 8x faster.
 */
function wholeProcess(bytes: Uint8Array) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cli = path.join(root, 'packages/core/dist/cli.js');
  if (!existsSync(cli)) {
    console.log('  las inspect whole process: packages/core/dist/cli.js missing (npm run build)');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'mudstack-bench-'));
  const file = path.join(dir, 'wide-100000.las');
  writeFileSync(file, bytes);
  try {
    const ours = timeCommand(process.execPath, [cli, 'las', 'inspect', file]);
    if (ours === null) throw new Error('las inspect failed');
    figure('las inspect, whole process (compiled CLI)', ours / 1000, 's');
    const hasLasio = spawnSync('python3', ['-c', 'import lasio'], { stdio: 'ignore' }).status === 0;
    if (!hasLasio) {
      console.log('  lasio, whole process: not installed here (pip install lasio to compare in the same run)');
      return;
    }
    const lasio = timeCommand('python3', ['-c', 'import sys, lasio; lasio.read(sys.argv[1])', file], 3);
    if (lasio === null) throw new Error('lasio failed to read the file');
    figure('lasio.read, whole process', lasio / 1000, 's');
    figure('las inspect against lasio', lasio / ours, 'x faster', { atLeast: 8 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
