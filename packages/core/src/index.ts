// Public API of @mudstack/core. Each area adds its exports in its own block.

// LAS engine (las/) and demo data (demo/)
export * from './las/types';
export { readLas, sectionKind } from './las/read-las';
export { LasStreamReader } from './las/stream-reader';
export { LasError } from './las/errors';
export { writeLas, writeCTypeLas, writeDTypeLas, formatOtherSection, formatLasNumber } from './las/write-las';
export type {
  WriteLasInput,
  WriteLasOptions,
  CTypeLasInput,
  DTypeLasInput,
  SeriesInput,
  WellInput,
  FormationInput,
  HairlineInput,
} from './las/write-las';
export { summarizeLas, inspectLas, canonicalIndexUnit } from './las/summary';
export type { LasSummary, SummaryItem, SummaryStat } from './las/summary';
export { lasToCsv } from './las/to-csv';
export { parseLasNumber } from './las/number';
export { depthUnit, toFeet, DEPTH_UNITS } from './las/units';
export {
  COMMON_NULL_TOKENS,
  COMMON_NULL_NUMBERS,
  AGGRESSIVE_NULL_TOKENS,
  AGGRESSIVE_NULL_NUMBERS,
  isNullToken,
  nullNumbers,
} from './las/null-policy';
export { lasTops, isTopsSet, FORMATION_PALETTE } from './las/tops';
export type { LasTop } from './las/tops';
export { generateMudGasLas, generatedWellGeology, seededRandom, DEMO_NULL_VALUE, LANDING_MNEMONIC } from './demo/generate-mudgas-las';
export type { GenerateMudGasLasOptions } from './demo/generate-mudgas-las';

// Gas series catalogue, aliases and ratios (gas/), filters (filters/), signal (signal/), permissions (permissions/)
export * from './gas/catalogue';
export * from './gas/aliases';
export * from './gas/ratios';
export * from './gas/haworth';
export * from './gas/shows';
export * from './gas/interpretation-plots';
export * from './gas/file-curves';
export * from './gas/adapt-graphs';
export { FilterError } from './filters/errors';
export { compileFilter } from './filters/evaluate';
export type { CompiledFilter } from './filters/evaluate';
export * from './signal/background';
export * from './signal/lower-bound';
export * from './signal/downsample';
export * from './signal/overview';
export * from './permissions/permissions';
export * from './format/csv-cell';
export * from './format/number-cell';
export * from './format/fixed-text';
export * from './format/log-scale';
export * from './format/depth-unit';
export * from './format/depth-text';
export * from './format/depth-steps';

// Wells side by side (correlation/)
export * from './correlation/correlation';
