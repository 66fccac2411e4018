// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectAccessList } from '@mudstack/contracts';
import { renderWithProviders } from '../test/render';
import { NO_MORE_USERS_TEXT, ProjectPermissionsModal } from './ProjectPermissionsModal';

const notices = vi.hoisted(() => [] as string[]);
vi.mock('../lib/notify', () => ({ notify: { success: (m: string) => notices.push(m), error: (m: string) => notices.push(m) } }));

const person = (id: number, first: string, company = 'Permian Gas Logging') => ({
  id,
  first_name: first,
  last_name: 'Logger',
  email: `${first.toLowerCase()}@permian.test`,
  company_id: 1,
  company,
});
const list: ProjectAccessList = {
  access: [{ ...person(1, 'Ada'), access_level: 'admin' }],
  assignable: [person(2, 'Grace'), person(3, 'Edsger')],
};

/** The server: GET answers `list`, POST answers `post` (recorded). */
function server(post: { status: number; body: unknown }) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      if ((init.method ?? 'GET') === 'GET') return new Response(JSON.stringify({ result: list }), { status: 200 });
      posted.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(post.body), { status: post.status });
    }),
  );
  return posted;
}

beforeEach(() => {
  notices.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ProjectPermissionsModal', () => {
  it('moves checked users to a level and saves the whole list', async () => {
    const posted = server({ status: 200, body: { result: list } });
    const onClose = vi.fn();
    renderWithProviders(<ProjectPermissionsModal projectId={9} projectName="Demo well" onClose={onClose} />);
    const assignable = await screen.findByTestId('assignable-users');
    expect(
      within(assignable)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['NameCompany', expect.stringContaining('Edsger'), expect.stringContaining('Grace')]);
    expect(screen.getByRole('button', { name: 'Move to Write' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Grace Logger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to Write' }));
    expect(within(screen.getByTestId('level-write')).getByText('Grace Logger')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posted).toEqual([
      {
        access_levels: [
          { user_id: 1, access_level: 'admin' },
          { user_id: 2, access_level: 'write' },
        ],
      },
    ]);
    expect(notices).toEqual(['Project permissions updated.']);
  });

  it("shows the server's reason when a save is refused, and stays open with the edits", async () => {
    server({
      status: 422,
      body: { message: 'A project needs at least one admin.', errors: { access_levels: ['A project needs at least one admin.'] } },
    });
    const onClose = vi.fn();
    renderWithProviders(<ProjectPermissionsModal projectId={9} projectName="Demo well" onClose={onClose} />);
    await screen.findByTestId('assignable-users');
    await userEvent.click(screen.getByRole('button', { name: 'Clear permissions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A project needs at least one admin.');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when everyone has a level already', async () => {
    server({ status: 200, body: { result: list } });
    renderWithProviders(<ProjectPermissionsModal projectId={9} projectName="Demo well" onClose={() => undefined} />);
    await screen.findByTestId('assignable-users');
    for (const name of ['Select Grace Logger', 'Select Edsger Logger']) await userEvent.click(screen.getByRole('checkbox', { name }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to View' }));
    expect(screen.getByText(NO_MORE_USERS_TEXT)).toBeTruthy();
  });
});
