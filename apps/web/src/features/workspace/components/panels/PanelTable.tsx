import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';

/** A side panel's compact striped table, or one dimmed line in its place when it has no rows. */
export function PanelTable({
  empty,
  emptyText,
  highlightOnHover,
  children,
}: {
  empty: boolean;
  emptyText: ReactNode;
  highlightOnHover?: boolean;
  children: ReactNode;
}) {
  if (empty) {
    return (
      <Text size="xs" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Table fz="xs" verticalSpacing={2} striped highlightOnHover={highlightOnHover}>
      {children}
    </Table>
  );
}
