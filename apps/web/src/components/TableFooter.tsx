import { Group, Pagination, Select, Text } from '@mantine/core';
import { PER_PAGE_CHOICES } from '../lib/search-text';

export interface TableFooterProps {
  total: number;
  page: number;
  perPage: number;
  noun: string;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** "Showing X - Y of N {noun}", the per-page choice (10/20/30/50/75) and the page buttons. */
/** Names of the pagination's arrows for assistive technology (they show only an arrow). */
const PAGE_CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

export function TableFooter({ total, page, perPage, noun, onPage, onPerPage }: TableFooterProps) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        Showing {from} - {to} of {total} {noun}
      </Text>
      <Group gap="md">
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            Per page
          </Text>
          <Select
            aria-label="Per page"
            size="xs"
            w={76}
            data={[...PER_PAGE_CHOICES]}
            value={String(perPage)}
            allowDeselect={false}
            onChange={(value) => value && onPerPage(Number(value))}
          />
        </Group>
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': PAGE_CONTROL_LABELS[control] })}
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        />
      </Group>
    </Group>
  );
}

/** The rows of one page, with the page clamped to what exists. */
export function pageOf<T>(rows: T[], page: number, perPage: number): T[] {
  const pages = Math.max(1, Math.ceil(rows.length / perPage));
  const p = Math.min(Math.max(1, page), pages);
  return rows.slice((p - 1) * perPage, p * perPage);
}
