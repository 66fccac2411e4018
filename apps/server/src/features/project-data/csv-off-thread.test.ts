import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, smallLas } from '../../test/projects';
import { csvWrittenOffThread } from './csv.pool';

// A large CSV answer of the data endpoint is written on a worker thread, with the same text.
const { agent: admin } = useSignedInApp();
let big: number;
beforeAll(async () => {
  big = await createProjectId(admin, { name: 'Big', las: smallLas({ rows: 20_000, landingDepth: 12_000 }) });
});

describe('CSV off the event loop', () => {
  it('writes a large CSV answer on a worker thread, cell for cell what a small one gives for the same rows', async () => {
    const before = csvWrittenOffThread();
    const all = (await admin.get(`/api/projects/${big}/data/c1,c2,c3,c4,c5,total_gas,co2,h2s,wh,bh`)).body.split('\n');
    expect(csvWrittenOffThread()).toBe(before + 1);
    expect(all).toHaveLength(20_002); // header, rows, final newline
    // The first rows again, small enough to be written in place: the same text.
    const filter = encodeURIComponent('depth <= 5010');
    const head = (await admin.get(`/api/projects/${big}/data/c1,c2,c3,c4,c5,total_gas,co2,h2s,wh,bh?filterExpression=${filter}`)).body.split('\n');
    expect(csvWrittenOffThread()).toBe(before + 1);
    expect(head.length).toBeGreaterThan(10);
    expect(all.slice(0, head.length - 1)).toEqual(head.slice(0, -1));
  });
});
