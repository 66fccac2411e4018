// @vitest-environment jsdom
import '../../../test/media-queries'; // first: uPlot asks for a media query as it loads
import { QueryClient } from '@tanstack/react-query';
import type { Graph } from '@mudstack/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriesDataQueryKey } from '../../../lib/api/series-data';
import { prefetchSectionData, sectionDataRequests } from '../api/prefetch-graph-data';

// The workspace starts a section's first data call as soon as it knows the project, its settings and the
// configuration, before its graphs render: the same request (key) the graphs then ask for, so nothing is asked
// twice, and no overview once every row is here.

function serverAnswers() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(decodeURIComponent(url.replace(/^https?:\/\/[^/]+/, '')));
      return new Response('not columns', { status: 500 });
    }),
  );
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

const graphs = [{ name: 'Gas', series: { c1: '#a51d1d', c2: '#28a14b', not_in_file: '#000000' } }] as unknown as Graph[];
const input = (rowCount: number) => ({
  projectId: 7,
  section: 'vertical' as const,
  graphs,
  split: 5070,
  revision: undefined,
  curves: new Map(),
  rowCount,
});

describe("a section's data calls", () => {
  it('asks a large well for its overview alone, once, under the key the graphs read (they ask for every row once it is drawn)', async () => {
    const paths = serverAnswers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSectionData(client, input(100_000));
    prefetchSectionData(client, input(100_000));
    await vi.waitFor(() => expect(paths).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(paths).toHaveLength(1);
    expect(paths[0]).toMatch(/^\/api\/projects\/7\/data\/c1,c2\?.*filterExpression=depth\+<\+5070.*overview=/);
    const { rows, overview } = sectionDataRequests(input(100_000));
    expect(client.getQueryState(seriesDataQueryKey(rows))).toBeUndefined();
    expect(client.getQueryState(seriesDataQueryKey(overview))).toBeDefined();
  });

  it('asks a small well for its rows alone, and no overview once every row is here', async () => {
    const paths = serverAnswers();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetchSectionData(client, input(2000));
    await vi.waitFor(() => expect(paths).toHaveLength(1));
    expect(paths[0]).not.toContain('overview=');

    const held = new QueryClient();
    held.setQueryData(seriesDataQueryKey(sectionDataRequests(input(100_000)).rows), { rows: 0 });
    prefetchSectionData(held, input(100_000));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(paths).toHaveLength(1);
  });
});
