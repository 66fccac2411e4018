import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { depthUnitName, displayDecimals, fromDisplayDepth, toDisplayDepth, type DepthUnitName } from '@mudstack/core';

/**
 * How the workspace shows and reads depths: the project's display unit (`depth_unit` in its metadata, the file's
 * own by default) at the data's precision. Depths travel in feet; only what a user reads or types converts.
 */
export interface DepthDisplay {
  unit: DepthUnitName;
  /** Decimals of the data's step in this unit. */
  decimals: number;
  /** A stored depth (ft) in the display unit. */
  show: (ft: number) => number;
  /** A stored depth as text: thousands separators and the step's decimals, without the unit ("1,670.0"). */
  text: (ft: number) => string;
  /** A depth read in the display unit, in feet. */
  toFeet: (value: number) => number;
}

// One formatter per precision, made once: the navbar redraws its depth text on every frame of a pan.
const formats = new Map<number, Intl.NumberFormat>();
/** A number format with thousands separators and exactly `decimals` decimals. */
function decimalFormat(decimals: number): Intl.NumberFormat {
  let f = formats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    formats.set(decimals, f);
  }
  return f;
}

export function depthDisplay(unit: DepthUnitName, stepFt?: number | null): DepthDisplay {
  const decimals = displayDecimals(stepFt, unit);
  return {
    unit,
    decimals,
    show: (ft) => toDisplayDepth(ft, unit),
    text: (ft) => decimalFormat(decimals).format(toDisplayDepth(ft, unit)),
    toFeet: (value) => fromDisplayDepth(value, unit),
  };
}

export const FEET: DepthDisplay = depthDisplay('ft', 1);

const DepthUnitContext = createContext<DepthDisplay>(FEET);

export function DepthUnitProvider({ value, children }: { value: DepthDisplay; children: ReactNode }) {
  return <DepthUnitContext.Provider value={value}>{children}</DepthUnitContext.Provider>;
}

/** The workspace's depth display (feet outside a project). */
export function useDepthUnit(): DepthDisplay {
  return useContext(DepthUnitContext);
}

/** A project's depth display from its metadata: `depth_unit` (the file's own unit at upload) and the data's step. */
export function useProjectDepthDisplay(meta: { depth_unit?: unknown; step?: number | null } | undefined): DepthDisplay {
  const unit = depthUnitName(meta?.depth_unit);
  const step = meta?.step;
  return useMemo(() => depthDisplay(unit, step), [unit, step]);
}
