import { describe, expect, it } from 'vitest';
import type { Metadata } from '@mudstack/contracts';
import { testMetadata } from '../../../test/metadata';
import { canSave, initialWorkspaceState, saveBody, statusText, workspaceReducer, type WorkspaceAction, type WorkspaceState } from './workspace-state';

// The shared fixture, with the marks these tests edit (hairlines out of order, one formation).
const metadata = (over: Partial<Metadata> = {}): Metadata =>
  testMetadata({
    global_hairlines: [
      { id: 'b', xval: 7000, text: 'B', index: 9, isZone: true, interpolated: false },
      { id: 'a', xval: 6000, text: 'A', index: 9, isZone: false, interpolated: true },
    ],
    global_formations: [{ id: 'f', xval_low: 6000, xval_high: 6500, message: 'Wolfcamp', color: '#1f77b440' }],
    ...over,
  });

const run = (actions: WorkspaceAction[], start: WorkspaceState = initialWorkspaceState) => actions.reduce(workspaceReducer, start);
const loaded = (readOnly = false, pastRevision = false) => run([{ type: 'loaded', metadata: metadata(), readOnly, pastRevision }]);

describe('workspace state', () => {
  it('loads hairlines sorted and renumbered (a missing or wrong index is fixed)', () => {
    const s = loaded();
    expect(s.hairlines.map((h) => [h.text, h.index])).toEqual([
      ['A', 1],
      ['B', 2],
    ]);
    expect(s.dirty).toBe(false);
    expect(statusText(s)).toBe('Project up to date');
  });
  it('adding, moving and deleting are edits; selecting is not', () => {
    let s = run([{ type: 'hairlineSelected', xval: 6000 }], loaded());
    expect(s.dirty).toBe(false);
    expect(s.hairlines[0].selected).toBe(true);
    s = run([{ type: 'hairlineAdded', id: 'new-6500', xval: 6500.4, text: 'new', isZone: false }], s);
    expect(s.hairlines.map((h) => [h.xval, h.index, h.selected ?? false])).toEqual([
      [6000, 1, false],
      [6500, 2, true],
      [7000, 3, false],
    ]);
    expect(s.dirty).toBe(true);
    expect(statusText(s)).toBe('Changes will be autosaved');
    s = run([{ type: 'hairlineMoved', oldX: 6000, newX: 8000 }], s);
    expect(s.hairlines.map((h) => [h.text, h.index])).toEqual([
      ['new', 1],
      ['B', 2],
      ['A', 3],
    ]);
    s = run([{ type: 'hairlineDeleted', xval: 7000 }], s);
    expect(s.hairlines.map((h) => h.text)).toEqual(['new', 'A']);
  });
  it('a hairlinesChanged from the chart that only selects is not an edit', () => {
    const s0 = loaded();
    const s = run([{ type: 'hairlinesChanged', hairlines: s0.hairlines.map((h, i) => ({ ...h, selected: i === 1 })) }], s0);
    expect(s.dirty).toBe(false);
    expect(s.hairlines[1].selected).toBe(true);
  });
  it('read-only (viewer or past revision) refuses edits', () => {
    const s = run(
      [
        { type: 'hairlineAdded', id: 'new-1', xval: 1, text: 'x', isZone: false },
        { type: 'hairlineDeleted', xval: 6000 },
        { type: 'formationsChanged', formations: [] },
        { type: 'fieldChanged', key: 'well', value: 'X' },
      ],
      loaded(true, true),
    );
    expect(s.hairlines).toHaveLength(2);
    expect(s.formations).toHaveLength(1);
    expect(s.dirty).toBe(false);
    expect(statusText(s)).toBe('Viewing past revision; saving disabled');
  });
  it('open inline editors pause saving', () => {
    const s = run([{ type: 'fieldChanged', key: 'well', value: 'W2' }, { type: 'editorOpened' }], loaded());
    expect(statusText(s)).toBe('Currently editing, saving paused');
    expect(canSave(s)).toBe(false);
    expect(canSave(run([{ type: 'editorClosed' }], s))).toBe(true);
  });
  it('builds the save body without id, project and landing point, and without selection', () => {
    const s = run(
      [
        { type: 'hairlineSelected', xval: 6000 },
        { type: 'fieldChanged', key: 'well', value: 'W2' },
      ],
      loaded(),
    );
    const body = saveBody(s)!;
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('project');
    expect(body).not.toHaveProperty('depth_of_split');
    expect(body.revision).toBe(3);
    expect(body.well).toBe('W2');
    expect((body.global_hairlines as object[]).every((h) => !('selected' in h))).toBe(true);
  });
  it("a successful save takes the server's metadata and says so", () => {
    const s = run(
      [{ type: 'fieldChanged', key: 'well', value: 'W2' }, { type: 'saveStarted' }, { type: 'saveSucceeded', metadata: metadata({ revision: 4 }) }],
      loaded(),
    );
    expect(s.dirty).toBe(false);
    expect(s.base?.revision).toBe(4);
    expect(statusText(s)).toBe('Changes have been saved');
  });
});

