import type { Metadata } from '@mudstack/contracts';

/** A well's metadata as the server answers it, at revision 3 with no marks; `over` replaces what a test needs. */
export function testMetadata(over: Partial<Metadata> = {}): Metadata {
  return {
    id: 'm1',
    project_id: 1,
    project: 'P',
    revision: 3,
    data_revision: 1,
    depth_of_split: 8000,
    well: 'W',
    company: 'C',
    country: '',
    api_number: '',
    field: '',
    state: '',
    county: '',
    location: '',
    date_analysed: '',
    service_company: '',
    date_generated: '',
    null_value: -999.25,
    kb: null,
    step: 1,
    start_depth: 5000,
    stop_depth: 12000,
    global_hairlines: [],
    global_formations: [],
    ...over,
  };
}
