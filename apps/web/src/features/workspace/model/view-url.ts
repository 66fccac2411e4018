import type { DepthRange } from '../../../components/charts/types';
import type { Section } from '../../../lib/graph-sections';
import type { DepthDisplay } from '../../../lib/depth-unit';
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * The view in the workspace URL: `?from=4100&to=4300&tab=lateral`. No from/to is the
 * whole section; no tab is Vertical. Depths are written to 0.1 ft, so two views within that are the same.
 */
export interface UrlView {
  tab: Section;
  range: DepthRange | null;
}

const DEPTH_TOLERANCE = 0.051;

/** The URL's parameters that are the view: what the graphs show, not what the workspace loads. */
const VIEW_PARAM = { tab: 'tab', from: 'from', to: 'to' } as const;

const depthParam = (v: string | null) => (v != null && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);

/** The view a URL asks for; a bad or reversed from/to is no range. */
export function readUrlView(search: URLSearchParams): UrlView {
  const tab: Section = search.get(VIEW_PARAM.tab) === 'lateral' ? 'lateral' : 'vertical';
  const from = depthParam(search.get(VIEW_PARAM.from));
  const to = depthParam(search.get(VIEW_PARAM.to));
  return { tab, range: from != null && to != null && from < to ? { min: from, max: to } : null };
}

/**
 * The section shown for the URL's tab: Lateral when the URL asks for it and the well has one, or while that is not
 * known yet (`lateral` undefined); else Vertical. The page (useViewUrl) and the router's loader (openingSection)
 * both read it here.
 */
export const shownSection = (tab: Section, lateral: boolean | undefined): Section =>
  tab === 'lateral' && lateral !== false ? 'lateral' : 'vertical';

const round = (v: number) => Math.round(v * 10) / 10;

/** `search` with the view written in (other parameters kept); a range that is the whole section is left out. */
export function writeUrlView(search: URLSearchParams, view: UrlView, whole: DepthRange | null): URLSearchParams {
  const next = new URLSearchParams(search);
  const range = view.range && !(whole && sameDepthRange(view.range, whole)) ? view.range : null;
  if (range) {
    next.set(VIEW_PARAM.from, String(round(range.min)));
    next.set(VIEW_PARAM.to, String(round(range.max)));
  } else {
    next.delete(VIEW_PARAM.from);
    next.delete(VIEW_PARAM.to);
  }
  if (view.tab === 'lateral') next.set(VIEW_PARAM.tab, 'lateral');
  else next.delete(VIEW_PARAM.tab);
  return next;
}

/** Two windows the URL cannot tell apart. */
export function sameDepthRange(a: DepthRange | null, b: DepthRange | null): boolean {
  if (!a || !b) return a === b;
  return Math.abs(a.min - b.min) < DEPTH_TOLERANCE && Math.abs(a.max - b.max) < DEPTH_TOLERANCE;
}

export type GoToDepth = { section: Section; range: DepthRange } | { error: string };

/**
 * Go to depth: the window of the current width centred on `depth`, in the section the landing point puts it
 * in (at or below the landing point is Lateral); a depth outside the well is an error saying its range.
 */
export function goToDepth(
  depth: number,
  o: { width: number; whole: DepthRange | null; split: number | null; lateral: boolean; display?: DepthDisplay },
): GoToDepth {
  const display = o.display;
  if (!Number.isFinite(depth)) return { error: `Enter a depth in ${display?.unit === 'm' ? 'metres' : 'feet'}.` };
  if (o.whole && (depth < o.whole.min || depth > o.whole.max)) {
    const text = display ? display.text : formatFt;
    return { error: `Depth must be between ${text(o.whole.min)} and ${text(o.whole.max)} ${display?.unit ?? 'ft'}.` };
  }
  const section: Section = o.lateral && o.split != null && depth >= o.split ? 'lateral' : 'vertical';
  return { section, range: { min: depth - o.width / 2, max: depth + o.width / 2 } };
}

const formatFt = (v: number) => v.toLocaleString('en-US', { maximumFractionDigits: 4 });

const VIEW_PARAMS = new Set<string>(Object.values(VIEW_PARAM));

const loadParams = (url: URL) =>
  [...url.searchParams]
    .filter(([key]) => !VIEW_PARAMS.has(key))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&');

/**
 * Whether the workspace route's loader runs again for a navigation (React Router's `shouldRevalidate`): not when
 * only the view changed (the tab, or the depth window written as the user zooms and pans: useViewUrl), else as
 * React Router would. Run for every such write, it asked again for the project and the configuration once they
 * were 30 s old: two calls for every zoom or pan. A revalidation of the same URL (a `revalidate()`, or an action
 * should one be added) is React Router's to decide.
 */
export function workspaceShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const onlyTheView = currentUrl.href !== nextUrl.href && currentUrl.pathname === nextUrl.pathname && loadParams(currentUrl) === loadParams(nextUrl);
  return onlyTheView ? false : defaultShouldRevalidate;
}
