// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { depthDisplay, DepthUnitProvider, type DepthDisplay } from '../../lib/depth-unit';
import type { PdfOptions } from '../../lib/exports/pdf-options';
import { PdfExportModal } from './PdfExportModal';

function openModal(display: DepthDisplay, defaults: Partial<PdfOptions> = {}) {
  const onSubmit = vi.fn<(options: PdfOptions) => void>();
  renderWithProviders(
    <MemoryRouter>
      <DepthUnitProvider value={display}>
        <PdfExportModal
          opened
          onClose={() => undefined}
          onSubmit={onSubmit}
          projectId={7}
          defaults={{ wellName: 'Bench 1H', hideFlags: false, xRange: [8000, 8200], snippetIds: [], ...defaults }}
          snippets={[]}
          page={{ config: 1 }}
          inProgress={false}
        />
      </DepthUnitProvider>
    </MemoryRouter>,
  );
  return onSubmit;
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Export PDF' }));

describe('the PDF export options', () => {
  it("show and read the depth range and the thinnest show interval in the project's depth unit (metres)", async () => {
    const onSubmit = openModal(depthDisplay('m', 0.5));
    expect(screen.getByText('Depth range (m)')).toBeTruthy();
    expect((screen.getByLabelText('From depth') as HTMLInputElement).value).toBe('2438.4');
    expect((screen.getByLabelText('To depth') as HTMLInputElement).value).toBe('2499.36');
    expect((screen.getByLabelText(/Thinnest show interval \(m\)/) as HTMLInputElement).value).toBe('0.6096');
    // A metric log's usual scale, named as a metric log names it.
    expect((screen.getAllByLabelText('Vertical scale')[0] as HTMLInputElement).value).toBe('1:500 (1 cm per 5 m)');
    // Untouched, the report is asked for exactly the window and the default it opened with, in feet.
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ xRange: [8000, 8200], minShow: 2, scale: '500' }));

    // Typed in metres, sent in feet (0.0001 ft, as every depth a user types).
    await userEvent.clear(screen.getByLabelText('From depth'));
    await userEvent.type(screen.getByLabelText('From depth'), '2450');
    await userEvent.clear(screen.getByLabelText(/Thinnest show interval/));
    await userEvent.type(screen.getByLabelText(/Thinnest show interval/), '1.5');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ xRange: [8038.0577, 8200], minShow: 4.9213 }));
  });

  it('keep feet for a project in feet', async () => {
    const onSubmit = openModal(depthDisplay('ft', 0.5));
    expect(screen.getByText('Depth range (ft)')).toBeTruthy();
    expect((screen.getByLabelText('From depth') as HTMLInputElement).value).toBe('8000');
    expect((screen.getByLabelText(/Thinnest show interval \(ft\)/) as HTMLInputElement).value).toBe('2');
    expect((screen.getAllByLabelText('Vertical scale')[0] as HTMLInputElement).value).toBe('1:600 (2 in per 100 ft)');
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ xRange: [8000, 8200], minShow: 2, scale: '600' }));
  });
});
