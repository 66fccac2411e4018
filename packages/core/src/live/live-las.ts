import type { Curve, LasFile } from '../las/types';

/**
 * Depth rows (from `binnedRows`) as the LAS reader would give them, so the live feed's curves are read by the same
 * aliases as an uploaded file's (`lasToColumns`: C1 in ppm is methane, IC4 and NC4 make butane...).
 */
export function depthRowsAsLas(
  depth: Float64Array,
  columns: ReadonlyMap<string, Float64Array>,
  curves: ReadonlyArray<{ mnemonic: string; unit: string; name: string }>,
): LasFile {
  const seen = new Set<string>();
  const valueCurves: Curve[] = [];
  for (const c of curves) {
    const values = columns.get(c.mnemonic);
    if (!values || seen.has(c.mnemonic)) continue;
    seen.add(c.mnemonic);
    valueCurves.push({
      kind: 'number',
      header: { mnemonic: c.mnemonic, originalMnemonic: c.mnemonic, unit: c.unit, value: '', description: c.name },
      values,
    });
  }
  return {
    version: '2.0',
    wrap: false,
    delimiter: 'SPACE',
    nullValue: null,
    encoding: 'utf-8',
    version_items: [],
    well: [],
    params: [],
    curves: [
      { kind: 'number', header: { mnemonic: 'DEPT', originalMnemonic: 'DEPT', unit: 'ft', value: '', description: 'Depth' }, values: depth },
      ...valueCurves,
    ],
    other: '',
    sections: [],
    indexUnit: 'ft',
    rowCount: depth.length,
    depthIndexed: true,
    dataSection: null,
    warnings: [],
  };
}
