import { useState } from 'react';
import { ActionIcon, Badge, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconUsers } from '@tabler/icons-react';
import type { User } from '@mudstack/contracts';
import { ActiveBadge } from '../../../components/ActiveBadge';
import { AdminTablePage } from '../../../components/AdminTablePage';
import { useTableSearch } from '../../../components/TableSearch';
import { TableEmptyRow, TableLoadingRows } from '../../../components/TableStatusRows';
import { isAdmin, isSuperAdmin, ROLE_LABEL, useCurrentUser } from '../../../lib/session';
import { useUsers } from '../api/list-users';
import { editBlockedReason, fullName } from '../user-rules';
import { NotAdminRedirect } from './AccessDenied';
import { EditUserModal } from './EditUserModal';
import { InviteUsersModal } from './InviteUsersModal';

const searchFields = (u: User) => [fullName(u), u.email];

/** Manage users (admins and super-admins): search, invite, the paged user table and the edit modal. */
export function ManageUsersPage() {
  const me = useCurrentUser();
  const allowed = isAdmin(me);
  const users = useUsers(allowed);
  const table = useTableSearch(users.data, searchFields);
  const [inviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);

  if (!me || !allowed) return <NotAdminRedirect />;

  return (
    <AdminTablePage
      title="Manage Users"
      description={`${isSuperAdmin(me) ? 'Everyone in every company.' : `Everyone at ${me.company ?? 'your company'}.`} Invite people, re-send invitations and remove project access.`}
      action={{ label: 'Invite user', onClick: () => setInviteOpen(true) }}
      search={{ label: 'Search users', placeholder: 'Search by name or email', value: table.search, onChange: table.setSearch }}
      table={{ label: 'Users', minWidth: 760, columns: COLUMNS }}
      footer={{ noun: 'users', ...table.footer }}
      rows={
        <>
          {users.isPending && <TableLoadingRows colSpan={6} />}
          {table.rows.map((u) => (
            <UserRow key={u.id} user={u} me={me} onEdit={() => setEditing(u.id)} />
          ))}
          {!users.isPending && table.rows.length === 0 && (
            <TableEmptyRow colSpan={6} icon={IconUsers}>
              {table.search ? 'No users match this search.' : 'No users yet. Invite someone to get started.'}
            </TableEmptyRow>
          )}
        </>
      }
    >
      <InviteUsersModal opened={inviteOpen} onClose={() => setInviteOpen(false)} me={me} />
      <EditUserModal userId={editing} onClose={() => setEditing(null)} me={me} />
    </AdminTablePage>
  );
}

const COLUMNS = [{ label: 'Edit', w: 60 }, { label: 'Name' }, { label: 'Email' }, { label: 'Active' }, { label: 'Role' }, { label: 'Invite status' }];

/** One user: edit (disabled with the reason when not allowed), name with (you) and their company, email, active, role, invite status. */
function UserRow({ user: u, me, onEdit }: { user: User; me: User; onEdit: () => void }) {
  const blocked = editBlockedReason(me, u);
  const you = u.id === me.id;
  return (
    <Table.Tr data-testid={`user-row-${u.id}`} style={u.is_active ? undefined : { opacity: 0.6 }}>
      <Table.Td>
        {/* The span receives the hover, so a disabled button still explains itself. */}
        <Tooltip label={blocked ?? 'Edit user'} withArrow>
          <span style={{ display: 'inline-block' }}>
            <ActionIcon variant="subtle" aria-label={`Edit ${u.email}`} disabled={blocked !== null} onClick={onEdit}>
              <IconPencil size={17} stroke={1.7} />
            </ActionIcon>
          </span>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500}>
          {fullName(u) || (
            <Text span c="dimmed" size="sm">
              —
            </Text>
          )}
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
        <ActiveBadge active={u.is_active} />
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
}
