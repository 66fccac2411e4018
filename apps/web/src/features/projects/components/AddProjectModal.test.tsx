// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { AddProjectModal } from './AddProjectModal';

describe('AddProjectModal', () => {
  it("shows the chosen file's name and its size in a unit that suits it", async () => {
    renderWithProviders(<AddProjectModal opened onClose={() => undefined} onCreated={() => undefined} />);
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['~Version\nVERS. 2.0 :\n'], 'header.las', { type: 'text/plain' }));
    expect(await screen.findByText('header.las')).toBeTruthy();
    expect(screen.getByText('21 bytes')).toBeTruthy(); // not "0.00 MB"
  });
});
