import { z } from 'zod';
import { envelope, INT32_MAX } from './envelope';
import { accessLevelSchema } from './users';
import { snippetSchema } from './snippets';

/** `/api/projects/{id}` */
export const projectIdParam = z.object({ id: z.coerce.number().int().max(INT32_MAX).nonnegative() });

/** Who made a revision or a project; null when the user is gone (the web shows its system name). */
export const personSchema = z.object({ first_name: z.string(), last_name: z.string() }).nullable();
export type Person = z.infer<typeof personSchema>;

/** The caller's right on a project; super-admins get 'super-admin' (they see and write everything). */
export const projectAccessSchema = z.enum(['super-admin', 'admin', 'write', 'view']);
export type ProjectAccess = z.infer<typeof projectAccessSchema>;

export const revisedTables = ['project_data', 'project_metadata'] as const;
export const revisionSchema = z.object({
  revision: z.number().int().max(INT32_MAX),
  /** 'project_metadata' is a settings revision; 'project_data' a data revision. */
  revised_table: z.enum(revisedTables),
  summary: z.string(),
  revised_datetime: z.string(),
  revised_by: personSchema,
});
export type Revision = z.infer<typeof revisionSchema>;

// ---------------------------------------------------------------- metadata

/**
 * An annotation (isZone false) or a zone (isZone true). `id` is stable across saves and is what
 * concurrent saves merge on; a hairline sent without an id is new and gets one from the server.
 * `index` is recomputed by the server (1-based, by xval). Hairlines whose xval is not a number are
 * dropped on save.
 */
export const hairlineSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  xval: z.union([z.number(), z.string(), z.null()]).optional(),
  text: z.string().max(2000).default(''),
  index: z.number().int().max(INT32_MAX).optional(),
  isZone: z.boolean().default(false),
  interpolated: z.boolean().default(false),
  selected: z.boolean().optional(),
});
export type HairlineInput = z.input<typeof hairlineSchema>;
export const savedHairlineSchema = z.object({
  id: z.string(),
  xval: z.number(),
  text: z.string(),
  index: z.number().int().max(INT32_MAX),
  isZone: z.boolean(),
  interpolated: z.boolean(),
});
export type Hairline = z.infer<typeof savedHairlineSchema>;

/** A formation: a named depth interval with an 8-digit hex colour (#RRGGBBAA). Stable `id` as hairlines. */
export const formationSchema = z.object({
  id: z.string().min(1).max(64).optional(),
  xval_low: z.coerce.number(),
  xval_high: z.coerce.number(),
  message: z.string().max(500).default(''),
  color: z.string().max(32).default('#1f77b455'),
});
export type FormationInput = z.input<typeof formationSchema>;
export const savedFormationSchema = z.object({
  id: z.string(),
  xval_low: z.number(),
  xval_high: z.number(),
  message: z.string(),
  color: z.string(),
});
export type Formation = z.infer<typeof savedFormationSchema>;

/** Header fields taken from the LAS file at creation (all editable text except the numbers). */
export const metadataTextFields = [
  'well',
  'company',
  'country',
  'api_number',
  'field',
  'state',
  'county',
  'location',
  'date_analysed',
  'service_company',
  'date_generated',
] as const;
/** The longest a metadata text field (well, operator, location...) may be: longer is refused, never cut. */
export const METADATA_TEXT_MAX = 500;
/** The longest text a free extra metadata field may hold. */
export const METADATA_EXTRA_TEXT_MAX = 2000;
const metadataTextValue = z
  .union([z.string().max(METADATA_TEXT_MAX, `must be at most ${METADATA_TEXT_MAX} characters`), z.number(), z.null()])
  .optional();
const metadataExtraValue = z
  .unknown()
  .refine((v) => typeof v !== 'string' || v.length <= METADATA_EXTRA_TEXT_MAX, `must be at most ${METADATA_EXTRA_TEXT_MAX} characters`);

/** Numbers; start_depth, stop_depth and step always describe the stored data (the server sets them). */
export const metadataNumberFields = ['null_value', 'kb', 'step', 'start_depth', 'stop_depth'] as const;

const num = z.number().nullable();
/**
 * One metadata revision as the API returns it. Other free fields (strings, numbers, booleans)
 * saved by users are passed through as extra keys.
 */
export const metadataSchema = z.looseObject({
  id: z.string(),
  project_id: z.number().int().max(INT32_MAX),
  project: z.string(),
  revision: z.number().int().max(INT32_MAX),
  /** The data revision this metadata revision was written with. */
  data_revision: z.number().int().max(INT32_MAX),
  depth_of_split: num,
  well: z.string(),
  company: z.string(),
  country: z.string(),
  api_number: z.string(),
  field: z.string(),
  state: z.string(),
  county: z.string(),
  location: z.string(),
  date_analysed: z.string(),
  service_company: z.string(),
  date_generated: z.string(),
  null_value: num,
  kb: num,
  step: num,
  start_depth: num,
  stop_depth: num,
  global_hairlines: z.array(savedHairlineSchema),
  global_formations: z.array(savedFormationSchema),
});
export type Metadata = z.infer<typeof metadataSchema>;

