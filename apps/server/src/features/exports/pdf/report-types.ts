import type { DepthUnitName, PixlerLine, ShowInterval, TernaryPoint } from '@mudstack/core';
import type { LogScale } from './log-plan';

/** Plain inputs of the PDF report: no database rows, no HTTP; the service builds them. Depths in feet. */

export interface ReportSeries {
  /** Catalogue short name, e.g. `c1`. */
  name: string;
  /** Text shown in the legend. */
  label: string;
  /** A mud log's track-head symbol with its unit (C1 (ppm), TG, Wh (%)), as the workspace's legends; else `label`. */
  shortLabel?: string;
  /** CSS colour: `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` or a CSS name. */
  color: string;
}

export interface ReportSnippet {
  name: string;
  /** Depth window in ft, [from, to]. */
  xRange: [number, number];
  /** Fixed y range when the snippet saved one. */
  yRange?: [number, number];
  series: ReportSeries[];
  /** One column per series, aligned with the parent graph's depth. NaN = no value. */
  columns: Float64Array[];
}

export interface ReportGraph {
  title: string;
  yLabel: string;
  series: ReportSeries[];
  /** Depth of every row in ft, ascending. */
  depth: Float64Array;
  /** One column per series, same length as depth. NaN = no value. */
  columns: Float64Array[];
  /** Depth window drawn, [from, to] in ft. */
  xRange: [number, number];
  /** 'auto' (default) draws log when no value is negative and the positive values span more than two decades. */
  yScale?: 'auto' | 'log' | 'linear';
  snippets: ReportSnippet[];
  /** Shaded depth bands behind the lines (a Haworth track's zones), unlabelled; a legend follows the graph. */
  bands?: ReportFormation[];
  /** Legend lines printed under the graph (the Haworth zones). */
  legend?: { color: string; text: string }[];
}

export interface ReportSection {
  title: 'Vertical' | 'Lateral';
  /** E.g. '(showing only 5000ft. - 6000ft.)' when an x range is applied. */
  rangeNote?: string;
  graphs: ReportGraph[];
}

export interface ReportFormation {
  xval_low: number;
  xval_high: number;
  message: string;
  /** 8-digit hex with alpha, or any colour parseColor reads. */
  color: string;
}

export interface ReportHairline {
  index: number;
  xval: number;
  text: string;
}

export interface ReportInput {
  wellName: string;
  projectName: string;
  dataRevision: number;
  metadataRevision: number;
  exportedBy: { first_name: string; last_name: string };
  exportedAt: Date;
  /** Project metadata; the report shows the 15 fields of METADATA_ROWS. */
  metadata: Record<string, unknown>;
  formations: ReportFormation[];
  annotations: ReportHairline[];
  zones: ReportHairline[];
  sections: ReportSection[];
  /** Graphs of the configuration with no data in the range: named once, never drawn empty. */
  notInFile: string[];
  /** Hide annotation and zone hairlines on the graphs (the tables stay). */
  hideFlags: boolean;
  /** The gas log depth down on continuous pages (default), or each graph across a page as before. */
  layout: 'down' | 'across';
  /** The depth-down log's vertical scale. */
  logScale: LogScale;
  /** Haworth zones merged into shows over the range asked (empty when the file lacks the C1-C5 gases). */
  shows: ShowInterval[];
  /** The least thickness of a show interval, in ft. */
  showMinThickness: number;
  /** The unit of total gas in the file (ppm, gas units...), for the shows table's peak. */
  showTotalGasUnit: string;
  /** The interpretation pages, when asked for. */
  interpretation?: ReportInterpretation;
  /** The unit depths are written in (the project's display unit; feet when absent), and its decimals. */
  depthUnit?: DepthUnitName;
  depthDecimals?: number;
}

export interface ReportInterpretation {
  /** One page per chosen snippet: its Pixler plot and ternary diagram. */
  plots: {
    name: string;
    xRange: [number, number];
    pixler: PixlerLine[];
    ternary: TernaryPoint[];
    /** 'nC4' when the file logged it, else 'C4' (total butane). */
    butane: 'nC4' | 'C4';
  }[];
}

/** The spec's metadata table: label shown, metadata key read. Order is the spec's. */
export const METADATA_ROWS: ReadonlyArray<readonly [label: string, key: string]> = [
  ['Operator', 'company'],
  ['Country', 'country'],
  ['API', 'api_number'],
  ['Field', 'field'],
  ['State', 'state'],
  ['County', 'county'],
  ['Location', 'location'],
  ['Date analyzed', 'date_analysed'],
  ['Start depth', 'start_depth'],
  ['Landing point', 'depth_of_split'],
  ['Stop depth', 'stop_depth'],
  ['Step', 'step'],
  ['Service company', 'service_company'],
  ['Date generated', 'date_generated'],
  ['kb', 'kb'],
];

/** One well of a correlation PDF: its graphs (depths in its measured depth) and marks, and its offset in the view. */
export interface CorrelationReportWell {
  name: string;
  well: string;
  /** Depth shown = measured depth - offset (its formation top when flattened, else 0). */
  offset: number;
  /** Flattened on the view's formation (false: the formation absent, 0 is the others' mean top). */
  flattened: boolean;
  /** Drawn on its TVD axis (the view is in TVD and the well has a TVD curve). */
  inTvd: boolean;
  formations: ReportFormation[];
  hairlines: { xval: number; text: string; isZone: boolean }[];
  graphs: ReportGraph[];
}

/** A comparison row of the correlation PDF: a well over the interval, or why it has no numbers. */
export interface CorrelationReportRow {
  name: string;
  from: number | null;
  to: number | null;
  rows: number;
  peakTotalGas: number | null;
  meanTotalGas: number | null;
  totalGasUnit: string | null;
  wh: number | null;
  bh: number | null;
  ch: number | null;
  zone: number | null;
  zoneShare: number | null;
  reason: string | null;
}

/** The correlation page as a PDF: the wells depth down on the view's window, then the comparison over it. */
export interface CorrelationReportInput {
  exportedBy: { first_name: string; last_name: string };
  exportedAt: Date;
  configName: string;
  /** The view is in true vertical depth (wells without a TVD curve stay in measured depth). */
  inTvd: boolean;
  flatten: string | null;
  /** The window in the view's depth (ft; relative to the formation's top when flattened). */
  window: [number, number];
  depthUnit: DepthUnitName;
  depthDecimals: number;
  wells: CorrelationReportWell[];
  /** Projects asked for that the user may not view, by id. */
  unavailable: number[];
  comparison: CorrelationReportRow[];
}
