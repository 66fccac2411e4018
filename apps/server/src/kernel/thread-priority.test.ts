import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HEAVY_WORK_NICENESS, lowerThreadPool, thisThreadId, threadsOfThisProcess } from './thread-priority';

// Linux only (these machines): a thread's niceness is its own, read back from /proc.
const niceness = (tid: number) => threadsOfThisProcess().find((t) => t.tid === tid)?.niceness;

describe('heavy work below the event loop', () => {
  it("lowers every thread of libuv's pool and leaves the event loop as it was", async () => {
    const main = thisThreadId()!;
    const before = niceness(main);
    expect(await lowerThreadPool()).toBeGreaterThanOrEqual(4); // UV_THREADPOOL_SIZE, 4 unless set higher
    const pool = threadsOfThisProcess().filter((t) => t.name === 'libuv-worker');
    expect(pool.length).toBeGreaterThanOrEqual(4);
    expect(pool.every((t) => t.niceness === HEAVY_WORK_NICENESS)).toBe(true);
    expect(niceness(main)).toBe(before);
  });

  it('lowers a worker thread that asks, and no other', async () => {
    const mainBefore = niceness(thisThreadId()!);
    const moduleUrl = new URL('./thread-priority.ts', import.meta.url).href;
    const worker = new Worker(
      `const { parentPort } = require('node:worker_threads');
       import(${JSON.stringify(moduleUrl)}).then((m) => {
         parentPort.postMessage({ lowered: m.lowerThisThread(), tid: m.thisThreadId() });
         parentPort.once('message', () => process.exit(0));
       });`,
      { eval: true, execArgv: ['--import', 'tsx'] },
    );
    try {
      const answer = await new Promise<{ lowered: boolean; tid: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      expect(answer.lowered).toBe(true);
      expect(answer.tid).not.toBe(thisThreadId());
      expect(niceness(answer.tid)).toBe(HEAVY_WORK_NICENESS);
      expect(niceness(thisThreadId()!)).toBe(mainBefore);
    } finally {
      worker.postMessage('done');
      await worker.terminate();
    }
  });
});
