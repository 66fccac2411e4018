import type { ColumnType, Generated, Selectable, Updateable } from 'kysely';

/** Row types of the tables created by the migrations. Keep in step with db/migrations. */
/** Insert may omit it (the database default applies); reads give a Date. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type Role = 'super-admin' | 'admin' | 'user';
export type AccessLevel = 'admin' | 'write' | 'view';

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  is_active: Generated<boolean>;
  created_datetime: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  company_id: number | null;
  role: Generated<Role>;
  is_active: Generated<boolean>;
  default_config_id: number | null;
  email_confirmed: Generated<boolean>;
  invited_datetime: Timestamp | null;
  created_datetime: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  secret_hash: string;
  /** The secret the last rotation replaced; accepted briefly after it (see REFRESH_REUSE_GRACE_MS). */
  previous_secret_hash: string | null;
  /** What the current secret is derived from (refreshSecret); null for sessions from before it was kept. */
  secret_seed: string | null;
  csrf_token: string;
  created_at: Timestamp;
  rotated_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface AccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  scope: 'read' | 'write';
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface UserTokensTable {
  token_hash: string;
  user_id: number;
  purpose: 'reset' | 'invite';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginThrottleTable {
  key: string;
  attempts: number;
  window_started_at: Generated<Timestamp>;
  last_attempt_at: Generated<Timestamp>;
}

export interface RateLimitHitsTable {
  key: string;
  hits: number;
  window_started_at: Generated<Timestamp>;
}

export interface PageViewsTable {
  id: Generated<number>;
  user_id: number;
  path: string;
  viewed_at: Timestamp;
}

export interface GraphConfigsTable {
  id: Generated<number>;
  name: string;
  description: Generated<string>;
  created_by_id: number | null;
  company_id: number | null;
  created_datetime: Timestamp;
  graphs: Json<unknown>;
}

export interface ProjectsTable {
  id: Generated<number>;
  name: string;
  company_id: number | null;
  created_by_id: number | null;
  created_datetime: Timestamp;
  deleted_date: Timestamp | null;
  data_revision: Generated<number>;
  metadata_revision: Generated<number>;
  /** Grows each time the live feed rewrites the current data revision, which is not sealed yet. */
  data_version: Generated<number>;
  /** How many lines the project's history shows (revisions not folded), kept by whoever writes or folds one. */
  history_lines: Generated<number>;
}

export interface ProjectAccessTable {
  id: Generated<number>;
  project_id: number;
  user_id: number;
  access_level: AccessLevel;
}

export interface RevisionsTable {
  id: Generated<number>;
  project_id: number;
  revision: number;
  revised_table: 'project_data' | 'project_metadata';
  summary: Generated<string>;
  revised_datetime: Timestamp;
  revised_by_id: number | null;
  /** Written by a workspace autosave (may be folded into the next autosave of the run). */
  autosave: Generated<boolean>;
  /** Its place in the history was taken by a later autosave of the same run (the revision itself stays). */
  folded: Generated<boolean>;
  /** For a line standing for a run of autosaves: the metadata revision the run started from. */
  run_base: number | null;
}

export interface UploadsTable {
  id: Generated<number>;
  project_id: number | null;
  filename: string;
  sha256: string;
  size_bytes: number;
  /**
   * The file's bytes as `content_encoding` says, as rows written before upload_parts keep them; null when they are
   * in `upload_parts` (`part_count`) or in the file store (`storage_key`). Exactly one of the three is set.
   */
  content: Buffer | null;
  /** How many parts of upload_parts hold the file's bytes, in order; null when `content` or the store does. */
  part_count: number | null;
  /** 'zstd' or 'gzip' (the file compressed so) or 'identity'; sha256 and size_bytes are of the file itself. */
  content_encoding: Generated<'identity' | 'gzip' | 'zstd'>;
  /** Where the file store keeps the bytes (lib/file-store.ts); null when `content` holds them. */
  storage_key: string | null;
  uploaded_by_id: number | null;
  uploaded_at: Timestamp;
}

/** An uploaded file kept in the database, in parts of at most UPLOAD_PART_BYTES (features/projects/uploads.ts). */
export interface UploadPartsTable {
  upload_id: number;
  /** 0, 1, ...: the order the parts join in. */
  part: number;
  data: Buffer;
}

export interface DataRevisionsTable {
  project_id: number;
  revision: number;
  row_count: number;
  upload_id: number | null;
  import_type: string | null;
  created_at: Timestamp;
}

export interface CurveBlobsTable {
  id: Generated<number>;
  sha256: string;
  length: number;
  data: Buffer;
  content_encoding: Generated<'identity' | 'deflate-raw' | 'zstd' | 'zstd-decimal'>;
}

export interface DataRevisionCurvesTable {
  project_id: number;
  revision: number;
  name: string;
  position: number;
  unit: Generated<string>;
  original_mnemonic: Generated<string>;
  description: Generated<string>;
  /** The curve's rows, or its first part when it has others (data_revision_curve_parts, a tail). */
  blob_id: number;
  /** The rows after the head's (a live feed's growing revision), read after them; null: blob_id holds every row. */
  tail_blob_id: Generated<number | null>;
}

/** A curve's parts after its head (blob_id, part 0) and before its tail, read in `part` order: a live well's. */
export interface DataRevisionCurvePartsTable {
  project_id: number;
  revision: number;
  name: string;
  /** 1, 2, ...: the order the parts are read in. */
  part: number;
  blob_id: number;
}

export interface MetadataRevisionsTable {
  project_id: number;
  revision: number;
  data_revision: number;
  metadata: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface SnippetsTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  config: Json<unknown>;
  renormalize: Generated<boolean>;
  created_by_id: number | null;
  created_datetime: Timestamp;
}

export interface PdfExportsTable {
  id: string;
  project_id: number;
  user_id: number;
  filename: string;
  content: Buffer;
  created_at: Timestamp;
}

export interface LiveTokensTable {
  id: Generated<number>;
  project_id: number;
  name: string;
  token_hash: string;
  created_by_id: number | null;
  created_at: Timestamp;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** bigint columns come back from node-postgres as strings. */
type BigCount = ColumnType<string, number | string | undefined, number | string>;

export interface LiveFeedsTable {
  project_id: number;
  lag_minutes: Generated<number>;
  /** The unit the feed's depths arrive in ('ft' or 'm'); rows are kept in feet. */
  depth_unit: Generated<'ft' | 'm'>;
  mapping: Json<unknown> | null;
  acked_seq: BigCount;
  frames: BigCount;
  bad_frames: BigCount;
  unknown_items: BigCount;
  last_frame_at: Timestamp | null;
  last_data_time: Timestamp | null;
  last_depth: number | null;
  /** The deepest depth gas (a lagged value) was placed at; the bit is at last_depth, below it. */
  gas_depth: number | null;
  state: Json<unknown> | null;
  base_revision: number | null;
  base_rows: number | null;
  live_revision: number | null;
  live_since: Timestamp | null;
  /** The growing revision's first row of its own (the rows above are its base's). */
  live_first_row: number | null;
}

export interface ProjectViewersTable {
  id: string;
  project_id: number;
  user_id: number;
  seen_at: Timestamp;
}

export interface Database {
  live_tokens: LiveTokensTable;
  live_feeds: LiveFeedsTable;
  project_viewers: ProjectViewersTable;
  app_settings: AppSettingsTable;
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  access_tokens: AccessTokensTable;
  login_throttle: LoginThrottleTable;
  rate_limit_hits: RateLimitHitsTable;
  page_views: PageViewsTable;
  graph_configs: GraphConfigsTable;
  projects: ProjectsTable;
  project_access: ProjectAccessTable;
  revisions: RevisionsTable;
  uploads: UploadsTable;
  upload_parts: UploadPartsTable;
  data_revisions: DataRevisionsTable;
  curve_blobs: CurveBlobsTable;
  data_revision_curves: DataRevisionCurvesTable;
  data_revision_curve_parts: DataRevisionCurvePartsTable;
  metadata_revisions: MetadataRevisionsTable;
  snippets: SnippetsTable;
  pdf_exports: PdfExportsTable;
}

export type UserRow = Selectable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type CompanyRow = Selectable<CompaniesTable>;
export type ProjectRow = Selectable<ProjectsTable>;
