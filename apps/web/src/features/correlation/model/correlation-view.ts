import { BUILTIN_CONFIG_ID, type CorrelationWellInfo, type Graph, type GraphConfig } from '@mudstack/contracts';
import { CORRELATION_MAX_WELLS, CORRELATION_MIN_WELLS, correlationGraphs as graphsToCorrelate } from '@mudstack/core';
import type { DepthRange, Formation, Hairline } from '../../../components/charts/types';

/** What `/correlation?projects=1,2,3&flatten=&from=&to=&config=` asks for. */
export interface CorrelationView {
  ids: number[];
  flatten: string | null;
  /** The window in view, in the view's depth (ft; relative to the top when flattened). */
  window: DepthRange | null;
  config: number | null;
  /** True vertical depth for the wells with a TVD curve (the others stay in measured depth). */
  tvd: boolean;
}

const finite = (v: string | null) => (v !== null && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/** Reads the view from the URL's query; ids past the eighth, repeats and non-ids are dropped. */
export function readCorrelationView(search: URLSearchParams): CorrelationView {
  const ids = [
    ...new Set(
      (search.get('projects') ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter((p) => /^\d+$/.test(p) && Number(p) > 0)
        .map(Number),
    ),
  ].slice(0, CORRELATION_MAX_WELLS);
  const from = finite(search.get('from'));
  const to = finite(search.get('to'));
  const config = finite(search.get('config'));
  return {
    ids,
    flatten: search.get('flatten')?.trim() || null,
    window: from !== null && to !== null && from !== to ? { min: Math.min(from, to), max: Math.max(from, to) } : null,
    config: config !== null && Number.isInteger(config) && config >= 0 ? config : null,
    tvd: search.get('depth') === 'tvd',
  };
}

/** The query of a view, in a stable order; the window rounded to a tenth of a foot. */
export function correlationSearch(view: CorrelationView): string {
  const q = new URLSearchParams();
  q.set('projects', view.ids.join(','));
  if (view.flatten) q.set('flatten', view.flatten);
  if (view.window) {
    q.set('from', String(Math.round(view.window.min * 10) / 10));
    q.set('to', String(Math.round(view.window.max * 10) / 10));
  }
  if (view.config !== null) q.set('config', String(view.config));
  if (view.tvd) q.set('depth', 'tvd');
  return q.toString();
}

export const enoughWells = (ids: readonly number[]) => ids.length >= CORRELATION_MIN_WELLS && ids.length <= CORRELATION_MAX_WELLS;

/** The graphs every well's group draws (core `correlationGraphs`: the built-in configuration's gas, Pixler and Haworth graphs). */
export const correlationGraphs = (config: GraphConfig): Graph[] => graphsToCorrelate(config.graphs, config.id === BUILTIN_CONFIG_ID);

/** A well's depths in the view: measured depth minus its offset (its formation top when flattened). */
export function shiftDepths(x: Float64Array, offset: number): Float64Array {
  if (offset === 0) return x;
  const out = new Float64Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = x[i] - offset;
  return out;
}

export const shiftFormations = (formations: readonly Formation[], offset: number): Formation[] =>
  formations.map((f) => ({ ...f, xval_low: f.xval_low - offset, xval_high: f.xval_high - offset }));

export const shiftHairlines = (hairlines: readonly Hairline[], offset: number): Hairline[] => hairlines.map((h) => ({ ...h, xval: h.xval - offset }));

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * A well's track group as assistive technology and tests name it: `<name> track, <from>–<to> <unit>`, the window
 * it shows in the well's own measured depth (the view's window plus its offset), in whole units.
 */
export function trackGroupName(
  name: string,
  window: DepthRange | null,
  offset: number,
  display: { unit: string; show: (ft: number) => number },
  tvd = false,
): string {
  if (!window) return `${name} track`;
  const from = whole.format(display.show(window.min + offset));
  const to = whole.format(display.show(window.max + offset));
  return `${name} track, ${from}–${to} ${display.unit}${tvd ? ' TVD' : ''}`;
}

/** What a well's group draws in the view: on its TVD axis when the view is in TVD and it has one, else in MD. */
export function shownWell(well: CorrelationWellInfo, tvd: boolean) {
  const t = tvd ? well.tvd : null;
  return {
    tvdCurve: t?.curve ?? null,
    formations: t ? t.formations : well.formations,
    hairlines: t ? t.hairlines : well.hairlines,
    start: t ? t.start : well.start_depth,
    stop: t ? t.stop : well.stop_depth,
  };
}
