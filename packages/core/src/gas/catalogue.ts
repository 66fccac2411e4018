/**
 * The series catalogue (admin-config-export.md section 3): the 58 selectable series a graph
 * configuration, the data call and the CSV export can name, in the spec's group order.
 */

export type SeriesGroup = 'Hydrocarbons' | 'Normalizations' | 'Heavy Light Ratios' | 'Pixlers' | 'Etc';

export type YLabel = 'Parts per million' | 'Ratio';

export interface SeriesDef {
  short_name: string;
  long_name: string;
  y_label: YLabel;
  default_color: string;
  group: SeriesGroup;
  /** Computed from measured series (gas/ratios.ts) when the data does not carry it. */
  derived: boolean;
}

const PPM: YLabel = 'Parts per million';
const RATIO: YLabel = 'Ratio';

function def(short_name: string, long_name: string, y_label: YLabel, default_color: string, group: SeriesGroup, derived = false): SeriesDef {
  return Object.freeze({ short_name, long_name, y_label, default_color, group, derived });
}

export const SERIES_CATALOGUE: readonly SeriesDef[] = Object.freeze([
  // Hydrocarbons
  def('c1', 'Methane', PPM, '#a51d1d', 'Hydrocarbons'),
  def('c2', 'Ethane', PPM, '#28a14b', 'Hydrocarbons'),
  def('c3', 'Propane', PPM, '#551782', 'Hydrocarbons'),
  def('c4', 'Butane', PPM, '#9b8d27', 'Hydrocarbons'),
  def('c5', 'Pentane', PPM, '#209ab3', 'Hydrocarbons'),
  def('c6', 'Hexane', PPM, '#7a1f50', 'Hydrocarbons'),
  def('c7', 'Heptane', PPM, '#3c9e1c', 'Hydrocarbons'),
  def('c8', 'Octane', PPM, '#3731c4', 'Hydrocarbons'),
  def('c9', 'Nonane', PPM, '#823b17', 'Hydrocarbons'),
  def('c10', 'Decane', PPM, '#279b70', 'Hydrocarbons'),
  // Normalizations (gas/ratios.ts: each component over C1+C2+C3+C4+C5)
  def('norm_acetic', 'Normalized acetic acid', RATIO, '#c225d0', 'Normalizations', true),
  def('norm_ben', 'Normalized benzene', RATIO, '#677a1f', 'Normalizations', true),
  def('norm_c1', 'Normalized methane', RATIO, '#1d61a5', 'Normalizations', true),
  def('norm_c2', 'Normalized ethane', RATIO, '#c4314f', 'Normalizations', true),
  def('norm_c3', 'Normalized propane', RATIO, '#178220', 'Normalizations', true),
  def('norm_c4', 'Normalized butane', RATIO, '#53279b', 'Normalizations', true),
  def('norm_c5', 'Normalized pentane', RATIO, '#b38220', 'Normalizations', true),
  def('norm_c6', 'Normalized hexane', RATIO, '#1f7a77', 'Normalizations', true),
  def('norm_c7', 'Normalized heptane', RATIO, '#a51d82', 'Normalizations', true),
  def('norm_c8', 'Normalized octane', RATIO, '#5d9d27', 'Normalizations', true),
  def('norm_c9', 'Normalized nonane', RATIO, '#172982', 'Normalizations', true),
  def('norm_c10', 'Normalized decane', RATIO, '#9b3627', 'Normalizations', true),
  def('norm_co2', 'Normalized carbon dioxide', RATIO, '#1da255', 'Normalizations', true),
  def('norm_h', 'Normalized hydrogen', RATIO, '#601f7a', 'Normalizations', true),
  def('norm_he', 'Normalized helium', RATIO, '#90911a', 'Normalizations', true),
  def('norm_tol', 'Normalized toluene', RATIO, '#3096c0', 'Normalizations', true),
  def('norm_xy', 'Normalized xylene', RATIO, '#821743', 'Normalizations', true),
  def('norm_sw', 'Normalized water saturation', RATIO, '#359b27', 'Normalizations', true),
  // Heavy Light Ratios (definitions in docs/gas-ratios.md)
  def('hl1', 'Heavy to light ratio 1', RATIO, '#4225d0', 'Heavy Light Ratios', true),
  def('hl2', 'Heavy to light ratio 2', RATIO, '#7a491f', 'Heavy Light Ratios', true),
  def('hl3', 'Heavy to light ratio 3', RATIO, '#1c9e7e', 'Heavy Light Ratios', true),
  def('hl4', 'Heavy to light ratio 4', RATIO, '#c431bd', 'Heavy Light Ratios', true),
  // Pixlers
  def('pix1', 'Pixler C1/C2', RATIO, '#5e8217', 'Pixlers', true),
  def('pix2', 'Pixler C1/C3', RATIO, '#27529b', 'Pixlers', true),
  def('pix3', 'Pixler C1/C4', RATIO, '#d02532', 'Pixlers', true),
  def('pix4', 'Pixler C1/C5', RATIO, '#1f7a32', 'Pixlers', true),
  // Etc
  def('acetic_acid', 'Acetic acid', PPM, '#621da5', 'Etc'),
  def('amu_51', 'AMU 51', PPM, '#a58b29', 'Etc'),
  def('amu_55', 'AMU 55', PPM, '#177982', 'Etc'),
  def('amu_22', 'AMU 22', PPM, '#9b276f', 'Etc'),
  def('ar', 'Argon', PPM, '#479e1c', 'Etc'),
  def('ben', 'Benzene', PPM, '#1f227a', 'Etc'),
  def('ch', 'Character', RATIO, '#a5401d', 'Etc', true),
  def('co2', 'Carbon dioxide', PPM, '#279d67', 'Etc'),
  def('bh', 'Balance', RATIO, '#711782', 'Etc', true),
  def('arom', 'Aromatics', PPM, '#869525', 'Etc'),
  def('ni', 'Nitrogen', PPM, '#2588d0', 'Etc'),
  def('time', 'Time', RATIO, '#7a1f39', 'Etc'),
  def('total_gas', 'Total gas', PPM, '#1ca21d', 'Etc'),
  def('xy', 'Xylene', PPM, '#5d31c4', 'Etc'),
  def('sw', 'Water saturation', RATIO, '#825617', 'Etc'),
  def('wh', 'Wetness', RATIO, '#279b8d', 'Etc', true),
  // A zone code per depth from wh and bh (gas/haworth.ts), beyond the specification's list.
  def('haworth_zone', 'Haworth zone', RATIO, '#4a4a4a', 'Etc', true),
  def('tol', 'Toluene', PPM, '#d025b2', 'Etc'),
  def('para', 'Paraffin', PPM, '#507a1f', 'Etc'),
  def('naph', 'Naphthene', PPM, '#1d3ea5', 'Etc'),
  def('hy', 'Hydrogen', PPM, '#c43831', 'Etc'),
  def('h2s', 'Hydrogen sulfide', PPM, '#17823b', 'Etc'),
  def('he', 'Helium', PPM, '#70279b', 'Etc'),
]);

