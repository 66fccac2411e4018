// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Metadata } from '@mudstack/contracts';
import { renderWithProviders } from '../../../../test/render';
import { testMetadata } from '../../../../test/metadata';
import { useWorkspaceReducer, WorkspaceStateContext, type WorkspaceStore } from '../../hooks/use-workspace-state';
import { addHairline } from '../../model/workspace-state';
import { FormationsPanel } from './FormationsPanel';
import { HairlineTablePanel } from './HairlineTablePanel';

const metadata = (revision: number) => testMetadata({ revision });

/** The workspace's real reducer around the two panels; `store` is the latest state and dispatch. */
function renderPanels() {
  const current: { store: WorkspaceStore | null } = { store: null };
  function Harness() {
    const [state, dispatch] = useWorkspaceReducer();
    current.store = { state, dispatch };
    return (
      <WorkspaceStateContext.Provider value={current.store}>
        <FormationsPanel projectName="P" visibleRange={{ min: 5000, max: 6000 }} />
        <HairlineTablePanel zones={false} projectName="P" />
      </WorkspaceStateContext.Provider>
    );
  }
  renderWithProviders(<Harness />);
  const store = () => current.store as WorkspaceStore;
  act(() => store().dispatch({ type: 'loaded', metadata: metadata(3), readOnly: false, pastRevision: false }));
  return store;
}

/** What the server answers a save: the revision it made, keeping the ids sent and giving one to a marker without (metadata.ts normalize*). */
function serverAnswer(store: WorkspaceStore): Metadata {
  const sent = store.state.inFlight;
  if (!sent) throw new Error('no save in flight');
  let n = 0;
  return {
    ...metadata(4),
    global_formations: sent.formations.map((f) => ({ ...f, id: f.id ?? `server-${++n}` })),
    global_hairlines: sent.hairlines.map((h, i) => ({ ...h, id: h.id ?? `server-${++n}`, index: i + 1, interpolated: false })),
  };
}

describe('side panels while an autosave is in flight', () => {
  it('keeps a new formation’s name editor open, with what was typed, when the save that carried the formation returns', async () => {
    const store = renderPanels();
    await userEvent.click(screen.getByRole('button', { name: 'Add formation' }));
    act(() => store().dispatch({ type: 'saveStarted' }));
    await userEvent.click(screen.getByRole('button', { name: /Edit name of formation 1/ }));
    const editor = screen.getByRole('textbox', { name: 'name of formation 1' });
    await userEvent.clear(editor);
    await userEvent.type(editor, 'Wolf');
    act(() => store().dispatch({ type: 'saveSucceeded', metadata: serverAnswer(store()) }));
    // The same editor, still open, still holding the text: the row was not rebuilt under the user.
    expect(screen.getByRole('textbox', { name: 'name of formation 1' })).toBe(editor);
    await userEvent.type(editor, 'camp{Enter}');
    expect(store().state.formations.map((f) => f.message)).toEqual(['Wolfcamp']);
  });

  it('keeps a new annotation’s note editor open when the save that carried it returns', async () => {
    const store = renderPanels();
    act(() => store().dispatch(addHairline({ xval: 5500, text: '', isZone: false })));
    act(() => store().dispatch({ type: 'saveStarted' }));
    await userEvent.click(screen.getByRole('button', { name: /Edit note of annotation 1/ }));
    const editor = screen.getByRole('textbox', { name: 'note of annotation 1' });
    await userEvent.type(editor, 'Gas');
    act(() => store().dispatch({ type: 'saveSucceeded', metadata: serverAnswer(store()) }));
    expect(screen.getByRole('textbox', { name: 'note of annotation 1' })).toBe(editor);
    await userEvent.type(editor, ' show{Enter}');
    expect(store().state.hairlines.map((h) => h.text)).toEqual(['Gas show']);
  });

  it('gives every new formation and annotation an id of its own at once, so two added in a row never share one', async () => {
    const store = renderPanels();
    await userEvent.click(screen.getByRole('button', { name: 'Add formation' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add formation' }));
    act(() => store().dispatch(addHairline({ xval: 5500, text: '', isZone: false })));
    act(() => store().dispatch(addHairline({ xval: 5600, text: '', isZone: true })));
    const ids = [...store().state.formations.map((f) => f.id), ...store().state.hairlines.map((h) => h.id)];
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(4);
  });
});
