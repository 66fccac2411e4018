import type { FastifyInstance } from 'fastify';
import { metadataRoutes } from './metadata.routes';
import { projectsRoutes } from './projects.routes';
import { projectDataRoutes } from '../project-data/project-data.routes';
import { importsRoutes } from '../imports/imports.routes';
import { revisionsRoutes } from '../revisions/revisions.routes';
import { snippetsRoutes } from '../snippets/snippets.routes';

/** Every route of the projects area (projects, metadata); registered once in features/routes.ts. */
export async function projectsPlugin(app: FastifyInstance) {
  await app.register(projectsRoutes);
  await app.register(metadataRoutes);
  await app.register(projectDataRoutes);
  await app.register(importsRoutes);
  await app.register(revisionsRoutes);
  await app.register(snippetsRoutes);
}
