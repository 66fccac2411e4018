import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Container, Group, Paper, Skeleton, Stack, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { IconBuilding, IconPencil, IconPlus, IconSearch } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import type { Company } from '@mudstack/contracts';
import { TableFooter, pageOf } from '../../../components/TableFooter';
import { notify } from '../../../lib/notify';
import { DEFAULT_PER_PAGE, matchesSearch } from '../../../lib/search-text';
import { isSuperAdmin, useCurrentUser } from '../../../lib/session';
import { useCompanies } from '../api/list-companies';
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
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);

  const filtered = useMemo(
    () => (companies.data ?? []).filter((c) => matchesSearch(search, searchFields(c))),
    [companies.data, search],
  );
  if (!allowed) return <NotSuperAdminRedirect />;
  const rows = pageOf(filtered, page, perPage);
  const editing = companies.data?.find((c) => c.id === editingId) ?? null;

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={2}>Manage Companies</Title>
          <Text c="dimmed" size="sm" mt={4}>
            The companies whose people use Mudstack. Deactivating a company signs its people out and removes their project
            access.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
          Add new
        </Button>
      </Group>

      <Paper withBorder p="md" shadow="xs">
        <TextInput
          placeholder="Search companies"
          aria-label="Search companies"
          leftSection={<IconSearch size={16} stroke={1.7} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          mb="md"
          maw={360}
        />
        <Table.ScrollContainer minWidth={820}>
          <Table highlightOnHover verticalSpacing="sm" aria-label="Companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>Edit</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Address</Table.Th>
                <Table.Th>City</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Zip</Table.Th>
                <Table.Th>Active</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.isPending &&
                Array.from({ length: 4 }, (_, i) => (
                  <Table.Tr key={i}>
                    <Table.Td colSpan={7}>
                      <Skeleton h={18} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              {rows.map((c) => (
                <Table.Tr key={c.id} className={c.is_active ? undefined : classes.deleted} data-testid={`company-row-${c.id}`}>
                  <Table.Td>
                    <Tooltip label="Edit company" withArrow>
                      <ActionIcon variant="subtle" aria-label={`Edit ${c.name}`} onClick={() => setEditingId(c.id)}>
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
                    <Text size="sm" className={classes.strike}>{c.city ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" className={classes.strike}>{c.state ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" className={classes.strike}>{c.zip ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge tt="none" variant="light" color={c.is_active ? 'teal' : 'gray'}>
                      {c.is_active ? 'Yes' : 'No'}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
              {!companies.isPending && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={7}>
                    <Stack align="center" gap={6} py="xl">
                      <IconBuilding size={28} stroke={1.4} color="var(--mantine-color-gray-5)" />
                      <Text c="dimmed" size="sm">
                        {search ? 'No companies match this search.' : 'No companies yet.'}
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
          noun="companies"
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      </Paper>

      <AddCompanyModal opened={adding} onClose={() => setAdding(false)} />
      <EditCompanyModal company={editing} onClose={() => setEditingId(null)} />
    </Container>
  );
}
