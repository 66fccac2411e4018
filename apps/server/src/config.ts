import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { z } from 'zod';

/** Environment variables, parsed and validated once at start. */
const booleanFlag = z.enum(['0', '1', 'true', 'false', 'yes', 'no']).transform((v) => v === '1' || v === 'true' || v === 'yes');

export const configSchema = z.object({
  /** production in the container; test under Vitest (enables the routes that fail on purpose). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Schema to work in (tests use a fresh one per run); default: the database's own search path. */
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SEED_DEMO: booleanFlag.default(true),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Mudstack <no-reply@mudstack.local>'),
  /**
   * Public address of the app: the only source of links sent by email (never the request's Host or
   * X-Forwarded-Host headers). Unset: http://localhost:PORT, said once at start.
   */
  APP_URL: z
    .string()
    .url()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  /**
   * Whether X-Forwarded-For/-Proto/-Host are read: unset or 0/false, never (the client's own address
   * counts); true, every hop; a number, that many proxies; otherwise a comma-separated list of the
   * proxies' addresses or CIDR ranges.
   */
  TRUST_PROXY: z
    .string()
    .transform((value): boolean | number | string[] => {
      if (['0', 'false', 'no', 'off'].includes(value)) return false;
      if (['true', 'yes', 'on'].includes(value)) return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    })
    .default(false),
  /** Requests per minute one client address may make to the API (health checks excepted). */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
  /** Requests per minute one client address may make to the sign-in and password-reset calls. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  MAX_UPLOAD_MB: z.coerce.number().positive().max(2048).default(200),
  /** An upload whose bytes stop arriving for this long is refused (408), so a stalled client holds nothing. */
  UPLOAD_IDLE_SECONDS: z.coerce.number().positive().max(3600).default(30),
  /** The longest a whole upload may take to arrive (408 beyond): 200 MB at about 3 Mbit/s. */
  UPLOAD_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(600),
  /**
   * The longest the reading of one uploaded LAS file on the worker threads may take once the file has arrived,
   * queue included (422 beyond): the reader is linear, a 200 MB file reads in seconds, so only a file the reader
   * cannot finish (a fault) or a server far behind meets it, and the thread that held it is ended.
   */
  UPLOAD_READ_LIMIT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /** The longest one export on the worker threads may take, queue included (503 beyond). */
  EXPORT_TIME_LIMIT_SECONDS: z.coerce.number().positive().max(3600).default(60),
  /**
   * Where uploaded files are kept: `database` (in PostgreSQL with everything else, in every backup) or `files`
   * (a folder, FILE_STORE_DIR: for several servers, a volume they share; docs/file-store.md).
   */
  FILE_STORE: z.enum(['database', 'files', 's3']).default('database'),
  /** The folder of FILE_STORE=files; default DATA_DIR/files. */
  FILE_STORE_DIR: z.string().min(1).optional(),
  /** FILE_STORE=s3: the bucket (required), a prefix for the keys, the region, an S3-compatible endpoint, path-style. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_PREFIX: z.string().default('mudstack/'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; served when it exists. */
  WEB_DIST: z.string().optional(),
});

export type AppConfig = z.infer<typeof configSchema>;

/** The address every emailed link starts with (APP_URL without its trailing slash). */
export function publicUrl(config: Pick<AppConfig, 'APP_URL' | 'PORT'>): string {
  return (config.APP_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export class ConfigError extends Error {}

/**
 * The variables of a `.env` file in the working folder, when there is one. Variables set in the
 * environment win over the file's.
 */
export function readDotEnv(file = '.env'): Record<string, string> {
  if (!existsSync(file)) return {};
  return parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * Parses the environment (by default `.env`, then the process's own variables over it); a bad value
 * throws a ConfigError naming the variable. The only reader of the environment in the server.
 */
export function loadConfig(env: Record<string, string | undefined> = { ...readDotEnv(), ...process.env }): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema
    .refine((c) => c.FILE_STORE !== 's3' || c.S3_BUCKET, {
      path: ['S3_BUCKET'],
      message: 'FILE_STORE=s3 needs S3_BUCKET (the bucket to keep uploaded files in)',
    })
    .safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}
