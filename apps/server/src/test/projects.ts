import { generateMudGasLas } from '@mudstack/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createDb, type Db } from '../db/create-db';
import type { Dataset } from '../features/project-data';
import { countHistoryLines } from '../features/projects/projects.repository';
import { buildUser } from './factories';
import { analyzeTable, signIn, type Agent } from './helper';

/** A multipart/form-data body with text fields and files, as a browser would send it. */
export function multipart(
  fields: Record<string, string | number | undefined>,
  files: Record<string, { filename: string; content: string | Buffer }> = {},
) {
  const boundary = `----mudstack${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
    );
    chunks.push(typeof file.content === 'string' ? Buffer.from(file.content) : file.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small demo file: 200 rows at 0.5 ft from 5000 ft (stop 5099.5), landing point in the file at 5070. */
export function smallLas(options: Parameters<typeof generateMudGasLas>[0] = {}) {
  return generateMudGasLas({ rows: 200, step: 0.5, startDepth: 5000, landingDepth: 5070, seed: 7, ...options });
}

/** A LAS 2.0 file of these curves ("DEPT.ft", "C1.ppm": depth first) and data lines, NULL -999.25: exact values for a test. */
export function lasText(curves: readonly string[], rows: readonly string[]): string {
  return ['~Version', ' VERS. 2.0 :', ' WRAP. NO :', '~Well', ' NULL. -999.25 :', '~Curve', ...curves.map((c) => ` ${c} :`), '~A', ...rows, ''].join(
    '\n',
  );
}

export async function createProjectVia(
  agent: Agent,
  options: { name?: string; las?: string | Buffer; filename?: string; depth_of_split?: number | string } = {},
): Promise<LightMyRequestResponse> {
  const body = multipart(
    { name: options.name ?? 'Test well', depth_of_split: options.depth_of_split },
    { las_file: { filename: options.filename ?? 'well.las', content: options.las ?? smallLas() } },
  );
  return agent.request({ method: 'POST', url: '/api/projects', payload: body.payload, headers: body.headers });
}

/** Creates a project and returns its id (throws with the body when the upload fails). */
export async function createProjectId(agent: Agent, options: Parameters<typeof createProjectVia>[1] = {}): Promise<number> {
  const response = await createProjectVia(agent, options);
  if (response.statusCode !== 200) throw new Error(`create project failed: ${response.statusCode} ${response.body}`);
  return response.json<{ result: { id: number } }>().result.id;
}

/**
 * Two users of one company: Alice, an admin, and Bob, a user (signed in), for tests of concurrent saves; Bob's id
 * to give him write access to a project of Alice's (`giveWriteAccess`).
 */
export async function aliceAndBob(db: Db, app: FastifyInstance) {
  const a = await buildUser(db, { role: 'admin', firstName: 'Alice' });
  const b = await buildUser(db, { role: 'user', companyId: a.company_id!, firstName: 'Bob' });
  return { alice: await signIn(app, a.email), bob: await signIn(app, b.email), bobId: b.id };
}

/** Alice (the project's admin, signed in as `owner`) gives user `userId` write access to project `id`. */
export async function giveWriteAccess(owner: Agent, id: number, userId: number) {
  const me = (await owner.get(`/api/projects/${id}/access`)).json<{ result: { access: { id: number }[] } }>().result.access[0].id;
  const access = [
    { user_id: me, access_level: 'admin' },
    { user_id: userId, access_level: 'write' },
  ];
  const response = await owner.post(`/api/projects/${id}/access`, { access_levels: access });
  if (response.statusCode !== 200) throw new Error(`access: ${response.statusCode} ${response.body}`);
}

/**
 * `count` settings revisions added to project `projectId`'s history at once, a second apart from `from` on, as
 * years of autosaves leave (numbered from `firstRevision`), counted in the project's history lines as the
 * revision writer counts them.
 */
export async function addHistoryLines(db: Db, projectId: number, userId: number, options: { count: number; firstRevision: number; from: Date }) {
  const { count, firstRevision, from } = options;
  await db
    .insertInto('revisions')
    .values(
      Array.from({ length: count }, (_, i) => ({
        project_id: projectId,
        revision: firstRevision + i,
        revised_table: 'project_metadata' as const,
        summary: `Autosave ${firstRevision + i}`,
        revised_datetime: new Date(from.getTime() + i * 1000),
        revised_by_id: userId,
      })),
    )
    .execute();
  await countHistoryLines(db, projectId, count);
}

/**
 * addHistoryLines on a database reached by URL (a server started as its own process, as the benches do), with
 * the history's statistics gathered after, as autovacuum would.
 */
export async function addHistoryLinesAt(databaseUrl: string, projectId: number, options: { count: number; firstRevision: number; from: Date }) {
  const handle = await createDb({ databaseUrl, max: 1 });
  const db = handle.db;
  try {
    const owner = await db.selectFrom('projects').select('created_by_id').where('id', '=', projectId).executeTakeFirstOrThrow();
    for (let done = 0; done < options.count; done += 10_000) {
      const count = Math.min(10_000, options.count - done);
      const from = new Date(options.from.getTime() + done * 1000);
      await addHistoryLines(db, projectId, owner.created_by_id!, { count, firstRevision: options.firstRevision + done, from });
    }
    await analyzeTable(db, 'revisions');
  } finally {
    await handle.close();
  }
}

/**
 * The blobs a curve of a data revision is stored in (the depth's by default): its head's parts in order (blob_id,
 * then data_revision_curve_parts') and its tail (null when it has none).
 */
export async function curveParts(db: Db, projectId: number, revision: number, position = 0): Promise<{ head: number[]; tail: number | null }> {
  const curve = await db
    .selectFrom('data_revision_curves')
    .select(['name', 'blob_id', 'tail_blob_id'])
    .where('project_id', '=', projectId)
    .where('revision', '=', revision)
    .where('position', '=', position)
    .executeTakeFirstOrThrow();
  const parts = await db
    .selectFrom('data_revision_curve_parts')
    .select('blob_id')
    .where('project_id', '=', projectId)
    .where('revision', '=', revision)
    .where('name', '=', curve.name)
    .orderBy('part')
    .execute();
  return { head: [curve.blob_id, ...parts.map((p) => p.blob_id)], tail: curve.tail_blob_id };
}

/**
 * The dataset's first `keep` rows, then `extra` rows `step` feet apart below them, curve k's row i valued
 * `value(k, i)`, or `seed * 1000 + i + k / 100` for a number (values of its own, not another test's).
 */
export function grownDataset(d: Dataset, keep: number, extra: number, value: number | ((curve: number, row: number) => number), step = 0.5): Dataset {
  const last = d.depth[keep - 1];
  const valueOf = typeof value === 'number' ? (k: number, i: number) => value * 1000 + i + k / 100 : value;
  const column = (values: Float64Array, fill: (i: number) => number) => {
    const out = new Float64Array(keep + extra);
    out.set(values.subarray(0, keep));
    for (let i = 0; i < extra; i++) out[keep + i] = fill(i);
    return out;
  };
  return {
    depth: column(d.depth, (i) => last + (i + 1) * step),
    depthUnit: d.depthUnit,
    curves: d.curves.map((c, k) => ({ ...c, blobSha: undefined, values: column(c.values, (i) => valueOf(k, i)) })),
  };
}

/** A dataset as plain arrays, to compare with toEqual. */
export const plainDataset = (d: Dataset | undefined) => ({
  depth: [...d!.depth],
  curves: d!.curves.map((c) => [c.name, c.unit, [...c.values]]),
});
