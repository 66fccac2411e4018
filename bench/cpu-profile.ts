// Optional CPU profile of a stretch of page work (BENCH_PROFILE=dir): writes a .cpuprofile that
// Chrome DevTools opens, and prints the functions with the most self time. Build the web app
// unminified first (MUDSTACK_WEB_MINIFY=0 FORCE_BUILD=1) for readable names.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function profiled<T>(page: Page, name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_PROFILE;
  if (!dir) return work();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.detach();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  // Self time per function: each sample's delta goes to the node sampled.
  const byNode = new Map<number, ProfileNode>(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}`;
    const dt = profile.timeDeltas[i] / 1000;
    self.set(key, (self.get(key) ?? 0) + dt);
    total += dt;
  });
  console.log(`  profile ${file} (${total.toFixed(0)} ms sampled); top self time:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) {
    console.log(`    ${ms.toFixed(1).padStart(8)} ms ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
  return result;
}

interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
}

/**
 * Optional browser trace of a stretch of page work (BENCH_TRACE=dir): writes the trace (open it in
 * DevTools' Performance panel) and prints the main thread's time by event (layout, paint, ...).
 */
export async function traced<T>(page: Page, name: string, work: () => Promise<T>): Promise<T> {
  const dir = process.env.BENCH_TRACE;
  if (!dir) return work();
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => {
    events.push(...(e.value as unknown as TraceEvent[]));
  });
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: process.env.BENCH_TRACE_CATEGORIES ?? 'devtools.timeline,disabled-by-default-devtools.timeline,blink,cc,gpu,viz,toplevel',
    transferMode: 'ReportEvents',
  } as never);
  const result = await work();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.trace.json`);
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
  // Complete events ('X') by name and thread; nested events are counted in their parents too.
  const threads = new Map<string, string>();
  for (const e of events as (TraceEvent & { args?: { name?: string } })[]) {
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? '');
  }
  const byName = new Map<string, number>();
  for (const e of events) {
    if (e.ph !== 'X' || !e.dur) continue;
    const key = `${threads.get(`${e.pid}:${e.tid}`) ?? e.tid} ${e.name}`;
    byName.set(key, (byName.get(key) ?? 0) + e.dur / 1000);
  }
  console.log(`  trace ${file}; time by thread and event (inclusive):`);
  for (const [key, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`    ${ms.toFixed(1).padStart(8)} ms  ${key}`);
  return result;
}
