import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The database or a transaction (Transaction extends Kysely): what every repository function takes.
 * Typed as one class, not a union: Kysely's select types lose ColumnType unwrapping on a union receiver.
 */
export type Conn = Kysely<Database>;

/**
 * A bytea parameter: node-postgres sends a Buffer in the binary format, so the bytes cross as they
 * are, not as text.
 */
export function byteaParam(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
