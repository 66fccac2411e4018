// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
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

  it("takes the last attempt's notices away when the form is sent again", async () => {
    renderWithProviders(
      <>
        <Notifications />
        <AddProjectModal opened onClose={() => undefined} onCreated={() => undefined} />
      </>,
    );
    const notices = () => document.querySelectorAll('.mantine-Notification-root').length;
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notices()).toBe(1)); // "Please enter a project name"
    await userEvent.type(screen.getByLabelText('Project name'), 'Falcon 12H');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The name's notice is gone, the file's shown: one notice, the last attempt's.
    await waitFor(() => expect(screen.queryAllByText('Please enter a project name')).toHaveLength(0));
    await waitFor(() => expect(notices()).toBe(1));
  });
});
