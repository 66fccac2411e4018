import type { Migration } from 'kysely';
import * as m0001 from './20261122_0001_initial';

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export const migrations: Record<string, Migration> = {
  '20261122_0001_initial': m0001,
};
