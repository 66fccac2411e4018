import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';
import { colourSchema } from './graph-configs';

const pair = z.tuple([z.number(), z.number()]);

/** How the graph drew the snippet, restored with it: its y scale and each series' colour. */
const snippetView = {
  scale: z.enum(['linear', 'log']).optional(),
  colors: z
    .record(z.string().min(1).max(64), colourSchema)
    .refine((c) => Object.keys(c).length <= 200, 'A snippet keeps at most 200 colours.')
    .optional(),
};

/** A named zoom window (x: depth range in ft, y: value range) with the series it shows. */
export const snippetConfigSchema = z.object({
  dateWindow: z.object({ x: pair, y: pair }),
  series: z.array(z.string()),
  /** The background subtraction window the graph showed (rows; absent or 0: none), restored with the snippet. */
  backgroundSubtract: z.number().int().min(0).max(100_000).optional(),
  ...snippetView,
});
export type SnippetConfig = z.infer<typeof snippetConfigSchema>;

export const snippetSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  project_id: z.number().int().max(INT32_MAX),
  name: z.string(),
  config: snippetConfigSchema,
  renormalize: z.boolean(),
  created_by_id: z.number().int().max(INT32_MAX).nullable(),
  created_datetime: z.string(),
});
export type Snippet = z.infer<typeof snippetSchema>;

const NAME = 'Snippet needs a name!';
const SERIES = 'Missing graph series information!';
const WINDOW = 'Missing graph window information';

/** `POST /api/projects/{id}/snippets`, with the spec's texts for each missing part. */
export const createSnippetBody = z.object({
  name: z.string({ error: NAME }).trim().min(1, NAME).max(200),
  config: z.object(
    {
      dateWindow: z.object({ x: pair, y: pair }, { error: WINDOW }),
      series: z.array(z.string().min(1).max(64), { error: SERIES }).min(1, SERIES).max(200),
      backgroundSubtract: z.number().int().min(0).max(100_000).optional(),
      ...snippetView,
    },
    { error: WINDOW },
  ),
  renormalize: z.boolean().default(false),
});
export type CreateSnippetBody = z.infer<typeof createSnippetBody>;
export const snippetResponse = envelope(snippetSchema);
