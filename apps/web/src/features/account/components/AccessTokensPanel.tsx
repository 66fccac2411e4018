import { useState } from 'react';
import { ActionIcon, Badge, Button, Code, Group, Modal, Paper, Select, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import type { AccessToken, AccessTokenScope, CreatedAccessToken } from '@mudstack/contracts';
import { LoadFailed } from '../../../components/LoadFailed';
import { TokenShownOnce } from '../../../components/TokenShownOnce';
import { notify } from '../../../lib/notify';
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from '../api/access-tokens';

const EXPIRIES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];
const SCOPES = [
  { value: 'read', label: 'Read only' },
  { value: 'write', label: 'Read and write' },
];
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : 'Never');

/**
 * Personal access tokens for scripts and notebooks: made here (a name, read only or read and write, an expiry),
 * shown once, listed with their last use, revocable.
 */
export function AccessTokensPanel() {
  const tokens = useAccessTokens();
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<AccessTokenScope>('read');
  const [days, setDays] = useState('90');
  const [made, setMade] = useState<CreatedAccessToken | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      notify.error('Name the token, for example the notebook it is for.');
      return;
    }
    create.mutate(
      { name: name.trim(), scope, expires_in_days: Number(days) },
      {
        onSuccess: (token) => {
          setMade(token);
          setName('');
        },
      },
    );
  };
  return (
    <Paper withBorder shadow="xs" p="xl" mt="lg" data-testid="access-tokens">
      <Title order={4}>Personal access tokens</Title>
      <Text size="sm" c="dimmed" mb="md">
        For scripts and notebooks: send a token as <Code>Authorization: Bearer &lt;token&gt;</Code> to read your projects&apos; data, metadata and
        exports with your rights. A read-only token can change nothing. See docs/scripts.md for examples.
      </Text>
      <form onSubmit={submit} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput label="Token name" placeholder="Porosity notebook" value={name} onChange={(e) => setName(e.currentTarget.value)} w={220} />
          <Select
            label="Access"
            data={SCOPES}
            value={scope}
            onChange={(v) => setScope((v as AccessTokenScope) ?? 'read')}
            allowDeselect={false}
            w={160}
          />
          <Select label="Expires after" data={EXPIRIES} value={days} onChange={(v) => setDays(v ?? '90')} allowDeselect={false} w={130} />
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </form>
      <TokenList tokens={tokens.data} failed={tokens.isError} onRetry={() => void tokens.refetch()} retrying={tokens.isFetching} />
      <Modal opened={made !== null} onClose={() => setMade(null)} title="Your new token" size="lg">
        {made && <NewToken token={made} />}
      </Modal>
    </Paper>
  );
}

function NewToken({ token }: { token: CreatedAccessToken }) {
  return (
    <TokenShownOnce token={token.token} warning="Copy it now: it is shown this once. Mudstack keeps only a fingerprint of it." testId="new-token">
      <Text size="sm">
        {token.name}: {token.scope === 'write' ? 'read and write' : 'read only'}, expires on {day(token.expires_at)}.
      </Text>
    </TokenShownOnce>
  );
}

function TokenList(props: { tokens: AccessToken[] | undefined; failed: boolean; onRetry: () => void; retrying: boolean }) {
  const revoke = useRevokeAccessToken();
  if (props.failed) return <LoadFailed what="Your tokens" onRetry={props.onRetry} retrying={props.retrying} />;
  if (!props.tokens) return null;
  if (props.tokens.length === 0) {
    return (
      <Text size="sm" c="dimmed" mt="md">
        No tokens yet. Create one above for a script or a notebook.
      </Text>
    );
  }
  const now = Date.now();
  const confirmRevoke = (t: AccessToken) =>
    modals.openConfirmModal({
      title: `Revoke ${t.name}?`,
      children: <Text size="sm">Scripts using this token stop working at once.</Text>,
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(t.id, { onSuccess: () => notify.success(`${t.name} is revoked.`) }),
    });
  return (
    <Table mt="md" verticalSpacing={6} data-testid="token-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Access</Table.Th>
          <Table.Th>Created</Table.Th>
          <Table.Th>Expires</Table.Th>
          <Table.Th>Last used</Table.Th>
          <Table.Th aria-label="Revoke" />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.tokens.map((t) => (
          <Table.Tr key={t.id}>
            <Table.Td>{t.name}</Table.Td>
            <Table.Td>
              <Badge variant="light" color={t.scope === 'write' ? 'orange' : 'blue'}>
                {t.scope === 'write' ? 'Read and write' : 'Read only'}
              </Badge>
            </Table.Td>
            <Table.Td>{day(t.created_at)}</Table.Td>
            <Table.Td>{Date.parse(t.expires_at) < now ? `Expired ${day(t.expires_at)}` : day(t.expires_at)}</Table.Td>
            <Table.Td>{day(t.last_used_at)}</Table.Td>
            <Table.Td>
              <Tooltip label="Revoke">
                <ActionIcon variant="subtle" color="red" aria-label={`Revoke ${t.name}`} onClick={() => confirmRevoke(t)}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
