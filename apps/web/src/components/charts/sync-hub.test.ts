import { describe, expect, it, vi } from 'vitest';
import { DepthSyncHub, type HubEvent } from './sync-hub';

describe('DepthSyncHub', () => {
  it("starts on the union of the charts' extents and tells every listener about a new window", () => {
    const hub = new DepthSyncHub();
    const a: HubEvent[] = [];
    const b: HubEvent[] = [];
    hub.subscribe((e) => a.push(e));
    hub.subscribe((e) => b.push(e));
    hub.setExtent({}, { min: 100, max: 500 });
    hub.setExtent({}, { min: 50, max: 400 });
    expect(hub.getBounds()).toEqual({ min: 50, max: 500 });
    expect(hub.getRange()).toEqual({ min: 100, max: 500 });
    hub.setRange({ min: 200, max: 300 });
    expect(a.at(-1)).toEqual({ type: 'range', range: { min: 200, max: 300 } });
    expect(b).toEqual(a);
  });
  it('clamps to the bounds, orders min/max and skips no-op updates', () => {
    const hub = new DepthSyncHub();
    hub.setBounds({ min: 0, max: 1000 });
    const fn = vi.fn();
    hub.subscribe(fn);
    hub.setRange({ min: 900, max: 1100 });
    expect(hub.getRange()).toEqual({ min: 800, max: 1000 });
    hub.setRange({ min: 1000, max: 800 });
    expect(fn).toHaveBeenCalledTimes(1);
  });
  it('reset emits a reset then the whole range', () => {
    const hub = new DepthSyncHub();
    hub.setBounds({ min: 0, max: 1000 });
    hub.setRange({ min: 10, max: 20 });
    const events: HubEvent[] = [];
    hub.subscribe((e) => events.push(e));
    hub.reset();
    expect(events).toEqual([{ type: 'reset' }, { type: 'range', range: { min: 0, max: 1000 } }]);
  });
  it('withdrawn extents no longer count', () => {
    const hub = new DepthSyncHub();
    const owner = {};
    hub.setExtent(owner, { min: 0, max: 10 });
    hub.setExtent({}, { min: 5, max: 8 });
    hub.setExtent(owner, null);
    expect(hub.getBounds()).toEqual({ min: 5, max: 8 });
  });
  it('lets every chart draw before any writes the page: a listener calling drawn runs the ones after it there, each once', () => {
    const hub = new DepthSyncHub();
    hub.setExtent({}, { min: 0, max: 1000 });
    const steps: string[] = [];
    // A chart as DepthChart's: its canvas, then the hub's `drawn` (canvasDrawnPlugin), then its cursor and legend.
    const chart = (name: string) =>
      hub.subscribe((e, drawn) => {
        if (e.type !== 'range') return;
        steps.push(`${name} draws`);
        drawn();
        drawn(); // a second draw in the same redraw runs nobody twice
        steps.push(`${name} writes the page`);
      });
    chart('a');
    hub.subscribe((e) => steps.push(`navbar hears ${e.type}`)); // one that never calls drawn
    chart('b');
    hub.setRange({ min: 100, max: 200 });
    expect(steps).toEqual(['a draws', 'navbar hears range', 'b draws', 'b writes the page', 'a writes the page']);
    steps.length = 0;
    hub.reset();
    // the reset, then the whole range
    expect(steps).toEqual(['navbar hears reset', 'a draws', 'navbar hears range', 'b draws', 'b writes the page', 'a writes the page']);
  });
});
