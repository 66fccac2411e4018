import { createContext, useContext, useReducer, type Dispatch } from 'react';
import { initialWorkspaceState, workspaceReducer, type WorkspaceAction, type WorkspaceState } from './workspace-state';

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
