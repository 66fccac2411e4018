import fc from 'fast-check';
import { useTestApp } from '../../test/fixtures';
import { beforeAll, describe, expect, it } from 'vitest';
import { importTypes } from '@mudstack/contracts';
import { signIn, type Agent } from '../../test/helper';
import { buildUser } from '../../test/factories';
import { createProjectId, multipart, smallLas } from '../../test/projects';

/**
 * Nothing a client can send answers 5xx: random and mutated requests against every route of the
 * OpenAPI document, and mutated LAS files against the upload and import calls, sent by a signed-in
 * super-admin (so requests get past the access checks and reach the handlers and the database).
 */
const t = useTestApp();
let agent: Agent;
let projectId: number;
let routes: { method: string; path: string; query: string[]; body: string[] }[];

beforeAll(async () => {
  const admin = await buildUser(t.db, { role: 'super-admin' });
  agent = await signIn(t.app, admin.email);
  projectId = await createProjectId(agent, { name: 'Fuzz target' });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  }>();
  routes = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    // Not the docs, the sign-out (it would end this agent's session), the routes that fail on purpose in tests, or
    // the events stream (an answer that never ends: its refusals are tested in features/live/live-events.test.ts).
    if (path.startsWith('/api/docs') || path.startsWith('/api/__test') || path === '/api/auth/logout' || path.endsWith('/events')) continue;
    for (const [method, op] of Object.entries(methods)) {
      routes.push({
        method: method.toUpperCase(),
        path,
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
}, 120_000);

/** Values that have broken servers before: huge and negative numbers, NUL, odd text, wrong types. */
const nasty = fc.oneof(
  fc.constantFrom(
    '999999999999',
    '-1',
    '0',
    '2147483648',
    '1e309',
    'NaN',
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '{}',
    '[]',
    'null',
    'true',
    '1:2:3',
    '5000:4000',
    ':',
    '😀',
    'ñ'.repeat(3000),
  ),
  fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.string({ maxLength: 40 }),
);
const jsonValue = fc.oneof(
  nasty,
  fc.integer({ min: -3_000_000_000, max: 3_000_000_000 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(nasty, fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nasty, { maxKeys: 4 }),
);

const fillPath = (path: string, value: (name: string) => string) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(name)));

describe('no request answers 5xx', () => {
  it('random path values, query strings and JSON bodies on every route', async () => {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.boolean(),
        fc.dictionary(fc.string({ maxLength: 6 }), nasty, { maxKeys: 3 }),
        fc.array(fc.tuple(fc.nat(), nasty), { maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), jsonValue), { maxLength: 6 }),
        fc.oneof(fc.constant('json'), fc.constant('raw'), fc.constant('none')),
        fc.string({ maxLength: 60 }),
        async (pick, realId, extraQuery, queryValues, bodyValues, bodyKind, raw) => {
          const route = routes[pick % routes.length];
          const url = fillPath(route.path, (name) =>
            realId && /id$/i.test(name) ? String(projectId) : fc.sample(nasty, { numRuns: 1, seed: pick })[0],
          );
          const query = new URLSearchParams();
          for (const [i, v] of queryValues) if (route.query.length) query.set(route.query[i % route.query.length], v);
          for (const [k, v] of Object.entries(extraQuery)) query.set(k, v);
          const body: Record<string, unknown> = {};
          for (const [i, v] of bodyValues) if (route.body.length) body[route.body[i % route.body.length]] = v;
          const qs = query.toString();
          const response = await agent.request({
            method: route.method,
            url: qs ? `${url}?${qs}` : url,
            ...(bodyKind === 'json' && route.method !== 'GET' ? { payload: body } : {}),
            ...(bodyKind === 'raw' && route.method !== 'GET' ? { payload: raw, headers: { 'content-type': 'application/json' } } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500)
            failures.push(`${route.method} ${url}?${qs} ${JSON.stringify(body)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
        },
      ),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
    // Collected rather than failing fast, so one run lists every kind of 5xx it met.
    expect(failures).toEqual([]);
    // The requests reached the handlers: some were accepted, not all refused at the door.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    console.log('answers by status:', Object.fromEntries(statuses));
  }, 300_000);

  it('mutated LAS files to the upload and import calls', async () => {
    const base = Buffer.from(smallLas({ rows: 40 }));
    const mutation = fc.oneof(
      fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), byte: fc.integer({ min: 0, max: 255 }) }),
      fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 200 }) }),
      fc.record({
        kind: fc.constant('insert' as const),
        at: fc.nat(),
        text: fc.constantFrom(
          '\u0000',
          '~A\n',
          '~Curve\n',
          'NULL.  -999.25 :\n',
          '1e400 ',
          '\r',
          '\t',
          '~Version\nVERS. 3.0 :\n',
          ' , ',
          '#',
          '~Parameter\n',
          '~Other\n',
          'x'.repeat(5000),
        ),
      }),
    );
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const imports = { sent: 0, read: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(mutation, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        fc.constantFrom(...importTypes),
        async (mutations, asImport, type) => {
          let bytes = base;
          for (const m of mutations) {
            const at = m.at % (bytes.length + 1);
            if (m.kind === 'flip') bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from([m.byte]), bytes.subarray(at + 1)]);
            else if (m.kind === 'delete') bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + m.length)]);
            else bytes = Buffer.concat([bytes.subarray(0, at), Buffer.from(m.text), bytes.subarray(at)]);
          }
          const form = asImport
            ? multipart({ 'type-of-import': type, depth_change: 'keep' }, { las_file: { filename: 'mutated.las', content: bytes } })
            : multipart({ name: 'Mutated' }, { las_file: { filename: 'mutated.las', content: bytes } });
          const url = asImport ? `/api/projects/${projectId}/import` : '/api/projects';
          const response = await agent.request({ method: 'POST', url, payload: form.payload, headers: form.headers });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (response.statusCode >= 500)
            failures.push(`${url} ${JSON.stringify(mutations)} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
          if (asImport) {
            imports.sent++;
            // Reached the reader: read whole (200), or refused by it naming the line, or by the merge after it.
            if (response.statusCode === 200 || /"Line \d+/.test(response.body) || /Depth|Column|overlaps/.test(response.body)) imports.read++;
          }
        },
      ),
      { numRuns: 120, seed: Number(process.env.FUZZ_SEED ?? 20261124) },
    );
    // Collected rather than failing fast, so one run lists every kind of 5xx it met.
    expect(failures).toEqual([]);
    // The requests reached the handlers: some were accepted, not all refused at the door.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    // The imports were not all refused before the reader (a wrong field name once made every one a 422 at the
    // door): most were read, or refused by the reader or the merge naming what was wrong.
    expect(imports.sent).toBeGreaterThan(30);
    expect(imports.read / imports.sent, JSON.stringify(imports)).toBeGreaterThan(0.5);
    console.log('answers by status:', Object.fromEntries(statuses), 'imports read:', imports);
  }, 300_000);

  it('a file of 10,000 curves imports (statements stay under the parameter limit)', async () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `X${i}`);
    const lines = [
      '~Version',
      'VERS. 2.0 :',
      'WRAP. NO :',
      '~Well',
      'STRT.FT 100 :',
      'STOP.FT 101 :',
      'STEP.FT 1 :',
      'NULL. -999.25 :',
      '~Curve',
      'DEPT.FT : depth',
    ];
    for (const n of names) lines.push(`${n}.PPM : ${n}`);
    lines.push('~A');
    lines.push(['100', ...names.map((_, i) => String(i))].join(' '));
    lines.push(['101', ...names.map((_, i) => String(i + 1))].join(' '));
    const form = multipart({ name: 'Wide' }, { las_file: { filename: 'wide.las', content: lines.join('\n') + '\n' } });
    const response = await agent.request({ method: 'POST', url: '/api/projects', payload: form.payload, headers: form.headers });
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  }, 120_000);
});
