import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { theme } from '../app/theme';
import { fillInMediaQueries } from './media-queries';

/**
 * What jsdom lacks and Mantine uses: media queries, element resize observation, scrolling into view. Called
 * by `renderWithProviders`; component tests run under `// @vitest-environment jsdom`.
 */
function fillInBrowserApis() {
  fillInMediaQueries();
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  if (typeof Element.prototype.scrollIntoView !== 'function')
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
}

/** Renders `ui` inside the app's Mantine theme and a fresh query client (no retries), as the app does. */
export function renderWithProviders(ui: ReactElement) {
  fillInBrowserApis();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}
