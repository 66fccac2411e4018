import { useMemo, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import type { User } from '@mudstack/contracts';
import { TableFooter, pageOf } from '../../../components/TableFooter';
import { DEFAULT_PER_PAGE, matchesSearch } from '../../../lib/search-text';
import { isAdmin, isSuperAdmin, ROLE_LABEL, useCurrentUser } from '../../../lib/session';
import { useUsers } from '../api/list-users';
import { editBlockedReason } from '../user-rules';
import { NotAdminRedirect } from './AccessDenied';
import { EditUserModal } from './EditUserModal';
import { InviteUsersModal } from './InviteUsersModal';

const fullName = (u: User) => `${u.first_name} ${u.last_name}`.trim();

/** Manage users (admins and super-admins): search, invite, the paged user table and the edit modal. */
export function ManageUsersPage() {
  const me = useCurrentUser();
  const allowed = isAdmin(me);
  const users = useUsers(allowed);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  const filtered = useMemo(
    () => (users.data ?? []).filter((u) => matchesSearch(search, [fullName(u), u.email])),
    [users.data, search],
  );
  if (!me || !allowed) return <NotAdminRedirect />;
  const rows = pageOf(filtered, page, perPage);

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={2}>Manage Users</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {isSuperAdmin(me) ? 'Everyone in every company.' : `Everyone at ${me.company ?? 'your company'}.`} Invite people,
            re-send invitations and remove project access.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setInviteOpen(true)}>
          Invite user
        </Button>
      </Group>

      <Paper withBorder p="md" shadow="xs">
        <TextInput
          placeholder="Search by name or email"
          aria-label="Search users"
          leftSection={<IconSearch size={16} stroke={1.7} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          mb="md"
          maw={360}
        />
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="sm" aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>Edit</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Active</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Invite status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.isPending &&
                Array.from({ length: 4 }, (_, i) => (
                  <Table.Tr key={i}>
                    <Table.Td colSpan={6}>
                      <Skeleton h={18} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {rows.map((u) => {
                const blocked = editBlockedReason(me, u);
                const you = u.id === me.id;
                return (
                  <Table.Tr key={u.id} data-testid={`user-row-${u.id}`} style={u.is_active ? undefined : { opacity: 0.6 }}>
                    <Table.Td>
                      {/* The span receives the hover, so a disabled button still explains itself. */}
                      <Tooltip label={blocked ?? 'Edit user'} withArrow>
                        <span style={{ display: 'inline-block' }}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit ${u.email}`}
                            disabled={blocked !== null}
                            onClick={() => setEditing(u.id)}
                          >
                            <IconPencil size={17} stroke={1.7} />
                          </ActionIcon>
                        </span>
                      </Tooltip>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {fullName(u) || <Text span c="dimmed" size="sm">—</Text>}
                        {you && (
                          <Text span c="dimmed" size="sm">
                            {' '}
                            (you)
                          </Text>
                        )}
                      </Text>
                      {isSuperAdmin(me) && u.company && (
                        <Text size="xs" c="dimmed">
                          {u.company}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{u.email}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge tt="none" variant="light" color={u.is_active ? 'teal' : 'gray'}>
                        {u.is_active ? 'Yes' : 'No'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{ROLE_LABEL[u.role]}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge tt="none" variant="dot" color={u.email_confirmed ? 'teal' : 'yellow'}>
                        {u.email_confirmed ? 'Accepted' : 'Invited'}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
              {!users.isPending && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Stack align="center" gap={6} py="xl">
                      <IconUsers size={28} stroke={1.4} color="var(--mantine-color-gray-5)" />
                      <Text c="dimmed" size="sm">
                        {search ? 'No users match this search.' : 'No users yet. Invite someone to get started.'}
                      </Text>
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TableFooter
          total={filtered.length}
          page={page}
          perPage={perPage}
          noun="users"
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      </Paper>

      <InviteUsersModal opened={inviteOpen} onClose={() => setInviteOpen(false)} me={me} />
      <EditUserModal userId={editing} onClose={() => setEditing(null)} me={me} />
    </Container>
  );
}
