// `npm run cli -- las inspect FILE` / `npm run cli -- las convert FILE --to csv|las`.
// The only place in packages/core that touches the file system and the process.
import { readFileSync } from 'node:fs';
import { runLasCommand, USAGE } from './las-command';

const [command, ...args] = process.argv.slice(2);
if (command !== 'las') {
  process.stderr.write(USAGE + '\n');
  process.exit(2);
}
// A Buffer is a Uint8Array: no 66 MB copy of the file.
const result = runLasCommand(args, (file) => readFileSync(file));
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
