import type { ReactNode } from 'react';
import { Button, Container, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { TableFooter, type TableFooterProps } from './TableFooter';
import { TableSearchInput } from './TableSearch';

/**
 * The frame of an administration page (Manage Users, Manage Companies): title and what it is for, the add
 * button, a search above a paged table with its column heads, the footer, then the page's modals.
 */
export function AdminTablePage(props: {
  title: string;
  description: ReactNode;
  action: { label: string; onClick: () => void };
  search: { label: string; placeholder: string; value: string; onChange: (value: string) => void };
  table: { label: string; minWidth: number; columns: { label: string; w?: number }[] };
  footer: TableFooterProps;
  rows: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={2}>{props.title}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {props.description}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={props.action.onClick}>
          {props.action.label}
        </Button>
      </Group>
      <Paper withBorder p="md" shadow="xs">
        <TableSearchInput
          label={props.search.label}
          placeholder={props.search.placeholder}
          value={props.search.value}
          onChange={props.search.onChange}
        />
        <Table.ScrollContainer minWidth={props.table.minWidth}>
          <Table highlightOnHover verticalSpacing="sm" aria-label={props.table.label}>
            <Table.Thead>
              <Table.Tr>
                {props.table.columns.map((c) => (
                  <Table.Th key={c.label} w={c.w}>
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{props.rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <TableFooter {...props.footer} />
      </Paper>
      {props.children}
    </Container>
  );
}
