import { useMemo, useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DEFAULT_PER_PAGE, matchesSearch } from '../lib/search-text';
import { pageOf } from './TableFooter';

/**
 * The search text, page and page size of a table filtered and paged in the browser: the matching
 * items, the rows of this page and TableFooter's props. A new search or page size goes back to page 1.
 */
export function useTableSearch<T>(items: T[] | undefined, searchFields: (item: T) => ReadonlyArray<string | null | undefined>) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE);
  const filtered = useMemo(() => (items ?? []).filter((item) => matchesSearch(search, searchFields(item))), [items, search, searchFields]);
  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    rows: pageOf(filtered, page, perPage),
    footer: {
      total: filtered.length,
      page,
      perPage,
      onPage: setPage,
      onPerPage: (n: number) => {
        setPerPage(n);
        setPage(1);
      },
    },
  };
}

/** The search box above an admin table. */
export function TableSearchInput({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextInput
      placeholder={placeholder}
      aria-label={label}
      leftSection={<IconSearch size={16} stroke={1.7} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      mb="md"
      maw={360}
    />
  );
}
