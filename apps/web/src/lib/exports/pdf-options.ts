import type { QueryParams } from '../api-client';

/** The PDF export modal's choices. */
export interface PdfOptions {
  wellName: string;
  hideFlags: boolean;
  /** The Pixler plot and ternary diagram of each chosen snippet. */
  interpretation?: boolean;
  /** The shows table's least interval thickness in ft (the server's default, 2 ft, when absent). */
  minShow?: number;
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
  return {
    wellName: (search.get('wellName') ?? '').trim().slice(0, 200),
    options: {
      hideFlags: flag === 'true' || flag === '1',
      interpretation: interpretation === 'true' || interpretation === '1',
      ...(minShow !== undefined && minShow <= 1000 ? { minShow } : {}),
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
