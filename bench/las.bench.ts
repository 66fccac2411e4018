// LAS engine: read and write speed on the 60-curve, 100,000-row mud-gas file (about 65 MB).
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
}
