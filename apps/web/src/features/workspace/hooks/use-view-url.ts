import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { DepthSyncHub } from '../../../components/charts/sync-hub';
import type { Section } from '../../../lib/graph-sections';
import { readUrlView, sameDepthRange, shownSection, writeUrlView } from '../model/view-url';

/** How long the window must stay still before a view counts as settled (one history entry per settled view). */
export const VIEW_SETTLE_MS = 400;

type Hubs = Record<Section, DepthSyncHub>;

/**
 * Keeps the workspace view and the URL in step: the tab and the depth window are read
 * from `?tab=&from=&to=`, and zooming or panning writes them back. The first frame of a move pushes one
 * history entry and later frames replace it once the view settles, so Back returns to the previous view;
 * Back and Forward (or an edited link) move the graphs to the URL's window.
 */
export function useViewUrl(hubs: Hubs, lateral: boolean | undefined): { section: Section; setSection: (s: Section) => void } {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = readUrlView(search);
  // Until the metadata says whether there is a lateral section (`lateral` undefined), nothing is applied.
  const known = lateral !== undefined;
  const section = shownSection(view.tab, lateral);

  const go = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      const text = next.toString();
      if (text === window.location.search.replace(/^\?/, '')) return;
      void navigate({ search: text ? `?${text}` : '' }, { replace, preventScrollReset: true });
    },
    [navigate],
  );

  // URL -> graphs: the link the page was opened with, then Back and Forward (popstate), set the window of the
  // tab the URL names. Not every location change: our own writes arrive as renders after later frames of the
  // same move, and applying them would pull the graphs back to an older frame.
  useEffect(() => {
    if (!known) return;
    const apply = () => {
      const view = readUrlView(new URLSearchParams(window.location.search));
      const hub = hubs[view.tab === 'lateral' && lateral ? 'lateral' : 'vertical'];
      if (view.range) {
        if (!sameDepthRange(view.range, hub.getRange())) hub.setRange(view.range);
      } else {
        const range = hub.getRange();
        const bounds = hub.getBounds();
        if (range && bounds && !sameDepthRange(range, bounds)) hub.reset();
      }
    };
    apply();
    window.addEventListener('popstate', apply);
    return () => window.removeEventListener('popstate', apply);
  }, [known, lateral, hubs]);

  // Graphs -> URL: the first frame of a move is a new history entry, the settled view replaces it.
  useEffect(() => {
    if (!known) return;
    const hub = hubs[section];
    let moving = false;
    let timer: number | undefined;
    const target = () => writeUrlView(new URLSearchParams(window.location.search), { tab: section, range: hub.getRange() }, hub.getBounds());
    const off = hub.subscribe((e) => {
      if (e.type !== 'range') return;
      if (!moving) {
        const next = target();
        if (next.toString() === window.location.search.replace(/^\?/, '')) return;
        moving = true;
        go(next, false);
      }
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        moving = false;
        go(target(), true);
      }, VIEW_SETTLE_MS);
    });
    return () => {
      off();
      window.clearTimeout(timer);
    };
  }, [known, hubs, section, go]);

  const setSection = useCallback(
    (s: Section) => go(writeUrlView(new URLSearchParams(window.location.search), { tab: s, range: hubs[s].getRange() }, hubs[s].getBounds()), false),
    [hubs, go],
  );
  return { section, setSection };
}
