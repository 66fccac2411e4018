// The tables' search rule (spec: validation rules): these characters are stripped, matching ignores case.
const STRIPPED = /[|&;$%@"<\\>()+,]/g;

/** The search text as it is compared: stripped of | & ; $ % @ " < \ > ( ) + , and lower-cased. */
export function normalizeSearch(text: string): string {
  return text.replace(STRIPPED, '').toLowerCase().trim();
}

/** True when the (stripped) query occurs in any of the fields; an empty query matches everything. */
export function matchesSearch(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = normalizeSearch(query);
  if (!needle) return true;
  return fields.some((field) => field != null && normalizeSearch(field).includes(needle));
}

/** Names longer than 12 characters are cut to 12 plus an ellipsis in lists and dropdowns. */
export function truncateName(name: string, max = 12): string {
  return name.length > max ? `${name.slice(0, max)}...` : name;
}

export const PER_PAGE_CHOICES = ['10', '20', '30', '50', '75'] as const;
export const DEFAULT_PER_PAGE = 30;
