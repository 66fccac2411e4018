import type { QueryClient } from '@tanstack/react-query';
import { projectQueryOptions } from '../../../lib/api/projects';
import { graphConfigQueryOptions } from '../../../lib/api/view-graph-config';
import { configIdFor, positiveInt } from '../../../lib/workspace-url';
import { csrfToken } from '../../../lib/cookies';
import { openRevisionStoreEarly } from '../../../lib/revision-cache';
import { metadataQueryOptions } from './get-metadata';
import { openingSection, prefetchGraphData } from './prefetch-graph-data';

/**
 * What the workspace of `/projects/:projectId` asks for before it can ask for data, asked as soon as the route is
 * known: the router's loader calls this while the workspace's code is still loading (with the session it starts
 * checking, `user`), so the project, its metadata and its graph configuration are on their way (or answered) by
 * the time it renders, and it asks for the same queries (same keys) instead of starting them. Nothing is awaited;
 * a failure is the workspace's to show.
 */
export function prefetchWorkspace(
  client: QueryClient,
  projectId: number,
  search: URLSearchParams,
  user: Promise<{ default_config_id: number | null }>,
): void {
  if (!Number.isInteger(projectId) || projectId <= 0) return;
  // Signed out (no session cookies): the main layout sends the visitor to sign in, and these would only answer 401.
  if (!csrfToken('refresh')) return;
  // The store of data answers too, so that looking one up while its call is on its way is not the slower of the two.
  openRevisionStoreEarly();
  const projectQuery = projectQueryOptions(projectId);
  const metadataQuery = metadataQueryOptions(projectId, positiveInt(search.get('mdr')));
  const project = client.prefetchQuery(projectQuery);
  const metadata = client.prefetchQuery(metadataQuery);
  // The configuration is the URL's, else the user's default, known once the session answers.
  const fromUrl = search.get('config');
  const configId =
    fromUrl != null && /^\d+$/.test(fromUrl) ? Promise.resolve(Number(fromUrl)) : user.then((u) => configIdFor(null, u.default_config_id));
  const config = configId.then(async (id) => {
    const query = graphConfigQueryOptions(id);
    await client.prefetchQuery(query);
    return client.getQueryData(query.queryKey);
  });
  config.catch(() => undefined);
  // Then the graphs' data, while the workspace's code still loads and starts: the calls its first render makes.
  void Promise.all([project, metadata, config])
    .then(([, , configData]) => {
      const projectData = client.getQueryData(projectQuery.queryKey);
      const meta = client.getQueryData(metadataQuery.queryKey);
      if (!projectData || !meta || !configData) return; // a failed call is the workspace's to show
      const dr = positiveInt(search.get('dr'));
      prefetchGraphData(client, { projectId, dr, config: configData, project: projectData, meta, sections: [openingSection(search, meta)] });
    })
    .catch(() => undefined); // a guess that failed costs nothing: the workspace asks for what it draws
}
