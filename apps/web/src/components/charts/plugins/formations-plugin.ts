import type uPlot from 'uplot';
import { pixelRatio } from '../plot-size';
import type { Formation } from '../types';

/** Canvas geometry of one band: left edge and width in canvas px, clipped to the plot; null when out of view. */
export function formationBand(
  f: Formation,
  toPx: (depth: number) => number,
  plotLeft: number,
  plotWidth: number,
): { left: number; width: number } | null {
  const lo = Math.min(f.xval_low, f.xval_high);
  const hi = Math.max(f.xval_low, f.xval_high);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return null;
  const a = Math.max(plotLeft, toPx(lo));
  const b = Math.min(plotLeft + plotWidth, toPx(hi));
  if (b <= a) return null;
  return { left: a, width: b - a };
}

/** The band colour without its alpha, for the label (#rrggbbaa -> #rrggbb). */
export function opaqueColor(color: string): string {
  return /^#[0-9a-f]{8}$/i.test(color) ? color.slice(0, 7) : color;
}

/** The default palette: 8 semi-transparent colours, cycled for new formations. */
export const FORMATION_PALETTE = ['#1f77b440', '#ff7f0e40', '#2ca02c40', '#d6272840', '#9467bd40', '#8c564b40', '#e377c240', '#17becf40'];

/**
 * Formations as shaded depth bands: filled under the grid and series (drawClear), named on top
 * (draw) so the label stays readable over the lines.
 */
export function formationsPlugin(getFormations: () => Formation[]): uPlot.Plugin {
  const bands = (u: uPlot) =>
    getFormations()
      .map((f) => ({ f, band: formationBand(f, (v) => u.valToPos(v, 'x', true), u.bbox.left, u.bbox.width) }))
      .filter((b): b is { f: Formation; band: { left: number; width: number } } => b.band != null);

  return {
    hooks: {
      drawClear: (u) => {
        const ctx = u.ctx;
        ctx.save();
        for (const { f, band } of bands(u)) {
          ctx.fillStyle = f.color;
          ctx.fillRect(band.left, u.bbox.top, band.width, u.bbox.height);
        }
        ctx.restore();
      },
      draw: (u) => {
        const ctx = u.ctx;
        const ratio = pixelRatio(u);
        const pad = 3 * ratio;
        const h = 15 * ratio;
        ctx.save();
        ctx.font = `600 ${Math.round(11 * ratio)}px system-ui, -apple-system, "Segoe UI", sans-serif`;
        ctx.textBaseline = 'middle';
        ctx.textAlign = 'left';
        for (const { f, band } of bands(u)) {
          if (!f.message) continue;
          const top = u.bbox.top + u.bbox.height - h - pad;
          const w = Math.min(ctx.measureText(f.message).width + 2 * pad, band.width);
          ctx.save();
          ctx.beginPath();
          ctx.rect(band.left, u.bbox.top, band.width, u.bbox.height);
          ctx.clip();
          ctx.fillStyle = 'rgba(255,255,255,0.8)';
          ctx.fillRect(band.left, top, w, h);
          ctx.fillStyle = opaqueColor(f.color);
          ctx.fillText(f.message, band.left + pad, top + h / 2);
          ctx.restore();
        }
        ctx.restore();
      },
    },
  };
}