export const metadataQuery = z.object({ revision: z.coerce.number().int().max(INT32_MAX).positive().optional() });
export const metadataResponse = envelope(metadataSchema);

/** `POST /metadata {depth_of_split, revision}`: change the landing point (write access). */
export const landingPointBody = z.strictObject({
  depth_of_split: z.coerce.number({ error: 'Landing point must be a number.' }),
  revision: z.coerce.number().int().max(INT32_MAX).nonnegative(),
});
export type LandingPointBody = z.infer<typeof landingPointBody>;

/**
 * `POST /metadata?dr=`: metadata without id, project, depth_of_split; `revision` is the metadata
 * revision the edit was based on. Free extra fields (string, number, boolean, null) are kept.
 */
export const metadataSaveBody = z
  .object({
    revision: z.coerce.number().int().max(INT32_MAX).nonnegative(),
    global_hairlines: z.array(hairlineSchema).max(10_000).optional(),
    global_formations: z.array(formationSchema).max(10_000).optional(),
    ...Object.fromEntries(metadataTextFields.map((field) => [field, metadataTextValue])),
  })
  .catchall(metadataExtraValue);
export type MetadataSaveBody = z.infer<typeof metadataSaveBody>;

export const metadataPostBody = z.union([landingPointBody, metadataSaveBody]);
export const metadataPostQuery = z.object({
  dr: z.coerce.number().int().max(INT32_MAX).nonnegative().optional(),
  /** Sent by the workspace's autosave: saves of one user close together show as one line of history. */
  autosave: z.enum(['true', 'false']).optional(),
});

/**
 * Answer of a metadata save. `saved` says whether a new revision was written; `refresh` says the
 * client must replace what it holds with `result` (a newer revision was merged in, a conflicting edit
 * was not applied, or the server gave new rows their ids). `others_changed` says whether anyone but
 * the saver wrote one of the revisions merged in (the user's own other tabs and panels do not count).
 * `conflicts` names what could not be merged.
 */
export const metadataSaveResponse = z.object({
  result: metadataSchema,
  refresh: z.boolean(),
  others_changed: z.boolean(),
  saved: z.boolean(),
  conflicts: z.array(z.string()),
});
export type MetadataSaveResponse = z.infer<typeof metadataSaveResponse>;

/** `GET /metadata-update?mdr&dr`, polled every 10 s. */
export const metadataUpdateQuery = z.object({
  mdr: z.coerce.number().int().max(INT32_MAX).nonnegative(),
  dr: z.coerce.number().int().max(INT32_MAX).nonnegative(),
});
export const metadataUpdateResponse = z.object({
  /** True when the project's metadata or data revision is newer than mdr / dr. */
  refresh: z.boolean(),
  /** True when someone other than the asking user wrote one of those newer revisions. */
  others_changed: z.boolean(),
  result: z.object({
    metadata_revision: z.number().int().max(INT32_MAX),
    data_revision: z.number().int().max(INT32_MAX),
    /** The latest metadata when refresh is true, else null. */
    metadata: metadataSchema.nullable(),
  }),
});
export type MetadataUpdateResponse = z.infer<typeof metadataUpdateResponse>;

// ---------------------------------------------------------------- projects

export const latestMetadataSummarySchema = z.object({
  well: z.string(),
  company: z.string(),
  depth_of_split: num,
  start_depth: num,
  stop_depth: num,
});

/** One row of the projects list. */
export const projectListItemSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  name: z.string(),
  company_id: z.number().int().max(INT32_MAX).nullable(),
  deleted_date: z.string().nullable(),
  created_datetime: z.string(),
  created_by: personSchema,
  latest_metadata: latestMetadataSummarySchema,
  metadata_revision: z.number().int().max(INT32_MAX),
  data_revision: z.number().int().max(INT32_MAX),
  access_level: projectAccessSchema,
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

/** `?archived=true` archived only, `false` active only, absent or `all` both. */
export const projectsListQuery = z.object({ archived: z.enum(['true', 'false', 'all']).optional() });
export const projectsListResponse = envelope(z.array(projectListItemSchema));

/** A curve stored in a data revision. */
export const curveInfoSchema = z.object({
  name: z.string(),
  unit: z.string(),
  original_mnemonic: z.string(),
  description: z.string(),
});
export type CurveInfo = z.infer<typeof curveInfoSchema>;

/** The project detail's history: its newest revisions; older ones come a page at a time. */
export const PROJECT_DETAIL_REVISIONS = 200;
export const REVISIONS_PAGE_MAX = 500;

