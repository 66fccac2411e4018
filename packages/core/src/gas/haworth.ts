/**
 * Haworth zones (Haworth, Sellens and Whittaker, 1985): a code per depth from wetness `wh` and balance `bh`,
 * and the zone table (top, base, zone) a report prints. docs/gas-ratios.md#haworth-zones.
 */

export interface HaworthZoneDef {
  code: 1 | 2 | 3 | 4 | 5;
  name: string;
  /** Band colour behind a Haworth track (light, with alpha), and its opaque form for legends. */
  color: string;
}

export const HAWORTH_ZONES: readonly HaworthZoneDef[] = Object.freeze([
  { code: 1, name: 'Dry gas, non-productive', color: '#9e9e9e33' },
  { code: 2, name: 'Gas', color: '#e5393533' },
  { code: 3, name: 'Gas condensate or wet gas', color: '#fb8c0033' },
  { code: 4, name: 'Oil', color: '#43a04733' },
  { code: 5, name: 'Residual oil, non-productive', color: '#6d4c4133' },
]);

/** The zone for a code (1-5), or undefined. */
export function haworthZoneDef(code: number): HaworthZoneDef | undefined {
  return HAWORTH_ZONES.find((z) => z.code === code);
}

/**
 * The zone code for one depth, rules evaluated in this order: 1 when wh < 0.5 or bh > 100; 5 when wh >= 40;
 * 4 when 17.5 <= wh < 40; 3 when 0.5 <= wh < 17.5 and bh < wh; 2 when 0.5 <= wh < 17.5 and bh >= wh.
 * NaN (null) when wh or bh is null.
 */
export function haworthZone(wh: number, bh: number): number {
  if (wh !== wh || bh !== bh) return NaN;
  if (wh < 0.5 || bh > 100) return 1;
  if (wh >= 40) return 5;
  if (wh >= 17.5) return 4;
  return bh < wh ? 3 : 2;
}

export interface HaworthZoneRow {
  top: number;
  base: number;
  code: number;
  name: string;
}

/**
 * Runs of one zone down the well: top is the first depth of the run, base the last; a null row ends a run
 * (the next zone starts where data resumes). `depth` ascending.
 */
export function haworthZoneTable(depth: ArrayLike<number>, zones: ArrayLike<number>): HaworthZoneRow[] {
  const rows: HaworthZoneRow[] = [];
  let current: HaworthZoneRow | null = null;
  for (let i = 0; i < depth.length; i++) {
    const code = zones[i];
    const d = depth[i];
    if (code !== code || d !== d) {
      current = null;
      continue;
    }
    if (current && current.code === code) current.base = d;
    else {
      current = { top: d, base: d, code, name: haworthZoneDef(code)?.name ?? String(code) };
      rows.push(current);
    }
  }
  return rows;
}
