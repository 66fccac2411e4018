// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Metadata } from '@mudstack/contracts';
import { initialWorkspaceState, workspaceReducer, type WorkspaceAction, type WorkspaceState } from '../model/workspace-state';
import { AUTOSAVE_INTERVAL_MS, MERGED_TEXT, STREAMING_POLL_MS, UPDATED_TEXT, useAutosave } from './use-autosave';

const notices = vi.hoisted(() => ({ success: [] as string[], error: [] as string[] }));
vi.mock('../../../lib/notify', () => ({
  notify: { success: (m: string) => notices.success.push(m), error: (m: string) => notices.error.push(m) },
}));

const metadata = (revision: number, over: Partial<Metadata> = {}): Metadata =>
  ({
    id: 'm',
    project_id: 7,
    project: 'P',
    revision,
    data_revision: 1,
    depth_of_split: 5050,
    well: 'W',
    global_hairlines: [],
    global_formations: [],
    ...over,
  }) as Metadata;

const run = (actions: WorkspaceAction[]) => actions.reduce(workspaceReducer, initialWorkspaceState);
const clean = () => run([{ type: 'loaded', metadata: metadata(3), readOnly: false, pastRevision: false }]);
const dirty = () =>
  run([
    { type: 'loaded', metadata: metadata(3), readOnly: false, pastRevision: false },
    { type: 'hairlineAdded', id: 'new-5010', xval: 5010, text: 'show', isZone: false },
  ]);

/** A fetch answering from `answer(method, path)`, recording every call. */
function serverAnswers(answer: (method: string, path: string) => { status: number; body?: unknown }) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0];
      calls.push({ method: init.method ?? 'GET', path: url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const { status, body } = answer(init.method ?? 'GET', path);
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

function mount(state: WorkspaceState, options: { paused?: boolean; onAccessLost?: () => void; streaming?: boolean; liveData?: boolean } = {}) {
  const dispatched: WorkspaceAction[] = [];
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  renderHook(
    () => {
      pollNow = useAutosave({
        projectId: 7,
        dataRevision: 1,
        state,
        dispatch: (a) => dispatched.push(a),
        paused: options.paused ?? false,
        onAccessLost: options.onAccessLost,
        streaming: options.streaming,
        liveData: options.liveData,
      }).pollNow;
    },
    {
      wrapper,
    },
  );
  return dispatched;
}

/** The mounted hook's `pollNow` (what the events stream calls). */
let pollNow: () => void = () => undefined;

const tick = () => act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS));

