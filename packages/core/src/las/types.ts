/** The shape of a LAS file as the reader returns it and the writer takes it. */

export interface HeaderItem {
  /** Mnemonic after de-duplication (`GR`, `GR:1`, `GR:2`). */
  mnemonic: string;
  /** The mnemonic as written in the file. */
  originalMnemonic: string;
  unit: string;
  /** Kept as text: API and UWI must keep their leading zeros; callers parse numbers they need. */
  value: string;
  description: string;
}

export interface NumericCurve {
  kind: 'number';
  header: HeaderItem;
  /** One value per data row; NaN where the file had a null. */
  values: Float64Array;
}

export interface TextCurve {
  kind: 'text';
  header: HeaderItem;
  /** One value per data row; null where the file had a null. */
  values: (string | null)[];
}

export type Curve = NumericCurve | TextCurve;

export interface LasWarning {
  message: string;
  line?: number;
  section?: string;
}

export interface LasFile {
  version: string; // '1.2' | '2.0' | '3.0' (as read from ~Version VERS)
  wrap: boolean;
  delimiter: 'SPACE' | 'TAB' | 'COMMA';
  nullValue: number | null;
  encoding: string; // 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252' ...
  version_items: HeaderItem[];
  well: HeaderItem[];
  params: HeaderItem[];
  /** Every curve, the index (depth or time) first. Depth is in feet after reading. */
  curves: Curve[];
  /** Free text of ~Other. */
  other: string;
  /** Sections found, in file order, as their titles (`~Version`, `~Well`, `~Log_Data`...). */
  sections: string[];
  /** Unit of the index as the file gave it (before conversion). */
  indexUnit: string;
  rowCount: number;
  /**
   * Whether `curves` are indexed by depth (a depth unit or name; a main log with no unit counts, read as feet).
   * False for a file whose only data sets are indexed by time or anything else: it has no log to load.
   */
  depthIndexed: boolean;
  /** The data section `curves` were read from (`~A`, `~Drilling_Data | Drilling_Definition`), null when none. */
  dataSection: { title: string; line: number } | null;
  warnings: LasWarning[];
  /** LAS 3.0 data sets other than the main log (`~Drilling_Data`, `~Core_Data[1]`...), each with its own index. */
  dataSets?: LasDataSet[];
}

/** One LAS 3.0 data set: a NAME_Definition section and its NAME_Data rows. */
export interface LasDataSet {
  /** Upper-case set name: `LOG`, `DRILLING`, `CORE`... */
  name: string;
  /** Title of the data section as written (`~Drilling_Data | Drilling_Definition`). */
  title: string;
  curves: Curve[];
  rowCount: number;
  /** The set's NAME_Parameter items (the main log's are `LasFile.params`). */
  params?: HeaderItem[];
  /** Line of the set's data section title (of its definition when it has no data section). */
  line?: number;
}

export type NullPolicy = 'none' | 'strict' | 'common' | 'aggressive';

export interface ReadLasOptions {
  /**
   * Which values become nulls: 'strict' = only the file's NULL value; 'common' (default) = also the
   * usual tokens (-999.25, -9999, (null), -, 1.#IND, #N/A ...); 'none' keeps every value.
   */
  nullPolicy?: NullPolicy;
  /** Convert a metre index to feet (default true), warning when it does. */
  convertIndexToFeet?: boolean;
  /** Keep going past malformed header lines (as warnings) instead of throwing. Default true. */
  ignoreHeaderErrors?: boolean;
}
