// Public API of @mudstack/core. Each area adds its exports in its own block.

// LAS engine (las/) and demo data (demo/)
export * from './las/types';
export { generateMudGasLas, seededRandom, DEMO_NULL_VALUE, LANDING_MNEMONIC } from './demo/generate-mudgas-las';
export type { GenerateMudGasLasOptions } from './demo/generate-mudgas-las';
