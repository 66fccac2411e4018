/** Query keys of this feature; every mutation invalidates `all` (the account page's select too). */
export const graphConfigKeys = {
  all: ['graph-configs'] as const,
  list: () => ['graph-configs', 'list'] as const,
  detail: (id: number) => ['graph-configs', 'detail', id] as const,
};
