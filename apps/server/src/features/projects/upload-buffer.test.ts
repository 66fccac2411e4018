import { describe, expect, it } from 'vitest';
import { generateMudGasLas } from '@mudstack/core';
import { useSignedInApp } from '../../test/fixtures';
import { multipart } from '../../test/projects';
import { FIXED_BUFFER_FROM_BYTES, spareUploadBuffer } from '../../lib/received-file';
import { readDataset } from '../project-data';
import { parseLasUpload } from './las-upload';

// A large upload (FIXED_BUFFER_FROM_BYTES declared or more) is gathered in a buffer the last one gave back once it
// was answered and read: memory already touched (lib/received-file.ts SpareUploadBuffer).
const { t, agent: admin } = useSignedInApp();

/** Some 36 MB: 57,000 rows of the wide curve set. */
const largeLas = (rows: number, seed: number) => Buffer.from(generateMudGasLas({ rows, curveSet: 'wide', seed }));

async function upload(name: string, content: Buffer) {
  const body = multipart({ name }, { las_file: { filename: `${name}.las`, content } });
  expect(body.payload.length).toBeGreaterThanOrEqual(FIXED_BUFFER_FROM_BYTES);
  const response = await admin.request({ method: 'POST', url: '/api/projects', payload: body.payload, headers: body.headers });
  expect(response.statusCode).toBe(200);
  return response.json().result.id as number;
}

async function expectStoredAsRead(projectId: number, content: Buffer) {
  const stored = (await readDataset(t.db, projectId, 1))!;
  const { dataset } = parseLasUpload(content);
  // Compared as bytes: a deep comparison of 3 million numbers takes many seconds.
  const bytes = (values: Float64Array) => Buffer.from(values.buffer, values.byteOffset, values.byteLength);
  expect(stored.curves.map((c) => c.name)).toEqual(dataset.curves.map((c) => c.name));
  for (const [i, column] of [stored.depth, ...stored.curves.map((c) => c.values)].entries()) {
    const expected = i === 0 ? dataset.depth : dataset.curves[i - 1].values;
    expect(Buffer.compare(bytes(column), bytes(expected)), `column ${i}`).toBe(0);
  }
}

describe('the buffer of a large upload', () => {
  it('is given to the next large upload once the first is answered, which stores its own file and nothing of the one before', async () => {
    spareUploadBuffer.letGo();
    const longer = largeLas(57_000, 1);
    const shorter = largeLas(54_000, 2);
    const { made, reused } = spareUploadBuffer.counts;

    const first = await upload('Longer well', longer);
    await expect.poll(() => spareUploadBuffer.keptBytes).toBeGreaterThanOrEqual(longer.length);
    const second = await upload('Shorter well', shorter);
    expect(spareUploadBuffer.counts).toEqual({ made: made + 1, reused: reused + 1 });

    await expectStoredAsRead(first, longer);
    await expectStoredAsRead(second, shorter);
    const uploads = await t.db
      .selectFrom('uploads')
      .select(['project_id', 'size_bytes'])
      .where('project_id', 'in', [first, second])
      .orderBy('project_id')
      .execute();
    expect(uploads.map((u) => u.size_bytes)).toEqual([longer.length, shorter.length]);
    // The second file's original, as kept, is its own bytes (not the longer file's tail after them).
    const original = await admin.request({ method: 'GET', url: `/api/projects/${second}/original` });
    expect(original.statusCode).toBe(200);
    expect(Buffer.compare(original.rawPayload, shorter)).toBe(0);
  });
});
