import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';
import { curveInfoSchema, savedFormationSchema, savedHairlineSchema } from './projects';

// Wells side by side: GET /api/correlation (the wells and what each may show), GET /api/correlation/compare
// (the wells over one interval, as JSON or CSV).

/** The most wells one correlation lays side by side, and the fewest (core's CORRELATION_MAX_WELLS / MIN). */
const MAX_WELLS = 8;
const MIN_WELLS = 2;
const PROJECTS_FORMAT = `projects must be ${MIN_WELLS} to ${MAX_WELLS} project ids joined by commas, e.g. 1,2,3`;

/** `depth=tvd`: the view in true vertical depth (wells without a TVD curve stay in measured depth); MD when absent. */
export const correlationDepthParam = z.enum(['md', 'tvd'], { error: 'depth must be md or tvd' }).optional();

/** `projects=1,2,3`: the wells, in the order laid out (a repeated id counts once). */
export const correlationProjectsParam = z
  .string({ error: PROJECTS_FORMAT })
  .max(200)
  .refine((v) => v.split(',').every((p) => /^\d+$/.test(p.trim()) && Number(p) <= INT32_MAX && Number(p) > 0), { error: PROJECTS_FORMAT })
  .transform((v) => [...new Set(v.split(',').map((p) => Number(p.trim())))])
  .refine((ids) => ids.length >= MIN_WELLS && ids.length <= MAX_WELLS, { error: PROJECTS_FORMAT });

export const correlationQuery = z.object({ projects: correlationProjectsParam });

/** A well the caller may view: what the page lays out and flattens on. */
export const correlationWellSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  available: z.literal(true),
  name: z.string(),
  well: z.string(),
  data_revision: z.number().int().max(INT32_MAX),
  metadata_revision: z.number().int().max(INT32_MAX),
  row_count: z.number().int().max(INT32_MAX),
  start_depth: z.number().nullable(),
  stop_depth: z.number().nullable(),
  depth_of_split: z.number().nullable(),
  /** The project's display unit: ft or m. */
  depth_unit: z.string(),
  formations: z.array(savedFormationSchema),
  hairlines: z.array(savedHairlineSchema),
  curves: z.array(curveInfoSchema),
  /** The file has a true vertical depth curve (TVD) that rises over at least two rows. */
  has_tvd: z.boolean(),
  /**
   * With a TVD curve: the well on a TVD axis (the rows where TVD rises): the curve drawn as depth, its first and
   * last TVD, and the formations and marks at their TVD.
   */
  tvd: z
    .object({
      curve: z.string(),
      start: z.number(),
      stop: z.number(),
      formations: z.array(savedFormationSchema),
      hairlines: z.array(savedHairlineSchema),
    })
    .nullable(),
});
export type CorrelationWellInfo = z.infer<typeof correlationWellSchema>;

/** A project the caller may not view (or that does not exist): named by its id only. */
export const unavailableWellSchema = z.object({ id: z.number().int().max(INT32_MAX), available: z.literal(false) });

export const correlationResponse = envelope(z.array(z.discriminatedUnion('available', [correlationWellSchema, unavailableWellSchema])));
export type CorrelationEntry = z.infer<typeof correlationResponse>['result'][number];

const depthParam = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a depth in ft` })
    .refine((v) => Number.isFinite(v) && Math.abs(v) <= 1_000_000, { error: `${name} must be a depth in ft within 1,000,000 ft` });

/**
 * `GET /api/correlation/compare?projects=1,2&from=&to=&flatten=`: the wells over [from, to], in the view's depth
 * (relative to the formation's top when flattened).
 */
export const correlationCompareQuery = z
  .object({
    projects: correlationProjectsParam,
    from: depthParam('from'),
    to: depthParam('to'),
    flatten: z.string().trim().max(200).optional(),
    depth: correlationDepthParam,
    format: z.enum(['json', 'csv']).optional(),
  })
  .refine((q) => q.from !== q.to, { error: 'from and to must differ', path: ['to'] });
export type CorrelationCompareQuery = z.infer<typeof correlationCompareQuery>;

const maybe = z.number().nullable();

/** One well over the interval; `reason` says why a well has no numbers (unavailable, or not flattened). */
export const comparedWellSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  name: z.string().nullable(),
  well: z.string().nullable(),
  /** The interval in the well's measured depth, ft. */
  from: maybe,
  to: maybe,
  rows: z.number().int().nonnegative(),
  peak_total_gas: maybe,
  peak_depth: maybe,
  mean_total_gas: maybe,
  total_gas_unit: z.string().nullable(),
  mean_wh: maybe,
  mean_bh: maybe,
  mean_ch: maybe,
  dominant_zone: maybe,
  dominant_zone_name: z.string().nullable(),
  dominant_share: maybe,
  pixler: z.array(maybe).length(4),
  reason: z.string().nullable(),
});
export type ComparedWell = z.infer<typeof comparedWellSchema>;

export const correlationCompareResponse = envelope(z.object({ flatten: z.string().nullable(), wells: z.array(comparedWellSchema) }));
export type CorrelationCompare = z.infer<typeof correlationCompareResponse>['result'];

/** `POST /api/correlation/export-pdf?projects=&flatten=&from=&to=&config=`: the correlation as a PDF; answers its uri. */
export const correlationPdfQuery = z
  .object({
    projects: correlationProjectsParam,
    flatten: z.string().trim().max(200).optional(),
    depth: correlationDepthParam,
    from: depthParam('from').optional(),
    to: depthParam('to').optional(),
    config: z.coerce.number({ error: 'config must be a graph configuration id' }).int().min(0).max(INT32_MAX).optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined) && (q.from === undefined || q.from !== q.to), {
    error: 'from and to must be given together, and differ',
    path: ['to'],
  });
export type CorrelationPdfQuery = z.infer<typeof correlationPdfQuery>;