beforeEach(() => {
  vi.useFakeTimers();
  notices.success.length = 0;
  notices.error.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useAutosave', () => {
  it('saves a changed working copy every 10 s, on the revision it was based on, and says nothing when nobody else saved', async () => {
    const calls = serverAnswers(() => ({
      status: 200,
      body: { result: metadata(4), refresh: false, others_changed: false, saved: true, conflicts: [] },
    }));
    const dispatched = mount(dirty());
    await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_INTERVAL_MS - 1));
    expect(calls).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // As an autosave: saves close together show as one line of history.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/projects/7/metadata?dr=1&autosave=true']);
    expect(calls[0].body).toMatchObject({ revision: 3, global_hairlines: [{ xval: 5010, text: 'show' }] });
    expect(dispatched.map((a) => a.type)).toEqual(['saveStarted', 'saveSucceeded']);
    expect(notices.success).toEqual([]);
  });

  it('says the changes were merged only when the server merged someone else’s', async () => {
    serverAnswers(() => ({ status: 200, body: { result: metadata(5), refresh: true, others_changed: true, saved: true, conflicts: [] } }));
    mount(dirty());
    await tick();
    expect(notices.success).toEqual([MERGED_TEXT]);
  });

  it('adopts a merge of the user’s own revisions (new ids, another tab, a restore) without a word', async () => {
    serverAnswers(() => ({ status: 200, body: { result: metadata(5), refresh: true, others_changed: false, saved: true, conflicts: [] } }));
    const dispatched = mount(dirty());
    await tick();
    expect(dispatched).toContainEqual({ type: 'saveSucceeded', metadata: metadata(5), refresh: true });
    expect(notices.success).toEqual([]);
    expect(notices.error).toEqual([]);
  });

  it('loads the user’s own newer revision from another tab without saying someone else changed it', async () => {
    serverAnswers(() => ({
      status: 200,
      body: { refresh: true, others_changed: false, result: { metadata_revision: 4, data_revision: 1, metadata: metadata(4) } },
    }));
    const dispatched = mount(clean());
    await tick();
    expect(dispatched).toEqual([{ type: 'remoteLoaded', metadata: metadata(4) }]);
    expect(notices.success).toEqual([]);
  });

  it('keeps the edits and tries again when a save fails; a 404 means the project is no longer this user’s', async () => {
    serverAnswers(() => ({ status: 404, body: { message: 'Project not found.' } }));
    const lost = vi.fn();
    const dispatched = mount(dirty(), { onAccessLost: lost });
    await tick();
    expect(dispatched.map((a) => a.type)).toEqual(['saveStarted', 'saveFailed']);
    expect(lost).toHaveBeenCalledTimes(1);
  });

  it('with nothing to save, asks whether the project moved on and loads the latest', async () => {
    const calls = serverAnswers(() => ({
      status: 200,
      body: { refresh: true, others_changed: true, result: { metadata_revision: 4, data_revision: 1, metadata: metadata(4, { well: 'Renamed' }) } },
    }));
    const dispatched = mount(clean());
    await tick();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/projects/7/metadata-update?mdr=3&dr=1']);
    expect(dispatched).toEqual([{ type: 'remoteLoaded', metadata: metadata(4, { well: 'Renamed' }) }]);
    expect(notices.success).toEqual([UPDATED_TEXT]);
  });

  it('with the events stream open, asks only when the stream says the project moved on', async () => {
    const calls = serverAnswers(() => ({
      status: 200,
      body: { refresh: true, others_changed: true, result: { metadata_revision: 4, data_revision: 1, metadata: metadata(4, { well: 'Renamed' }) } },
    }));
    const dispatched = mount(clean(), { streaming: true });
    await tick();
    await tick();
    expect(calls).toEqual([]);
    await act(async () => {
      pollNow();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/projects/7/metadata-update?mdr=3&dr=1']);
    expect(dispatched).toEqual([{ type: 'remoteLoaded', metadata: metadata(4, { well: 'Renamed' }) }]);
  });

  it('with the events stream open, still asks once a minute, in case an event was lost', async () => {
    const calls = serverAnswers(() => ({
      status: 200,
      body: { refresh: false, others_changed: false, result: { metadata_revision: 3, data_revision: 1, metadata: null } },
    }));
    mount(clean(), { streaming: true });
    for (let i = 1; i < STREAMING_POLL_MS / AUTOSAVE_INTERVAL_MS; i++) await tick();
    expect(calls).toEqual([]);
    await tick();
    expect(calls).toHaveLength(1);
  });

  it('says nothing of a new data revision a live feed made (the metadata unchanged), but names an edit beside it', async () => {
    let revision = 3;
    serverAnswers(() => ({
      status: 200,
      body: { refresh: true, others_changed: true, result: { metadata_revision: revision, data_revision: 2, metadata: metadata(revision) } },
    }));
    mount(clean(), { liveData: true });
    await tick();
    expect(notices.success).toEqual([]);
    revision = 4;
    await tick();
    expect(notices.success).toEqual([UPDATED_TEXT]);
  });

  it('neither saves nor polls while paused (an import running)', async () => {
    const calls = serverAnswers(() => ({ status: 500 }));
    mount(dirty(), { paused: true });
    await tick();
    await tick();
    expect(calls).toEqual([]);
  });
});
