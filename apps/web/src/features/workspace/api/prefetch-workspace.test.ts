// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectKeys } from '../../../lib/api/projects';
import { graphConfigKeys } from '../../../lib/api/graph-configs';
import { metadataQueryKey } from './get-metadata';
import { prefetchWorkspace } from './prefetch-workspace';
import { workspaceFirstCalls } from '../../../lib/early-calls';
import { seriesDataQueryKey } from '../../../lib/api/series-data';
import { sectionDataRequests } from './prefetch-graph-data';

// The router's loader asks for what the workspace needs before its data while the workspace's code loads: the
// same queries (keys) the workspace then reads, so nothing is asked twice.
function serverAnswers() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      paths.push(url.replace(/^https?:\/\/[^/]+/, ''));
      return new Response(JSON.stringify({ result: { id: 7 } }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return paths;
}

afterEach(() => vi.unstubAllGlobals());

/** A browser with a session: its CSRF cookies (the session's own are httpOnly). */
const signedIn = () => vi.stubGlobal('document', { cookie: 'csrf_refresh_token=r; csrf_access_token=a' });

describe('prefetchWorkspace', () => {
  it("asks for the project, its metadata (the URL's revision) and the URL's graph configuration at once", async () => {
    const paths = serverAnswers();
    signedIn();
    const client = new QueryClient();
    prefetchWorkspace(client, 7, new URLSearchParams('config=3&mdr=2'), new Promise(() => undefined));
    await vi.waitFor(() => expect(paths).toHaveLength(3));
    expect(paths.sort()).toEqual(['/api/graph-configs/3', '/api/projects/7', '/api/projects/7/metadata?revision=2']);
    // The calls the page sent before the app started (lib/early-calls.ts) are these, so these take their answers.
    expect(workspaceFirstCalls({ pathname: '/projects/7', search: '?config=3&mdr=2' }, null).sort()).toEqual(paths);
    await vi.waitFor(() => expect(client.getQueryData(graphConfigKeys.forWorkspace(3))).toBeDefined());
    expect(client.getQueryData(projectKeys.detail(7))).toBeDefined();
    expect(client.getQueryData(metadataQueryKey(7, 2))).toBeDefined();
  });

  it("asks for the user's default configuration once the session says which, and nothing for a bad id", async () => {
    const paths = serverAnswers();
    signedIn();
    const client = new QueryClient();
    let answered!: (user: { default_config_id: number | null }) => void;
    prefetchWorkspace(client, 7, new URLSearchParams(), new Promise((resolve) => (answered = resolve)));
    await vi.waitFor(() => expect(paths).toHaveLength(2));
    answered({ default_config_id: 5 });
    await vi.waitFor(() => expect(paths).toContain('/api/graph-configs/5'));
    expect(workspaceFirstCalls({ pathname: '/projects/7', search: '' }, 5).sort()).toEqual(paths.sort());
    expect(client.getQueryCache().getAll()).toHaveLength(3);
    prefetchWorkspace(client, Number('abc'), new URLSearchParams(), Promise.resolve({ default_config_id: null }));
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });

  it('asks nothing signed out: a workspace link opened without a session goes to sign-in and logs no 401', async () => {
    const paths = serverAnswers();
    vi.stubGlobal('document', { cookie: '' });
    const client = new QueryClient();
    prefetchWorkspace(client, 7, new URLSearchParams('config=3'), new Promise(() => undefined));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths).toEqual([]);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  /** The loader's data calls for a well of `rowCount` rows, and the keys of its lateral section's two calls. */
  async function loaderDataCalls(rowCount: number) {
    const graphs = [
      { name: 'Gas', series: { c1: '#a51d1d', c2: '#28a14b' }, appliesTo: 'both', drawOrder: 0 },
      { name: 'Lateral only', series: { c3: '#000000' }, appliesTo: 'lateral', drawOrder: 1 },
    ];
    const answers: Record<string, unknown> = {
      '/api/projects/7': { id: 7, curves: [], row_count: rowCount },
      '/api/projects/7/metadata': { depth_of_split: 5070, start_depth: 4000, stop_depth: 9000, step: 0.5 },
      '/api/graph-configs/3': { id: 3, graphs },
    };
    const paths: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = decodeURIComponent(url.replace(/^https?:\/\/[^/]+/, ''));
        paths.push(path);
        const answer = answers[path];
        return answer
          ? new Response(JSON.stringify({ result: answer }), { status: 200, headers: { 'content-type': 'application/json' } })
          : new Response('not columns', { status: 500 });
      }),
    );
    signedIn();
    const client = new QueryClient();
    // The URL's Lateral tab: the well has one, so the data is the lateral section's.
    prefetchWorkspace(client, 7, new URLSearchParams('config=3&tab=lateral'), new Promise(() => undefined));
    await vi.waitFor(() => expect(paths.filter((p) => p.includes('/data/')).length).toBeGreaterThan(0));
    // Nothing more comes: the answers the data calls wait for are all in.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const data = paths.filter((p) => p.includes('/data/'));
    expect(
      data.every((p) => p.startsWith('/api/projects/7/data/c1,c2,c3?') && p.includes('filterExpression=depth+>=+5070')),
      data.join('\n'),
    ).toBe(true);
    // Under the keys the lateral section's graphs read (SectionGraphs), so they take these calls up.
    const { rows, overview } = sectionDataRequests({
      projectId: 7,
      section: 'lateral',
      graphs: graphs as never,
      split: 5070,
      curves: new Map(),
      rowCount,
    });
    return {
      data,
      rowsAsked: client.getQueryState(seriesDataQueryKey(rows)) !== undefined,
      overviewAsked: client.getQueryState(seriesDataQueryKey(overview)) !== undefined,
    };
  }

  it("asks for the graphs' data once the project, its metadata and the configuration have answered: every row of a small well", async () => {
    const calls = await loaderDataCalls(10_000);
    expect(calls.data).toHaveLength(1);
    expect(calls).toMatchObject({ rowsAsked: true, overviewAsked: false });
  });

  it("asks for a large well's overview only: its graphs ask for every row once the overview is drawn", async () => {
    const calls = await loaderDataCalls(100_000);
    expect(calls.data).toHaveLength(1);
    expect(calls.data[0]).toContain('overview=');
    expect(calls).toMatchObject({ rowsAsked: false, overviewAsked: true });
  });

  it('asks for no data when a first call failed: the workspace shows the failure', async () => {
    const paths = serverAnswers(); // every answer is { id: 7 }: no curves, no graphs
    signedIn();
    const client = new QueryClient();
    prefetchWorkspace(client, 7, new URLSearchParams('config=3'), new Promise(() => undefined));
    await vi.waitFor(() => expect(client.getQueryData(graphConfigKeys.forWorkspace(3))).toBeDefined());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(paths.filter((p) => p.includes('/data/'))).toEqual([]);
  });
});
