import type { Migration } from 'kysely';
import * as m0001 from './20261122_0001_initial';
import * as m0002 from './20261122_0002_graph_configs_json';
import * as m0003 from './20261122_0003_session_previous_secret';
import * as m0004 from './20261122_0004_bytea_storage_external';
import * as m0005 from './20261122_0005_upload_content_encoding';
import * as m0006 from './20261122_0006_curve_blob_content_encoding';
import * as m0007 from './20261124_0007_login_throttle';
import * as m0008 from './20261125_0008_rate_limit_hits';
import * as m0009 from './20261125_0009_zstd_and_file_store';
import * as m0010 from './20261125_0010_session_secret_seed';
import * as m0011 from './20261126_0011_revisions_by_table';
import * as m0012 from './20261126_0012_revisions_paging';
import * as m0013 from './20261126_0013_access_tokens';
import * as m0014 from './20261126_0014_live_feed';
import * as m0015 from './20261126_0015_autosave_runs';
import * as m0016 from './20261126_0016_history_lines';
import * as m0017 from './20261129_0017_live_gas_depth';
import * as m0018 from './20261129_0018_live_depth_unit';
import * as m0019 from './20261130_0019_upload_parts';
import * as m0020 from './20261130_0020_decimal_curve_blobs';
import * as m0021 from './20261130_0021_curve_tails';
import * as m0022 from './20261201_0022_curve_parts';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '20261122_0001_initial': m0001,
  '20261122_0002_graph_configs_json': m0002,
  '20261122_0003_session_previous_secret': m0003,
  '20261122_0004_bytea_storage_external': m0004,
  '20261122_0005_upload_content_encoding': m0005,
  '20261122_0006_curve_blob_content_encoding': m0006,
  '20261124_0007_login_throttle': m0007,
  '20261125_0008_rate_limit_hits': m0008,
  '20261125_0009_zstd_and_file_store': m0009,
  '20261125_0010_session_secret_seed': m0010,
  '20261126_0011_revisions_by_table': m0011,
  '20261126_0012_revisions_paging': m0012,
  '20261126_0013_access_tokens': m0013,
  '20261126_0014_live_feed': m0014,
  '20261126_0015_autosave_runs': m0015,
  '20261126_0016_history_lines': m0016,
  '20261129_0017_live_gas_depth': m0017,
  '20261129_0018_live_depth_unit': m0018,
  '20261130_0019_upload_parts': m0019,
  '20261130_0020_decimal_curve_blobs': m0020,
  '20261130_0021_curve_tails': m0021,
  '20261201_0022_curve_parts': m0022,
};
