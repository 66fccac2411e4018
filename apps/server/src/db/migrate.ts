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
  let { error, results } = await migrator.migrateToLatest();
  // Kysely reads the catalogue to see whether its lock table exists; schemas created and dropped
  // at the same moment by other connections (parallel test files on one server) can make that
  // read miss a table it has just made. Nothing has run then (each migration is its own
  // transaction, behind the lock), so trying again is safe.
  for (let attempt = 1; attempt < 3 && error && !results?.length && /does not exist/.test(String((error as Error)?.message ?? error)); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    ({ error, results } = await migrator.migrateToLatest());
  }
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
