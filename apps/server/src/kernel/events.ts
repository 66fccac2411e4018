import { sql } from 'kysely';
import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { dedicatedClient, type Db } from '../db/create-db';
import type { Conn } from './db';

// Project events across every server on one database: a write says what changed with `notifyProject` inside its
// transaction (PostgreSQL NOTIFY, delivered at commit, never for a rolled-back write); each server LISTENs on one
// connection of its own and hands the events to its open streams (`ProjectEventHub.subscribe`). The channel is
// per schema, so schemas sharing a database (the test runs) never hear each other.

/** What changed in a project; `kind` says which, the rest is for the browsers to know what to fetch. */
export interface ProjectEvent {
  project_id: number;
  kind: 'revision' | 'feed' | 'presence' | 'access';
  [key: string]: unknown;
}

const CHANNEL_PREFIX = 'mudstack_events_';

/** Sends `event` to every server when the caller's transaction commits (at once outside a transaction). */
export async function notifyProject(conn: Conn, event: ProjectEvent): Promise<void> {
  await sql`select pg_notify(${sql.lit(CHANNEL_PREFIX)} || current_schema(), ${JSON.stringify(event)})`.execute(conn);
}

type Listener = (event: ProjectEvent) => void;

/** How long to wait before listening again after the LISTEN connection failed (ms). */
const RECONNECT_MS = 1000;

/** This server's LISTEN connection and the listeners of each project; connects on the first subscriber. */
export class ProjectEventHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Calls `listener` with each event of the project until the returned function is called. */
  subscribe(projectId: number, listener: Listener): () => void {
    let set = this.listeners.get(projectId);
    if (!set) this.listeners.set(projectId, (set = new Set()));
    set.add(listener);
    void this.ensureListening();
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(projectId);
    };
  }

  /** Resolves once this server is listening (the stream's first answer waits for it, so no event falls between). */
  ready(): Promise<void> {
    return this.ensureListening();
  }

  private ensureListening(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = dedicatedClient(this.db);
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('select current_schema() as schema');
      await client.query(`listen "${CHANNEL_PREFIX}${rows[0].schema}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      this.log.warn({ err: error }, 'project events: cannot listen; retrying');
      this.retryLater();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    client.on('notification', (message) => this.deliver(message.payload));
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      client.end().catch(() => undefined);
      if (!this.closed) this.retryLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    this.client = client;
  }

  /** Listens again after a loss. Events sent meanwhile are not heard: the workspaces' once-a-minute poll catches up. */
  private retryLater() {
    setTimeout(() => {
      if (!this.closed) void this.ensureListening();
    }, RECONNECT_MS).unref();
  }

  private deliver(payload: string | undefined) {
    let event: ProjectEvent;
    try {
      event = JSON.parse(payload ?? '') as ProjectEvent;
    } catch {
      return;
    }
    for (const listener of this.listeners.get(event.project_id) ?? []) listener(event);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (this.connecting) await this.connecting.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }
}