describe('the selected hairline', () => {
  const selected = (s: WorkspaceState) => s.hairlines.filter((h) => h.selected).map((h) => h.id);

  it('stays selected after an autosave, which answers the hairlines without the selection (UI state, not stored)', () => {
    let s = run([{ type: 'hairlineAdded', id: 'new', xval: 6500, text: 'show', isZone: false }, { type: 'saveStarted' }], loaded());
    expect(selected(s)).toEqual(['new']);
    const answer = metadata({
      revision: 4,
      global_hairlines: [...metadata().global_hairlines, { id: 'new', xval: 6500, text: 'show', index: 2, isZone: false, interpolated: false }],
    });
    s = workspaceReducer(s, { type: 'saveSucceeded', metadata: answer });
    expect(s.dirty).toBe(false);
    expect(selected(s)).toEqual(['new']);
  });

  it("stays selected when someone else's revision arrives and still has it, and is gone when they deleted it", () => {
    let s = run([{ type: 'hairlineSelected', xval: 7000 }], loaded());
    expect(selected(s)).toEqual(['b']);
    s = workspaceReducer(s, { type: 'remoteLoaded', metadata: metadata({ revision: 5, well: 'theirs' }) });
    expect(selected(s)).toEqual(['b']);
    s = workspaceReducer(s, { type: 'remoteLoaded', metadata: metadata({ revision: 6, global_hairlines: [metadata().global_hairlines[1]!] }) });
    expect(selected(s)).toEqual([]);
  });
});

describe('saving while editing', () => {
  const base = testMetadata;

  it('keeps an edit made while a save was in flight, and the ids the markers were made with', () => {
    let s = workspaceReducer(initialWorkspaceState, { type: 'loaded', metadata: base(), readOnly: false, pastRevision: false });
    s = workspaceReducer(s, { type: 'hairlineAdded', id: 'new-6000', xval: 6000, text: 'first', isZone: false });
    s = workspaceReducer(s, { type: 'saveStarted' });
    // The user edits the well name before the answer arrives.
    s = workspaceReducer(s, { type: 'fieldChanged', key: 'well', value: 'NEW NAME' });
    const answer = base({
      revision: 4,
      global_hairlines: [{ id: 'new-6000', xval: 6000, text: 'first', index: 1, isZone: false, interpolated: false }],
    });
    s = workspaceReducer(s, { type: 'saveSucceeded', metadata: answer });
    expect(s.dirty).toBe(true);
    expect(s.saving).toBe(false);
    expect(s.fields.well).toBe('NEW NAME');
    expect(s.hairlines[0].id).toBe('new-6000');
    // Only our own save happened: the pending edit goes on top of the revision it made, so the next
    // save is not stale and never "conflicts" with ourselves.
    expect(s.base?.revision).toBe(4);
    expect(saveBody(s)).toMatchObject({ revision: 4, well: 'NEW NAME', global_hairlines: [expect.objectContaining({ id: 'new-6000', xval: 6000 })] });
  });

  it("stays on the old revision when the save merged someone else's changes, so the server merges the pending edit too", () => {
    let s = workspaceReducer(initialWorkspaceState, { type: 'loaded', metadata: base(), readOnly: false, pastRevision: false });
    s = workspaceReducer(s, { type: 'hairlineAdded', id: 'new-6000', xval: 6000, text: 'first', isZone: false });
    s = workspaceReducer(s, { type: 'saveStarted' });
    s = workspaceReducer(s, { type: 'fieldChanged', key: 'well', value: 'NEW NAME' });
    const merged = base({
      revision: 5,
      global_hairlines: [
        { id: 'h-1', xval: 6000, text: 'first', index: 1, isZone: false, interpolated: false },
        { id: 'h-9', xval: 7000, text: 'theirs', index: 2, isZone: false, interpolated: false },
      ],
    });
    s = workspaceReducer(s, { type: 'saveSucceeded', metadata: merged, refresh: true });
    expect(s.base?.revision).toBe(3);
    expect(saveBody(s)).toMatchObject({ revision: 3, well: 'NEW NAME' });
  });

  it('adopts the saved revision when nothing changed during the save', () => {
    let s = workspaceReducer(initialWorkspaceState, { type: 'loaded', metadata: base(), readOnly: false, pastRevision: false });
    s = workspaceReducer(s, { type: 'fieldChanged', key: 'well', value: 'X' });
    s = workspaceReducer(s, { type: 'saveStarted' });
    s = workspaceReducer(s, { type: 'saveSucceeded', metadata: base({ revision: 4, well: 'X' }) });
    expect(s.dirty).toBe(false);
    expect(s.saved).toBe(true);
    expect(s.base?.revision).toBe(4);
  });
});

