// @vitest-environment jsdom
import '../../../test/media-queries'; // first: uPlot asks for a media query as it loads
import type uPlot from 'uplot';
import { afterEach, describe, expect, it } from 'vitest';
import { DepthSyncHub } from '../sync-hub';
import { interactionsPlugin } from './interactions';

afterEach(() => document.body.replaceChildren());

/** A plot as the pan reads it: 1,000 CSS px of depth across, its cursor's layer `over`. */
function plot() {
  const over = document.createElement('div');
  document.body.append(over);
  return {
    over,
    bbox: { left: 0, top: 0, width: 1000, height: 200 },
    scales: { x: { ori: 0 } },
    ctx: { canvas: { width: 1000 } },
    width: 1000,
  } as unknown as uPlot;
}

describe('Shift + drag', () => {
  it("moves the group's window before the plot's own listeners hear the move (uPlot moves its cursor there), and stops at the release", () => {
    const hub = new DepthSyncHub();
    hub.setExtent({}, { min: 0, max: 10_000 });
    hub.setRange({ min: 1000, max: 2000 });
    const u = plot();
    const heard: string[] = [];
    hub.subscribe((e) => e.type === 'range' && heard.push(`window ${e.range.min}`));
    // uPlot's cursor: a listener on the plot itself
    u.over.addEventListener('mousemove', () => heard.push('cursor moved'));
    const plugin = interactionsPlugin(() => ({ hub, yZoom: { current: null } }));
    const opts = {} as uPlot.Options;
    plugin.opts!(u, opts);
    const handler = () => null;
    const onDown = opts.cursor!.bind!.mousedown!(u, u.over, handler) as (e: MouseEvent) => null;
    onDown(new MouseEvent('mousedown', { shiftKey: true, button: 0, clientX: 500, clientY: 100 }));
    u.over.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, shiftKey: true, clientX: 400, clientY: 100 }));
    expect(heard).toEqual(['window 1100', 'cursor moved']);
    window.dispatchEvent(new MouseEvent('mouseup'));
    u.over.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, clientX: 300, clientY: 100 }));
    expect(heard).toEqual(['window 1100', 'cursor moved', 'cursor moved']);
  });
});
