import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './create-db';
import { migrations } from './migrations/index';

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/** Brings the database to the latest migration; throws on the first failure. */
export async function migrateToLatest(db: Db): Promise<void> {
  // Name the schema explicitly: Kysely otherwise looks for its migration tables in every schema,
  // and another schema's tables (other test runs on the same server) would fool it.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({ db, provider: new StaticMigrationProvider(), migrationTableSchema: rows[0].schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
