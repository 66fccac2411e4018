// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveFeed } from '@mudstack/contracts';
import { renderWithProviders } from '../../../test/render';
import { depthDisplay, DepthUnitProvider } from '../../../lib/depth-unit';
import { FeedStatus } from './LiveFeedPanel';

const feed: LiveFeed = {
  lag_minutes: 0,
  mapping: null,
  effective_mapping: [],
  acked_seq: 1200,
  frames: 1200,
  bad_frames: 0,
  unknown_items: 0,
  last_frame_at: new Date().toISOString(),
  last_data_time: new Date().toISOString(),
  last_depth: 8123.5,
  gas_depth: 8111,
  live_revision: 3,
};

describe("the Live feed panel's status", () => {
  it("gives the last row's depth in the project's depth unit (opened from a workspace in metres)", () => {
    renderWithProviders(
      <DepthUnitProvider value={depthDisplay('m', 0.5)}>
        <FeedStatus feed={feed} />
      </DepthUnitProvider>,
    );
    expect(screen.getByTestId('live-feed-status').textContent).toMatch(/last row at 2,476\.0428 m, gas up from 2,472\.2328 m \(the lag depth\)\./);
  });

  it('gives it in feet at the step of the data when the project is in feet', () => {
    renderWithProviders(
      <DepthUnitProvider value={depthDisplay('ft', 0.5)}>
        <FeedStatus feed={feed} />
      </DepthUnitProvider>,
    );
    expect(screen.getByTestId('live-feed-status').textContent).toMatch(
      /^1,200 frames received, .*; last row at 8,123\.5 ft, gas up from 8,111\.0 ft \(the lag depth\)\./,
    );
  });
});
