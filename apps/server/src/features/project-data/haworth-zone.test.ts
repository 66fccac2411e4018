import { haworthZone } from '@mudstack/core/gas/haworth';
import { readLas } from '@mudstack/core/las/read-las';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId } from '../../test/projects';

// The Haworth zone is a series like any other: data endpoint, CSV, D-type LAS, filters.
const { agent: admin } = useSignedInApp();
let id: number;
beforeAll(async () => {
  id = await createProjectId(admin, { name: 'Zones' });
});

const rowsOf = (csv: string) =>
  csv
    .trim()
    .split('\n')
    .slice(1)
    .map((l) => l.split(','));

describe('haworth_zone', () => {
  it('is served with wh and bh, each row the zone of its own wetness and balance', async () => {
    const response = await admin.get(`/api/projects/${id}/data/wh,bh,haworth_zone`);
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body);
    expect(rows.length).toBe(200);
    let zoned = 0;
    for (const [, wh, bh, zone] of rows) {
      if (wh === '' || bh === '') continue;
      zoned++;
      // Within the 6 significant digits of the CSV, away from a boundary the zone follows from wh and bh.
      expect(Number(zone)).toBe(haworthZone(Number(wh), Number(bh)));
    }
    expect(zoned).toBeGreaterThan(100);
  });

  it('filters by zone and travels in the D-type LAS export', async () => {
    const all = rowsOf((await admin.get(`/api/projects/${id}/data/haworth_zone`)).body);
    const code = Number(all.find((r) => r[1] !== '')![1]);
    const filtered = rowsOf(
      (await admin.get(`/api/projects/${id}/data/haworth_zone?filterExpression=${encodeURIComponent(`haworth_zone == ${code}`)}`)).body,
    );
    expect(filtered.length).toBe(all.filter((r) => r[1] === String(code)).length);
    expect(filtered.every((r) => r[1] === String(code))).toBe(true);
    const las = readLas((await admin.get(`/api/projects/${id}/export-las?type=d_type`)).body);
    const zone = las.curves.find((c) => c.header.mnemonic === 'HAWORTH_ZONE');
    expect(zone).toBeDefined();
    expect(Array.from(zone!.values as Float64Array, (v) => (Number.isNaN(v) ? '' : String(v)))).toEqual(all.map((r) => r[1]));
  });
});
