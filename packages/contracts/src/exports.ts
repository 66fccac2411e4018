import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';

const XRANGE_FORMAT = 'must be two depths in ft as low:high, e.g. 5000:6000';
const XRANGE_ORDER = 'must start below where it ends (low:high)';
const SNIPPETS_FORMAT = 'must be snippet ids joined by colons, e.g. 3:7';
const FLAG_FORMAT = 'must be true or false';

const decimal = /^-?\d+(\.\d+)?$/;

/** `hideFlags`: `true`/`1` hide annotation and zone hairlines on the graphs; absent, `false`, `0` or empty keep them. */
export const hideFlagsParam = flagParam('hideFlags');

/** A true/false query flag: `true`/`1` set it; absent, `false`, `0` or empty leave it off. */
function flagParam(name: string) {
  return z
    .enum(['true', 'false', '1', '0', ''], { error: `${name} ${FLAG_FORMAT}` })
    .optional()
    .transform((v) => v === 'true' || v === '1');
}

/** `xRange=low:high`: depth limits in ft applied to the report's graphs. */
export const xRangeParam = z
  .string()
  .max(64)
  .refine((v) => v.split(':').length === 2 && v.split(':').every((p) => decimal.test(p.trim())), { error: `xRange ${XRANGE_FORMAT}` })
  .transform((v) => v.split(':').map((p) => Number(p.trim())) as [number, number])
  .refine(([a, b]) => a < b, { error: `xRange ${XRANGE_ORDER}` })
  .optional();

/** `snippets=3:7`: ids of the chosen snippets, in the order given. */
export const snippetIdsParam = z
  .string()
  .max(2000)
  .refine((v) => v === '' || v.split(':').every((p) => /^\d+$/.test(p.trim()) && Number(p) <= INT32_MAX), { error: `snippets ${SNIPPETS_FORMAT}` })
  .transform((v) => [...new Set(v === '' ? [] : v.split(':').map((p) => Number(p.trim())))])
  .optional();

const revisionParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a revision number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be 1 or more`)
    .max(INT32_MAX, `${name} is not a revision of this project`)
    .optional();

/**
 * The depth-down log's fixed vertical scales (1:n): 1:600 and 1:240 are a log in feet's 2 and 5 in per 100 ft,
 * 1:500 and 1:200 a metric log's 1 cm per 5 m and per 2 m.
 */
export const LOG_SCALE_RATIOS = [600, 240, 500, 200] as const;
export type LogScaleRatio = (typeof LOG_SCALE_RATIOS)[number];
/** A `scale` value: a ratio of LOG_SCALE_RATIOS, or `fit:N` with N pages (1-999). */
export const LOG_SCALE_PATTERN = new RegExp(`^(${LOG_SCALE_RATIOS.join('|')}|fit:[1-9]\\d{0,2})$`);

/**
 * `POST /api/projects/{id}/export-pdf`: the printable export page's query (config, mdr, dr) plus
 * hideFlags, xRange and snippets. The same parameters drive the web route /projects/{id}/export-pdf.
 */
export const exportPdfQuery = z.object({
  hideFlags: hideFlagsParam,
  /** Adds, for each annotated show and zone (its mark +/- 10 ft) and each chosen snippet, a Pixler plot and ternary diagram. */
  interpretation: flagParam('interpretation'),
  /** The shows table's minimum interval thickness in ft (thinner ones are absorbed into a neighbour); default 2. */
  minShow: z.coerce
    .number({ error: 'minShow must be a thickness in ft' })
    .min(0, 'minShow must be 0 ft or more')
    .max(1000, 'minShow must be at most 1000 ft')
    .optional(),
  xRange: xRangeParam,
  snippets: snippetIdsParam,
  /** `down` (default): the gas log depth down on continuous pages; `across`: each graph across a page. */
  layout: z.enum(['down', 'across'], { error: 'layout must be down or across' }).default('down'),
  /** The depth-down log's vertical scale: one of LOG_SCALE_RATIOS (`600`, the default) or `fit:N` (N pages). */
  scale: z
    .string()
    .regex(LOG_SCALE_PATTERN, `scale must be ${LOG_SCALE_RATIOS.join(', ')} or fit:N (N pages, 1-999)`)
    .optional(),
  /** Graph configuration id; 0 (default) is the built-in one. */
  config: z.coerce
    .number({ error: 'config must be a graph configuration id' })
    .int()
    .nonnegative()
    .max(INT32_MAX, 'config must be a graph configuration id')
    .default(0),
  mdr: revisionParam('mdr'),
  dr: revisionParam('dr'),
});
export type ExportPdfQuery = z.infer<typeof exportPdfQuery>;
export type ExportPdfQueryInput = z.input<typeof exportPdfQuery>;

/** The well name shown as the report's title; empty means the metadata's well, else the project name. */
export const exportPdfBody = z.object({
  wellName: z.string().trim().max(200, 'wellName must be at most 200 characters').default(''),
});
export type ExportPdfBody = z.input<typeof exportPdfBody>;

/** The created PDF: fetch `uri` (same user only) to download it. */
export const exportPdfResponse = envelope(z.object({ uri: z.string() }));
export type ExportPdfResult = z.infer<typeof exportPdfResponse>['result'];

export const pdfExportIdParam = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/, 'is not an export id') });

/** `GET /api/exports/pdf/{id}` answers the PDF itself. */
export const PDF_CONTENT_TYPE = 'application/pdf';
