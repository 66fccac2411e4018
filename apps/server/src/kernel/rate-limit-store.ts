import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Conn } from './db';

/** What @fastify/rate-limit's store answers: requests counted in the window, and ms until it ends. */
interface Hits {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, hits?: Hits) => void;

/**
 * What `child` gets: typed as the route's options, but at run time the limit's merged options carrying the route
 * as `routeInfo` (an empty one for `createRateLimit`).
 */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];
interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/** Every this many counts, rows whose window ended over an hour ago are removed. */
const PRUNE_EVERY = 500;

/**
 * A @fastify/rate-limit store in PostgreSQL: every instance on the database counts the same
 * requests, so N instances behind a load balancer allow a client the limit once, not N times. One upsert per
 * count, atomic under concurrency; the window restarts in the same statement when it has ended. Keys are the
 * limit's scope (the route, or `api` for the whole-API limit) and the client's key (its address).
 */
export function postgresRateLimitStore(db: Conn) {
  let counted = 0;
  const prune = () =>
    db
      .deleteFrom('rate_limit_hits')
      .where(sql<boolean>`window_started_at < now() - interval '1 hour'`)
      .execute()
      .catch(() => undefined);

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    /** The plugin constructs the root store with its options; children get their route's scope. */
    constructor(scope?: unknown) {
      this.scope = typeof scope === 'string' ? scope : 'api';
    }

    incr(key: string, cb: Callback, timeWindow: number): void {
      if (++counted % PRUNE_EVERY === 0) void prune();
      const window = sql`(${timeWindow}::integer * interval '1 millisecond')`;
      sql<{ hits: number; ttl: number }>`
        INSERT INTO rate_limit_hits AS r (key, hits, window_started_at) VALUES (${`${this.scope}|${key}`}, 1, now())
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_started_at + ${window} <= now() THEN 1 ELSE r.hits + 1 END,
          window_started_at = CASE WHEN r.window_started_at + ${window} <= now() THEN now() ELSE r.window_started_at END
        RETURNING hits, greatest(0, ceil(extract(epoch FROM (window_started_at + ${window} - now())) * 1000))::integer AS ttl`
        .execute(db)
        .then(
          ({ rows }) => cb(null, { current: rows[0].hits, ttl: rows[0].ttl }),
          (error: Error) => cb(error),
        );
    }

    /** The count without counting (the plugin's `increment: false`). */
    read(key: string, cb: Callback, timeWindow: number): void {
      const window = sql`(${timeWindow}::integer * interval '1 millisecond')`;
      sql<{ hits: number; ttl: number }>`
        SELECT hits, greatest(0, ceil(extract(epoch FROM (window_started_at + ${window} - now())) * 1000))::integer AS ttl
        FROM rate_limit_hits WHERE key = ${`${this.scope}|${key}`} AND window_started_at + ${window} > now()`
        .execute(db)
        .then(
          ({ rows }) => cb(null, rows[0] ? { current: rows[0].hits, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
          (error: Error) => cb(error),
        );
    }

    child(options: ChildOptions): PostgresRateLimitStore {
      const route: RouteInfo | undefined = (options as { routeInfo?: RouteInfo }).routeInfo ?? options;
      const method = Array.isArray(route?.method) ? route.method.join(',') : route?.method;
      return new PostgresRateLimitStore(route?.url ? `${method ?? ''} ${route.url}` : this.scope);
    }
  };
}
