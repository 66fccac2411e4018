import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveFeed, Viewer } from '@mudstack/contracts';
import { liveFeedKeys } from '../../../lib/api/live-feed';
import { projectKeys } from '../../../lib/api/projects';

/** At most one refetch of the graphs' data this often while a feed grows them (ms): new rows show within 2 s. */
const DATA_REFRESH_MS = 1000;
/** A stream the server ended (a sign-out, an expired session) is tried again this often (ms); the poll covers meanwhile. */
const REOPEN_MS = 30_000;

interface RevisionEvent {
  data_revision: number;
  metadata_revision: number;
  data_version: number;
}

/**
 * `GET /api/projects/{id}/events` (Server-Sent Events) for an open workspace: new or grown data refetches the
 * graphs (at most once a second), a new revision runs `onRevision` (the autosave's poll, which merges metadata),
 * the feed's status refreshes the Live badge, and `viewers` says who else has the project open. `streaming` is
 * false while the stream is cut: the 10 s poll stands in until it is back.
 */
export function useProjectEvents(projectId: number, options: { enabled: boolean; onRevision: () => void }) {
  const client = useQueryClient();
  const [streaming, setStreaming] = useState(false);
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const onRevision = useRef(options.onRevision);
  onRevision.current = options.onRevision;

  useEffect(() => {
    if (!options.enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let reopen = 0;
    let refresh = 0;
    let lastRefresh = 0;
    let seen: RevisionEvent | null = null;
    const refreshData = () => {
      window.clearTimeout(refresh);
      const wait = Math.max(0, lastRefresh + DATA_REFRESH_MS - Date.now());
      refresh = window.setTimeout(() => {
        lastRefresh = Date.now();
        void client.invalidateQueries({ queryKey: [...projectKeys.detail(projectId), 'data'] });
      }, wait);
    };
    const onRevisionEvent = (event: MessageEvent<string>) => {
      const next = JSON.parse(event.data) as RevisionEvent;
      const before = seen;
      seen = next;
      if (!before) return;
      if (next.data_revision !== before.data_revision || next.data_version !== before.data_version) refreshData();
      if (next.data_revision !== before.data_revision || next.metadata_revision !== before.metadata_revision) onRevision.current();
    };
    const open = () => {
      source = new EventSource(`/api/projects/${projectId}/events`);
      source.addEventListener('open', () => setStreaming(true));
      source.addEventListener('hello', (event) => {
        const hello = JSON.parse((event as MessageEvent<string>).data) as RevisionEvent;
        // After a reconnection, what changed while the stream was cut is caught up at once.
        if (seen && (hello.data_revision !== seen.data_revision || hello.data_version !== seen.data_version)) refreshData();
        if (seen && hello.metadata_revision !== seen.metadata_revision) onRevision.current();
        seen = hello;
      });
      source.addEventListener('revision', (event) => onRevisionEvent(event as MessageEvent<string>));
      // The feed's status comes with the event: the Live badge updates without a request per row.
      source.addEventListener('feed', (event) => {
        const status = JSON.parse((event as MessageEvent<string>).data) as Partial<LiveFeed>;
        const cached = client.getQueryData<LiveFeed>(liveFeedKeys.feed(projectId));
        if (cached) client.setQueryData(liveFeedKeys.feed(projectId), { ...cached, ...status });
        else void client.invalidateQueries({ queryKey: liveFeedKeys.feed(projectId) });
      });
      // Access removed while open: the poll asks at once, and its 404 takes the user back to the list.
      source.addEventListener('access-lost', () => {
        source?.close();
        setStreaming(false);
        onRevision.current();
      });
      source.addEventListener('presence', (event) => setViewers(JSON.parse((event as MessageEvent<string>).data) as Viewer[]));
      source.addEventListener('error', () => {
        setStreaming(false);
        // The browser reconnects by itself after a network cut; a refusal (401, 404) closes the stream for good.
        if (source?.readyState === EventSource.CLOSED) reopen = window.setTimeout(open, REOPEN_MS);
      });
    };
    open();
    return () => {
      source?.close();
      window.clearTimeout(reopen);
      window.clearTimeout(refresh);
      setStreaming(false);
    };
  }, [projectId, options.enabled, client]);

  return { streaming, viewers };
}
