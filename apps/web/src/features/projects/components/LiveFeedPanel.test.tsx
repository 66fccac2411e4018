// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveFeed } from '@mudstack/contracts';
import { renderWithProviders } from '../../../test/render';
import { depthDisplay, DepthUnitProvider } from '../../../lib/depth-unit';
import { FeedStatus, LiveFeedPanel } from './LiveFeedPanel';

vi.mock('../../../lib/notify', () => ({ notify: { success: () => undefined, error: () => undefined } }));
afterEach(() => vi.unstubAllGlobals());

const feed: LiveFeed = {
  lag_minutes: 0,
  depth_unit: 'ft',
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

describe("the Live feed panel's settings", () => {
  it('sets the unit the rig sends depths in, saved with the lag time', async () => {
    const put: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'PUT') {
          put.push(JSON.parse(String(init.body)));
          return new Response(JSON.stringify({ result: { ...feed, depth_unit: 'm' } }), { status: 200 });
        }
        return new Response(JSON.stringify({ result: url.endsWith('/tokens') ? [] : feed }), { status: 200 });
      }),
    );
    renderWithProviders(<LiveFeedPanel projectId={7} canAdmin />);
    const unit = (await screen.findAllByLabelText('Depths from the rig in')).find((e) => e.tagName === 'INPUT')!;
    expect((unit as HTMLInputElement).value).toBe('Feet (ft)');
    await userEvent.click(unit);
    await userEvent.click(await screen.findByRole('option', { name: 'Metres (m)', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save feed settings' }));
    await waitFor(() => expect(put).toEqual([{ lag_minutes: 0, depth_unit: 'm', mapping: null }]));
  });

  it("names the unit of the depth items in the item table: the feed's, feet or metres", async () => {
    const metric: LiveFeed = {
      ...feed,
      depth_unit: 'm',
      effective_mapping: [
        { item: '0105', name: 'Date', role: 'date' },
        { item: '0110', name: 'Depth Hole (meas)', role: 'hole_depth' },
        { item: '0113', name: 'Rate of Penetration (avg)', role: 'at_bit', mnemonic: 'ROP', unit: 'm/h' },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => new Response(JSON.stringify({ result: url.endsWith('/tokens') ? [] : metric }), { status: 200 })),
    );
    renderWithProviders(<LiveFeedPanel projectId={7} canAdmin />);
    const rows = (await screen.findByTestId('wits-items')).querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent)).toEqual([
      '0105Datedate',
      '0110Depth Hole (meas)hole depth (m)',
      '0113Rate of Penetration (avg)ROP (m/h), at the bit',
    ]);
  });
});
