import { useState } from 'react';
import { ActionIcon, Button, Code, Collapse, Group, Modal, NumberInput, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import type { CreatedLiveToken, LiveFeed, LiveToken } from '@mudstack/contracts';

type WitsMappingEntry = NonNullable<LiveFeed['mapping']>[number];
import { LoadFailed } from '../../../components/LoadFailed';
import { TokenShownOnce } from '../../../components/TokenShownOnce';
import { lagDepth, useCreateLiveToken, useLiveFeed, useLiveTokens, useRevokeLiveToken, useUpdateLiveFeed } from '../../../lib/api/live-feed';
import { notify } from '../../../lib/notify';
import { useDepthUnit } from '../../../lib/depth-unit';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

/**
 * The project's live feed from the rig: where it stands (frames, bad frames, last data), and for project admins
 * the ingest tokens the bridge sends with (made, shown once, listed with their last use, revoked), the lag time
 * and the project's own WITS items.
 */
export function LiveFeedPanel({ projectId, canAdmin }: { projectId: number; canAdmin: boolean }) {
  const feed = useLiveFeed(projectId);
  return (
    <Stack gap="sm" data-testid="live-feed-panel">
      <Title order={5}>Live feed</Title>
      <Text size="sm" c="dimmed">
        A WITS Level 0 feed from the rig, sent by the bridge (<Code>npm run cli -- wits bridge</Code>, docs/live.md), grows this project&apos;s data
        as the well is drilled.
      </Text>
      {feed.isError ? (
        <LoadFailed what="The live feed" onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
      ) : feed.data ? (
        <>
          <FeedStatus feed={feed.data} />
          {canAdmin && <IngestTokens projectId={projectId} />}
          {canAdmin && <FeedSettings projectId={projectId} feed={feed.data} />}
        </>
      ) : null}
    </Stack>
  );
}

/** Where the feed stands; the last row's depth in the project's depth unit (the DepthUnitProvider's). */
export function FeedStatus({ feed }: { feed: LiveFeed }) {
  const display = useDepthUnit();
  const lag = lagDepth(feed);
  if (feed.frames === 0) {
    return (
      <Text size="sm" data-testid="live-feed-status">
        No frames received yet.
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="live-feed-status">
      {feed.frames.toLocaleString()} frames received, last at {when(feed.last_frame_at)}; last row{' '}
      {feed.last_depth === null ? 'none yet' : `at ${display.text(feed.last_depth)} ${display.unit}`}
      {lag !== null && `, gas up from ${display.text(lag)} ${display.unit} (the lag depth)`}.{' '}
      {feed.bad_frames > 0 && (
        <Text span c="red" fw={600}>
          {feed.bad_frames.toLocaleString()} bad frames (not WITS Level 0) were left out.{' '}
        </Text>
      )}
      {feed.unknown_items > 0 && `${feed.unknown_items.toLocaleString()} items had no entry in the item table.`}
    </Text>
  );
}

const ROLES = [
  { value: 'lagged', label: 'Gas (at the lagged depth)' },
  { value: 'at_bit', label: 'At the bit' },
];

const DEPTH_UNITS = [
  { value: 'ft', label: 'Feet (ft)' },
  { value: 'm', label: 'Metres (m)' },
];

function FeedSettings({ projectId, feed }: { projectId: number; feed: LiveFeed }) {
  const update = useUpdateLiveFeed(projectId);
  const [lag, setLag] = useState<number | string>(feed.lag_minutes);
  const [depthUnit, setDepthUnit] = useState<LiveFeed['depth_unit']>(feed.depth_unit);
  const [showItems, setShowItems] = useState(false);
  const own = feed.mapping ?? [];
  const save = (mapping = feed.mapping) =>
    update.mutate(
      { lag_minutes: Number(lag) || 0, depth_unit: depthUnit, mapping },
      { onSuccess: () => notify.success('Live feed settings saved.') },
    );
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <NumberInput
          label="Lag time (minutes)"
          description="Used when the feed sends no returns depth (WITS 0139, 1208)"
          min={0}
          max={600}
          decimalScale={2}
          value={lag}
          onChange={setLag}
          w={260}
        />
        <Select
          label="Depths from the rig in"
          description="A logging unit set to metric sends metres"
          data={DEPTH_UNITS}
          value={depthUnit}
          onChange={(v) => setDepthUnit(v === 'm' ? 'm' : 'ft')}
          allowDeselect={false}
          w={220}
        />
        <Button variant="default" onClick={() => save()} loading={update.isPending}>
          Save feed settings
        </Button>
      </Group>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Item table
        </Text>
        <Text size="xs" c="dimmed">
          Which WITS item becomes which curve: records 1 and 12 by default{own.length > 0 ? `, ${own.length} of this project's own` : ''}.
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setShowItems((v) => !v)} aria-expanded={showItems}>
          {showItems ? 'Hide items' : 'Show items'}
        </Button>
      </Group>
      <Collapse expanded={showItems}>
        <Table verticalSpacing={2} fz="xs" data-testid="wits-items">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>WITS name</Table.Th>
              <Table.Th>Becomes</Table.Th>
              <Table.Th aria-label="Remove" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {feed.effective_mapping.map((m) => {
              const mine = own.some((o) => o.item === m.item);
              return (
                <Table.Tr key={m.item}>
                  <Table.Td>{m.item}</Table.Td>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>
                    {m.mnemonic
                      ? `${m.mnemonic} (${m.unit || 'no unit'}), ${m.role === 'lagged' ? 'gas' : 'at the bit'}`
                      : `${m.role.replace('_', ' ')}${m.role.endsWith('_depth') ? ` (${feed.depth_unit})` : ''}`}
                  </Table.Td>
                  <Table.Td>
                    {mine && (
                      <ActionIcon
                        size="sm"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove item ${m.item}`}
                        onClick={() => save(own.filter((o) => o.item !== m.item))}
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Collapse>
      <AddItem onAdd={(entry) => save([...own.filter((m) => m.item !== entry.item), entry])} />
    </Stack>
  );
}

/** A project's own item: four digits, the curve mnemonic and unit it becomes, and where it is measured. */
function AddItem({ onAdd }: { onAdd: (entry: WitsMappingEntry) => void }) {
  const [item, setItem] = useState('');
  const [mnemonic, setMnemonic] = useState('');
  const [unit, setUnit] = useState('ppm');
  const [role, setRole] = useState('lagged');
  const add = () => {
    if (!/^\d{4}$/.test(item) || !mnemonic.trim()) {
      notify.error('An item is four digits (record and item, as 0141), with the curve mnemonic it becomes.');
      return;
    }
    onAdd({ item, name: `Item ${item}`, role: role as 'lagged' | 'at_bit', mnemonic: mnemonic.trim().toUpperCase(), unit: unit.trim() });
    setItem('');
    setMnemonic('');
  };
  return (
    <Group align="flex-end" gap="xs">
      <TextInput label="Item" placeholder="0141" value={item} onChange={(e) => setItem(e.currentTarget.value)} w={80} />
      <TextInput label="Mnemonic" placeholder="H2S" value={mnemonic} onChange={(e) => setMnemonic(e.currentTarget.value)} w={110} />
      <TextInput label="Unit" value={unit} onChange={(e) => setUnit(e.currentTarget.value)} w={80} />
      <Select label="Measured" data={ROLES} value={role} onChange={(v) => setRole(v ?? 'lagged')} allowDeselect={false} w={250} />
      <Button variant="default" onClick={add}>
        Add item
      </Button>
    </Group>
  );
}

function IngestTokens({ projectId }: { projectId: number }) {
  const tokens = useLiveTokens(projectId, true);
  const create = useCreateLiveToken(projectId);
  const revoke = useRevokeLiveToken(projectId);
  const [name, setName] = useState('');
  const [made, setMade] = useState<CreatedLiveToken | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      notify.error('Name the token, for example the rig or unit it is for.');
      return;
    }
    create.mutate(name.trim(), { onSuccess: (t) => (setMade(t), setName('')) });
  };
  const confirmRevoke = (t: LiveToken) =>
    modals.openConfirmModal({
      title: `Revoke ${t.name}?`,
      children: <Text size="sm">A bridge sending with this token is refused at once; its frames stay in its buffer.</Text>,
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(t.id, { onSuccess: () => notify.success(`${t.name} is revoked.`) }),
    });
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Ingest tokens
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm">
          <TextInput label="Token name" placeholder="Rig 7 logging unit" value={name} onChange={(e) => setName(e.currentTarget.value)} w={240} />
          <Button type="submit" loading={create.isPending}>
            Create ingest token
          </Button>
        </Group>
      </form>
      {tokens.isError && <LoadFailed what="The ingest tokens" onRetry={() => void tokens.refetch()} retrying={tokens.isFetching} />}
      {tokens.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No ingest tokens yet.
        </Text>
      )}
      {tokens.data && tokens.data.length > 0 && (
        <Table verticalSpacing={4} fz="sm" data-testid="ingest-tokens">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Last used</Table.Th>
              <Table.Th aria-label="Revoke" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tokens.data.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{t.name}</Table.Td>
                <Table.Td>{when(t.created_at)}</Table.Td>
                <Table.Td>{when(t.last_used_at)}</Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`Revoke ${t.name}`} onClick={() => confirmRevoke(t)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Modal
        opened={made !== null}
        onClose={() => setMade(null)}
        title="Your new ingest token"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close the new token' }}
      >
        {made && (
          <TokenShownOnce
            token={made.token}
            warning="Copy it now: it is shown this once. It lets a bridge feed this project and nothing else."
            testId="new-ingest-token"
          >
            <Text size="sm">
              Run the bridge with <Code>--project {projectId} --token</Code> and this token (docs/live.md).
            </Text>
          </TokenShownOnce>
        )}
      </Modal>
    </Stack>
  );
}
