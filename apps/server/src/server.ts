import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb } from './db/create-db';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './seed';
import { seedDemoProject } from './features/demo/seed-demo';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const handle = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, schema: config.DATABASE_SCHEMA });
  await migrateToLatest(handle.db);
  const app = await buildApp({ config, db: handle.db });
  const seeded = await seedDatabase(app.deps, app.log);
  if (seeded && config.SEED_DEMO) {
    await seedDemoProject(app.deps, seeded.adminId, app.log);
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(`Mudstack is serving on http://localhost:${config.PORT} (${handle.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
