import type uPlot from 'uplot';
import { isDepthDown, pixelRatio } from '../plot-size';
import type { Formation } from '../types';

/**
 * Canvas geometry of one band along the depth axis: its start (left, or top when depth runs down) and length in
 * canvas px, clipped to the plot; null when out of view.
 */
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
/** The formation colours (core owns them: a LAS file's tops take them on the server too). */
export { FORMATION_PALETTE } from '@mudstack/core';

/** Type sizes (CSS px) a formation's name is tried in, largest first. */
const LABEL_PX = [11, 10, 9] as const;

/**
 * A formation's name as it fits `maxWidth`: in the largest of LABEL_PX it fits whole, else at the smallest with its
 * middle cut out for an ellipsis, so both ends stay ("Wolfc…p A" and "Wolfc…p B", "Upper…mp" and "Lower…mp": names of
 * one well differ at either end); '' when not even a letter each side fits. `measure(text, px)` is the text's width at
 * that size, in the unit of `maxWidth`.
 */
export function formationLabel(name: string, maxWidth: number, measure: (text: string, px: number) => number): { text: string; px: number } {
  for (const px of LABEL_PX) if (measure(name, px) <= maxWidth) return { text: name, px };
  const px = LABEL_PX[LABEL_PX.length - 1];
  // The most letters kept that fit with the ellipsis (names are short: a linear search is enough).
  for (let kept = name.length - 1; kept >= 2; kept--) {
    const head = name.slice(0, Math.ceil(kept / 2)).trimEnd();
    const tail = name.slice(name.length - Math.floor(kept / 2)).trimStart();
    const text = `${head}…${tail}`;
    if (measure(text, px) <= maxWidth) return { text, px };
  }
  return { text: '', px };
}

/** A band as a canvas rectangle across the whole plot: a column when depth runs across, a row when it runs down. */
interface BandRect {
  f: Formation;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Formations as shaded depth bands: filled under the grid and series (drawClear), named on top
 * (draw) so the label stays readable over the lines. Depth down, the bands are rows across the track.
 */
export function formationsPlugin(getFormations: () => Formation[]): uPlot.Plugin {
  const bands = (u: uPlot): BandRect[] => {
    const down = isDepthDown(u);
    const { left, top, width, height } = u.bbox;
    const out: BandRect[] = [];
    for (const f of getFormations()) {
      const band = formationBand(f, (v) => u.valToPos(v, 'x', true), down ? top : left, down ? height : width);
      if (!band) continue;
      out.push(down ? { f, x: left, y: band.left, w: width, h: band.width } : { f, x: band.left, y: top, w: band.width, h: height });
    }
    return out;
  };

  return {
    hooks: {
      drawClear: (u) => {
        const ctx = u.ctx;
        ctx.save();
        for (const b of bands(u)) {
          ctx.fillStyle = b.f.color;
          ctx.fillRect(b.x, b.y, b.w, b.h);
        }
        ctx.restore();
      },
      draw: (u) => {
        const ctx = u.ctx;
        const ratio = pixelRatio(u);
        const pad = 3 * ratio;
        const h = 15 * ratio;
        ctx.save();
        const font = (px: number) => `600 ${Math.round(px * ratio)}px system-ui, -apple-system, "Segoe UI", sans-serif`;
        const measure = (text: string, px: number) => {
          ctx.font = font(px);
          return ctx.measureText(text).width;
        };
        ctx.textBaseline = 'middle';
        ctx.textAlign = 'left';
        const down = isDepthDown(u);
        for (const { f, x, y, w: bandW, h: bandH } of bands(u)) {
          if (!f.message) continue;
          const label = formationLabel(f.message, bandW - 2 * pad, measure);
          if (!label.text) continue;
          ctx.font = font(label.px);
          // Across: at the band's bottom left. Down: at the band's top left, under its top.
          const top = down ? y + pad : y + bandH - h - pad;
          const w = Math.min(ctx.measureText(label.text).width + 2 * pad, bandW);
          ctx.save();
          ctx.beginPath();
          ctx.rect(x, y, bandW, bandH);
          ctx.clip();
          ctx.fillStyle = 'rgba(255,255,255,0.8)';
          ctx.fillRect(x, top, w, h);
          ctx.fillStyle = opaqueColor(f.color);
          ctx.fillText(label.text, x + pad, top + h / 2);
          ctx.restore();
        }
        ctx.restore();
      },
    },
  };
}
