import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';

// The live feed from the rig (docs/live.md): the bridge posts WITS Level 0 frames with their sequence numbers to
// `POST /api/projects/{id}/live` with an ingest token; the project's Live feed panel makes those tokens and sets
// the lag time and item table; `GET /api/projects/{id}/events` streams what changes to open workspaces.

/** At most this many frames in one ingest batch. */
export const LIVE_BATCH_MAX_FRAMES = 5000;
/** A WITS Level 0 frame is a record of at most 99 short items: anything longer is not one. */
export const LIVE_FRAME_MAX_CHARS = 16 * 1024;
/** A workspace counts a feed as silent after this long without data (ms). */
export const LIVE_SILENT_AFTER_MS = 5 * 60_000;

export const liveFrameSchema = z.strictObject({
  /** The bridge's sequence number of the frame: positive, rising by one per frame. */
  seq: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** When the bridge received it (ms since 1970): the frame's time when it carries no date and time items. */
  received_at: z.number().int().nonnegative().max(8.64e15),
  /** The frame as sent by the unit, `&&` to `!!`. */
  text: z.string().max(LIVE_FRAME_MAX_CHARS, `A WITS frame has at most ${LIVE_FRAME_MAX_CHARS} characters`),
});

export const liveIngestBody = z.strictObject({
  frames: z.array(liveFrameSchema).max(LIVE_BATCH_MAX_FRAMES, `A batch has at most ${LIVE_BATCH_MAX_FRAMES} frames`),
});
export type LiveIngestBody = z.infer<typeof liveIngestBody>;

/** The highest sequence number stored (every frame up to it is stored once), and what this batch added. */
export const liveIngestResponse = envelope(
  z.object({
    acked_seq: z.number().int(),
    stored: z.number().int(),
    bad_frames: z.number().int(),
    data_revision: z.number().int(),
  }),
);
export type LiveIngestResult = z.infer<typeof liveIngestResponse>['result'];

export const witsRoleSchema = z.enum(['date', 'time', 'bit_depth', 'hole_depth', 'returns_depth', 'at_bit', 'lagged']);

export const witsMappingSchema = z.strictObject({
  item: z.string().regex(/^\d{4}$/, 'An item is four digits: record and item, as 0110 or 1212'),
  name: z.string().trim().min(1).max(100),
  role: witsRoleSchema,
  mnemonic: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_]+$/, 'A mnemonic has letters, digits and _ only')
    .optional(),
  unit: z.string().trim().max(20).optional(),
});

/** The feed as the Live feed panel and the workspace's Live badge see it. */
/** The unit a feed's depths arrive in: feet, or metres from a unit set to metric units (kept in feet). */
export const liveDepthUnitSchema = z.enum(['ft', 'm'], { error: 'The depth unit of the feed is ft or m' });

export const liveFeedSchema = z.object({
  lag_minutes: z.number(),
  /** The unit the rig sends depths (WITS 0108, 0110, 0139, 1208) in; they are stored in feet, as every depth. */
  depth_unit: liveDepthUnitSchema,
  /** The project's own entries over the default table (null: the default table). */
  mapping: z.array(witsMappingSchema).nullable(),
  /** The table in force: the default with the project's entries. */
  effective_mapping: z.array(witsMappingSchema),
  acked_seq: z.number().int(),
  frames: z.number().int(),
  bad_frames: z.number().int(),
  unknown_items: z.number().int(),
  last_frame_at: z.string().nullable(),
  last_data_time: z.string().nullable(),
  last_depth: z.number().nullable(),
  /**
   * The deepest depth gas has been placed at (ft): gas comes up with the returns, a lag time after the bit drilled
   * its depth, so the gas curves end here while the rows reach last_depth. Null before any gas.
   */
  gas_depth: z.number().nullable(),
  /** The data revision still growing; null when the last one is sealed. */
  live_revision: z.number().int().nullable(),
});
export type LiveFeed = z.infer<typeof liveFeedSchema>;
export const liveFeedResponse = envelope(liveFeedSchema);

export const updateLiveFeedBody = z.strictObject({
  lag_minutes: z.coerce
    .number({ error: 'The lag time is a number of minutes' })
    .min(0, 'The lag time is at least 0 minutes')
    .max(600, 'The lag time is at most 600 minutes'),
  /** Left out: unchanged. */
  depth_unit: liveDepthUnitSchema.optional(),
  mapping: z.array(witsMappingSchema).max(200).nullable().optional(),
});
export type UpdateLiveFeedBody = z.infer<typeof updateLiveFeedBody>;

export const liveTokenSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type LiveToken = z.infer<typeof liveTokenSchema>;
export const liveTokensResponse = envelope(z.array(liveTokenSchema));

export const createLiveTokenBody = z.strictObject({
  name: z.string().trim().min(1, 'Name the token, for example the rig or unit it is for').max(100, 'A token name has at most 100 characters'),
});
export const createLiveTokenResponse = envelope(liveTokenSchema.extend({ token: z.string() }));
export type CreatedLiveToken = z.infer<typeof createLiveTokenResponse>['result'];

export const liveTokenParams = z.object({
  id: z.coerce.number().int().max(INT32_MAX).nonnegative(),
  tokenId: z.coerce.number().int().positive().max(INT32_MAX),
});

/** Who has the project open now (one entry per person). */
export const viewerSchema = z.object({ user_id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type Viewer = z.infer<typeof viewerSchema>;
