import type { MessagePort } from 'node:worker_threads';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { move, Piscina, transferableSymbol, valueSymbol } from 'piscina';

/**
 * Threads for heavy work off the event loop: all but one core (at least one), at most
 * four, so requests keep a core of their own. Idle threads end after a minute and never hold the process.
 */
const WORKER_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * Uploaded CSV files from this size up are read on a worker thread (LAS files always are: las-parse.pool.ts).
 * Below it the handover costs about what the read does; above it a file of pathological lines (each slower to
 * read than plain numbers, though linear) could hold the event loop for tens of milliseconds.
 */
export const OFF_THREAD_MIN_BYTES = 64 * 1024;

/**
 * A pool running the default export of `{dir}/{name}.js` (the compiled bundle, next to dist/server.js) or,
 * from sources (tests, `npm run dev`), `{dir}/{name}.ts` loaded through tsx.
 */
function workerPool(dir: string, name: string, tasksPerThread = 1): Piscina {
  const compiled = path.join(dir, `${name}.js`);
  const fromSource = !existsSync(compiled);
  const filename = fromSource ? path.join(dir, `${name}.ts`) : compiled;
  return new Piscina({
    filename: pathToFileURL(filename).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: WORKER_THREADS,
    idleTimeout: 60_000,
    concurrentTasksPerWorker: tasksPerThread,
  });
}

/**
 * The pool of the worker `name` beside the module at `moduleUrl` (pass `import.meta.url`), started on its first
 * task (`tasksPerThread`: tasks a thread takes at once, for tasks that wait between steps): `run` a task (`fn`: a named export instead of the default), `completed` counts the tasks done (tests
 * check that heavy work went there).
 */
/** A task stopped past its time limit (runWithin): its thread and the pool's others were ended. */
export class PastTimeLimit extends Error {}

/** A task that failed because its thread was ended for another task past its time limit (runWithin). */
export class EndedWithOthers extends Error {}

export function lazyWorkerPool(moduleUrl: string, name: string, options: { tasksPerThread?: number } = {}) {
  let pool: Piscina | undefined;
  let restarts = 0;
  let completedBefore = 0;
  /**
   * Ends every thread of the pool at once, whatever they run: the tasks they ran or queued fail, and the next task
   * starts a new thread.
   */
  const restart = () => {
    const old = pool;
    pool = undefined;
    restarts++;
    completedBefore += old?.completed ?? 0;
    void old?.destroy();
  };
  const run = (task: unknown, fn?: string, signal?: AbortSignal, transferList?: MessagePort[]): Promise<unknown> =>
    (pool ??= workerPool(path.dirname(fileURLToPath(moduleUrl)), name, options.tasksPerThread)).run(task, {
      name: fn,
      signal,
      transferList,
    });
  return {
    /**
     * Runs `task` (a named export `fn`, or the default); `signal` stops it, ending its thread if it has started.
     * `transferList`: what the task moves to the thread instead of copying (a MessagePort it answers on, say).
     */
    run,
    /**
     * `run` within `limitSeconds` of `from` settling (now by default), the queue included, for tasks that share
     * threads (`signal` is for tasks that run alone: Piscina stops a task only by ending its thread, and gives an
     * abortable task a thread of its own). Past it, every thread of the pool is ended and the task fails with
     * PastTimeLimit; the tasks ended with it fail with EndedWithOthers.
     */
    runWithin: async (
      task: unknown,
      limit: { limitSeconds: number; from?: Promise<unknown>; fn?: string; transferList?: MessagePort[] },
    ): Promise<unknown> => {
      const restartsBefore = restarts;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let done = false;
      let timedOut = false;
      const expired = new Promise<never>((_, reject) => {
        const start = () => {
          if (done) return;
          timer = setTimeout(() => {
            timedOut = true;
            reject(new PastTimeLimit());
            restart();
          }, limit.limitSeconds * 1000);
        };
        (limit.from ?? Promise.resolve()).then(start, start);
      });
      expired.catch(() => undefined);
      try {
        return await Promise.race([run(task, limit.fn, undefined, limit.transferList), expired]);
      } catch (error) {
        if (timedOut) throw new PastTimeLimit();
        if (restarts !== restartsBefore) throw new EndedWithOthers();
        throw error;
      } finally {
        done = true;
        clearTimeout(timer);
      }
    },
    completed: () => completedBefore + (pool?.completed ?? 0),
    /** Times the pool's threads were ended for a task past its limit (runWithin). */
    restarts: () => restarts,
  };
}