export const projectDetailSchema = projectListItemSchema.extend({
  /** The newest PROJECT_DETAIL_REVISIONS revisions, newest first (the specification lists every one). */
  revisions: z.array(revisionSchema),
  /** How many revisions the project has. */
  revisions_total: z.number().int().nonnegative(),
  /** Where the next page starts (`GET /api/projects/{id}/revisions?before=`); null when every revision is here. */
  revisions_next: z.string().nullable(),
  latest_metadata: metadataSchema,
  snippets: z.array(snippetSchema),
  /** Curves of the current data revision (depth first). */
  curves: z.array(curveInfoSchema),
  row_count: z.number().int().max(INT32_MAX),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
export const projectDetailResponse = envelope(projectDetailSchema);

/** Multipart fields of `POST /api/projects` (the file part is `las_file`). */
export const createProjectFields = z.object({
  name: z.string().trim().min(1, 'Please enter a project name').max(200),
  depth_of_split: z.union([z.literal(''), z.coerce.number()]).optional(),
});
/** The new project's id and what the reader noticed in the file (other data sets, converted units...), at most 50. */
export const createProjectResponse = envelope(z.object({ id: z.number().int().max(INT32_MAX), warnings: z.array(z.string()).max(50).optional() }));

/** `PUT /api/projects/{id}`: rename, archive (a date) or unarchive (null). */
export const updateProjectBody = z.union([
  z.strictObject({ name: z.string().trim().min(1, 'Please enter a project name').max(200) }),
  /** Any date (string or epoch ms) archives, dated by the server's clock; null unarchives. */
  z.strictObject({ deleted_date: z.union([z.string().min(1).max(100), z.number()]).nullable() }),
]);
export type UpdateProjectBody = z.infer<typeof updateProjectBody>;
export const updateProjectResponse = envelope(projectListItemSchema);

// ---------------------------------------------------------------- access

export const accessLevelEntry = z.object({ user_id: z.number().int().max(INT32_MAX).positive(), access_level: accessLevelSchema });
/** The complete list of the project's access rows: users left out lose their access. */
export const projectAccessBody = z.object({ access_levels: z.array(accessLevelEntry).max(5000) });
export type ProjectAccessBody = z.infer<typeof projectAccessBody>;

export const accessUserSchema = z.object({
  id: z.number().int().max(INT32_MAX),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  company_id: z.number().int().max(INT32_MAX).nullable(),
  company: z.string().nullable(),
});
export const projectAccessRowSchema = accessUserSchema.extend({ access_level: accessLevelSchema });
export const projectAccessListSchema = z.object({
  /** Users holding a level on the project. */
  access: z.array(projectAccessRowSchema),
  /** Users the caller may still assign (not yet on the project). */
  assignable: z.array(accessUserSchema),
});
export type ProjectAccessList = z.infer<typeof projectAccessListSchema>;
export const projectAccessResponse = envelope(projectAccessListSchema);

// ---------------------------------------------------------------- imports and restore

export const importTypes = ['full-replace', 'append', 'diff-only'] as const;
export const depthChanges = ['keep', 'change', 'max'] as const;
/** Multipart fields of `POST /import` (the file part is `las_file`). */
export const importFields = z.object({
  'type-of-import': z.enum(importTypes, { error: 'Choose full-replace, append or diff-only.' }),
  depth_change: z.enum(depthChanges, { error: 'Choose keep, change or max.' }).default('keep'),
  depth_of_split: z.union([z.literal(''), z.coerce.number()]).optional(),
});
export const revisionPairSchema = z.object({
  data_revision: z.number().int().max(INT32_MAX),
  metadata_revision: z.number().int().max(INT32_MAX),
  summary: z.string(),
});
export const importResponse = envelope(revisionPairSchema);

export const restoreQuery = z.object({
  mdr: z.coerce.number().int().max(INT32_MAX).positive().optional(),
  dr: z.coerce.number().int().max(INT32_MAX).positive().optional(),
});
export const restoreResponse = envelope(revisionPairSchema);

// ---------------------------------------------------------------- LAS export

export const exportLasQuery = z.object({
  type: z.enum(['c_type', 'd_type']).default('c_type'),
  mdr: z.coerce.number().int().max(INT32_MAX).positive().optional(),
  dr: z.coerce.number().int().max(INT32_MAX).positive().optional(),
});

/** `GET /api/projects/{id}/original?dr=`: the file a data revision came from, byte for byte (current revision by default). */
export const originalFileQuery = z.object({ dr: z.coerce.number().int().max(INT32_MAX).positive().optional() });

/** `GET /api/projects/{id}/revisions?before=&limit=`: older revisions, newest first, a page at a time. */
export const revisionsPageQuery = z.object({
  before: z
    .string()
    .regex(/^\d{1,10}$/, 'before must be the revisions_next of a previous answer')
    .transform(Number)
    .optional(),
  limit: z.coerce.number().int().min(1).max(REVISIONS_PAGE_MAX).optional(),
});
export type RevisionsPageQuery = z.infer<typeof revisionsPageQuery>;
export const revisionsPageSchema = z.object({ revisions: z.array(revisionSchema), next: z.string().nullable() });
export type RevisionsPage = z.infer<typeof revisionsPageSchema>;
export const revisionsPageResponse = envelope(revisionsPageSchema);
