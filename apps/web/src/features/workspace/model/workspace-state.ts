import type { Metadata } from '@mudstack/contracts';
import { deleteHairline, moveHairline, renumberHairlines, selectHairline } from '../../../components/charts/hairlines';
import type { Formation, Hairline } from '../../../components/charts/types';
import { newMarkerId } from './marker-id';

/**
 * The workspace's local edits of one metadata revision, in one place.
 *
 * Design (for the side panels, autosave and revision mode that build on it):
 * - `base` is the metadata as last loaded or saved; `hairlines`, `formations` and `fields` are
 *   the working copy the graphs and panels show and edit. Every edit goes through `reduce`.
 * - `dirty` is true when the working copy differs from `base` (selection alone is not an edit).
 *   Autosave (every 10 s) sends `saveBody(state)` when `canSave(state)` and dispatches
 *   `saveStarted` / `saveSucceeded(metadata)` / `saveFailed`; a newer revision from the poll or
 *   a save answer with `refresh` arrives as `remoteLoaded`.
 * - `openEditors` counts open inline editors: while any is open saving is paused.
 * - `readOnly` (viewer, or a past revision with dr/mdr) refuses every edit here, so no UI can
 *   slip one through.
 */
export interface WorkspaceState {
  base: Metadata | null;
  hairlines: Hairline[];
  formations: Formation[];
  /** Edited free/header fields (key -> value), applied over `base`. */
  fields: Record<string, unknown>;
  dirty: boolean;
  openEditors: number;
  saving: boolean;
  /** Set after a successful save until the next edit. */
  saved: boolean;
  /** The working copy as it was sent by the save in flight (to tell whether edits came after it). */
  inFlight: { hairlines: Hairline[]; formations: Formation[]; fields: Record<string, unknown> } | null;
  readOnly: boolean;
  pastRevision: boolean;
}

export type WorkspaceAction =
  | { type: 'loaded'; metadata: Metadata; readOnly: boolean; pastRevision: boolean }
  | { type: 'remoteLoaded'; metadata: Metadata }
  | { type: 'hairlinesChanged'; hairlines: Hairline[] }
  | { type: 'hairlineAdded'; id: string; xval: number; text: string; isZone: boolean }
  | { type: 'hairlineMoved'; oldX: number; newX: number }
  | { type: 'hairlineDeleted'; xval: number }
  | { type: 'hairlineSelected'; xval: number | null }
  | { type: 'formationsChanged'; formations: Formation[] }
  | { type: 'fieldChanged'; key: string; value: unknown }
  | { type: 'editorOpened' }
  | { type: 'editorClosed' }
  | { type: 'saveStarted' }
  | { type: 'saveSucceeded'; metadata: Metadata; /** The server merged someone else's changes into this save. */ refresh?: boolean }
  | { type: 'saveFailed' };

/**
 * A new marker, as the Annotate dialog adds it, with its id from the start: the server keeps it, so
 * the marker's table row is the same row before and after the save (an editor open on it stays open).
 */
export const addHairline = (h: { xval: number; text: string; isZone: boolean }): WorkspaceAction => ({
  type: 'hairlineAdded',
  id: newMarkerId(),
  ...h,
});

export const initialWorkspaceState: WorkspaceState = {
  base: null,
  hairlines: [],
  formations: [],
  fields: {},
  dirty: false,
  openEditors: 0,
  saving: false,
  saved: false,
  inFlight: null,
  readOnly: true,
  pastRevision: false,
};

/**
 * `next` (a save's answer, someone else's revision) with the hairline selected in `prev` selected again when it is
 * still there (by id; by depth for one without): selection is UI state the server does not store, and an autosave
 * dropped it a few seconds after the user picked or added a hairline.
 */
function keepSelection(next: Hairline[], prev: Hairline[]): Hairline[] {
  const was = prev.find((h) => h.selected);
  if (!was) return next;
  const now = next.find((h) => (was.id != null ? h.id === was.id : h.xval === was.xval));
  return now ? selectHairline(next, now.xval) : next;
}

/** The working copy of `metadata`; the hairline selected in `shown` (what the graphs show now) stays selected. */
function fromMetadata(metadata: Metadata, shown: Hairline[] = []) {
  return {
    base: metadata,
    hairlines: keepSelection(renumberHairlines(metadata.global_hairlines.map((h) => ({ ...h }))), shown),
    formations: metadata.global_formations.map((f) => ({ ...f })) as Formation[],
    fields: {},
    dirty: false,
  };
}

const stripSelection = (list: Hairline[]) => list.map(({ selected: _s, ...h }) => h);

