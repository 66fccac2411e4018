// `npm run backup`: a consistent snapshot of the database (uploaded files included) in
// DATA_DIR/backups/mudstack-<time>.backup, taken while the server may keep running.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config';
import { writeBackupWithKeys } from '../db/backup';
import { toolDatabase } from './database';

async function main() {
  const config = loadConfig();
  const folder = path.resolve(config.DATA_DIR, 'backups');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `mudstack-${new Date().toISOString().replace(/[:.]/g, '-')}.backup`);
  const database = await toolDatabase(config);
  try {
    const started = Date.now();
    const { counts, storedKeys } = await writeBackupWithKeys(database.url, database.schema, file);
    const rows = Object.values(counts).reduce((a, b) => a + b, 0);
    console.log(
      `Backup written: ${file}\n  ${Object.keys(counts).length} tables, ${rows} rows (${counts.uploads ?? 0} uploaded files, ${counts.projects ?? 0} projects) in ${Date.now() - started} ms`,
    );
    if (storedKeys.length > 0) {
      // The files themselves are in the file store: the backup names them by key, and says so.
      writeFileSync(`${file}.keys`, storedKeys.join('\n') + '\n', { mode: 0o600 });
      console.log(
        `  ${storedKeys.length} uploaded files are kept in the file store (FILE_STORE=${config.FILE_STORE}), not in this backup: it records their keys, listed in ${file}.keys. Back the store up too (docs/file-store.md: bucket versioning, or a copy of those objects).`,
      );
    }
    const shown = path.relative(process.cwd(), file);
    console.log(`Restore it with: npm run restore -- ${shown.startsWith('..') ? file : shown}`);
  } finally {
    await database.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exit(1);
});
