import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';

/** The id of the built-in default configuration, defined in code and never stored. */
export const BUILTIN_CONFIG_ID = 0;
/** What a new configuration is called until its author names it. */
export const NEW_CONFIG_NAME = 'new config';
/** Refusal of a name that would pass for a protected default configuration. */
export const DEFAULT_CONFIG_NAME_MESSAGE = "Config name cannot include 'default config'.";

export const appliesToValues = ['both', 'vertical', 'lateral'] as const;
export const appliesToSchema = z.enum(appliesToValues);
export type AppliesTo = z.infer<typeof appliesToSchema>;
/** The labels the editor shows for each applies-to value. */
export const appliesToLabels: Record<AppliesTo, string> = {
  both: 'Both vertical and lateral',
  vertical: 'Vertical only',
  lateral: 'Lateral only',
};

/** A CSS hex colour: #rgb, #rrggbb or #rrggbbaa. */
export const colourSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, 'Colour must be a hex colour such as #1b5e20.');

/** What a graph draws: lines of its series, or a Haworth track (wh, bh, ch on a log axis over the zones). */
export const graphKindValues = ['lines', 'haworth'] as const;
export const graphKindLabels: Record<(typeof graphKindValues)[number], string> = { lines: 'Lines', haworth: 'Haworth track' };
/** The y axis of a graph (a Haworth track is always log). */
export const graphScaleValues = ['linear', 'log'] as const;
/** The series a new Haworth track draws. */
export const HAWORTH_TRACK_SERIES: Readonly<Record<string, string>> = { wh: '#279b8d', bh: '#711782', ch: '#a5401d' };

/** One graph of a configuration: its series are a map of catalogue short name to colour. */
export const graphSchema = z.object({
  name: z.string().trim().max(200, 'Graph title is too long.'),
  ylabel: z.string().trim().max(100).default(''),
  appliesTo: appliesToSchema.default('both'),
  kind: z.enum(graphKindValues).default('lines'),
  scale: z.enum(graphScaleValues).default('linear'),
  drawOrder: z.number().int().max(INT32_MAX).min(0).max(10_000),
  series: z.record(z.string().min(1).max(64), colourSchema).refine((s) => Object.keys(s).length <= 100, 'A graph holds at most 100 series.'),
});
export type Graph = z.infer<typeof graphSchema>;

export const graphConfigSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  name: z.string(),
  description: z.string(),
  created_by_id: z.number().int().max(INT32_MAX).nullable(),
  /** First and last name of the author, when known. */
  created_by: z.string().nullable(),
  created_datetime: z.string(),
  company_id: z.number().int().max(INT32_MAX).nullable(),
  /** Name of the owning company, when there is one. */
  company: z.string().nullable(),
  graphs: z.array(graphSchema),
});
export type GraphConfig = z.infer<typeof graphConfigSchema>;

const nameSchema = z.string().trim().min(1, 'Config name is required.').max(200, 'Config name is too long.');

/**
 * The saved payload for PUT. id, created_by_id and created_datetime may be sent back as read
 * but are ignored: the server keeps them.
 */
export const graphConfigSaveBody = z.object({
  id: z.number().int().max(INT32_MAX).optional(),
  name: nameSchema,
  description: z.string().max(2000, 'Description is too long.').default(''),
  created_by_id: z.number().int().max(INT32_MAX).nullable().optional(),
  created_datetime: z.string().nullable().optional(),
  company_id: z.number().int().max(INT32_MAX).nullable().optional(),
  graphs: z.array(graphSchema).max(50, 'A configuration holds at most 50 graphs.'),
});
/** What the server receives after parsing. */
export type GraphConfigSaveBody = z.output<typeof graphConfigSaveBody>;
/** What a client sends. */
export type GraphConfigSaveInput = z.input<typeof graphConfigSaveBody>;

/**
 * POST body: a new configuration, or with `source_id` the Save As New copy of an existing one
 * (the copy takes the body's name, description and graphs).
 */
export const graphConfigCreateBody = graphConfigSaveBody.extend({
  source_id: z.number().int().max(INT32_MAX).nonnegative().optional(),
});
export type GraphConfigCreateBody = z.output<typeof graphConfigCreateBody>;
export type GraphConfigCreateInput = z.input<typeof graphConfigCreateBody>;

export const graphConfigResponse = envelope(graphConfigSchema);
export const graphConfigListResponse = envelope(z.array(graphConfigSchema));
export const graphConfigDeleteResponse = envelope(z.object({ id: z.number().int().max(INT32_MAX), message: z.string() }));
