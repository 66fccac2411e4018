import { createContext, useContext, useReducer, type Dispatch } from 'react';
import { initialWorkspaceState, workspaceReducer, type WorkspaceAction, type WorkspaceState } from '../model/workspace-state';

/** The workspace's local edits (see workspace-state.ts for the design). One per open project. */
export function useWorkspaceReducer(): [WorkspaceState, Dispatch<WorkspaceAction>] {
  return useReducer(workspaceReducer, initialWorkspaceState);
}

export interface WorkspaceStore {
  state: WorkspaceState;
  dispatch: Dispatch<WorkspaceAction>;
}

export const WorkspaceStateContext = createContext<WorkspaceStore | null>(null);

/** For panels and modals below the workspace page. */
export function useWorkspaceState(): WorkspaceStore {
  const store = useContext(WorkspaceStateContext);
  if (!store) throw new Error('useWorkspaceState outside the workspace');
  return store;
}

/** The onOpen/onClose of a panel's inline editors: the workspace counts them and pauses saving while one is open. */
export function inlineEditorEvents(dispatch: Dispatch<WorkspaceAction>) {
  return { onOpen: () => dispatch({ type: 'editorOpened' }), onClose: () => dispatch({ type: 'editorClosed' }) };
}
