// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
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
});
