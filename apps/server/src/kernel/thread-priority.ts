import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { promisify } from 'node:util';
import { deflate } from 'node:zlib';

// Heavy work (reading a LAS file, compressing its columns, building a PDF or a CSV) runs on threads beside the
// event loop: piscina's workers and libuv's thread pool. On a machine of few cores they take the cores the event
// loop needs to answer everyone else. On Linux each thread is scheduled on its own and its niceness can be set
// alone, so these threads run below the event loop: a health check or a page's call during an upload waits for a
// core less often, and the heavy work still has every core nobody else wants. Elsewhere nothing changes.

/** How much lower than the event loop heavy work runs (0 to 19; at 10, a contended core goes 9 to 1 the event loop's way). */
export const HEAVY_WORK_NICENESS = 10;

/** libuv's name for its thread pool's threads (zlib's compression, crypto, file reads). */
const THREAD_POOL_NAME = 'libuv-worker';

/** Lowers the calling thread (a worker's own) to HEAVY_WORK_NICENESS; false where a thread's niceness is not its own. */
export function lowerThisThread(): boolean {
  const tid = thisThreadId();
  if (tid === null) return false;
  try {
    setPriority(tid, HEAVY_WORK_NICENESS);
    return true;
  } catch {
    return false;
  }
}

/**
 * Lowers libuv's thread pool to HEAVY_WORK_NICENESS. Its threads start on its first task, so one small task goes
 * first. Returns how many threads were lowered (0 where there is no /proc).
 */
export async function lowerThreadPool(): Promise<number> {
  await promisify(deflate)(Buffer.alloc(0));
  let lowered = 0;
  for (const thread of threadsOfThisProcess()) {
    if (thread.name !== THREAD_POOL_NAME) continue;
    try {
      setPriority(thread.tid, HEAVY_WORK_NICENESS);
      lowered += 1;
    } catch {
      // the thread ended meanwhile
    }
  }
  return lowered;
}

/** The calling thread's kernel id (Linux), or null. */
export function thisThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/** This process's threads with their names and niceness, from /proc (empty elsewhere). */
export function threadsOfThisProcess(): { tid: number; name: string; niceness: number }[] {
  let tids: string[];
  try {
    tids = readdirSync('/proc/self/task');
  } catch {
    return [];
  }
  const threads: { tid: number; name: string; niceness: number }[] = [];
  for (const tid of tids) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // pid (name) state ...: the name may hold spaces and parentheses, so fields are counted after its last ')'.
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      threads.push({ tid: Number(tid), name, niceness: Number(fields[16]) });
    } catch {
      // the thread ended while it was read
    }
  }
  return threads;
}
