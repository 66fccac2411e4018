import { LOG_SCALE_PATTERN, LOG_SCALE_RATIOS } from '@mudstack/contracts';
import { logScaleText, type DepthUnitName } from '@mudstack/core';
import type { QueryParams } from '../api-client';

/** The PDF export modal's choices. */
export interface PdfOptions {
  wellName: string;
  hideFlags: boolean;
  /** The Pixler plot and ternary diagram of each chosen snippet. */
  interpretation?: boolean;
  /** The shows table's least interval thickness in ft (the server's default, 2 ft, when absent). */
  minShow?: number;
  /** The gas log depth down (the default) or each graph across a page. */
  layout?: PdfLayout;
  /** The depth-down log's vertical scale: a ratio of LOG_SCALE_RATIOS ('600' by default), or 'fit:N'. */
  scale?: string;
  /** Depth limits in ft, or null for the whole project. */
  xRange: [number, number] | null;
  snippetIds: number[];
}

/** The page's own query carried into the export (config, mdr, dr). */
export interface PageQuery {
  config?: number;
  mdr?: number;
  dr?: number;
}

export type PdfLayout = 'down' | 'across';

/**
 * The vertical scales the modal offers for the depth-down log, named in the project's depth unit, those a log in
 * that unit is printed at first: 1:600 and 1:240 in feet, 1:500 and 1:200 in metres.
 */
export function logScales(unit: DepthUnitName): { value: string; label: string }[] {
  const usual = unit === 'm' ? [500, 200] : [600, 240];
  const ratios = [...usual, ...LOG_SCALE_RATIOS.filter((r) => !usual.includes(r))];
  return [...ratios.map((r) => ({ value: String(r), label: logScaleText(r, unit) })), { value: 'fit', label: 'Fit the range to pages' }];
}

/** The scale the options open at, unless one was chosen: 1:600 for a log in feet, 1:500 in metres. */
export const defaultScaleChoice = (unit: DepthUnitName): string => (unit === 'm' ? '500' : '600');

/** The modal's choice for a `scale` value: 'fit', a ratio, or the unit's default for none. */
export function scaleChoiceOf(scale: string | undefined, unit: DepthUnitName): string {
  if (scale?.startsWith('fit:')) return 'fit';
  return LOG_SCALE_RATIOS.some((r) => String(r) === scale) ? scale! : defaultScaleChoice(unit);
}

/** The `scale` query value of a choice: a ratio of LOG_SCALE_RATIOS, or 'fit:N' with N pages (1-999). */
export function scaleValue(choice: string, pages: number | string): string {
  if (choice !== 'fit') return LOG_SCALE_RATIOS.some((r) => String(r) === choice) ? choice : '600';
  const n = typeof pages === 'number' && Number.isInteger(pages) ? Math.min(999, Math.max(1, pages)) : 1;
  return `fit:${n}`;
}

export const STILL_WORKING_MS = 5500;
export const STILL_WORKING_TEXT = 'Still working...';
export const IN_PROGRESS_TEXT = 'Conversion in progress; please wait.';
export const X_RANGE_ORDER_TEXT = 'The start depth must be below the end depth.';

/** Query of `POST /api/projects/{id}/export-pdf` and of the printable page: `hideFlags`, `xRange=a:b`, `snippets=1:2`, plus the page's query. */
export function pdfQuery(options: Omit<PdfOptions, 'wellName'>, page: PageQuery): QueryParams {
  return {
    hideFlags: options.hideFlags ? 'true' : undefined,
    interpretation: options.interpretation ? 'true' : undefined,
    minShow: options.minShow,
    layout: options.layout,
    scale: options.layout === 'across' ? undefined : options.scale,
    xRange: options.xRange ? `${options.xRange[0]}:${options.xRange[1]}` : undefined,
    snippets: options.snippetIds.length ? options.snippetIds.join(':') : undefined,
    config: page.config,
    mdr: page.mdr,
    dr: page.dr,
  };
}

const positiveInt = (v: string | null) => (v != null && /^\d+$/.test(v) ? Number(v) : undefined);

/**
 * Reads the printable page's URL: config (default 0), mdr, dr, snippets, xRange, hideFlags, and
 * the optional wellName (the report's title; empty means the metadata's well). Bad parts are dropped.
 */
export function readPrintableSearch(search: URLSearchParams): { wellName: string; options: Omit<PdfOptions, 'wellName'>; page: PageQuery } {
  const range = /^\s*(-?\d+(?:\.\d+)?)\s*:\s*(-?\d+(?:\.\d+)?)\s*$/.exec(search.get('xRange') ?? '');
  const xRange: [number, number] | null = range && Number(range[1]) < Number(range[2]) ? [Number(range[1]), Number(range[2])] : null;
  const snippetIds = (search.get('snippets') ?? '')
    .split(':')
    .filter((p) => /^\d+$/.test(p))
    .map(Number);
  const flag = search.get('hideFlags');
  const interpretation = search.get('interpretation');
  const minShow = /^\d+(\.\d+)?$/.test(search.get('minShow') ?? '') ? Number(search.get('minShow')) : undefined;
  const layout = search.get('layout') === 'across' ? 'across' : 'down';
  const scale = LOG_SCALE_PATTERN.test(search.get('scale') ?? '') ? search.get('scale')! : undefined;
  return {
    wellName: (search.get('wellName') ?? '').trim().slice(0, 200),
    options: {
      hideFlags: flag === 'true' || flag === '1',
      interpretation: interpretation === 'true' || interpretation === '1',
      ...(minShow !== undefined && minShow <= 1000 ? { minShow } : {}),
      layout,
      ...(scale ? { scale } : {}),
      xRange,
      snippetIds,
    },
    page: { config: positiveInt(search.get('config')) ?? 0, mdr: positiveInt(search.get('mdr')), dr: positiveInt(search.get('dr')) },
  };
}

/** The modal's x range check: both ends or neither; low below high. */
export function xRangeError(from: number | string | undefined, to: number | string | undefined): string | null {
  const a = typeof from === 'number' ? from : undefined;
  const b = typeof to === 'number' ? to : undefined;
  if (a === undefined && b === undefined) return null;
  if (a === undefined || b === undefined) return 'Give both depths, or neither for the whole project.';
  return a < b ? null : X_RANGE_ORDER_TEXT;
}
