// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePaintedOnce } from './use-painted-once';

/** The browser's frames, run by hand: each call paints one frame. */
function frames() {
  const queued = new Map<number, FrameRequestCallback>();
  let next = 1;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queued.set(next, callback);
    return next++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queued.delete(id));
  return async () => {
    const due = [...queued.values()];
    queued.clear();
    await act(async () => {
      due.forEach((callback) => callback(performance.now()));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('usePaintedOnce', () => {
  it('is false until the value has been painted, then true for good', async () => {
    const paint = frames();
    const { result, rerender } = renderHook(({ value }) => usePaintedOnce(value), { initialProps: { value: undefined as object | undefined } });
    await paint();
    expect(result.current).toBe(false); // nothing to paint yet
    rerender({ value: { rows: 4096 } });
    expect(result.current).toBe(false); // rendered, not yet painted
    await paint();
    expect(result.current).toBe(true);
    rerender({ value: undefined }); // another revision's overview on its way: the rows are asked at once
    await paint();
    expect(result.current).toBe(true);
  });

  it('waits for no frame once unmounted', async () => {
    const paint = frames();
    const { result, unmount } = renderHook(() => usePaintedOnce(1));
    unmount();
    await paint();
    expect(result.current).toBe(false);
  });
});
