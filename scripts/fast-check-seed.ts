import fc from 'fast-check';

// Run before every test file (vitest.config.ts `setupFiles`): every property test of a run draws from the seed the
// config chose for the run and printed (`FC_SEED`), so a run that fails, or never ends, can be repeated exactly
// with `FC_SEED=<seed> npm test`. A property test that hangs cannot report its own seed.
const seed = Number(process.env.FC_SEED);
if (Number.isSafeInteger(seed)) fc.configureGlobal({ seed });
