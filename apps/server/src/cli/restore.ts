// `npm run restore -- FILE`: replaces the database with a backup made by `npm run backup`. Stop the
// server first. The backup is loaded beside the current data and swapped in at the end, so a failed
// restore changes nothing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { restoreBackup } from '../db/backup';
import { toolDatabase } from './database';

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error('name the backup file: npm run restore -- DATA_DIR/backups/mudstack-....backup');
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (!existsSync(resolved)) throw new Error(`no such file: ${resolved}`);
  const config = loadConfig();
  const database = await toolDatabase(config);
  try {
    const started = Date.now();
    const counts = await restoreBackup(database.url, database.schema, resolved);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `Restored ${path.basename(resolved)}: ${rows} rows (${counts.projects ?? 0} projects, ${counts.uploads ?? 0} uploaded files) in ${Date.now() - started} ms`,
    );
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exit(1);
});
