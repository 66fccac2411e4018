import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './create-db';
import { migrations } from './migrations/index';

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the database to the latest migration; throws on the first failure. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
