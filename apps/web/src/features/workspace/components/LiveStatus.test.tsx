// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LiveFeed } from '@mudstack/contracts';
import { renderWithProviders } from '../../../test/render';
import { depthDisplay, DepthUnitProvider } from '../../../lib/depth-unit';
import { LiveSilentNotice, LiveStatus, Viewers } from './LiveStatus';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const feed = (over: Partial<LiveFeed> = {}): LiveFeed => ({
  lag_minutes: 0,
  depth_unit: 'ft',
  mapping: null,
  effective_mapping: [],
  acked_seq: 10,
  frames: 10,
  bad_frames: 0,
  unknown_items: 0,
  last_frame_at: ago(1),
  last_data_time: ago(1),
  last_depth: 8123.5,
  gas_depth: null,
  live_revision: 3,
  ...over,
});

describe('the live feed in the workspace', () => {
  it('shows the Live badge with the last depth, and Follow switches', async () => {
    const onFollow = vi.fn();
    renderWithProviders(
      <DepthUnitProvider value={depthDisplay('ft', 0.5)}>
        <LiveStatus feed={feed()} follow={false} onFollow={onFollow} />
      </DepthUnitProvider>,
    );
    expect(screen.getByText('Live')).toBeTruthy();
    expect(screen.getByTestId('live-last-data').textContent).toMatch(/8,123\.5 ft$/);
    await userEvent.click(screen.getByLabelText('Follow'));
    expect(onFollow).toHaveBeenCalledWith(true);
  });

  it("gives the last depth in the project's depth unit, as the rest of the workspace does", () => {
    // 8,123.5 ft is 2,476.0428 m (a 0.5 ft step is 0.1524 m); a well logged in metres reads its depths in metres everywhere on the page.
    renderWithProviders(
      <DepthUnitProvider value={depthDisplay('m', 0.5)}>
        <LiveStatus feed={feed()} follow={false} onFollow={() => undefined} />
      </DepthUnitProvider>,
    );
    expect(screen.getByTestId('live-last-data').textContent).toMatch(/, 2,476\.0428 m$/);
  });

  it('gives the lag depth the gas has come up from when it trails the last depth, and not when it has caught up', () => {
    renderWithProviders(
      <DepthUnitProvider value={depthDisplay('ft', 0.5)}>
        <LiveStatus feed={feed({ gas_depth: 8111 })} follow={false} onFollow={() => undefined} />
      </DepthUnitProvider>,
    );
    expect(screen.getByTestId('live-last-data').textContent).toMatch(/, 8,123\.5 ft, lag depth 8,111\.0 ft$/);
    cleanup();
    renderWithProviders(
      <DepthUnitProvider value={depthDisplay('ft', 0.5)}>
        <LiveStatus feed={feed({ gas_depth: 8123.5 })} follow={false} onFollow={() => undefined} />
      </DepthUnitProvider>,
    );
    expect(screen.getByTestId('live-last-data').textContent).toMatch(/, 8,123\.5 ft$/);
  });

  it('shows nothing for a project that never had a feed, or whose feed ended days ago', () => {
    renderWithProviders(
      <LiveStatus feed={feed({ frames: 0, last_frame_at: null, live_revision: null })} follow={false} onFollow={() => undefined} />,
    );
    renderWithProviders(
      <LiveStatus feed={feed({ last_frame_at: ago(3 * 24 * 60), live_revision: null })} follow={false} onFollow={() => undefined} />,
    );
    expect(screen.queryByTestId('live-status')).toBeNull();
  });

  it('says the feed is silent after 5 minutes without a frame, and not before', () => {
    renderWithProviders(<LiveSilentNotice feed={feed({ last_frame_at: ago(4) })} />);
    expect(screen.queryByTestId('live-silent')).toBeNull();
    renderWithProviders(<LiveSilentNotice feed={feed({ last_frame_at: ago(7) })} />);
    expect(screen.getByTestId('live-silent').textContent).toMatch(/silent for 7 minutes/);
  });

  it('names who else is viewing, never the signed-in user', () => {
    const people = [
      { user_id: 1, first_name: 'Ada', last_name: 'Geologist' },
      { user_id: 2, first_name: 'Ben', last_name: 'Engineer' },
    ];
    renderWithProviders(<Viewers viewers={people} me={1} />);
    expect(screen.getByText('Ben Engineer is viewing')).toBeTruthy();
    cleanup();
    renderWithProviders(<Viewers viewers={people.slice(0, 1)} me={1} />);
    expect(screen.queryByTestId('viewers')).toBeNull();
  });
});
