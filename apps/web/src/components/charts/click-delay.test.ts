import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClickDelay } from './click-delay';

describe('createClickDelay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires 300 ms after a click with the clicked value', () => {
    const fn = vi.fn();
    const c = createClickDelay(fn);
    c.click(1234);
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledWith(1234);
  });
  it('a double click (click, click, dblclick) cancels it', () => {
    const fn = vi.fn();
    const c = createClickDelay(fn);
    c.click(1);
    vi.advanceTimersByTime(100);
    c.click(1);
    c.dblclick();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });
});