describe('workspace state: edge cases', () => {
  const saved = (revision: number, over: Partial<Metadata> = {}) => metadata({ revision, ...over });

  it('keeps edits made while a save was in flight, on top of the revision that save made (never stale against itself)', () => {
    const during = run(
      [
        { type: 'hairlineAdded', id: 'new-8100', xval: 8100, text: 'first', isZone: false },
        { type: 'saveStarted' },
        { type: 'hairlineAdded', id: 'new-8200', xval: 8200, text: 'second', isZone: false },
      ],
      loaded(),
    );
    const answer = saved(4, {
      global_hairlines: [...metadata().global_hairlines, { id: 'new-8100', xval: 8100, text: 'first', index: 3, isZone: false, interpolated: false }],
    });
    const after = workspaceReducer(during, { type: 'saveSucceeded', metadata: answer });
    expect(after.base?.revision).toBe(4);
    expect(after.dirty).toBe(true);
    expect(after.hairlines.map((h) => [h.xval, h.id])).toEqual([
      [6000, 'a'],
      [7000, 'b'],
      [8100, 'new-8100'],
      [8200, 'new-8200'],
    ]);
    expect(saveBody(after)?.revision).toBe(4);
  });

  it("stays on the old revision when the server merged someone else's changes, so the next save merges again", () => {
    const during = run(
      [
        { type: 'hairlineAdded', id: 'new-8100', xval: 8100, text: 'first', isZone: false },
        { type: 'saveStarted' },
        { type: 'fieldChanged', key: 'well', value: 'W2' },
      ],
      loaded(),
    );
    const after = workspaceReducer(during, { type: 'saveSucceeded', metadata: saved(6), refresh: true });
    expect(after.base?.revision).toBe(3);
    expect(after.dirty).toBe(true);
    expect(after.fields).toEqual({ well: 'W2' });
  });

  it('keeps the edits after a failed save, and saves nothing while an editor is open, a save runs, or read-only', () => {
    const edited = run(
      [{ type: 'hairlineAdded', id: 'new-8100', xval: 8100, text: 'x', isZone: false }, { type: 'saveStarted' }, { type: 'saveFailed' }],
      loaded(),
    );
    expect(edited.dirty).toBe(true);
    expect(canSave(edited)).toBe(true);
    expect(canSave(workspaceReducer(edited, { type: 'editorOpened' }))).toBe(false);
    expect(canSave(workspaceReducer(edited, { type: 'saveStarted' }))).toBe(false);
    const readOnly = run(
      [
        { type: 'hairlineAdded', id: 'new-8100', xval: 8100, text: 'x', isZone: false },
        { type: 'fieldChanged', key: 'well', value: 'Z' },
      ],
      loaded(true),
    );
    expect(readOnly.dirty).toBe(false);
    expect(canSave(readOnly)).toBe(false);
  });

  it('never counts open editors below zero, and pauses saving while one is open', () => {
    const state = run([{ type: 'editorClosed' }, { type: 'editorClosed' }, { type: 'editorOpened' }], loaded());
    expect(state.openEditors).toBe(1);
    expect(statusText(state)).toBe('Currently editing, saving paused');
  });

  it('ignores a hairline at a depth that is not a number', () => {
    const before = loaded();
    expect(workspaceReducer(before, { type: 'hairlineAdded', id: 'nan', xval: Number.NaN, text: 'x', isZone: false })).toBe(before);
  });
});
