import path from 'node:path';
import type { AppConfig } from '../config';
import { useEmbeddedPostgres } from '../db/embedded-postgres';

/** The app's database for a command-line tool: DATABASE_URL, or the embedded cluster in DATA_DIR. */
export async function toolDatabase(config: AppConfig): Promise<{ url: string; schema: string; stop(): Promise<void> }> {
  const schema = config.DATABASE_SCHEMA ?? 'public';
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, schema, stop: async () => undefined };
  const embedded = await useEmbeddedPostgres(path.join(config.DATA_DIR, 'postgres', 'cluster'));
  return { ...embedded, schema };
}
