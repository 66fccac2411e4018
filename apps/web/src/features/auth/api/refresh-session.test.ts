import { describe, expect, it } from 'vitest';
import { SESSION_REFRESH_MS, sessionQueryOptions } from './refresh-session';

describe('sessionQueryOptions', () => {
  it('refreshes every 890000 ms, also in the background, and never retries a failed refresh', () => {
    const options = sessionQueryOptions();
    expect(SESSION_REFRESH_MS).toBe(890_000);
    expect(options.refetchInterval).toBe(890_000);
    expect(options.refetchIntervalInBackground).toBe(true);
    expect(options.retry).toBe(false);
    expect(options.queryKey).toEqual(['session']);
  });
});
