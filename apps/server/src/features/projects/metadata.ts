import { randomUUID } from 'node:crypto';
import { depthText, depthUnitName, displayDecimals, type DepthUnitName } from '@mudstack/core';
import { metadataNumberFields, metadataTextFields, type Formation, type Hairline, type Metadata, type MetadataSaveBody } from '@mudstack/contracts';

/**
 * The metadata document stored per metadata revision (jsonb). Hairlines and formations carry
 * stable ids: concurrent saves merge on them (docs/decisions.md).
 */
export interface MetadataDoc {
  depth_of_split: number | null;
  global_hairlines: Hairline[];
  global_formations: Formation[];
  [field: string]: unknown;
}

/** Fields that follow the data or the landing-point call; a metadata save never sets them. */
const DATA_FIELDS = ['start_depth', 'stop_depth', 'step', 'depth_of_split'] as const;
/** Keys a save body may carry that are not stored fields. */
const NOT_FIELDS = new Set(['id', 'project', 'project_id', 'revision', 'data_revision', 'global_hairlines', 'global_formations']);
const MAX_EXTRA_FIELDS = 100;

export const newId = () => randomUUID().slice(0, 13).replace('-', '');

export function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Sorts by depth and renumbers 1..n (the spec's index). */
export function reindexHairlines(hairlines: Hairline[]): Hairline[] {
  return [...hairlines].sort((a, b) => a.xval - b.xval || a.id.localeCompare(b.id)).map((h, i) => ({ ...h, index: i + 1 }));
}

/** Hairlines as sent: those without a numeric depth are dropped; new ones get an id. */
export function normalizeHairlines(input: NonNullable<MetadataSaveBody['global_hairlines']>): { hairlines: Hairline[]; assigned: boolean } {
  let assigned = false;
  const seen = new Set<string>();
  const out: Hairline[] = [];
  for (const h of input) {
    const xval = toNumberOrNull(h.xval);
    if (xval === null) continue;
    let id = h.id;
    if (!id || seen.has(id)) {
      id = newId();
      assigned = true;
    }
    seen.add(id);
    out.push({ id, xval, text: h.text ?? '', index: 0, isZone: h.isZone ?? false, interpolated: h.interpolated ?? false });
  }
  return { hairlines: reindexHairlines(out), assigned };
}

export function normalizeFormations(input: NonNullable<MetadataSaveBody['global_formations']>): { formations: Formation[]; assigned: boolean } {
  let assigned = false;
  const seen = new Set<string>();
  const out: Formation[] = [];
  for (const f of input) {
    let id = f.id;
    if (!id || seen.has(id)) {
      id = newId();
      assigned = true;
    }
    seen.add(id);
    out.push({ id, xval_low: Number(f.xval_low), xval_high: Number(f.xval_high), message: f.message ?? '', color: f.color ?? '#1f77b455' });
  }
  return { formations: out, assigned };
}

/**
 * Applies a save body to the document it was based on: sent fields replace, omitted fields stay,
 * an extra field sent as null is removed; data fields and the landing point are never taken.
 */
export function applySaveBody(base: MetadataDoc, body: MetadataSaveBody): { doc: MetadataDoc; assigned: boolean } {
  const doc: MetadataDoc = { ...base };
  let assigned = false;
  const known = new Set<string>([...metadataTextFields, ...metadataNumberFields, ...DATA_FIELDS]);
  for (const field of metadataTextFields) if (field in body) doc[field] = toText(body[field]);
  for (const field of ['null_value', 'kb'] as const) if (field in body) doc[field] = toNumberOrNull(body[field]);
  let extras = Object.keys(doc).filter((k) => !known.has(k) && !NOT_FIELDS.has(k)).length;
  for (const [key, value] of Object.entries(body)) {
    if (known.has(key) || NOT_FIELDS.has(key) || key.length > 100) continue;
    if (value === null) {
      delete doc[key];
      continue;
    }
    if (!['string', 'number', 'boolean'].includes(typeof value)) continue;
    if (!(key in doc)) {
      if (extras >= MAX_EXTRA_FIELDS) continue;
      extras++;
    }
    doc[key] = value;
  }
  if (body.global_hairlines) {
    const r = normalizeHairlines(body.global_hairlines);
    doc.global_hairlines = r.hairlines;
    assigned ||= r.assigned;
  }
  if (body.global_formations) {
    const r = normalizeFormations(body.global_formations);
    doc.global_formations = r.formations;
    assigned ||= r.assigned;
  }
  return { doc, assigned };
}

/** JSON with sorted keys, to compare documents. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/**
 * Merges list items by id: each side's change against the base is kept; when both sides changed the
 * same item differently, theirs (already saved) stays and the item is reported.
 */
function mergeById<T extends { id: string }>(base: T[], theirs: T[], mine: T[], label: (item: T) => string, conflicts: string[]): T[] {
  const b = new Map(base.map((x) => [x.id, x]));
  const t = new Map(theirs.map((x) => [x.id, x]));
  const m = new Map(mine.map((x) => [x.id, x]));
  const ids = [...new Set([...theirs.map((x) => x.id), ...mine.map((x) => x.id), ...base.map((x) => x.id)])];
  const out: T[] = [];
  for (const id of ids) {
    const bi = b.get(id);
    const ti = t.get(id);
    const mi = m.get(id);
    let pick: T | undefined;
    if (same(mi, bi)) pick = ti;
    else if (same(ti, bi)) pick = mi;
    else if (same(ti, mi)) pick = ti;
    else {
      pick = ti;
      conflicts.push(label((ti ?? mi ?? bi)!));
    }
    if (pick) out.push(pick);
  }
  return out;
}

const hairlineLabel = (h: Hairline) => `${h.isZone ? 'zone' : 'annotation'} at ${h.xval}`;
const formationLabel = (f: Formation) => `formation ${f.message || `${f.xval_low}-${f.xval_high}`}`;

/**
 * Three-way merge of a save based on `base` with the latest saved `theirs`. Fields and list items
 * changed on one side only are taken from that side; both sides changing the same one differently
 * keeps theirs and names it in `conflicts`. Data fields always come from theirs.
 */
export function mergeMetadata(base: MetadataDoc, theirs: MetadataDoc, mine: MetadataDoc): { doc: MetadataDoc; conflicts: string[] } {
  const conflicts: string[] = [];
  const doc: MetadataDoc = { ...theirs };
  const keys = new Set([...Object.keys(base), ...Object.keys(theirs), ...Object.keys(mine)]);
  for (const key of keys) {
    if (key === 'global_hairlines' || key === 'global_formations' || (DATA_FIELDS as readonly string[]).includes(key)) continue;
    const b = base[key];
    const t = theirs[key];
    const m = mine[key];
    let pick: unknown;
    if (same(m, b)) pick = t;
    else if (same(t, b)) pick = m;
    else if (same(t, m)) pick = t;
    else {
      pick = t;
      conflicts.push(key);
    }
    if (pick === undefined) delete doc[key];
    else doc[key] = pick;
  }
  doc.global_hairlines = reindexHairlines(mergeById(base.global_hairlines, theirs.global_hairlines, mine.global_hairlines, hairlineLabel, conflicts));
  doc.global_formations = mergeById(base.global_formations, theirs.global_formations, mine.global_formations, formationLabel, conflicts);
  return { doc, conflicts };
}

/** "1 annotation" / "2 annotations". */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Markers or formations added, removed and changed between two lists, matched by id (index aside). */
function listChanges<T extends { id?: string }>(before: T[], after: T[], noun: string): string[] {
  const key = (item: T, i: number) => item.id ?? `#${i}`;
  const strip = (item: T) => JSON.stringify({ ...item, index: undefined });
  const old = new Map(before.map((item, i) => [key(item, i), strip(item)]));
  const now = new Map(after.map((item, i) => [key(item, i), strip(item)]));
  const added = [...now.keys()].filter((k) => !old.has(k)).length;
  const removed = [...old.keys()].filter((k) => !now.has(k)).length;
  const changed = [...now].filter(([k, v]) => old.has(k) && old.get(k) !== v).length;
  const out: string[] = [];
  if (added) out.push(`${count(added, noun)} added`);
  if (removed) out.push(`${count(removed, noun)} removed`);
  if (changed) out.push(`${count(changed, noun)} changed`);
  return out;
}

/**
 * What a save changed, for the revision card ("2 annotations added", "1 formation removed", "well changed",
 * "rig added"): markers and formations counted by id, fields named.
 */
export function describeChanges(before: MetadataDoc, after: MetadataDoc): string[] {
  const markers = (list: Hairline[], zone: boolean) => list.filter((h) => h.isZone === zone);
  const changes = [
    ...listChanges(markers(before.global_hairlines, false), markers(after.global_hairlines, false), 'annotation'),
    ...listChanges(markers(before.global_hairlines, true), markers(after.global_hairlines, true), 'zone'),
    ...listChanges(before.global_formations, after.global_formations, 'formation'),
  ];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of [...keys].sort()) {
    if (key === 'global_hairlines' || key === 'global_formations' || same(before[key], after[key])) continue;
    changes.push(
      `${key} ${!(key in before) || before[key] === undefined ? 'added' : !(key in after) || after[key] === undefined ? 'removed' : 'changed'}`,
    );
  }
  return changes;
}

