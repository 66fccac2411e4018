// Public API of @mudstack/core. Each area adds its exports in its own block.

// LAS engine (las/) and demo data (demo/)
export * from './las/types';
export { generateMudGasLas, seededRandom, DEMO_NULL_VALUE, LANDING_MNEMONIC } from './demo/generate-mudgas-las';
export type { GenerateMudGasLasOptions } from './demo/generate-mudgas-las';

// Gas series catalogue, aliases and ratios (gas/), filters (filters/), signal (signal/), permissions (permissions/)
export * from './gas/catalogue';
export * from './gas/aliases';
export * from './gas/ratios';
export { FilterError } from './filters/errors';
export { compileFilter } from './filters/evaluate';
export type { CompiledFilter } from './filters/evaluate';
export * from './signal/background';
export * from './signal/downsample';
export * from './permissions/permissions';
