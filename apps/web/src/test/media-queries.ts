/**
 * Media queries for jsdom, which has none: Mantine asks them, and uPlot asks for the screen's pixel ratio as soon
 * as it loads. Import this module first in a test whose imports load uPlot; `renderWithProviders` installs it too.
 */
export function fillInMediaQueries(): void {
  if (typeof (window as { matchMedia?: unknown }).matchMedia === 'function') return;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

fillInMediaQueries();
