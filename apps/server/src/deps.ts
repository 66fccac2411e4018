import type { AppConfig } from './config';
import type { Db } from './db/create-db';
import type { BackgroundTasks } from './lib/background';
import type { Mailer } from './lib/mailer';

/** What every feature needs, built once in buildApp and reachable as `app.deps`. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  /** HMAC key for access tokens, kept in app_settings so restarts keep sessions. */
  signingKey: string;
  /** Work started by a request and finished after its answer (awaited when the app closes). */
  background: BackgroundTasks;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
