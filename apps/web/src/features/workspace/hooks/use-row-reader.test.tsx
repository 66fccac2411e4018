// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Workers the page starts (lib/off-thread-fetch.ts makes at most one). */
let started: string[] = [];
class FakeWorker {
  onmessage = null;
  onerror = null;
  constructor(url: URL | string) {
    started.push(String(url));
  }
  postMessage() {}
  terminate() {}
}

beforeEach(() => {
  started = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.resetModules(); // no worker started by an earlier test
});
afterEach(() => vi.unstubAllGlobals());

describe('useRowReader', () => {
  it("starts the body-reading worker once a large well's overview is committed, before every row is asked for, and once", async () => {
    const { useRowReader } = await import('./use-row-reader');
    const { rerender } = renderHook(({ committed }) => useRowReader(committed), { initialProps: { committed: false } });
    expect(started).toEqual([]); // the overview on its way: nothing competes with its first draw
    rerender({ committed: true });
    expect(started).toHaveLength(1);
    expect(started[0]).toContain('body-reader.worker');
    rerender({ committed: false });
    rerender({ committed: true }); // another section's overview: the same worker
    expect(started).toHaveLength(1);
  });
});
