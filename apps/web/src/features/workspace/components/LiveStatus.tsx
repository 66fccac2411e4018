import { useEffect, useState } from 'react';
import { Alert, Avatar, Badge, Group, Switch, Text } from '@mantine/core';
import { HoverHint } from '../../../components/HoverHint';
import { LIVE_SILENT_AFTER_MS, type LiveFeed, type Viewer } from '@mudstack/contracts';
import { useCurrentUser } from '../../../lib/session';
import { useDepthUnit } from '../../../lib/depth-unit';
import { lagDepth } from '../../../lib/api/live-feed';

/** A feed counts as live while frames came within this long (or its revision is still growing). */
const LIVE_RECENT_MS = LIVE_SILENT_AFTER_MS;

/** Whether the project has a feed worth showing: frames arrived in the last day, or a revision still grows. */
export function hasLiveFeed(feed: LiveFeed | undefined, now: number): boolean {
  if (!feed || !feed.last_frame_at) return false;
  return feed.live_revision !== null || now - Date.parse(feed.last_frame_at) < 24 * 3_600_000;
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString();

/** Re-renders every `ms` (the silence notice and the badge age with the clock). */
function useNow(ms: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), ms);
    return () => window.clearInterval(timer);
  }, [ms]);
  return now;
}

/**
 * The live feed in the workspace: the **Live** badge with the last data time and depth, the **Follow** switch that
 * keeps the newest depth in view, and a notice when the feed has been silent for more than 5 minutes.
 */
export function LiveStatus(props: { feed: LiveFeed | undefined; follow: boolean; onFollow: (on: boolean) => void }) {
  const now = useNow(15_000);
  const display = useDepthUnit(); // the project's depth unit, as the navbar and the graphs give depths
  const { feed } = props;
  if (!feed || !hasLiveFeed(feed, now)) return null;
  const silentFor = feed.last_frame_at ? now - Date.parse(feed.last_frame_at) : Infinity;
  const live = silentFor < LIVE_RECENT_MS;
  const depth = (ft: number) => `${display.text(ft)} ${display.unit}`;
  // Gas comes up with the returns a lag time after the bit: its curves end at the lag depth, above the last row.
  const lag = lagDepth(feed);
  const data = feed.last_data_time
    ? `${clock(feed.last_data_time)}${feed.last_depth !== null ? `, ${depth(feed.last_depth)}` : ''}${lag !== null ? `, lag depth ${depth(lag)}` : ''}`
    : 'no rows yet';
  return (
    <Group gap={6} data-testid="live-status">
      <HoverHint label={live ? 'Rows from the rig arrive as the well is drilled' : 'The feed is silent'}>
        <Badge color={live ? 'red' : 'gray'} variant={live ? 'filled' : 'light'} leftSection={live ? <span aria-hidden>●</span> : undefined}>
          Live
        </Badge>
      </HoverHint>
      <Text size="xs" data-testid="live-last-data">
        Last data {data}
      </Text>
      <Switch size="xs" label="Follow" checked={props.follow} onChange={(e) => props.onFollow(e.currentTarget.checked)} />
    </Group>
  );
}

/** The notice under the toolbar when a feed that was live has said nothing for more than 5 minutes. */
export function LiveSilentNotice({ feed }: { feed: LiveFeed | undefined }) {
  const now = useNow(15_000);
  if (!feed?.last_frame_at || !hasLiveFeed(feed, now)) return null;
  const silentFor = now - Date.parse(feed.last_frame_at);
  if (silentFor < LIVE_SILENT_AFTER_MS) return null;
  const minutes = Math.floor(silentFor / 60_000);
  return (
    <Alert color="orange" variant="light" mb="sm" py={6} data-testid="live-silent">
      The live feed has been silent for {minutes < 120 ? `${minutes} minutes` : `${Math.floor(minutes / 60)} hours`} (last frame at{' '}
      {clock(feed.last_frame_at)}). Check the bridge at the rig and its connection.
    </Alert>
  );
}

/** Who else has this project open now (the signed-in user left out). */
export function Viewers({ viewers, me }: { viewers: Viewer[]; me: number | undefined }) {
  const others = viewers.filter((v) => v.user_id !== me);
  if (others.length === 0) return null;
  const names = others.map((v) => `${v.first_name} ${v.last_name}`.trim());
  return (
    <HoverHint label={`Also viewing: ${names.join(', ')}`}>
      <Group gap={4} data-testid="viewers" aria-label={`Also viewing: ${names.join(', ')}`}>
        <Avatar.Group spacing="xs">
          {others.slice(0, 4).map((v) => (
            <Avatar key={v.user_id} size={22} radius="xl" color="initials" name={`${v.first_name} ${v.last_name}`} />
          ))}
        </Avatar.Group>
        <Text size="xs" c="dimmed">
          {others.length === 1 ? `${names[0]} is viewing` : `${others.length} others viewing`}
        </Text>
      </Group>
    </HoverHint>
  );
}

/** The toolbar's live items: the feed's badge and Follow (none on a past revision), and who else is viewing. */
export function WorkspaceLive(props: { feed: LiveFeed | undefined; follow: boolean; onFollow: (on: boolean) => void; viewers: Viewer[] }) {
  const me = useCurrentUser();
  return (
    <>
      <LiveStatus feed={props.feed} follow={props.follow} onFollow={props.onFollow} />
      <Viewers viewers={props.viewers} me={me?.id} />
    </>
  );
}
