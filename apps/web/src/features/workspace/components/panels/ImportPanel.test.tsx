// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { depthDisplay, DepthUnitProvider, type DepthDisplay } from '../../../../lib/depth-unit';
import { ImportPanel } from './ImportPanel';

const importData = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../api/import-data', () => ({ importData }));

afterEach(() => {
  cleanup();
  importData.mockClear();
});

async function importWithNewLandingPoint(display: DepthDisplay, typed: string) {
  renderWithProviders(
    <DepthUnitProvider value={display}>
      <ImportPanel projectId={4} onImportStart={() => undefined} onImportEnd={() => undefined} reload={() => undefined} />
    </DepthUnitProvider>,
  );
  // Mantine's FileInput is a button over a hidden file input.
  await userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['~V'], 'more.las'));
  await userEvent.click(screen.getByRole('radio', { name: 'change' }));
  await userEvent.type(screen.getByLabelText(/New depth/), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Import' }));
}

describe('the Import data panel', () => {
  it("takes a new landing point in the project's depth unit and sends it in feet (metres)", async () => {
    await importWithNewLandingPoint(depthDisplay('m', 0.3281), '1750');
    expect(screen.getByText('New depth (m)')).toBeTruthy();
    expect(importData).toHaveBeenCalledWith(4, expect.objectContaining({ depthChange: 'change', depthOfSplit: 5741.4698 }), expect.any(Function));
  });

  it('and in feet as typed for a project in feet', async () => {
    await importWithNewLandingPoint(depthDisplay('ft', 0.5), '6999.5');
    expect(screen.getByText('New depth (ft)')).toBeTruthy();
    expect(importData).toHaveBeenCalledWith(4, expect.objectContaining({ depthOfSplit: 6999.5 }), expect.any(Function));
  });
});
