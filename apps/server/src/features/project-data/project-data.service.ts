import { BACKGROUND_LEVELS, type ProjectDataQuery } from '@mudstack/contracts';
import { isKnownSeries, SERIES_CATALOGUE } from '@mudstack/core/gas/catalogue';
import { DERIVED_SERIES, derivedInputs, seriesColumn } from '@mudstack/core/gas/ratios';
import { compileFilter } from '@mudstack/core/filters/evaluate';
import { FilterError } from '@mudstack/core/filters/errors';
import { backgroundSubtract } from '@mudstack/core/signal/background';
import { minMaxOverview } from '@mudstack/core/signal/overview';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { requireProject } from '../../kernel/project-access';
import { columnCache } from './column-cache';
import { findDataRevision, listCurveInfos, readDataset } from './curves.repository';
import { DEPTH_CURVE } from './dataset';

export interface SeriesData {
  dataRevision: number;
  /** The project's creation time (ms): with the revision it names the data, even across a restore that reuses ids. */
  projectStamp: number;
  /** `depth` first, then the series in the order asked. */
  names: string[];
  columns: Float64Array[];
  /** Per column: computed here (a derived series, or background-subtracted), so exports round it. */
  derived: boolean[];
}

const DERIVED = new Set(DERIVED_SERIES);

/** The background window a query asks for: a number of rows, `true` for moderate, none for false/0. */
export function backgroundWindow(value: ProjectDataQuery['backgroundSubtract']): number {
  if (value === undefined || value === 'false' || value === 0) return 0;
  if (value === 'true') return BACKGROUND_LEVELS.moderate;
  return value;
}

/**
 * Reads series of a data revision: raw curves and derived series alike; a catalogue series the
 * project lacks is an empty column; rows failing the filter are left out; background subtraction
 * (when asked) is applied to every series over the whole revision before filtering.
 */
export async function readSeries(
  deps: AppDeps,
  user: UserWithCompany,
  projectId: number,
  seriesParam: string,
  query: ProjectDataQuery,
  /** The answer for this revision is held already (by the client, or compressed here): stop after the access check. */
  alreadyHeld?: (dataRevision: number, projectStamp: number) => boolean,
): Promise<SeriesData | { unchanged: number; projectStamp: number }> {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  const revision = query.revision ?? project.data_revision;
  const projectStamp = new Date(project.created_datetime).getTime();
  // A revision is never rewritten, so an answer held for it is still right.
  if (alreadyHeld?.(revision, projectStamp) && (query.revision === undefined || revision <= project.data_revision)) {
    return { unchanged: revision, projectStamp };
  }
  const dataRevision = await findDataRevision(deps.db, projectId, revision);
  if (!dataRevision) throw notFound(`Data revision ${revision} not found.`);
  const stored = new Set((await listCurveInfos(deps.db, projectId, revision)).map((c) => c.name));

  const requested: string[] = [];
  for (const raw of seriesParam.split(',')) {
    const name = raw.trim().toLowerCase();
    if (!name || name === DEPTH_CURVE || requested.includes(name)) continue;
    if (!stored.has(name) && !isKnownSeries(name) && !DERIVED.has(name)) {
      throw invalid({ series: [`Unknown series: ${raw.trim()}.`] }, `Unknown series: ${raw.trim()}.`);
    }
    requested.push(name);
  }

  const expression = query.filterExpression?.trim() ?? '';
  let filter: ReturnType<typeof compileFilter> | undefined;
  if (expression) {
    const known = new Set<string>([...stored, ...SERIES_CATALOGUE.map((s) => s.short_name), ...DERIVED_SERIES]);
    try {
      filter = compileFilter(expression, known);
    } catch (error) {
      if (error instanceof FilterError) throw invalid({ filterExpression: [error.message] }, error.message);
      throw error;
    }
  }

  const needed = new Set<string>();
  const want = (name: string) => {
    if (stored.has(name)) needed.add(name);
    else for (const input of derivedInputs(name)) if (stored.has(input)) needed.add(input);
  };
  for (const name of requested) want(name);
  for (const name of filter?.seriesUsed ?? []) if (name !== DEPTH_CURVE) want(name);

  const dataset = await readDataset(deps.db, projectId, revision, [...needed]);
  if (!dataset) throw notFound(`Data revision ${revision} not found.`);
  const n = dataset.depth.length;
  const raw: Record<string, Float64Array> = { [DEPTH_CURVE]: dataset.depth };
  for (const c of dataset.curves) raw[c.name] = c.values;
  const column = (name: string) => seriesColumn(name, raw, n) ?? new Float64Array(n).fill(NaN);

  const blobOf = new Map(dataset.curves.map((c) => [c.name, c.blobSha]));
  const window = backgroundWindow(query.backgroundSubtract);
  // A background-subtracted column depends only on its input blobs and the window: cache it by those.
  const subtracted = (name: string) => {
    const inputs = blobOf.has(name) ? [blobOf.get(name)] : derivedInputs(name).map((i) => blobOf.get(i));
    const key = inputs.every((id) => id !== undefined) && inputs.length > 0 ? `bg:${window}:${name}:${inputs.join(',')}` : undefined;
    const hit = key ? columnCache.get(key) : undefined;
    if (hit) return hit;
    const values = backgroundSubtract(column(name), window);
    if (key) columnCache.set(key, values);
    return values;
  };
  let columns = [dataset.depth, ...requested.map((name) => (window > 0 ? subtracted(name) : column(name)))];

  if (filter) {
    const inputs: Record<string, Float64Array> = { ...raw };
    for (const name of filter.seriesUsed) if (!inputs[name]) inputs[name] = column(name);
    const mask = filter.evaluate(inputs, n);
    let kept = 0;
    for (let i = 0; i < n; i++) kept += mask[i];
    if (kept < n) {
      columns = columns.map((values) => {
        const out = new Float64Array(kept);
        for (let i = 0, j = 0; i < n; i++) if (mask[i]) out[j++] = values[i];
        return out;
      });
    }
  }
  // Computed columns (derived series, or any series with the background taken off) are arithmetic: exports round them.
  const derived = [false, ...requested.map((name) => window > 0 || !stored.has(name))];
  return { dataRevision: revision, projectStamp, names: [DEPTH_CURVE, ...requested], columns, derived };
}

/** `depth` first, then the series: their drawing overview of `buckets` runs (two rows each). */
export function overviewColumns(columns: Float64Array[], buckets: number): Float64Array[] {
  const [depth, ...series] = columns;
  const overview = minMaxOverview(depth, series, buckets);
  return [overview.depth, ...overview.columns];
}
