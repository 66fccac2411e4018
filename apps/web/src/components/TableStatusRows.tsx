import type { ReactNode } from 'react';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

/** Four placeholder rows, one cell across the table each, while its rows load. */
export function TableLoadingRows({ colSpan }: { colSpan: number }) {
  return Array.from({ length: 4 }, (_, i) => (
    <Table.Tr key={i}>
      <Table.Td colSpan={colSpan}>
        <Skeleton h={18} />
      </Table.Td>
    </Table.Tr>
  ));
}

/** The one row of a table with nothing to show: a grey icon above a dimmed line. */
export function TableEmptyRow({ colSpan, icon: EmptyIcon, children }: { colSpan: number; icon: Icon; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Stack align="center" gap={6} py="xl">
          <EmptyIcon size={28} stroke={1.4} color="var(--mantine-color-gray-5)" />
          <Text c="dimmed" size="sm">
            {children}
          </Text>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
