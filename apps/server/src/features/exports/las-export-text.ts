import { seriesUnit } from '@mudstack/core/gas/file-curves';
import { computeDerived, derivedDescription } from '@mudstack/core/gas/ratios';
import { roundDerivedSeries } from '@mudstack/core/format/number-cell';
import { writeCTypeLas, writeDTypeLas, type CTypeLasInput, type FormationInput, type HairlineInput } from '@mudstack/core/las/write-las';
import { DEPTH_CURVE } from '../project-data';

/** What a LAS export writes: plain data, so it can be written on a worker thread. */
export interface LasExportJob extends CTypeLasInput {
  type: 'c_type' | 'd_type';
  /** Catalogue names of `measured`, in order (derived series are computed from them). */
  names: string[];
  formations: FormationInput[];
  hairlines: HairlineInput[];
}

/** The C-type file (depth and measured curves) or the D-type one (also derived series, formations, hairlines). */
export function lasExportText(job: LasExportJob): string {
  const { type, names, formations, hairlines, ...input } = job;
  if (type === 'c_type') return writeCTypeLas(input);
  const columns: Record<string, Float64Array> = { [DEPTH_CURVE]: input.depth };
  input.measured.forEach((c, i) => (columns[names[i]] = c.values));
  const derived = computeDerived(columns, input.depth.length);
  return writeDTypeLas({
    ...input,
    derived: Object.entries(derived).map(([name, values]) => ({
      mnemonic: name.toUpperCase(),
      unit: seriesUnit(name),
      description: derivedDescription(name),
      values: roundDerivedSeries(values),
    })),
    formations,
    hairlines,
  });
}
