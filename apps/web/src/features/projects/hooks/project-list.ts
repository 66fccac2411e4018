import type { Person, ProjectListItem } from '@mudstack/contracts';
import { matchesSearch, normalizeSearch } from '../../../lib/search-text';

/** The author shown when a project's creator is unknown: the product's own name. */
export const SYSTEM_NAME = 'Mudstack';
export const EMPTY_PROJECTS_TEXT = "It looks like you haven't been invited to any projects yet.";
export const ALL_COMPANIES = 'All';

export const personName = (person: Person) => (person ? `${person.first_name} ${person.last_name}`.trim() || SYSTEM_NAME : SYSTEM_NAME);

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';

export type SortKey = 'name' | 'access' | 'author' | 'date' | 'start' | 'stop' | 'well' | 'company' | 'archived';
export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}
export const DEFAULT_SORT: SortState = { key: 'date', direction: 'desc' };

export const ACCESS_LABEL: Record<ProjectListItem['access_level'], string> = {
  'super-admin': 'Super admin',
  admin: 'Admin',
  write: 'Write',
  view: 'View',
};

function sortValue(p: ProjectListItem, key: SortKey): string | number {
  switch (key) {
    case 'name':
      return p.name.toLowerCase();
    case 'access':
      return ACCESS_LABEL[p.access_level];
    case 'author':
      return personName(p.created_by).toLowerCase();
    case 'date':
      return new Date(p.created_datetime).getTime();
    case 'start':
      return p.latest_metadata.start_depth ?? -Infinity;
    case 'stop':
      return p.latest_metadata.stop_depth ?? -Infinity;
    case 'well':
      return p.latest_metadata.well.toLowerCase();
    case 'company':
      return p.latest_metadata.company.toLowerCase();
    case 'archived':
      return p.deleted_date ? new Date(p.deleted_date).getTime() : 0;
  }
}

export function sortProjects(projects: ProjectListItem[], sort: SortState): ProjectListItem[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...projects].sort((a, b) => {
    const x = sortValue(a, sort.key);
    const y = sortValue(b, sort.key);
    if (x < y) return -sign;
    if (x > y) return sign;
    return b.id - a.id;
  });
}

/** Search matches project name, creator full name, well, company or creation date; the company filter is exact after stripping. */
export function filterProjects(projects: ProjectListItem[], search: string, company: string): ProjectListItem[] {
  const companyNeedle = company === ALL_COMPANIES ? '' : normalizeSearch(company);
  return projects.filter((p) => {
    if (companyNeedle && normalizeSearch(p.latest_metadata.company) !== companyNeedle) return false;
    return matchesSearch(search, [
      p.name,
      personName(p.created_by),
      p.latest_metadata.well,
      p.latest_metadata.company,
      formatDate(p.created_datetime),
      p.created_datetime.slice(0, 10),
    ]);
  });
}

/** "All" plus the distinct companies of the projects' latest metadata, alphabetically. */
export function companyChoices(projects: ProjectListItem[]): string[] {
  const names = new Set(projects.map((p) => p.latest_metadata.company).filter((c) => c.trim() !== ''));
  return [ALL_COMPANIES, ...[...names].sort((a, b) => a.localeCompare(b))];
}
