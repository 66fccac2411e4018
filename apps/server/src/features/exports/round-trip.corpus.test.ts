import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectVia, multipart } from '../../test/projects';

// Every file of both LAS corpora that makes a project is exported as CSV and as LAS, the
// exports re-imported, and every measured value compared as text: nothing drifts, nothing is lost.
const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [path.resolve(here, '../../../../../../shared/las-corpus/files'), path.resolve(here, '../../../../../packages/core/las3-corpus')];

function lasFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return lasFiles(full);
    return /\.las$/i.test(name) ? [full] : [];
  });
}

const { agent: admin } = useSignedInApp();

const files = roots.flatMap(lasFiles);

/** The first line that differs, with its number, or undefined. */
function firstDifference(actual: string, expected: string): string | undefined {
  const a = actual.split('\n');
  const e = expected.split('\n');
  for (let i = 0; i < Math.max(a.length, e.length); i++) if (a[i] !== e[i]) return `line ${i + 1}: ${a[i]} != ${e[i]}`;
  return undefined;
}

describe('export and re-import round trip over the LAS corpora', () => {
  it('finds both corpora', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  const stats = { projects: 0, values: 0 };
  it.each(files.map((f) => [path.relative(path.resolve(here, '../../../../../..'), f), f]))('%s', async (_label, file) => {
    const created = await createProjectVia(admin, { name: path.basename(file), las: readFileSync(file), filename: 'corpus.las' });
    if (created.statusCode !== 200) {
      // A file that makes no project is refused with the reader's message (422), never a 5xx.
      expect(created.statusCode).toBe(422);
      return;
    }
    const id = created.json<{ result: { id: number } }>().result.id;
    const names = (await admin.get(`/api/projects/${id}`)).json<{ result: { curves: { name: string }[] } }>().result.curves.map((c) => c.name);
    const measured = names.filter((n) => n !== 'depth');
    if (measured.length === 0) return;
    const series = measured.map(encodeURIComponent).join(',');
    const csv = (await admin.get(`/api/projects/${id}/data/${series}`)).body;

    // LAS (C-type) out and back in as a new project: the same CSV, character for character.
    const las = (await admin.get(`/api/projects/${id}/export-las?type=c_type`)).body;
    const copy = await createProjectVia(admin, { name: `${path.basename(file)} copy`, las, filename: 'copy_c.las' });
    expect(copy.statusCode, copy.body).toBe(200);
    const copyId = copy.json<{ result: { id: number } }>().result.id;
    const copyCsv = (await admin.get(`/api/projects/${copyId}/data/${series}`)).body;
    expect(firstDifference(copyCsv, csv)).toBeUndefined();

    // CSV out and back in as a diff-only import of the copy: nothing changes, and the data reads the same.
    const body = multipart({ 'type-of-import': 'diff-only', depth_change: 'keep' }, { las_file: { filename: 'export.csv', content: csv } });
    const imported = await admin.request({ method: 'POST', url: `/api/projects/${copyId}/import`, payload: body.payload, headers: body.headers });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(firstDifference((await admin.get(`/api/projects/${copyId}/data/${series}`)).body, csv)).toBeUndefined();
    stats.projects++;
    stats.values += csv.split('\n').length * measured.length;
  });

  it('round-tripped most of the corpus', () => {
    console.log(`round trip: ${stats.projects} corpus files made projects; ${stats.values} measured cells compared as text`);
    expect(stats.projects).toBeGreaterThan(60);
  });
});