/** The stored document with every field present, in the API's shape. */
export function toApiMetadata(
  row: { project_id: number; revision: number; data_revision: number; metadata: Record<string, unknown> },
  projectName: string,
): Metadata {
  const doc = row.metadata;
  const out: Record<string, unknown> = { ...doc };
  for (const field of metadataTextFields) out[field] = toText(doc[field]);
  for (const field of metadataNumberFields) out[field] = toNumberOrNull(doc[field]);
  out.depth_of_split = toNumberOrNull(doc.depth_of_split);
  out.global_hairlines = Array.isArray(doc.global_hairlines) ? doc.global_hairlines : [];
  out.global_formations = Array.isArray(doc.global_formations) ? doc.global_formations : [];
  out.id = `${row.project_id}.${row.revision}`;
  out.project_id = row.project_id;
  out.project = projectName;
  out.revision = row.revision;
  out.data_revision = row.data_revision;
  return out as Metadata;
}

/**
 * How a project's history lines give depths: in its display unit (docs/decisions.md, "Metric wells"), metres at
 * its data's precision (`decimals`, from its step), feet as stored; `text` writes a depth (ft) so.
 */
export interface HistoryDepths {
  unit: DepthUnitName;
  decimals: number;
  text: (ft: number) => string;
}

export function historyDepths(doc: Readonly<Record<string, unknown>> | null | undefined): HistoryDepths {
  const unit = depthUnitName(doc?.depth_unit);
  const decimals = displayDecimals(doc ? toNumberOrNull(doc.step) : null, unit);
  return { unit, decimals, text: depthText(unit, decimals).cell };
}

export function asDoc(metadata: Record<string, unknown>): MetadataDoc {
  return {
    ...metadata,
    depth_of_split: toNumberOrNull(metadata.depth_of_split),
    global_hairlines: Array.isArray(metadata.global_hairlines) ? (metadata.global_hairlines as Hairline[]) : [],
    global_formations: Array.isArray(metadata.global_formations) ? (metadata.global_formations as Formation[]) : [],
  };
}
