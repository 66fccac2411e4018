import { LOG_SCALE_RATIOS, type LogScaleRatio } from '@mudstack/contracts';
import { logScaleText, type DepthUnitName } from '@mudstack/core';

/**
 * Where a depth-down log falls on its pages: the vertical scale, and each page's depth window. Pure: the log
 * pages (log-pages.ts) draw what this plans. Scales as a printed mud log gives them: 1:240 is 5 in per 100 ft,
 * 1:600 is 2 in per 100 ft, 1:500 and 1:200 a metric log's 1 cm per 5 m and per 2 m; "fit" spreads the range
 * over a number of pages.
 */

/** The report's vertical scale: one of LOG_SCALE_RATIOS (1:600, 1:240, 1:500, 1:200), or the range fitted to `pages` pages. */
export type LogScale = { kind: 'ratio'; ratio: LogScaleRatio } | { kind: 'fit'; pages: number };

export const DEFAULT_LOG_SCALE: LogScale = { kind: 'ratio', ratio: 600 };
/** Scales smaller than 1:600 (more feet a page) make an overview, not a log to read curve by curve. */
export const OVERVIEW_RATIO = 600;

const PT_PER_INCH = 72;
const INCHES_PER_FOOT = 12;

/** Points of page a foot of depth takes at 1:`ratio` (1 ft of hole is 12/ratio in on paper). */
export const ptPerFoot = (ratio: number) => (INCHES_PER_FOOT * PT_PER_INCH) / ratio;

/**
 * The scale as the report's header and log pages name it, in the report's depth unit: "1:600 (2 in per 100 ft)",
 * "1:600 (1 cm per 6 m)", or an overview's ratio.
 */
export function scaleText(ratio: number, unit: DepthUnitName, overview = false): string {
  return overview ? `overview at 1:${Math.round(ratio)}` : logScaleText(ratio, unit);
}

export interface LogPage {
  from: number;
  to: number;
}

export interface LogPlan {
  /** The scale as a ratio (1:n), for the page heading. */
  ratio: number;
  ptPerFoot: number;
  /** True when the scale is smaller than 1:600: the pages are an overview. */
  overview: boolean;
  pages: LogPage[];
}

/**
 * The pages of [top, bottom] ft with `logHeight` pt of log a page. Pages join without gaps or repeats: a page's last
 * depth is the next page's first; the last page ends at `bottom` (shorter when the range ends there).
 */
export function planLogPages(top: number, bottom: number, logHeight: number, scale: LogScale): LogPlan {
  const span = Math.max(0, bottom - top);
  const perFoot =
    scale.kind === 'ratio' ? ptPerFoot(scale.ratio) : span > 0 ? (logHeight * Math.max(1, scale.pages)) / span : ptPerFoot(OVERVIEW_RATIO);
  const ratio = (INCHES_PER_FOOT * PT_PER_INCH) / perFoot;
  const feetPerPage = logHeight / perFoot;
  const pages: LogPage[] = [];
  const count = span > 0 ? Math.max(1, Math.ceil(span / feetPerPage - 1e-9)) : 1;
  for (let k = 0; k < count; k++) {
    const from = top + k * feetPerPage;
    pages.push({ from, to: k === count - 1 ? bottom : top + (k + 1) * feetPerPage });
  }
  return { ratio, ptPerFoot: perFoot, overview: ratio > OVERVIEW_RATIO + 1e-6, pages };
}

/** Reads the `scale` query value: a ratio of LOG_SCALE_RATIOS or `fit:N` (N pages, 1-999); 1:600 otherwise. */
export function readLogScale(value: string | undefined): LogScale {
  const ratio = LOG_SCALE_RATIOS.find((r) => String(r) === value);
  if (ratio) return { kind: 'ratio', ratio };
  const fit = /^fit:(\d{1,3})$/.exec(value ?? '');
  if (fit && Number(fit[1]) >= 1) return { kind: 'fit', pages: Number(fit[1]) };
  return DEFAULT_LOG_SCALE;
}
