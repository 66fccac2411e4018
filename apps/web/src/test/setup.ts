import { afterEach } from 'vitest';

// Run before every test file (vitest.config.ts `setupFiles`). In a component test (jsdom), each test's tree is
// unmounted when the test ends, so no React work stays queued to run after jsdom is torn down at the file's end.
// Testing Library's own automatic cleanup needs vitest's globals, which this project does not turn on.
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
}
