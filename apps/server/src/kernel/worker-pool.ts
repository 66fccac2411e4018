import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';

/**
 * Threads for heavy work off the event loop (issue 21 item 2): all but one core (at least one), at most
 * four, so requests keep a core of their own. Idle threads end after a minute and never hold the process.
 */
const WORKER_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * A pool running the default export of `{dir}/{name}.js` (the compiled bundle, next to dist/server.js) or,
 * from sources (tests, `npm run dev`), `{dir}/{name}.ts` loaded through tsx.
 */
export function workerPool(dir: string, name: string): Piscina {
  const compiled = path.join(dir, `${name}.js`);
  const fromSource = !existsSync(compiled);
  const filename = fromSource ? path.join(dir, `${name}.ts`) : compiled;
  return new Piscina({
    filename: pathToFileURL(filename).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: WORKER_THREADS,
    idleTimeout: 60_000,
  });
}
