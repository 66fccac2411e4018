// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CHART_CONTAINER_ATTRIBUTE, containerWidth } from './container-widths';

/** A chart container of `width` px whose reads of clientWidth are counted (each one a layout in a browser). */
function container(width: number, reads: { count: number }, attribute = true): HTMLElement {
  const el = document.createElement('div');
  if (attribute) el.setAttribute(CHART_CONTAINER_ATTRIBUTE, '');
  Object.defineProperty(el, 'clientWidth', {
    get() {
      reads.count++;
      return width;
    },
  });
  document.body.appendChild(el);
  return el;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
});

describe('containerWidth', () => {
  it('reads every chart container at the first chart asking, and none again in the same task', () => {
    const reads = { count: 0 };
    const charts = [container(300, reads), container(420, reads), container(510, reads)];
    expect(containerWidth(charts[0])).toBe(300);
    expect(reads.count).toBe(3);
    // The other charts of the commit, made after the first inserted its plot: no read, so no layout of their own.
    charts[0].appendChild(document.createElement('canvas'));
    expect(containerWidth(charts[1])).toBe(420);
    expect(containerWidth(charts[2])).toBe(510);
    expect(reads.count).toBe(3);
  });

  it('reads again in a later task: the page may have been laid out anew', async () => {
    const reads = { count: 0 };
    const chart = container(300, reads);
    containerWidth(chart);
    await nextTask();
    containerWidth(chart);
    expect(reads.count).toBe(2);
  });

  it('reads a container made after the first read, or one without the attribute, on its own', () => {
    const reads = { count: 0 };
    const first = container(300, reads);
    containerWidth(first);
    const later = container(640, reads);
    const plain = container(200, reads, false);
    expect(containerWidth(later)).toBe(640);
    expect(containerWidth(plain)).toBe(200);
    expect(reads.count).toBe(3);
  });
});
