import type { FastifyInstance } from 'fastify';
import { metadataRoutes } from './metadata.routes';
import { projectRoutes } from './projects.routes';

/** The projects feature's routes: projects and their metadata (registered in app.ts). */
export async function projectsRoutes(app: FastifyInstance) {
  await app.register(projectRoutes);
  await app.register(metadataRoutes);
}
