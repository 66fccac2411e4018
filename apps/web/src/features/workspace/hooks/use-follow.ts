import { useEffect, useState } from 'react';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { Section } from '../../../lib/graph-sections';

/** Follow shows at least this much of the well (feet): a geologist's usual window on a growing log. */
export const FOLLOW_MIN_FT = 100;

/**
 * Follow: while on, each time a section's data grows, its window moves so that the newest depth stays in view at the
 * window's end, keeping the window's height. Zooming or panning away turns it off, as in a log viewer's tail mode.
 */
export function useFollow(hubs: Record<Section, DepthSyncHub>, at: { section: Section; setSection: (s: Section) => void; inLateral: boolean }) {
  const [follow, setFollow] = useState(false);
  const { section, setSection, inLateral } = at;
  useEffect(() => {
    if (!follow) return;
    // The newest depth is in the lateral section once the well has landed (below the landing point).
    const target: Section = inLateral ? 'lateral' : 'vertical';
    if (section !== target) setSection(target);
    const hub = hubs[target];
    const toEnd = () => {
      const bounds = hub.getBounds();
      if (!bounds) return;
      const range = hub.getRange() ?? bounds;
      // The window keeps its height, at least FOLLOW_MIN_FT (a section that has just begun is a few feet tall).
      const width = Math.max(range.max - range.min, FOLLOW_MIN_FT);
      ours = { min: Math.max(bounds.min, bounds.max - width), max: bounds.max };
      hub.setRange(ours);
    };
    let ours: { min: number; max: number } | null = null;
    toEnd();
    return hub.subscribe((e) => {
      if (e.type === 'bounds') toEnd();
      // A move the user made (not ours) ends Follow.
      else if (e.type === 'range' && ours && (Math.abs(e.range.max - ours.max) > 1e-6 || Math.abs(e.range.min - ours.min) > 1e-6)) setFollow(false);
    });
  }, [follow, hubs, section, inLateral, setSection]);
  return { follow, setFollow };
}
