import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', ADMIN_EMAIL: 'admin@example.com', SEED_DEMO: true, MAX_UPLOAD_MB: 200 });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.ADMIN_PASSWORD).toBeUndefined();
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
