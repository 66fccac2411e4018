// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Snippet } from '@mudstack/contracts';
import { renderWithProviders } from '../../../test/render';
import { GraphSettingsModal } from './GraphSettingsModal';

const snippet = (id: number, name: string): Snippet => ({
  id,
  project_id: 1,
  name,
  config: { dateWindow: { x: [5000, 5100], y: [0, 10] }, series: ['c1'] },
  renormalize: false,
  created_by_id: 1,
  created_datetime: '2026-11-25T00:00:00.000Z',
});

function open(props: Partial<Parameters<typeof GraphSettingsModal>[0]> = {}) {
  const handlers = { onBackgroundChange: vi.fn(), onViewSnippet: vi.fn(), onNewSnippet: vi.fn(), onClose: vi.fn() };
  renderWithProviders(
    <GraphSettingsModal opened title="Hydrocarbons C1-C5" background={0} snippets={[]} canCreateSnippet {...handlers} {...props} />,
  );
  return handlers;
}

describe('GraphSettingsModal', () => {
  it('switches background subtraction on at Moderate (32), the default of the specification', async () => {
    const { onBackgroundChange } = open();
    expect(screen.getByRole('dialog', { name: 'Graph settings: Hydrocarbons C1-C5' })).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: 'Subtract the background' }));
    expect(onBackgroundChange).toHaveBeenCalledWith(32);
  });

  it('keeps the level chosen while off, and applies a level at once while on', async () => {
    const off = open();
    await userEvent.click(screen.getByRole('radio', { name: 'Heavy (64)' }));
    expect(off.onBackgroundChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('switch', { name: 'Subtract the background' }));
    expect(off.onBackgroundChange).toHaveBeenCalledWith(64);
    cleanup();
    const on = open({ background: 32 });
    await userEvent.click(screen.getByRole('radio', { name: 'Light (12)' }));
    expect(on.onBackgroundChange).toHaveBeenCalledWith(12);
    await userEvent.click(screen.getByRole('switch', { name: 'Subtract the background' }));
    expect(on.onBackgroundChange).toHaveBeenLastCalledWith(0);
  });

  it('says when there are no snippets, lists them when there are, and offers New snippet only to writers', async () => {
    open({ canCreateSnippet: false });
    expect(screen.getByText(/No snippets saved for this project yet. Zoom a graph to a view worth keeping and press New snippet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New snippet' })).toBeNull();
    cleanup();
    const { onViewSnippet, onNewSnippet } = open({ snippets: [snippet(1, 'Wolfcamp show'), snippet(2, 'Lateral gas')] });
    await userEvent.click(screen.getByRole('button', { name: /Lateral gas/ }));
    expect(onViewSnippet).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    await userEvent.click(screen.getByRole('button', { name: 'New snippet' }));
    expect(onNewSnippet).toHaveBeenCalledTimes(1);
  });
});
