/** Pure rules of the workspace's side panels (spec: workspace-and-projects.md sections 3 and 5). */
import { FORMATION_PALETTE } from '../../../components/charts/plugins/formations-plugin';
import type { Formation } from '../../../components/charts/types';
import { newMarkerId } from './marker-id';

export const FORMATION_ORDER_TEXT = 'A formation cannot start below where it ends.';

/** Metadata keys shown but never edited; numeric keys must hold numbers. */
export const READ_ONLY_METADATA_KEYS = ['depth_of_split', 'revision', 'project_id'] as const;
export const NUMERIC_METADATA_KEYS = ['null_value', 'kb', 'step', 'depth_of_split', 'revision', 'start_depth', 'stop_depth'] as const;
/** Internal keys the metadata panel does not list (they have their own panels or are bookkeeping). */
export const HIDDEN_METADATA_KEYS = ['id', 'project', 'data_revision', 'global_hairlines', 'global_formations'] as const;

export const METADATA_LABELS: Record<string, string> = {
  depth_of_split: 'Landing point',
  well: 'Well',
  company: 'Operator',
  country: 'Country',
  api_number: 'API',
  field: 'Field',
  state: 'State',
  county: 'County',
  location: 'Location',
  date_analysed: 'Date analyzed',
  start_depth: 'Start depth',
  stop_depth: 'Stop depth',
  step: 'Step',
  null_value: 'Null value',
  service_company: 'Service company',
  date_generated: 'Date generated',
  geodetic_datum: 'Geodetic datum',
  depth_unit: 'Depth unit',
  latitude: 'Latitude',
  longitude: 'Longitude',
  licence_number: 'Licence number',
  uwi: 'UWI',
  kb: 'kb',
  revision: 'Revision',
  project_id: 'Project id',
};

export const formationThickness = (f: Pick<Formation, 'xval_low' | 'xval_high'>) => Math.round((f.xval_high - f.xval_low) * 100) / 100;

/** The colour of the next new formation: the 8-colour palette, cycling. */
export const nextFormationColor = (existing: number) => FORMATION_PALETTE[existing % FORMATION_PALETTE.length];

/** A message when a formation's low depth is below its high depth (low above high), else null. */
export function formationError(f: Pick<Formation, 'xval_low' | 'xval_high'>): string | null {
  if (!Number.isFinite(f.xval_low) || !Number.isFinite(f.xval_high)) return 'Start and end must be numbers.';
  if (f.xval_low > f.xval_high) return FORMATION_ORDER_TEXT;
  return null;
}

/** The new formation a user adds: below the deepest one in view (never on top of it), else in the middle of the window. */
export function newFormation(existing: Formation[], window: { min: number; max: number }): Formation {
  const span = Math.max(1, (window.max - window.min) / 10);
  // The free interval in view: below the deepest formation that ends within the window, else its middle.
  const ends = existing.filter((f) => f.xval_high > window.min && f.xval_low < window.max).map((f) => f.xval_high);
  const deepest = ends.length > 0 ? Math.max(...ends) : null;
  const low = deepest ?? Math.round(window.min + (window.max - window.min) / 2 - span / 2);
  // What room is left in view, or a tenth of the window below it when none is.
  const high = deepest != null && deepest < window.max ? Math.min(window.max, deepest + span) : low + span;
  return {
    id: newMarkerId(),
    xval_low: Math.round(low),
    xval_high: Math.round(high),
    message: `Formation ${existing.length + 1}`,
    color: nextFormationColor(existing.length),
  };
}

/** A value typed into a metadata cell: numbers for numeric keys (or an error), text otherwise. */
export function parseMetadataValue(key: string, raw: string): { value: unknown } | { error: string } {
  if ((NUMERIC_METADATA_KEYS as readonly string[]).includes(key)) {
    if (raw.trim() === '') return { value: null };
    const n = Number(raw);
    if (!Number.isFinite(n)) return { error: `${METADATA_LABELS[key] ?? key} must be a number.` };
    return { value: n };
  }
  return { value: raw };
}

export const isReadOnlyMetadataKey = (key: string) => (READ_ONLY_METADATA_KEYS as readonly string[]).includes(key);

/** The metadata rows the panel lists, known keys first in their usual order, free keys after. */
export function metadataEntries(metadata: Record<string, unknown> | null, fields: Record<string, unknown>): [string, unknown][] {
  if (!metadata) return [];
  const merged = { ...metadata, ...fields };
  const known = Object.keys(METADATA_LABELS).filter((k) => k in merged);
  const free = Object.keys(merged)
    .filter((k) => !(k in METADATA_LABELS) && !(HIDDEN_METADATA_KEYS as readonly string[]).includes(k))
    .sort();
  return [...known, ...free].map((k) => [k, merged[k]]);
}
