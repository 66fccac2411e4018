import { useEffect, useRef, type Dispatch } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { pollMetadataUpdate, saveMetadata } from '../api/save-metadata';
import { canSave, saveBody, type WorkspaceAction, type WorkspaceState } from '../model/workspace-state';
import { projectKeys } from '../../../lib/api/projects';

/** Autosave and poll interval (spec section 9). */
export const AUTOSAVE_INTERVAL_MS = 10_000;
/** While the events stream is open, the poll still runs this often, in case an event was lost. */
export const STREAMING_POLL_MS = 60_000;
export const MERGED_TEXT = 'Someone else changed this project meanwhile; their changes and yours were merged.';
export const CONFLICT_TEXT = 'Someone else changed this project meanwhile. Some of your edits conflicted and were not applied: ';
export const UPDATED_TEXT = 'This project was updated by someone else; you are now seeing the latest.';
/** A conflict between this window's edits and the same user's edits elsewhere (another tab or window). */
export const OWN_CONFLICT_TEXT = 'You changed this project in another window meanwhile. Some edits made here conflicted and were not applied: ';

/**
 * Every 10 s: writers save the working copy when it changed (and no inline editor is open);
 * everyone else, and writers with nothing to save, ask whether the project moved on and load
 * the latest. A save answered with `refresh` adopts the server's merge; it says so when the merge
 * took in someone else's revisions (the user's own other tabs, panels and restores are not
 * "someone else"), and always names conflicts, so nothing is dropped silently. Past revisions neither save nor poll. `paused` stops both (during an import).
 */
export function useAutosave(options: {
  projectId: number;
  dataRevision: number | undefined;
  state: WorkspaceState;
  dispatch: Dispatch<WorkspaceAction>;
  paused: boolean;
  /** The server no longer lets this user see the project (access removed while it was open). */
  onAccessLost?: () => void;
  /** The events stream is open: it says when the project moves on, so the timed poll stands down. */
  streaming?: boolean;
  /** A live feed is adding data: a new data revision alone is its, and says nothing (the Live badge does). */
  liveData?: boolean;
}): { pollNow: () => void } {
  const { projectId, dataRevision, state, dispatch, paused } = options;
  const accessLost = useRef(options.onAccessLost);
  accessLost.current = options.onAccessLost;
  const lostAccess = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);
  const queryClient = useQueryClient();
  const latest = useRef({ state, dataRevision, streaming: options.streaming ?? false, liveData: options.liveData ?? false });
  latest.current = { state, dataRevision, streaming: options.streaming ?? false, liveData: options.liveData ?? false };
  const busy = useRef(false);
  const pollRef = useRef<() => void>(() => undefined);
  const lastPoll = useRef(Date.now());

  useEffect(() => {
    if (paused || state.pastRevision) return;
    const tick = async (asked = false) => {
      const { state: s, dataRevision: dr, streaming } = latest.current;
      if (!s.base || dr === undefined) return;
      if (busy.current) {
        // A change the stream announced during a save or poll is asked about once that is done.
        if (asked) window.setTimeout(() => pollRef.current(), 1000);
        return;
      }
      busy.current = true;
      try {
        if (canSave(s)) {
          const body = saveBody(s);
          if (!body) return;
          dispatch({ type: 'saveStarted' });
          try {
            const answer = await saveMetadata(projectId, dr, body);
            dispatch({ type: 'saveSucceeded', metadata: answer.result, refresh: answer.refresh });
            const conflictText = answer.others_changed ? CONFLICT_TEXT : OWN_CONFLICT_TEXT;
            if (answer.conflicts.length > 0) notify.error(conflictText + answer.conflicts.join('; '), { autoClose: 10_000 });
            else if (answer.refresh && answer.others_changed) notify.success(MERGED_TEXT);
            if (answer.result.data_revision !== dr) await queryClient.invalidateQueries({ queryKey: projectKeys.all });
          } catch (error) {
            // Metadata save failures are only logged (spec); the edits stay and are retried next tick.
            console.error('autosave failed', error);
            if (lostAccess(error)) accessLost.current?.();
            dispatch({ type: 'saveFailed' });
          }
          return;
        }
        if (s.dirty || s.openEditors > 0) return;
        // With the events stream open, the project is asked when the stream says it moved on, and once a minute
        // besides, in case an event was lost (a server's listening connection dropped and came back).
        if (streaming && !asked && Date.now() - lastPoll.current < STREAMING_POLL_MS) return;
        lastPoll.current = Date.now();
        const update = await pollMetadataUpdate(projectId, s.base.revision, dr).catch((error: unknown) => {
          console.error('update poll failed', error);
          if (lostAccess(error)) accessLost.current?.();
          return null;
        });
        if (!update?.refresh) return;
        // Edits made while the poll was in flight win: the next save merges them server-side.
        if (latest.current.state.dirty) return;
        if (update.result.metadata) dispatch({ type: 'remoteLoaded', metadata: update.result.metadata });
        if (update.result.data_revision !== dr) await queryClient.invalidateQueries({ queryKey: projectKeys.all });
        const onlyLiveData = latest.current.liveData && update.result.metadata_revision === s.base.revision;
        if (update.others_changed && !onlyLiveData) notify.success(UPDATED_TEXT, { id: 'project-updated' });
      } finally {
        busy.current = false;
      }
    };
    const timer = setInterval(() => void tick(), AUTOSAVE_INTERVAL_MS);
    pollRef.current = () => void tick(true);
    return () => {
      clearInterval(timer);
      pollRef.current = () => undefined;
    };
  }, [projectId, paused, state.pastRevision, dispatch, queryClient]);
  return { pollNow: useRef(() => pollRef.current()).current };
}
