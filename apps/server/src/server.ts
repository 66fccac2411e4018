import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, publicUrl } from './config';
import { createDb } from './db/create-db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { migrateToLatest } from './db/migrate';
import { seedDatabase } from './seed';
import { seedDemoProject } from './features/demo';

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

  let embedded: EmbeddedPostgres | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      directory: path.join(config.DATA_DIR, 'postgres', 'cluster'),
      onLog: (line) => console.log(`[embedded PostgreSQL] ${line}`),
    });
    databaseUrl = embedded.url;
  }
  const handle = await createDb({ databaseUrl, schema: config.DATABASE_SCHEMA });
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
    // Requests in flight get 10 s to finish; then the process exits regardless.
    const deadline = setTimeout(() => {
      app.log.warn('shutdown took over 10 s: exiting');
      process.exit(1);
    }, 10_000);
    deadline.unref();
    try {
      await app.close();
      await handle.close();
      await embedded?.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void close('SIGINT'));
  process.on('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!config.APP_URL) {
    app.log.info(`APP_URL is not set: links in emails point to ${publicUrl(config)}. Set APP_URL to the address people open.`);
  }
  console.log(
    `Mudstack is serving on http://localhost:${config.PORT} (${embedded ? `embedded PostgreSQL in ${path.join(config.DATA_DIR, 'postgres')}` : 'PostgreSQL at DATABASE_URL'})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
