// `npm run cli -- las inspect FILE` / `las convert FILE --to csv|las` / `wits bridge ...` / `wits replay ...`.
// The only place in packages/core that touches the file system, the network and the process.
import { readFileSync } from 'node:fs';
import { runLasCommand, USAGE as LAS_USAGE } from './las-command';
import { runBridge } from './wits-bridge';
import { runReplay } from './wits-replay';

const WITS_USAGE = `  npm run cli -- wits bridge --listen HOST:PORT --url MUDSTACK_URL --project ID --token TOKEN --buffer DIR
  npm run cli -- wits replay FILE.las --to HOST:PORT --rate ROWS_PER_S [--depth-unit ft|m] [--item MNEMONIC=RRII ...]
(docs/live.md)`;

function flags(args: string[]): { positional: string[]; one: (name: string) => string | undefined; all: (name: string) => string[] } {
  const positional: string[] = [];
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i].startsWith('--')) pairs.push([args[i], args[++i] ?? '']);
    else positional.push(args[i]);
  }
  return { positional, one: (name) => pairs.find(([k]) => k === name)?.[1], all: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v) };
}

function hostPort(value: string | undefined, what: string): { host: string; port: number } {
  const match = /^(.*):(\d+)$/.exec(value ?? '');
  if (!match) throw new Error(`${what} is HOST:PORT, for example 127.0.0.1:9010`);
  return { host: match[1] || '127.0.0.1', port: Number(match[2]) };
}

async function wits(args: string[]): Promise<void> {
  const [sub, ...rest] = args;
  const f = flags(rest);
  if (sub === 'bridge') {
    const url = f.one('--url');
    const project = Number(f.one('--project'));
    const token = f.one('--token') ?? process.env.MUDSTACK_INGEST_TOKEN;
    const buffer = f.one('--buffer');
    if (!url || !Number.isInteger(project) || !token || !buffer)
      throw new Error('bridge needs --listen, --url, --project, --token (or MUDSTACK_INGEST_TOKEN) and --buffer');
    const bridge = await runBridge({ listen: hostPort(f.one('--listen'), '--listen'), url, project, token, buffer });
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => (bridge.close(), process.exit(0)));
    return;
  }
  if (sub === 'replay') {
    const file = f.positional[0];
    const rate = Number(f.one('--rate') ?? '5');
    if (!file || !(rate > 0)) throw new Error('replay needs FILE.las, --to HOST:PORT and a positive --rate');
    const extraItems = Object.fromEntries(
      f.all('--item').map((pair) => {
        const [mnemonic, item] = pair.split('=');
        if (!mnemonic || !/^\d{4}$/.test(item ?? '')) throw new Error(`--item is MNEMONIC=RRII, for example H2S=0141 (got "${pair}")`);
        return [mnemonic, item];
      }),
    );
    const depthUnit = f.one('--depth-unit') ?? 'ft';
    if (depthUnit !== 'ft' && depthUnit !== 'm') throw new Error(`--depth-unit is ft or m (got "${depthUnit}")`);
    await runReplay({ file: readFileSync(file), to: hostPort(f.one('--to'), '--to'), rate, extraItems, depthUnit });
    return;
  }
  throw new Error(`Usage:\n${WITS_USAGE}`);
}

const [command, ...args] = process.argv.slice(2);
if (command === 'las') {
  // A Buffer is a Uint8Array: no 66 MB copy of the file.
  const result = runLasCommand(args, (file) => readFileSync(file));
  process.stdout.write(result.stdout);
  process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
} else if (command === 'wits') {
  wits(args).catch((error: unknown) => {
    process.stderr.write(`${(error as Error).message}\n`);
    process.exit(2);
  });
} else {
  process.stderr.write(`${LAS_USAGE}\n${WITS_USAGE}\n`);
  process.exit(2);
}
