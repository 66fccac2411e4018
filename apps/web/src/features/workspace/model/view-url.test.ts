import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { goToDepth, readUrlView, sameDepthRange, shownSection, workspaceShouldRevalidate, writeUrlView } from './view-url';
import { depthDisplay } from '../../../lib/depth-unit';

const whole = { min: 4000, max: 9000 };

describe('the view in the URL', () => {
  it('reads from, to and tab, dropping bad or reversed ranges', () => {
    expect(readUrlView(new URLSearchParams('from=4100&to=4300&tab=lateral'))).toEqual({ tab: 'lateral', range: { min: 4100, max: 4300 } });
    expect(readUrlView(new URLSearchParams('from=4100.5&to=4300'))).toEqual({ tab: 'vertical', range: { min: 4100.5, max: 4300 } });
    expect(readUrlView(new URLSearchParams('from=4300&to=4100')).range).toBeNull();
    expect(readUrlView(new URLSearchParams('from=abc&to=4100')).range).toBeNull();
    expect(readUrlView(new URLSearchParams('from=&to=4100')).range).toBeNull();
    expect(readUrlView(new URLSearchParams('tab=sideways')).tab).toBe('vertical');
  });

  it('writes the view to 0.1 ft, keeps the other parameters and leaves out the whole section and the Vertical tab', () => {
    const base = new URLSearchParams('config=3&dr=2');
    expect(writeUrlView(base, { tab: 'lateral', range: { min: 4100.04, max: 4299.96 } }, whole).toString()).toBe(
      'config=3&dr=2&from=4100&to=4300&tab=lateral',
    );
    expect(writeUrlView(new URLSearchParams('from=1&to=2&tab=lateral'), { tab: 'vertical', range: whole }, whole).toString()).toBe('');
    expect(writeUrlView(base, { tab: 'vertical', range: null }, whole).toString()).toBe('config=3&dr=2');
  });

  it('compares windows as the URL writes them', () => {
    expect(sameDepthRange({ min: 4100.04, max: 4300 }, { min: 4100, max: 4300 })).toBe(true);
    expect(sameDepthRange({ min: 4100.2, max: 4300 }, { min: 4100, max: 4300 })).toBe(false);
    expect(sameDepthRange(null, null)).toBe(true);
    expect(sameDepthRange(null, { min: 1, max: 2 })).toBe(false);
  });
});

describe('goToDepth', () => {
  const o = { width: 200, whole, split: 7000, lateral: true };
  it('centres the current width on the depth, in the section the landing point decides', () => {
    expect(goToDepth(5000, o)).toEqual({ section: 'vertical', range: { min: 4900, max: 5100 } });
    expect(goToDepth(7000, o)).toEqual({ section: 'lateral', range: { min: 6900, max: 7100 } });
    expect(goToDepth(6999.5, o)).toMatchObject({ section: 'vertical' });
    expect(goToDepth(8000, { ...o, lateral: false })).toMatchObject({ section: 'vertical' });
  });
  it('refuses a depth outside the well with its range', () => {
    expect(goToDepth(3999, o)).toEqual({ error: 'Depth must be between 4,000 and 9,000 ft.' });
    expect(goToDepth(Number.NaN, o)).toEqual({ error: 'Enter a depth in feet.' });
  });
  it('speaks the display unit of a metric well', () => {
    const metres = depthDisplay('m', 0.4101);
    expect(goToDepth(3999, { ...o, display: metres })).toEqual({ error: 'Depth must be between 1,219.200 and 2,743.200 m.' });
    expect(goToDepth(Number.NaN, { ...o, display: metres })).toEqual({ error: 'Enter a depth in metres.' });
  });
});

describe('shownSection', () => {
  it("shows the URL's Lateral tab when the well has a lateral section or before that is known, else Vertical", () => {
    expect(shownSection('lateral', true)).toBe('lateral');
    expect(shownSection('lateral', undefined)).toBe('lateral');
    expect(shownSection('lateral', false)).toBe('vertical');
    expect(shownSection('vertical', true)).toBe('vertical');
  });
});

describe("the workspace route's loader", () => {
  /** A router with the workspace route's rule and a loader that counts its runs, at `start`. */
  async function router(start: string) {
    const loader = vi.fn(() => null);
    const memory = createMemoryRouter(
      [
        { path: '/projects/:projectId', loader, shouldRevalidate: workspaceShouldRevalidate, Component: () => null },
        { path: '/projects', Component: () => null },
      ],
      { initialEntries: [start] },
    );
    await vi.waitFor(() => expect(memory.state.initialized).toBe(true));
    return { memory, runs: () => loader.mock.calls.length };
  }

  it('does not run again as the user zooms, pans or changes tab (the view in the URL)', async () => {
    const { memory, runs } = await router('/projects/7?config=3');
    expect(runs()).toBe(1);
    await memory.navigate('/projects/7?config=3&from=4100&to=4300');
    await memory.navigate('/projects/7?config=3&from=4120&to=4320', { replace: true });
    await memory.navigate('/projects/7?from=4120&to=4320&config=3&tab=lateral');
    await memory.navigate('/projects/7?config=3');
    expect(runs()).toBe(1);
  });

  it('runs again for another revision, configuration or project', async () => {
    const { memory, runs } = await router('/projects/7?config=3&from=4100&to=4300');
    await memory.navigate('/projects/7?config=3&from=4100&to=4300&dr=2');
    expect(runs()).toBe(2);
    await memory.navigate('/projects/7?config=4&from=4100&to=4300&dr=2');
    expect(runs()).toBe(3);
    await memory.navigate('/projects/8?config=4');
    expect(runs()).toBe(4);
    // Away and back: the page loads afresh.
    await memory.navigate('/projects');
    await memory.navigate('/projects/8?config=4');
    expect(runs()).toBe(5);
  });

  it('runs again when asked to revalidate the page it is on (React Router decides, as for any route)', async () => {
    const { memory, runs } = await router('/projects/7?config=3&from=4100&to=4300');
    await memory.revalidate();
    expect(runs()).toBe(2);
  });
});
