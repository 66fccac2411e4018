// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { VersionLine } from './MyAccountPage';

describe('the version on My account', () => {
  it('shows the release and the short commit only, never the commit message', () => {
    renderWithProviders(<VersionLine release="0.1.0" lastCommit="493b877 Fitted layout: drilling curves come first" />);
    expect(screen.getByTestId('version').textContent).toBe('Mudstack 0.1.0 · 493b877');
    expect(screen.queryByText(/Fitted layout/)).toBeNull();
  });
});
