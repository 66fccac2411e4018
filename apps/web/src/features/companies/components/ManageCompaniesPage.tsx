import { useEffect, useState } from 'react';
import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { IconBuilding, IconPencil } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import type { Company } from '@mudstack/contracts';
import { ActiveBadge } from '../../../components/ActiveBadge';
import { AdminTablePage } from '../../../components/AdminTablePage';
import { useTableSearch } from '../../../components/TableSearch';
import { TableEmptyRow, TableLoadingRows } from '../../../components/TableStatusRows';
import { notify } from '../../../lib/notify';
import { isSuperAdmin, useCurrentUser } from '../../../lib/session';
import { useCompanies } from '../../../lib/api/companies';
import { AddCompanyModal, EditCompanyModal } from './CompanyModals';
import classes from './ManageCompaniesPage.module.css';

export const NOT_SUPER_ADMIN_TEXT = 'You must be a super admin to access this part of the application.';

function NotSuperAdminRedirect() {
  useEffect(() => {
    notify.error(NOT_SUPER_ADMIN_TEXT, { id: 'not-super-admin' });
  }, []);
  return <Navigate to="/my-account" replace />;
}

const searchFields = (c: Company) => [c.name, c.address, c.address2, c.city, c.state, c.zip];

/** Manage Companies (super-admins): search, add, the paged table, edit and (de)activate. */
export function ManageCompaniesPage() {
  const me = useCurrentUser();
  const allowed = isSuperAdmin(me);
  const companies = useCompanies(allowed);
  const table = useTableSearch(companies.data, searchFields);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  if (!allowed) return <NotSuperAdminRedirect />;
  const editing = companies.data?.find((c) => c.id === editingId) ?? null;

  return (
    <AdminTablePage
      title="Manage Companies"
      description="The companies whose people use Mudstack. Deactivating a company signs its people out and removes their project access."
      action={{ label: 'Add new', onClick: () => setAdding(true) }}
      search={{ label: 'Search companies', placeholder: 'Search companies', value: table.search, onChange: table.setSearch }}
      table={{ label: 'Companies', minWidth: 820, columns: COLUMNS }}
      footer={{ noun: 'companies', ...table.footer }}
      rows={
        <>
          {companies.isPending && <TableLoadingRows colSpan={7} />}
          {table.rows.map((c) => (
            <CompanyRow key={c.id} company={c} onEdit={() => setEditingId(c.id)} />
          ))}
          {!companies.isPending && table.rows.length === 0 && (
            <TableEmptyRow colSpan={7} icon={IconBuilding}>
              {table.search ? 'No companies match this search.' : 'No companies yet.'}
            </TableEmptyRow>
          )}
        </>
      }
    >
      <AddCompanyModal opened={adding} onClose={() => setAdding(false)} />
      <EditCompanyModal company={editing} onClose={() => setEditingId(null)} />
    </AdminTablePage>
  );
}

const COLUMNS = [
  { label: 'Edit', w: 60 },
  { label: 'Name' },
  { label: 'Address' },
  { label: 'City' },
  { label: 'State' },
  { label: 'Zip' },
  { label: 'Active' },
];

/** One company: edit, name with its head count, address, city, state, zip, active (struck through when inactive). */
function CompanyRow({ company: c, onEdit }: { company: Company; onEdit: () => void }) {
  return (
    <Table.Tr className={c.is_active ? undefined : classes.deleted} data-testid={`company-row-${c.id}`}>
      <Table.Td>
        <Tooltip label="Edit company" withArrow>
          <ActionIcon variant="subtle" aria-label={`Edit ${c.name}`} onClick={onEdit}>
            <IconPencil size={17} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
      <Table.Td>
        <Text size="sm" fw={500} className={classes.strike}>
          {c.name}
        </Text>
        <Text size="xs" c="dimmed">
          {c.employees.length} {c.employees.length === 1 ? 'person' : 'people'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.strike}>
          {c.address ?? '—'}
        </Text>
        {c.address2 && (
          <Text size="xs" c="dimmed" className={classes.strike}>
            {c.address2}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.strike}>
          {c.city ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.strike}>
          {c.state ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" className={classes.strike}>
          {c.zip ?? '—'}
        </Text>
      </Table.Td>
      <Table.Td>
        <ActiveBadge active={c.is_active} />
      </Table.Td>
    </Table.Tr>
  );
}
