import { toDisplayDepth, type DepthUnitName } from './depth-unit';
import { cellText } from './number-cell';

/**
 * How the reports and the history lines write depths: in the project's display unit (docs/decisions.md, "Metric
 * wells"), from the feet every depth is stored in. Metres at the data's own precision, feet as stored (to 0.0001 ft).
 */
export interface DepthText {
  unit: DepthUnitName;
  /** A depth (ft) as the unit's number text: `1670.0` (m), `5479.0026` (ft). */
  cell: (ft: number) => string;
  /** A depth (ft) in the unit, for axis ticks. */
  show: (ft: number) => number;
}

export function depthText(unit: DepthUnitName = 'ft', decimals = 1): DepthText {
  if (unit === 'ft') return { unit, cell: (ft) => cellText(ft, 'depth'), show: (ft) => ft };
  return { unit, cell: (ft) => (Number.isFinite(ft) ? toDisplayDepth(ft, unit).toFixed(decimals) : ''), show: (ft) => toDisplayDepth(ft, unit) };
}
