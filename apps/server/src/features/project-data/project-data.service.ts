import { BACKGROUND_LEVELS, type ProjectDataQuery } from '@mudstack/contracts';
import { isKnownSeries, SERIES_CATALOGUE } from '@mudstack/core/gas/catalogue';
import { seriesUnit } from '@mudstack/core/gas/file-curves';
import { DERIVED_SERIES, derivedInputs, seriesColumn } from '@mudstack/core/gas/ratios';
import { compileFilter } from '@mudstack/core/filters/evaluate';
import { FilterError } from '@mudstack/core/filters/errors';
import { backgroundSubtract, estimateBackground } from '@mudstack/core/signal/background';
import { minMaxOverview } from '@mudstack/core/signal/overview';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../errors';
import type { UserWithCompany } from '../../kernel/current-user';
import { requireProject } from '../../kernel/project-access';
import { encodeBinaryColumns } from './binary-columns';
import { columnCache } from './column-cache';
import { columnsToCsvBytes } from './csv.pool';
import { revisionCurves } from './curves.repository';
import { DEPTH_CURVE, type Dataset } from './dataset';

export interface SeriesData extends ResolvedRevision {
  /** `depth` first, then the series in the order asked. */
  names: string[];
  columns: Float64Array[];
  /** Per column: computed here (a derived series, or background-subtracted), so exports round it. */
  derived: boolean[];
  /** Per column: its unit, the file's own first (`seriesUnit`); depth in feet. */
  units: string[];
}

const DERIVED = new Set(DERIVED_SERIES);

/** The background window a query asks for: a number of rows, `true` for moderate, none for false/0. */
export function backgroundWindow(value: ProjectDataQuery['backgroundSubtract']): number {
  if (value === undefined || value === 'false' || value === 0) return 0;
  if (value === 'true') return BACKGROUND_LEVELS.moderate;
  return value;
}

/** The data revision a read is for, with its project's creation time; the use case's access check. */
export interface ResolvedRevision {
  dataRevision: number;
  /** The project's creation time (ms): with the revision it names the data, even across a restore that reuses ids. */
  projectStamp: number;
  /**
   * How many times the live feed has rewritten this revision (0 for any revision but the current one): the current
   * revision grows while a feed is live, until it is sealed.
   */
  dataVersion: number;
}

/**
 * The access check of a data read, then the revision it reads: the one asked, or the current one. Revisions 1 to
 * the current one all exist (they are only ever appended), so nothing else is read here: a client holding the
 * answer can be told so before any column is.
 */
export async function resolveDataRevision(deps: AppDeps, user: UserWithCompany, projectId: number, revision?: number): Promise<ResolvedRevision> {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  const dataRevision = revision ?? project.data_revision;
  if (dataRevision > project.data_revision) throw notFound(`Data revision ${dataRevision} not found.`);
  const dataVersion = dataRevision === project.data_revision ? project.data_version : 0;
  return { dataRevision, projectStamp: new Date(project.created_datetime).getTime(), dataVersion };
}

/**
 * Reads series of a data revision the caller may view (`resolveDataRevision` first): raw curves and derived
 * series alike; a catalogue series the project lacks is an empty column; rows failing the filter are left out;
 * background subtraction (when asked) is applied to every series over the whole revision before filtering.
 */
export async function readSeries(
  deps: AppDeps,
  projectId: number,
  at: ResolvedRevision,
  seriesParam: string,
  query: ProjectDataQuery,
): Promise<SeriesData> {
  const revision = at.dataRevision;
  const curves = await revisionCurves(deps.db, projectId, revision);
  const stored = curves.names;
  const requested = requestedSeries(seriesParam, stored);
  const filter = compileQueryFilter(query.filterExpression, stored);
  const dataset = await curves.dataset(neededCurves(requested, filter, stored));
  if (!dataset) throw notFound(`Data revision ${revision} not found.`);
  const n = dataset.depth.length;
  const raw: Record<string, Float64Array> = { [DEPTH_CURVE]: dataset.depth };
  for (const c of dataset.curves) raw[c.name] = c.values;
  const column = derivedColumns(dataset, raw);
  const window = backgroundWindow(query.backgroundSubtract);
  const subtracted = subtractedColumns(dataset, window, column, query.background ?? 'subtract');
  let columns = [dataset.depth, ...requested.map((name) => (window > 0 ? subtracted(name) : column(name)))];
  if (filter) columns = keepRows(columns, filter.evaluate(filterInputs(raw, filter.seriesUsed, column), n));
  // Computed columns (derived series, or any series with the background taken off) are arithmetic: exports round them.
  const derived = [false, ...requested.map((name) => window > 0 || !stored.has(name))];
  const fileCurves = new Map(dataset.curves.map((c) => [c.name, { name: c.name, unit: c.unit, description: c.description }]));
  const units = ['ft', ...requested.map((name) => seriesUnit(name, fileCurves))];
  return { ...at, names: [DEPTH_CURVE, ...requested], columns, derived, units };
}

/** The series a request names, lower-cased, without depth or repeats; 422 naming one that neither exists nor is known. */
function requestedSeries(seriesParam: string, stored: ReadonlySet<string>): string[] {
  const requested: string[] = [];
  for (const raw of seriesParam.split(',')) {
    const name = raw.trim().toLowerCase();
    if (!name || name === DEPTH_CURVE || requested.includes(name)) continue;
    if (!stored.has(name) && !isKnownSeries(name) && !DERIVED.has(name)) {
      throw invalid({ series: [`Unknown series: ${raw.trim()}.`] }, `Unknown series: ${raw.trim()}.`);
    }
    requested.push(name);
  }
  return requested;
}

