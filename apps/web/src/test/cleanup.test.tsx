// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './render';

// Each component test's tree is unmounted when the test ends (apps/web/src/test/setup.ts). A tree left mounted
// keeps React work queued past the file's end, which then runs after jsdom is gone ("window is not defined").
describe('the component tests’ setup', () => {
  it('renders a tree', () => {
    renderWithProviders(<p>left mounted by the test</p>);
    expect(document.body.textContent).toContain('left mounted by the test');
  });

  it('finds the last test’s tree unmounted', () => {
    expect(document.body.textContent).not.toContain('left mounted by the test');
  });
});
