import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configSchema, loadConfig, readDotEnv } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', ADMIN_EMAIL: 'admin@example.com', SEED_DEMO: true, MAX_UPLOAD_MB: 200 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
  });

  it('asks for S3_BUCKET with FILE_STORE=s3, and turns path-style addresses on by its endpoint only when asked', () => {
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/S3_BUCKET: FILE_STORE=s3 needs S3_BUCKET/);
    const config = loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'wells', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'false' });
    expect(config).toMatchObject({ S3_BUCKET: 'wells', S3_PREFIX: 'mudstack/', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'wells', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
  });

  it('reads SEED_DEMO=0 as off', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).SEED_DEMO).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['MAX_UPLOAD_MB', '-1'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });
});

describe('.env.example', () => {
  const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  const entries = [...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => ({ name: m[1], value: m[2] }));

  it('names exactly the variables of the configuration schema', () => {
    expect(entries.map((e) => e.name).sort()).toEqual(Object.keys(configSchema.shape).sort());
  });

  it('shows each default as the schema applies it', () => {
    const defaults = loadConfig({}) as Record<string, unknown>;
    for (const { name, value } of entries) {
      if (value === '') {
        expect(defaults[name], name).toBeUndefined();
      } else {
        const parsed = loadConfig({ [name]: value }) as Record<string, unknown>;
        expect(parsed[name], name).toEqual(defaults[name]);
      }
    }
  });

  it('is read from a .env file, with the environment winning over it', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-env-'));
    const file = path.join(dir, '.env');
    writeFileSync(file, 'PORT=4123\nLOG_LEVEL=warn\n');
    const config = loadConfig({ ...readDotEnv(file), LOG_LEVEL: 'error' });
    expect(config.PORT).toBe(4123);
    expect(config.LOG_LEVEL).toBe('error');
    expect(readDotEnv(path.join(dir, 'missing.env'))).toEqual({});
  });
});
