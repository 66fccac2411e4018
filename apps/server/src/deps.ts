import type { AppConfig } from './config';
import type { Db } from './db/create-db';
import type { BackgroundTasks } from './lib/background';
import type { ProjectEventHub } from './kernel/events';
import type { FileStore } from './lib/file-store';
import type { Mailer } from './lib/mailer';

/** What every feature needs, built once in buildApp and reachable as `app.deps`. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  /** HMAC key for access tokens, kept in app_settings so restarts keep sessions. */
  signingKey: string;
  /** Where uploaded files are kept when FILE_STORE=files; null: in the database (`uploads.content`). */
  files: FileStore | null;
  /** Work started by a request and finished after its answer (awaited when the app closes). */
  background: BackgroundTasks;
  /** Project events from every server on the database (PostgreSQL LISTEN), for the open event streams. */
  events: ProjectEventHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
