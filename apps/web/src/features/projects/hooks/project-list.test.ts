import { describe, expect, it } from 'vitest';
import type { ProjectListItem } from '@mudstack/contracts';
import { companyChoices, filterProjects, personName, sortProjects, DEFAULT_SORT } from './project-list';

const project = (id: number, over: Partial<ProjectListItem> & { well?: string; company?: string } = {}): ProjectListItem => ({
  id,
  name: over.name ?? `Project ${id}`,
  company_id: 1,
  deleted_date: over.deleted_date ?? null,
  created_datetime: over.created_datetime ?? `2026-0${id}-01T00:00:00.000Z`,
  created_by: over.created_by === undefined ? { first_name: 'Ada', last_name: 'Lovelace' } : over.created_by,
  latest_metadata: { well: over.well ?? 'Well A', company: over.company ?? 'Acme', depth_of_split: 6000, start_depth: 5000, stop_depth: 8000 },
  metadata_revision: 1,
  data_revision: 1,
  access_level: 'admin',
});

describe('projects list rules', () => {
  const projects = [
    project(1, { name: 'Eagle Ford 7H', company: 'Beta Oil' }),
    project(2, { name: 'Permian (test)', company: 'acme' }),
    project(3, { name: 'Bakken', created_by: null, well: 'Smith #3', company: 'Acme' }),
  ];

  it('sorts by date descending by default', () => {
    expect(sortProjects(projects, DEFAULT_SORT).map((p) => p.id)).toEqual([3, 2, 1]);
    expect(sortProjects(projects, { key: 'name', direction: 'asc' }).map((p) => p.name)).toEqual(['Bakken', 'Eagle Ford 7H', 'Permian (test)']);
  });

  it('strips the special characters and ignores case when searching', () => {
    expect(filterProjects(projects, 'PERMIAN (TEST)', 'All').map((p) => p.id)).toEqual([2]);
    expect(filterProjects(projects, 'smith #3', 'All').map((p) => p.id)).toEqual([3]);
    expect(filterProjects(projects, 'lovelace', 'All').map((p) => p.id)).toEqual([1, 2]);
    expect(filterProjects(projects, '"eagle"', 'All').map((p) => p.id)).toEqual([1]);
  });

  it('filters by company case-insensitively', () => {
    expect(filterProjects(projects, '', 'Acme').map((p) => p.id)).toEqual([2, 3]);
  });

  it('offers All plus the distinct companies sorted', () => {
    expect(companyChoices(projects)).toEqual(['All', 'acme', 'Acme', 'Beta Oil']);
  });

  it('names an unknown author after the product', () => {
    expect(personName(null)).toBe('Mudstack');
  });
});
