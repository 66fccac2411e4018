import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from '@mudstack/contracts';
import type { AppDeps } from '../../deps';
import type { UserWithCompany } from '../../kernel/current-user';
import { notifyProject, type ProjectEvent } from '../../kernel/events';
import { requireProject } from '../../kernel/project-access';
import * as repo from './live.repository';

// `GET /api/projects/{id}/events`: Server-Sent Events for an open workspace. The access check comes first; then
// the stream says at once where the project stands (`hello`), and after that each change any server commits:
// `revision` (new or grown data, metadata), `feed` (the live feed's status), `presence` (who has it open).
// A comment every HEARTBEAT_MS keeps proxies from closing it; the browser reconnects by itself when it is cut.

const HEARTBEAT_MS = 15_000;
/** A viewer not seen for this long (their server stopped without saying so) is no longer listed. */
const VIEWER_STALE_MS = 60_000;

interface OpenStream {
  viewerId: string;
  /** Ends the stream when its user may no longer view the project (access removed, user or company deactivated). */
  recheck(): Promise<void>;
  end(): void;
}

/** The streams this server holds open: their viewers are kept fresh together, and all are ended when it closes. */
export class EventStreams {
  private readonly open = new Set<OpenStream>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly deps: AppDeps) {}

  add(stream: OpenStream) {
    this.open.add(stream);
    this.timer ??= setInterval(() => void this.heartbeat(), HEARTBEAT_MS).unref();
  }

  delete(stream: OpenStream) {
    this.open.delete(stream);
    if (this.open.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private async heartbeat() {
    await Promise.all([...this.open].map((s) => s.recheck().catch(() => undefined)));
    const ids = [...this.open].map((s) => s.viewerId);
    await repo.touchViewers(this.deps.db, ids).catch(() => undefined);
    await repo.dropStaleViewers(this.deps.db, new Date(Date.now() - VIEWER_STALE_MS)).catch(() => undefined);
  }

  closeAll() {
    for (const stream of [...this.open]) stream.end();
  }
}

export async function listProjectViewers(deps: AppDeps, projectId: number): Promise<Viewer[]> {
  return repo.listViewers(deps.db, projectId, new Date(Date.now() - VIEWER_STALE_MS));
}

function send(reply: FastifyReply, event: string, data: unknown) {
  reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Opens the stream of a project the user may view (404/403 as any read before the first byte). */
export async function streamProjectEvents(
  deps: AppDeps,
  streams: EventStreams,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserWithCompany,
  projectId: number,
) {
  const { project } = await requireProject(deps.db, user, projectId, 'view');
  await deps.events.ready();
  const viewerId = randomUUID();
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  reply.raw.write('retry: 3000\n\n');
  let ended = false;
  const recheck = async () => {
    if (!ended && !(await repo.mayStillView(deps.db, user.id, projectId))) {
      send(reply, 'access-lost', { project_id: projectId });
      reply.raw.end();
    }
  };
  const forward = (event: ProjectEvent) => {
    if (event.kind === 'access') {
      void recheck().catch(() => undefined);
      return;
    }
    if (event.kind === 'presence') {
      void listProjectViewers(deps, projectId).then(
        (viewers) => !ended && send(reply, 'presence', viewers),
        () => undefined,
      );
      return;
    }
    send(reply, event.kind, event);
  };
  const unsubscribe = deps.events.subscribe(projectId, forward);
  const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS).unref();
  const stream: OpenStream = { viewerId, recheck, end: () => reply.raw.end() };
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe();
    streams.delete(stream);
    void repo
      .removeViewer(deps.db, viewerId)
      .then(() => notifyProject(deps.db, { project_id: projectId, kind: 'presence' }))
      .catch(() => undefined);
  };
  request.raw.on('close', finish);
  reply.raw.on('close', finish);
  streams.add(stream);
  send(reply, 'hello', {
    project_id: projectId,
    data_revision: project.data_revision,
    metadata_revision: project.metadata_revision,
    data_version: project.data_version,
  });
  await repo.addViewer(deps.db, { id: viewerId, project_id: projectId, user_id: user.id });
  await notifyProject(deps.db, { project_id: projectId, kind: 'presence' });
}
