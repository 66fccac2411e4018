import { readFileSync, readdirSync } from 'node:fs';
/** Prints one figure with its goal, e.g. `read speed: 182.4 MB/s (goal >= 150 MB/s) ok`. */
export function figure(label: string, value: number, unit: string, goal?: { atMost?: number; atLeast?: number }) {
  let verdict = '';
  if (goal?.atMost !== undefined) verdict = ` (goal <= ${goal.atMost} ${unit}) ${value <= goal.atMost ? 'ok' : 'MISSED'}`;
  if (goal?.atLeast !== undefined) verdict = ` (goal >= ${goal.atLeast} ${unit}) ${value >= goal.atLeast ? 'ok' : 'MISSED'}`;
  console.log(`  ${label}: ${value.toFixed(value < 10 ? 2 : 1)} ${unit}${verdict}`);
}

/** Median wall time in ms of `fn` over `runs` runs after one warm-up. */
export async function timeIt(fn: () => unknown, runs = 5): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/**
 * `GET /api/health` every 10 ms while `work` runs (is the server still answering?): the times of the calls,
 * sorted, with the percentile `pct(q)` and, for the answer at that percentile, its database ping (`databaseAt(q)`).
 */
export async function healthDuring<T>(
  address: string,
  work: () => Promise<T>,
): Promise<{ result: T; times: number[]; pct: (q: number) => number; databaseAt: (q: number) => number }> {
  // Each answer's time, with the part its database ping took (the answer's own `database.ms`): the rest is the
  // server's event loop and the network.
  const calls: { ms: number; databaseMs: number }[] = [];
  /** The answers' times, slowest last: filled once the work is done. */
  const times: number[] = [];
  let busy = true;
  const poll = (async () => {
    while (busy) {
      const started = performance.now();
      const answer = (await (await fetch(`${address}/api/health`)).json()) as { result?: { database?: { ms?: number } } };
      calls.push({ ms: performance.now() - started, databaseMs: answer.result?.database?.ms ?? Number.NaN });
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  const at = (q: number) => calls[Math.min(calls.length - 1, Math.floor(calls.length * q))];
  try {
    const result = await work();
    return { result, times, pct: (q) => at(q).ms, databaseAt: (q) => at(q).databaseMs };
  } finally {
    busy = false;
    await poll;
    calls.sort((a, b) => a.ms - b.ms);
    times.push(...calls.map((c) => c.ms));
  }
}

/** What a program's processes have used so far: CPU time (user + system) and page faults served without disk. */
export interface ProgramUsage {
  cpuMs: number;
  minorFaults: number;
}

/**
 * What a process and its descendants have used so far, by program: the server (node, its worker threads
 * included) and its embedded PostgreSQL. Linux only (/proc); empty elsewhere.
 */
export function treeUsage(rootPid: number): Map<string, ProgramUsage> {
  const byProgram = new Map<string, ProgramUsage>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return byProgram;
  }
  const tickMs = 1000 / 100; // USER_HZ: 100 on Linux
  const processes = new Map<number, { parent: number; program: string; ms: number; faults: number }>();
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    // pid (comm) state ppid ...: comm may hold spaces, so the fields are counted after its closing parenthesis.
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const program = comm.startsWith('postgres') ? 'postgres' : comm;
    processes.set(Number(pid), {
      parent: Number(fields[1]),
      program,
      ms: (Number(fields[11]) + Number(fields[12])) * tickMs,
      faults: Number(fields[7]),
    });
  }
  const under = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; at = processes.get(at)?.parent ?? 0, hops++) if (at === rootPid) return true;
    return false;
  };
  for (const [pid, p] of processes) {
    if (!under(pid)) continue;
    const sum = byProgram.get(p.program) ?? { cpuMs: 0, minorFaults: 0 };
    byProgram.set(p.program, { cpuMs: sum.cpuMs + p.ms, minorFaults: sum.minorFaults + p.faults });
  }
  return byProgram;
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
export const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];