function hairlinesEqual(a: Hairline[], b: Hairline[]): boolean {
  return JSON.stringify(stripSelection(a)) === JSON.stringify(stripSelection(b));
}

function withHairlines(state: WorkspaceState, hairlines: Hairline[]): WorkspaceState {
  const edit = !hairlinesEqual(hairlines, state.hairlines);
  if (edit && state.readOnly) return state;
  return { ...state, hairlines, dirty: state.dirty || edit, saved: edit ? false : state.saved };
}

export function workspaceReducer(state: WorkspaceState, action: WorkspaceAction): WorkspaceState {
  switch (action.type) {
    case 'loaded':
      return { ...initialWorkspaceState, ...fromMetadata(action.metadata), readOnly: action.readOnly, pastRevision: action.pastRevision };
    case 'remoteLoaded':
      return { ...state, ...fromMetadata(action.metadata, state.hairlines), saved: false };
    case 'hairlinesChanged':
      return withHairlines(state, renumberHairlines(action.hairlines));
    case 'hairlineAdded': {
      if (state.readOnly || !Number.isFinite(action.xval)) return state;
      const added: Hairline = { id: action.id, xval: Math.round(action.xval), text: action.text, isZone: action.isZone, interpolated: false };
      return withHairlines(state, selectHairline(renumberHairlines([...state.hairlines, added]), added.xval));
    }
    case 'hairlineMoved':
      return withHairlines(state, moveHairline(state.hairlines, action.oldX, action.newX));
    case 'hairlineDeleted':
      return withHairlines(state, deleteHairline(state.hairlines, action.xval));
    case 'hairlineSelected':
      return { ...state, hairlines: selectHairline(state.hairlines, action.xval) };
    case 'formationsChanged':
      if (state.readOnly) return state;
      return { ...state, formations: action.formations, dirty: true, saved: false };
    case 'fieldChanged':
      if (state.readOnly) return state;
      return { ...state, fields: { ...state.fields, [action.key]: action.value }, dirty: true, saved: false };
    case 'editorOpened':
      return { ...state, openEditors: state.openEditors + 1 };
    case 'editorClosed':
      return { ...state, openEditors: Math.max(0, state.openEditors - 1) };
    case 'saveStarted':
      return { ...state, saving: true, inFlight: { hairlines: state.hairlines, formations: state.formations, fields: state.fields } };
    case 'saveSucceeded': {
      const sent = state.inFlight;
      const unchangedSince = !sent || (sent.hairlines === state.hairlines && sent.formations === state.formations && sent.fields === state.fields);
      if (unchangedSince) return { ...state, ...fromMetadata(action.metadata, state.hairlines), saving: false, saved: true, inFlight: null };
      // Edits arrived while saving: keep them (never drop an edit). Every marker and formation has
      // its id from its creation (addHairline, newFormation), so there are no server ids to learn.
      if (action.refresh) {
        // Someone else's changes were merged in: stay on the old revision so the next save merges
        // the pending edits with theirs on the server (never overwrite them).
        return { ...state, saving: false, saved: false, dirty: true, inFlight: null };
      }
      // Only our own save happened: the pending edits go on top of the revision it made, so our next
      // save is not "stale" and never conflicts with ourselves.
      return { ...state, base: action.metadata, saving: false, saved: false, dirty: true, inFlight: null };
    }
    case 'saveFailed':
      return { ...state, saving: false, inFlight: null };
  }
}

export function canSave(state: WorkspaceState): boolean {
  return state.dirty && !state.readOnly && !state.saving && state.openEditors === 0 && state.base != null;
}

/** The body of `POST /metadata?dr=`: metadata without id, project and depth_of_split. */
export function saveBody(state: WorkspaceState): Record<string, unknown> | null {
  if (!state.base) return null;
  const { id: _id, project: _p, depth_of_split: _d, project_id: _pid, ...rest } = state.base;
  return {
    ...rest,
    ...state.fields,
    revision: state.base.revision,
    global_hairlines: stripSelection(state.hairlines).filter((h) => Number.isFinite(h.xval)),
    global_formations: state.formations,
  };
}

/** The navbar status text (spec section 4). */
export function statusText(state: WorkspaceState): string {
  if (state.pastRevision) return 'Viewing past revision; saving disabled';
  if (state.openEditors > 0) return 'Currently editing, saving paused';
  if (state.dirty && !state.readOnly) return 'Changes will be autosaved';
  if (state.saved) return 'Changes have been saved';
  return 'Project up to date';
}
