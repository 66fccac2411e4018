// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { depthDisplay, DepthUnitProvider } from '../../lib/depth-unit';
import { ExportDataPanel } from './ExportDataPanel';

describe('ExportDataPanel', () => {
  it('says how each derived series is computed, and names each measured one, on its box in the CSV picker', () => {
    renderWithProviders(<ExportDataPanel projectId={1} projectName="Well" dataRevision={1} metadataRevision={1} />);
    expect(screen.getByLabelText('pix1').closest('[title]')?.getAttribute('title')).toBe('Pixler C1/C2 = C1 / C2');
    expect(screen.getByLabelText('wh').closest('[title]')?.getAttribute('title')).toBe(
      'Wetness = 100 x (C2 + C3 + C4 + C5) / (C1 + C2 + C3 + C4 + C5)',
    );
    expect(screen.getByLabelText('haworth_zone').closest('[title]')?.getAttribute('title')).toContain('4 Oil');
    expect(screen.getByLabelText('c1').closest('[title]')?.getAttribute('title')).toBe('Methane');
  });

  it("says a filter's depths are in feet when the project shows metres (the CSV's depth column is in feet)", () => {
    const { unmount } = renderWithProviders(<ExportDataPanel projectId={1} projectName="Well" />);
    expect(screen.queryByText(/Depths in a filter are in feet/)).toBeNull();
    unmount();
    renderWithProviders(
      <DepthUnitProvider value={depthDisplay('m', 0.3281)}>
        <ExportDataPanel projectId={1} projectName="Well" />
      </DepthUnitProvider>,
    );
    expect(screen.getByText("Depths in a filter are in feet, as in the CSV's depth (ft) column: up to 3,000 m is depth <= 9842.52.")).toBeTruthy();
  });
});
