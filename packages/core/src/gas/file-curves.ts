import { dominantUnit, findSeries } from './catalogue';

/**
 * Curves of a file that match no catalogue name (ROP, WOB, lithology percentages, temperatures...), kept
 * under their own lower-cased names. A graph may draw them beside catalogue series.
 */
export interface FileCurve {
  name: string;
  unit: string;
  description: string;
}

/** A name a graph may give a file curve: no spaces, commas or control characters, at most 64 characters. */
const CURVE_NAME = /^[^\s,\p{Cc}]{1,64}$/u;

/** The stored name of a file curve a graph names, or undefined when it cannot be one. */
export function fileCurveName(name: string): string | undefined {
  const lower = name.trim().toLowerCase();
  return CURVE_NAME.test(lower) ? lower : undefined;
}

/** Wetness is a percentage; the catalogue's other ratios have no unit. */
const CATALOGUE_RATIO_UNITS: Readonly<Record<string, string>> = Object.freeze({ wh: '%' });

/**
 * The unit a series is in: the file's own (its stored curve's), else the catalogue's (ppm for a gas, % for
 * wetness, none for a ratio), else none.
 */
export function seriesUnit(name: string, curves?: ReadonlyMap<string, FileCurve>): string {
  const own = curves?.get(name)?.unit.trim();
  if (own) return own;
  const def = findSeries(name);
  if (!def) return '';
  return def.y_label === 'Parts per million' ? 'ppm' : (CATALOGUE_RATIO_UNITS[name] ?? '');
}

/**
 * What a legend and a readout call a series: the catalogue's long name, else the curve's description when it says
 * something (it holds a letter: files write "3 ????????" or "--" for a curve they do not describe), else its
 * mnemonic; with its unit.
 */
export function seriesLabel(name: string, curves?: ReadonlyMap<string, FileCurve>): string {
  const def = findSeries(name);
  const unit = seriesUnit(name, curves);
  const description = curves?.get(name)?.description.trim() ?? '';
  const title = def ? def.long_name : /\p{L}/u.test(description) ? description : name.toUpperCase();
  return unit ? `${title} (${unit})` : title;
}

/** Mnemonics of catalogue series whose short name is not already the symbol a mud log prints. */
const SERIES_SYMBOLS: Readonly<Record<string, string>> = Object.freeze({
  total_gas: 'TG',
  pix1: 'C1/C2',
  pix2: 'C1/C3',
  pix3: 'C1/C4',
  pix4: 'C1/C5',
  wh: 'Wh',
  bh: 'Bh',
  ch: 'Ch',
  hy: 'H2',
  ni: 'N2',
  he: 'He',
  ar: 'Ar',
  ben: 'Benzene',
  tol: 'Toluene',
  xy: 'Xylene',
  haworth_zone: 'Zone',
});

/**
 * What a narrow legend calls a series, as a printed mud log's track header does: its symbol (C1, TG, CO2, H2S,
 * C1/C2, Wh), normalizations as "n" and the symbol, a file curve's mnemonic; with its unit. The long name stays
 * in `seriesLabel`, for wider places and for the tooltip.
 */
export function seriesShortLabel(name: string, curves?: ReadonlyMap<string, FileCurve>): string {
  const key = name.trim().toLowerCase();
  const unit = seriesUnit(key, curves);
  const symbol = (k: string): string =>
    SERIES_SYMBOLS[k] ?? (/^(c\d+|co2|h2s|hl\d)$/.test(k) ? k.toUpperCase() : (findSeries(k)?.long_name ?? k.toUpperCase()));
  // Iso- and normal butane and pentane are written iC4, nC4 (a file curve's mnemonic or a catalogue name).
  const isomer = /^([in])(c\d+)$/.exec(key);
  const title = isomer
    ? `${isomer[1]}${isomer[2].toUpperCase()}`
    : key.startsWith('norm_') && findSeries(key)
      ? `n${symbol(key.slice(5))}`
      : symbol(key);
  return unit ? `${title} (${unit})` : title;
}

/** Axis titles of common units; any other unit is its own title. */
const UNIT_TITLES: Readonly<Record<string, string>> = Object.freeze({
  ppm: 'Parts per million',
  '%': 'Percent',
  unit: 'Gas units',
  units: 'Gas units',
  u: 'Gas units',
  gu: 'Gas units',
  'gas units': 'Gas units',
});

/** The axis title of a unit (`ppm` reads "Parts per million", FID `unit` "Gas units"). */
export function unitTitle(unit: string): string {
  return UNIT_TITLES[unit.toLowerCase()] ?? unit;
}

/**
 * The y label of a graph without a configured one: the unit most of its series are in, each series' unit the
 * file's own first (`seriesUnit`); a tie with the catalogue's ratios gives Ratio (the specification's rule), any
 * other tie "Mixed units"; "Value" when no series has a unit. The legend names every series' unit.
 */
export function graphUnitLabel(names: readonly string[], curves?: ReadonlyMap<string, FileCurve>): string {
  if (names.length === 0) return dominantUnit([]);
  const RATIO = '\u0000ratio';
  const counts = new Map<string, number>();
  for (const name of names) {
    const unit = seriesUnit(name, curves) || (findSeries(name) ? RATIO : '');
    if (unit) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  }
  if (counts.size === 0) return 'Value';
  const most = Math.max(...counts.values());
  const tied = [...counts].filter(([, n]) => n === most).map(([u]) => u);
  if (tied.includes(RATIO)) return 'Ratio';
  // Units that tie share no axis title: the legend names each one.
  return tied.length === 1 ? unitTitle(tied[0]) : 'Mixed units';
}

/**
 * A graph's axis title: its configured y label, unless that label is only the catalogue's dominant unit of its
 * series, which the configuration editor saves by default (admin-config-export.md keeps a ylabel per graph): that
 * is no choice of the user's, so the file's own units decide (`graphUnitLabel`), and total gas logged in detector
 * units is not titled "Parts per million".
 */
export function graphAxisTitle(ylabel: string | undefined, names: readonly string[], curves?: ReadonlyMap<string, FileCurve>): string {
  const configured = ylabel?.trim();
  if (configured && configured !== dominantUnit([...names])) return configured;
  return graphUnitLabel(names, curves);
}
