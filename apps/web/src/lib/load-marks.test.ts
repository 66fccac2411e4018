import { describe, expect, it } from 'vitest';
import { markOnce } from './load-marks';

describe('markOnce', () => {
  it('marks a step of the page load on the first call only', () => {
    performance.clearMarks('mudstack:graphs-render');
    markOnce('mudstack:graphs-render');
    markOnce('mudstack:graphs-render');
    expect(performance.getEntriesByName('mudstack:graphs-render')).toHaveLength(1);
  });
});
