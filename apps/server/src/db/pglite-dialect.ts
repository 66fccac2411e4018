import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely dialect over an embedded PGlite instance. PGlite has a single connection, so
 * connections are handed out one at a time: a transaction holds it until it ends.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  constructor(pglite: PGlite) {
    this.connection = new PGliteConnection(pglite);
  }
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.queue;
    this.queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    this.connection.release = release;
    return this.connection;
  }
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async releaseConnection(connection: DatabaseConnection) {
    (connection as PGliteConnection).release?.();
  }
  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  release?: () => void;
  constructor(private readonly pglite: PGlite) {}
  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.pglite.query<R>(compiledQuery.sql, compiledQuery.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      numAffectedRows: affected !== undefined ? BigInt(affected) : undefined,
    };
  }
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on PGlite.');
  }
}
