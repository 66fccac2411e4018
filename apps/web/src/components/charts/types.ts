/** One plotted series: `name` is the catalogue short name, `label` what the legend shows. */
export interface ChartSeries {
  name: string;
  label: string;
  color: string;
  /** What the series is, shown on hover over its legend entry (a derived series' formula). */
  description?: string;
  /** A dashed line: uPlot's dash pattern in CSS px (e.g. an estimated background drawn over its curve). */
  dash?: number[];
}

/** A depth window in feet (x axis). */
export interface DepthRange {
  min: number;
  max: number;
}

/** Column data for one graph: depths ascending, one y column per series; NaN marks a gap. */
export interface DepthData {
  x: ArrayLike<number>;
  ys: ArrayLike<number>[];
}

/** Annotation or zone marker at an integer depth (spec section 3, Hairline). */
export interface Hairline {
  /** Stable id from the server (new hairlines have none until saved). */
  id?: string;
  xval: number;
  text: string;
  /** 1-based position in depth order; may be missing on data saved by older clients. */
  index?: number;
  isZone: boolean;
  interpolated?: boolean;
  selected?: boolean;
}

/** Depth band with a name and an 8-digit hex colour (#rrggbbaa). */
export interface Formation {
  /** Stable id. */
  id?: string;
  xval_low: number;
  xval_high: number;
  message: string;
  color: string;
}