const BY_NAME: ReadonlyMap<string, SeriesDef> = new Map(SERIES_CATALOGUE.map((s) => [s.short_name, s]));

/** The catalogue entry for a short name (case-insensitive), or undefined. */
export function findSeries(name: string): SeriesDef | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

export function isKnownSeries(name: string): boolean {
  return findSeries(name) !== undefined;
}

/** The index column every data call and filter can use besides the catalogue names. */
export const DEPTH = 'depth';

export interface CsvExportGroup {
  heading: 'Hydrocarbons' | 'Normalizations' | 'Heavy to light ratios' | 'Pixlers' | 'Etc.';
  group: SeriesGroup;
  series: readonly string[];
}

/** The checkbox groups of the Export data panel (workspace-and-projects.md section 2), 58 names. */
export const CSV_EXPORT_GROUPS: readonly CsvExportGroup[] = Object.freeze(
  (
    [
      ['Hydrocarbons', 'Hydrocarbons'],
      ['Normalizations', 'Normalizations'],
      ['Heavy to light ratios', 'Heavy Light Ratios'],
      ['Pixlers', 'Pixlers'],
      ['Etc.', 'Etc'],
    ] as const
  ).map(([heading, group]) =>
    Object.freeze({
      heading,
      group,
      series: Object.freeze(SERIES_CATALOGUE.filter((s) => s.group === group).map((s) => s.short_name)),
    }),
  ),
);

/**
 * The y label of a graph: whichever of 'Ratio' or 'Parts per million' more of its series carry;
 * ties (and an empty graph) give 'Ratio'. Names outside the catalogue are not counted.
 */
export function dominantUnit(seriesNames: string[]): YLabel {
  let ppm = 0;
  let ratio = 0;
  for (const name of seriesNames) {
    const s = findSeries(name);
    if (!s) continue;
    if (s.y_label === PPM) ppm++;
    else ratio++;
  }
  return ppm > ratio ? PPM : RATIO;
}
