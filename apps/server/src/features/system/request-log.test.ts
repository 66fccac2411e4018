import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createMailer } from '../../lib/mailer';
import { buildTestApp, type TestApp } from '../../test/helper';
import { buildUser } from '../../test/factories';

let t: TestApp;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-log-'));

beforeAll(async () => {
  t = await buildTestApp();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST: path.join(dataDir, 'none') });
  const logger = { level: 'info', stream };
  // The real outbox mailer (no SMTP): it writes files and logs, so the log is checked for links too.
  app = await buildApp({
    config,
    db: t.db,
    logger,
    mailer: createMailer({ from: 'x@example.com', dataDir, log: { info: () => undefined } as never }),
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('request logs', () => {
  it('give one line per request with id, method, route pattern, status and time, and never a token, password or link', async () => {
    const user = await buildUser(t.db);
    const secretToken = 'SECRETtoken1234567890abcdefSECRET';
    await app.inject({ method: 'GET', url: `/api/auth/invitations/${secretToken}` });
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'my-Secret-Password-9' } });
    await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email: user.email } });
    await app.deps.background.settled();

    const requests = lines.filter((l) => l.msg === 'request');
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual([
      ['GET', '/api/auth/invitations/:token', 400],
      ['POST', '/api/auth/login', 401],
      ['POST', '/api/auth/reset-password', 200],
    ]);
    for (const l of requests) {
      expect(l.reqId).toBeTruthy();
      expect(typeof l.ms).toBe('number');
    }
    const all = JSON.stringify(lines);
    expect(all).not.toContain(secretToken);
    expect(all).not.toContain('my-Secret-Password-9');
    expect(all).not.toContain('/auth/password-reset/');
    // The link went to the outbox file, where the user's mail would be.
    const outbox = path.join(dataDir, 'outbox');
    const mail = readFileSync(path.join(outbox, readdirSync(outbox)[0]), 'utf8');
    expect(mail).toMatch(/\/auth\/password-reset\/[A-Za-z0-9_-]+/);
  });
});
