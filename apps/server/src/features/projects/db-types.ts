import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The database or a transaction (Transaction extends Kysely). Typed as one class, not a union:
 * Kysely's select types lose ColumnType unwrapping on a union receiver.
 */
export type Conn = Kysely<Database>;
