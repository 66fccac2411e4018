import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { projectAccessAllows } from '@mudstack/core';
import type { Metadata } from '@mudstack/contracts';
import { ApiError } from '../../../lib/api-client';
import { useProject } from '../../../lib/api/projects';
import { notify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useGraphConfig } from '../../../lib/api/view-graph-config';
import { useMetadata } from '../api/get-metadata';
import { configIdFor, positiveInt } from '../../../lib/workspace-url';
import { useWorkspaceReducer } from './use-workspace-state';

export const LOAD_FAILED_TEXT = 'The data failed to load. Are you sure it is formatted correctly?';

/** A project the server hides (404) or refuses (403) is an access problem, not a data error. */
const accessError = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 403);

/**
 * What the workspace of `/projects/:projectId?dr&mdr&config` works on: the revisions and configuration the URL
 * names, the project, its metadata and the graph configuration, the one reducer of local edits (loaded from the
 * metadata, read-only on a past revision or without write access), and where a failure goes: a project the user
 * may not see says so; any other failed load shows the spec's notice and returns to the projects list, once.
 */
export function useWorkspaceData() {
  const params = useParams();
  const projectId = Number(params.projectId);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const dr = positiveInt(search.get('dr'));
  const mdr = positiveInt(search.get('mdr'));
  const pastRevision = dr != null || mdr != null;
  const user = useCurrentUser();
  const configId = configIdFor(search.get('config'), user?.default_config_id);
  const project = useProject(projectId);
  const metadata = useMetadata(projectId, mdr);
  const config = useGraphConfig(configId);
  const [state, dispatch] = useWorkspaceReducer();
  const store = useMemo(() => ({ state, dispatch }), [state, dispatch]);

  const failed = useRef(false);
  const fail = useCallback(() => {
    if (failed.current) return;
    failed.current = true;
    notify.error(LOAD_FAILED_TEXT);
    void navigate('/projects', { replace: true });
  }, [navigate]);
  // Either call may answer first (the metadata's 404 can arrive before the project's).
  const noAccess = accessError(project.error) || accessError(metadata.error);
  useEffect(() => {
    if (noAccess) return;
    if (!Number.isInteger(projectId) || project.isError || metadata.isError || config.isError) fail();
  }, [projectId, noAccess, project.isError, metadata.isError, config.isError, fail]);

  const accessLevel = project.data?.access_level;
  // An archived project is read-only for everyone until it is unarchived (the server refuses writes too).
  const archived = !!project.data?.deleted_date;
  const canWrite = !archived && projectAccessAllows(accessLevel, 'write');
  // The edits start from the metadata as soon as it is here, in the same render (React's "adjusting state when a
  // prop changes"): an effect would commit the loader once more and draw the page a render later.
  const [loadedFrom, setLoadedFrom] = useState<LoadedFrom | null>(null);
  if (metadata.data && accessLevel) {
    const from: LoadedFrom = { metadata: metadata.data, accessLevel, canWrite, pastRevision };
    if (!sameLoad(loadedFrom, from)) {
      setLoadedFrom(from);
      dispatch({ type: 'loaded', metadata: metadata.data, readOnly: pastRevision || !canWrite, pastRevision });
    }
  }

  return { projectId, dr, mdr, pastRevision, configId, project, metadata, config, state, dispatch, store, noAccess, fail, canWrite, archived };
}

/** What the workspace's edits were last loaded from: another metadata, access or revision loads them again. */
interface LoadedFrom {
  metadata: Metadata;
  accessLevel: string;
  canWrite: boolean;
  pastRevision: boolean;
}

const sameLoad = (a: LoadedFrom | null, b: LoadedFrom) =>
  a !== null && a.metadata === b.metadata && a.accessLevel === b.accessLevel && a.canWrite === b.canWrite && a.pastRevision === b.pastRevision;

/** Ctrl+S (Cmd+S): on a past revision saving is disabled, so it offers the restore instead (`onRestore`). */
export function useSaveShortcut(pastRevision: boolean, onRestore: () => void) {
  const restore = useRef(onRestore);
  restore.current = onRestore;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (pastRevision) restore.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pastRevision]);
}
