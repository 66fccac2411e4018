import { csvCell } from '@mudstack/core';

/** CSV downloads of the side panels (annotations, zones, formations, metadata) with the spec's empty texts. */

export const NO_ANNOTATIONS = 'No annotations to export';
export const NO_ZONES = 'No zones to export';
export const NO_FORMATIONS = 'No formations to export';
export const UNREADABLE_FORMATIONS = 'Formations in an unreadable format';
export const NO_METADATA = 'No metadata to export';

export type CsvResult = { error: string } | { csv: string };

const toCsv = (rows: unknown[][]) => rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';

interface HairlineLike {
  xval: unknown;
  text?: unknown;
  index?: unknown;
  isZone?: unknown;
}

/** Annotations (zones = false) or zones (zones = true): `#,Depth,Note`, by depth. */
export function hairlinesCsv(hairlines: readonly HairlineLike[], zones: boolean): CsvResult {
  const rows = hairlines
    .filter((h) => Boolean(h.isZone) === zones && typeof h.xval === 'number' && Number.isFinite(h.xval))
    .sort((a, b) => (a.xval as number) - (b.xval as number));
  if (rows.length === 0) return { error: zones ? NO_ZONES : NO_ANNOTATIONS };
  return { csv: toCsv([['#', 'Depth', 'Note'], ...rows.map((h, i) => [typeof h.index === 'number' ? h.index : i + 1, h.xval, h.text ?? ''])]) };
}

/** Formations: `Start,End,Thickness,Name,Color`; anything that is not a list of depth intervals is unreadable. */
export function formationsCsv(formations: unknown): CsvResult {
  if (!Array.isArray(formations)) return { error: UNREADABLE_FORMATIONS };
  if (formations.length === 0) return { error: NO_FORMATIONS };
  const readable = formations.every(
    (f) =>
      typeof f === 'object' &&
      f !== null &&
      Number.isFinite(Number((f as Record<string, unknown>).xval_low)) &&
      Number.isFinite(Number((f as Record<string, unknown>).xval_high)),
  );
  if (!readable) return { error: UNREADABLE_FORMATIONS };
  const rows = (formations as Record<string, unknown>[])
    .map((f) => ({ low: Number(f.xval_low), high: Number(f.xval_high), name: f.message ?? '', color: f.color ?? '' }))
    .sort((a, b) => a.low - b.low)
    .map((f) => [f.low, f.high, Number(Math.abs(f.high - f.low).toFixed(6)), f.name, f.color]);
  return { csv: toCsv([['Start', 'End', 'Thickness', 'Name', 'Color'], ...rows]) };
}

const NOT_METADATA = new Set(['global_hairlines', 'global_formations']);

/** Metadata fields as `Field,Value` rows (hairlines and formations have their own downloads). */
export function metadataCsv(metadata: Record<string, unknown> | null | undefined): CsvResult {
  const entries = Object.entries(metadata ?? {}).filter(([k]) => !NOT_METADATA.has(k));
  if (entries.length === 0) return { error: NO_METADATA };
  return { csv: toCsv([['Field', 'Value'], ...entries]) };
}

export type SidePanelCsvKind = 'annotations' | 'zones' | 'formations' | 'metadata';

export const sidePanelCsvFilename = (projectName: string, kind: SidePanelCsvKind) => `${projectName}_${kind}.csv`;