function compileQueryFilter(expression: string | undefined, stored: ReadonlySet<string>) {
  const text = expression?.trim() ?? '';
  if (!text) return undefined;
  const known = new Set<string>([...stored, ...SERIES_CATALOGUE.map((s) => s.short_name), ...DERIVED_SERIES]);
  try {
    return compileFilter(text, known);
  } catch (error) {
    if (error instanceof FilterError) throw invalid({ filterExpression: [error.message] }, error.message);
    throw error;
  }
}

/** The stored curves the requested series and the filter are computed from. */
function neededCurves(requested: string[], filter: { seriesUsed: Iterable<string> } | undefined, stored: ReadonlySet<string>): string[] {
  const needed = new Set<string>();
  const want = (name: string) => {
    if (stored.has(name)) needed.add(name);
    else for (const input of derivedInputs(name)) if (stored.has(input)) needed.add(input);
  };
  for (const name of requested) want(name);
  for (const name of filter?.seriesUsed ?? []) if (name !== DEPTH_CURVE) want(name);
  return [...needed];
}

/**
 * A series' content: a stored curve's hash, or a derived series' inputs' hashes (undefined when the project lacks an
 * input). A column computed from a series is held in the column cache under it, so it is never stale and serves
 * every revision that shares those inputs.
 */
function contentOf(dataset: Dataset): (name: string) => string | undefined {
  const blobOf = new Map(dataset.curves.map((c) => [c.name, c.blobSha]));
  return (name) => {
    const inputs = blobOf.has(name) ? [blobOf.get(name)] : derivedInputs(name).map((input) => blobOf.get(input));
    return inputs.length > 0 && inputs.every((sha) => sha !== undefined) ? inputs.join(',') : undefined;
  };
}

/** `compute`'s column, held in the column cache under `key` and taken from there next time; computed each time without a key. */
function held(key: string | undefined, compute: () => Float64Array): Float64Array {
  const hit = key ? columnCache.get(key) : undefined;
  if (hit) return hit;
  const values = compute();
  if (key) columnCache.set(key, values);
  return values;
}

/**
 * Each series by name: a stored curve as it is, a derived one computed from its stored inputs once and held (the
 * workspace's overview and every-row calls, made together, compute each once: 150 ms a call for the 21 derived
 * series of a 100,000-row well here), all NaN when the project lacks an input.
 */
function derivedColumns(dataset: Dataset, raw: Record<string, Float64Array>) {
  const n = dataset.depth.length;
  const content = contentOf(dataset);
  return (name: string): Float64Array => {
    const key = content(name);
    return raw[name] ?? held(key && `derived:${name}:${key}`, () => seriesColumn(name, raw, n) ?? new Float64Array(n).fill(NaN));
  };
}

/** Each series with the background taken off (or, `estimate`, the background itself), held by its content. */
function subtractedColumns(dataset: Dataset, window: number, column: (name: string) => Float64Array, output: 'subtract' | 'estimate') {
  const content = contentOf(dataset);
  return (name: string) => {
    const key = content(name);
    return held(key && `bg:${output}:${window}:${name}:${key}`, () =>
      output === 'estimate' ? estimateBackground(column(name), window) : backgroundSubtract(column(name), window),
    );
  };
}

function filterInputs(raw: Record<string, Float64Array>, used: Iterable<string>, column: (name: string) => Float64Array) {
  const inputs: Record<string, Float64Array> = { ...raw };
  for (const name of used) if (!inputs[name]) inputs[name] = column(name);
  return inputs;
}

/** The rows whose mask is 1, of every column. */
function keepRows(columns: Float64Array[], mask: Uint8Array): Float64Array[] {
  let kept = 0;
  for (let i = 0; i < mask.length; i++) kept += mask[i];
  if (kept === mask.length) return columns;
  return columns.map((values) => {
    const out = new Float64Array(kept);
    for (let i = 0, j = 0; i < mask.length; i++) if (mask[i]) out[j++] = values[i];
    return out;
  });
}

/**
 * The data endpoint's answer for a revision `at` already resolved (its access checked): CSV, or the binary
 * column format, exact (`bin`) or for drawing (`bin32`), the series' overview when the query asks for one.
 */
export async function dataAnswerBody(
  deps: AppDeps,
  projectId: number,
  at: ResolvedRevision,
  seriesParam: string,
  query: ProjectDataQuery,
  format: 'csv' | 'bin' | 'bin32',
): Promise<Buffer> {
  const data = await readSeries(deps, projectId, at, seriesParam, query);
  if (format === 'csv') return columnsToCsvBytes(data.names, data.columns, data.derived, query.units === 'true' ? data.units : undefined);
  const columns = query.overview ? overviewColumns(data.columns, query.overview) : data.columns;
  const header = { columns: data.names, rowCount: columns[0].length, dataRevision: data.dataRevision };
  return encodeBinaryColumns(header, columns, format === 'bin32' ? 'drawing' : 'exact');
}

/** `depth` first, then the series: their drawing overview of `buckets` runs (two rows each). */
function overviewColumns(columns: Float64Array[], buckets: number): Float64Array[] {
  const [depth, ...series] = columns;
  const overview = minMaxOverview(depth, series, buckets);
  return [overview.depth, ...overview.columns];
}
