import { readLas } from '../las/read-las';
import { inspectLas } from '../las/summary';
import { lasToCsv } from '../las/to-csv';
import { writeLas } from '../las/write-las';

export const USAGE = `Usage:
  npm run cli -- las inspect FILE              JSON summary (the shape of las-corpus/reference/*.json)
  npm run cli -- las convert FILE --to csv|las  convert to CSV or LAS 2.0 on stdout
Options: --null-policy none|strict|common|aggressive   --keep-metres (do not convert a metre index to feet)`;

export interface CommandResult {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** The `las` command as a pure function of its arguments and the file's bytes (the process wrapper is main.ts). */
export function runLasCommand(args: string[], readFile: (path: string) => Uint8Array): CommandResult {
  const [sub, file, ...rest] = args;
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const nullPolicy = flag('--null-policy') as 'none' | 'strict' | 'common' | 'aggressive' | undefined;
  if (nullPolicy && !['none', 'strict', 'common', 'aggressive'].includes(nullPolicy)) {
    return { stdout: '', stderr: `Unknown null policy "${nullPolicy}"\n${USAGE}\n`, exitCode: 2 };
  }
  const options = { nullPolicy, convertIndexToFeet: !rest.includes('--keep-metres') };
  if (!file || (sub !== 'inspect' && sub !== 'convert')) return { stdout: '', stderr: USAGE + '\n', exitCode: 2 };
  let bytes: Uint8Array;
  try {
    bytes = readFile(file);
  } catch (error) {
    return { stdout: '', stderr: `Cannot read ${file}: ${(error as Error).message}\n`, exitCode: 1 };
  }
  if (sub === 'inspect') {
    const summary = inspectLas(bytes, options);
    return { stdout: JSON.stringify(summary, null, 1) + '\n', stderr: '', exitCode: summary.ok ? 0 : 1 };
  }
  const to = flag('--to');
  if (to !== 'csv' && to !== 'las') return { stdout: '', stderr: `--to must be csv or las\n${USAGE}\n`, exitCode: 2 };
  try {
    const las = readLas(bytes, options);
    const warnings = las.warnings.map((w) => `warning: ${w.message}\n`).join('');
    return { stdout: to === 'csv' ? lasToCsv(las) : writeLas(las), stderr: warnings, exitCode: 0 };
  } catch (error) {
    return { stdout: '', stderr: `${(error as Error).message}\n`, exitCode: 1 };
  }
}