/** Bytes a worker sent back (a Uint8Array once they cross threads) as a Buffer over the same memory. */
export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * A worker's answer whose buffers move to the main thread instead of being copied (a 48 MB set of columns, a
 * 20 MB CSV): return `moved(value, [buffers])` from a worker function. Only buffers a view covers whole are
 * moved (a pooled Buffer would take its neighbours along); the rest are copied as usual: pass views through
 * `ownBuffer` first to have them all moved, or as `withTheirRoom` when they are known to own their buffer.
 */
export function moved<T extends object>(value: T, views: readonly ArrayBufferView[], withTheirRoom: readonly ArrayBufferView[] = []): T {
  const buffers = new Set<ArrayBuffer>();
  for (const view of views) if (movesWithItsBuffer(view)) buffers.add(view.buffer as ArrayBuffer);
  // Views their maker vouches start a buffer nothing else uses (zstdFast's, ownsItsBuffer): moved with the room
  // after them, never written, rather than copied.
  for (const view of withTheirRoom) if (view.buffer instanceof ArrayBuffer && view.byteOffset === 0) buffers.add(view.buffer);
  return move(new Moved(value, [...buffers])) as unknown as T;
}

/**
 * A Float64 column may move with a buffer up to this share larger than itself: the room over goes along untouched
 * (no memory written, none of it in use), which costs less than a copy of the column. The LAS reader keeps its
 * arrays up to the same share (SPARE_SHARE_KEPT, packages/core/src/las/data-section.ts); here it bounds what any
 * caller's column may take along.
 */
const COLUMN_SPARE_SHARE = 1 / 8;

/**
 * Whether `view` moves with its buffer: it starts it and covers it whole, or it is a Float64 column with a little
 * room after it (COLUMN_SPARE_SHARE). A Buffer must cover its buffer whole: a pooled one would take its neighbours.
 */
function movesWithItsBuffer(view: ArrayBufferView): boolean {
  if (!(view.buffer instanceof ArrayBuffer) || view.byteOffset !== 0) return false;
  const spare = view.buffer.byteLength - view.byteLength;
  return spare === 0 || (view instanceof Float64Array && spare <= view.byteLength * COLUMN_SPARE_SHARE);
}

/**
 * Columns ready to move (`moved`), each in a buffer no other of them shares: a column that moves with its buffer as
 * it is (the LAS reader's, read into arrays sized on a guess of the rows a little over) is not copied, which
 * for the 63 MB bench file spared 48 MB of fresh memory, 140 ms on a slow machine; any other is (ownBuffer).
 */
export function movableColumns(columns: readonly Float64Array[]): Float64Array[] {
  const taken = new Set<ArrayBufferLike>();
  return columns.map((column) => {
    const keep = movesWithItsBuffer(column) && !taken.has(column.buffer);
    const own = keep ? column : ownBuffer(column);
    taken.add(own.buffer);
    return own;
  });
}

class Moved<T extends object> {
  constructor(
    private readonly value: T,
    private readonly buffers: ArrayBuffer[],
  ) {}
  get [transferableSymbol]() {
    return this.buffers;
  }
  get [valueSymbol]() {
    return this.value;
  }
}

/** `view` in a buffer of its own and of its size (a copy, on the worker, when it shares or over-fills one), so it can move. */
export function ownBuffer(view: Float64Array): Float64Array;
export function ownBuffer(view: Buffer): Buffer;
export function ownBuffer(view: Uint8Array): Uint8Array;
export function ownBuffer(view: Float64Array | Uint8Array): Float64Array | Uint8Array {
  if (view.byteOffset === 0 && view.byteLength === view.buffer.byteLength) return view;
  if (view instanceof Float64Array) return new Float64Array(view); // a copy
  const copy = new Uint8Array(view.byteLength);
  copy.set(view);
  return Buffer.isBuffer(view) ? Buffer.from(copy.buffer) : copy;
}
